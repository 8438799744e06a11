import { column, defineReport, f, filters } from '../define';

// Laporan saldo transaksi harian (DAILY_SALDO_TRANSACTION_REPORT_MODULE): the money ledger of the period per business
// day and kategori (PENJUALAN, PEMBELIAN, TUKAR KURANG, a cancellation's BATAL ..., or the Kode Transaksi of a manual
// income or expense, named from its master): money in, out and the net (in - out) over the till and every bank
// account together, and beneath each row the same per account (KAS, the till, or the account number with its bank).
// The totals are the period's money in, out and net over every account.
export default defineReport({
  name: 'kas_saldo_harian',
  label: 'Laporan Saldo Transaksi Harian',
  route: '/laporan-saldo-transaksi-harian',
  api: 'reportkas/saldo-harian',
  filters: filters.period(),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    kategori: column(f.text({ label: 'Kategori' }), { codes: 'kategori' }),
    nama_kategori: f.text({ label: 'Nama Kategori' }),
    akun: f.text({ label: 'Akun' }),
    nama_bank: f.text({ label: 'Nama Bank' }),
    jumlah_in: f.money({ label: 'Masuk' }),
    jumlah_out: f.money({ label: 'Keluar' }),
    netto: f.money({ label: 'Netto' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['DAILY_SALDO_TRANSACTION_REPORT_MODULE'] },
  menu: 'laporan_keuangan',
});
