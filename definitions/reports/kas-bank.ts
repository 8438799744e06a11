import { column, defineReport, f, filters } from '../define';

// Buku bank: the daily book of a bank account of the shop (its no_rekening as the money ledger names it), or of each
// of them in turn (ALL), per business day of the period up to the shop's business date: opening balance (every row
// of that account before the day), the money in and out, the closing balance, and beneath each day every movement
// (kategori, keterangan, payment kind, document) with the balance after it. The accounts offered are those the
// shop's money ledger has used (reportkas/rekening), named by their bank.
export default defineReport({
  name: 'kas_bank',
  label: 'Laporan Buku Bank',
  route: '/laporan-buku-bank',
  api: 'reportkas/buku-bank',
  filters: filters.period(
    filters.list({ param: 'no_rekening', label: 'Rekening', path: 'reportkas/rekening', lookup: 'rekening-kas', value: 'no_rekening', text: 'nama_bank', all: true }),
  ),
  columns: {
    no_rekening: f.text({ label: 'No Rekening' }),
    nama_bank: f.text({ label: 'Nama Bank' }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Dokumen' }),
    kategori: column(f.text({ label: 'Kategori' }), { codes: 'kategori' }),
    keterangan: f.text({ label: 'Keterangan' }),
    jenis_bayar: column(f.text({ label: 'Jenis Bayar' }), { codes: 'bayar' }),
    saldo_awal: column(f.money({ label: 'Saldo Awal' }), { total: false }),
    jumlah_in: f.money({ label: 'Masuk' }),
    jumlah_out: f.money({ label: 'Keluar' }),
    saldo_akhir: column(f.money({ label: 'Saldo' }), { total: false }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
