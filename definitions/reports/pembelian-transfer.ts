import { column, defineReport, f, filters } from '../define';

// Laporan Pembelian Transfer: what the shop paid to customers' bank accounts for gold it bought back (tagged and
// manual buy-backs not cancelled), one row per transfer: the customer's bank and account, the shop account the money
// left from (filter: one account or all), the amount, beside the nota's total (the rest of it was paid in cash or, in a
// trade-in, paid the sale). Its totals are the bank side of the buy-backs, to set against the bank statement.
export default defineReport({
  name: 'pembelian_transfer',
  label: 'Laporan Pembelian Transfer',
  route: '/laporan-pembelian-transfer',
  api: 'reportpembelian/transfer',
  filters: filters.period(filters.master({ param: 'no_rekening', label: 'Rekening Toko', resource: 'rekening', all: true })),
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    jenis_dokumen: column(f.text({ label: 'Transaksi' }), { codes: 'jenis' }),
    nama_customer: f.text({ label: 'Nama Customer' }),
    kode_bank: f.text({ label: 'Bank Customer' }),
    rekening_customer: f.text({ label: 'Rekening Customer' }),
    rekening_toko: f.text({ label: 'Rekening Toko' }),
    jumlah_rp: f.money({ label: 'Jumlah Transfer' }),
    grand_total: column(f.money({ label: 'Total Nota' }), { total: false }),
    input_by: f.text({ label: 'Input By' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  menu: 'laporan_pembelian',
});
