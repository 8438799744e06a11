import { column, defineReport, f, filters } from '../define';

// Laporan biaya per kategori: the manual income and expense of the period (documents KAS_MANUAL of /uang-kas and
// /uang-bank, cancelled ones left out) per Kode Transaksi (master /master-kode-transaksi: its name, and whether it is
// money in, MASUK, or out, KELUAR): the documents, the money in (income) and out (expense), and beneath each kategori
// its documents (date, number, reason, the till or the account, who wrote it). Every Kode Transaksi of the master is
// listed, with 0 when the period has none, so the sheet shows every kategori.
const JENIS = [
  { value: 'MASUK', label: 'Pemasukan' },
  { value: 'KELUAR', label: 'Pengeluaran' },
];

export default defineReport({
  name: 'kas_biaya',
  label: 'Laporan Biaya Per Kategori',
  route: '/laporan-biaya-per-kategori',
  api: 'reportkas/biaya',
  filters: filters.period(
    filters.select({ param: 'jenis_transaksi', label: 'Jenis Transaksi', options: [{ value: 'ALL', label: 'Semua' }, ...JENIS], default: 'ALL' }),
  ),
  columns: {
    kategori: f.text({ label: 'Kode Transaksi' }),
    nama_transaksi: f.text({ label: 'Nama Transaksi' }),
    jenis_transaksi: column(f.text({ label: 'Jenis Transaksi' }), { options: JENIS }),
    tanggal: f.date({ label: 'Tanggal' }),
    no_dokumen: f.text({ label: 'No Dokumen' }),
    keterangan: f.text({ label: 'Keterangan' }),
    akun: f.text({ label: 'Akun' }),
    jumlah_dokumen: f.number({ label: 'Jumlah Transaksi' }),
    jumlah_in: f.money({ label: 'Pemasukan' }),
    jumlah_out: f.money({ label: 'Pengeluaran' }),
    input_by: f.text({ label: 'Input By' }),
  },
  detail: 'detail',
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
