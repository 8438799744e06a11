import { column, defineReport, f, filters } from '../define';

// Laporan Integritas Data (issue 11, section 7): the shop's books checked against each other, one row per check with
// how many findings it has and up to 5 of them; every count 0 on a healthy database. What each check finds is
// written at the head of server/reports/integritas.sql; server/books/integrity.ts runs the same query for server code
// and tests. GET laporan/integritas answers { data: [{ check, count, examples }] }.
// Not behind NAGAFIN_ACCOUNTING_MODULE: the kernel writes the journal and the money ledger whatever that module says,
// and a shop without the accounting screens needs its books proven all the same.
export const INTEGRITY_CHECKS = [
  { value: 'dokumen_tanpa_kas', label: 'Dokumen Tanpa Mutasi Uang' },
  { value: 'kas_tanpa_dokumen', label: 'Mutasi Uang Tanpa Dokumen' },
  { value: 'batal_tidak_nol', label: 'Pembatalan Yang Tidak Nol' },
  { value: 'tanggal_berbeda', label: 'Tanggal Mutasi Berbeda Dengan Dokumen' },
  { value: 'saldo_awal_berbeda', label: 'Saldo Awal Tidak Sama Dengan Saldo Akhir Sebelumnya' },
  { value: 'stok_berbeda', label: 'Stok Tidak Sama Dengan Kartu Stok' },
  { value: 'jurnal_tidak_seimbang', label: 'Jurnal Tidak Seimbang' },
  { value: 'saldo_negatif', label: 'Saldo Kas Atau Bank Negatif' },
  { value: 'persediaan_berbeda', label: 'Persediaan Di Buku Tidak Sama Dengan Nilai Barang' },
  { value: 'saldo_dokumen_berbeda', label: 'Saldo Dokumen Tidak Sama Dengan Mutasinya' },
  { value: 'saldo_terbuka_berbeda', label: 'Saldo Terbuka Tidak Sama Dengan Jurnal' },
  // Reconciliation pairs (issue 24 item 13): two reports a shop would compare by hand, compared here.
  { value: 'penjualan_bayar_berbeda', label: 'Penjualan Tidak Sama Dengan Kas Dan Non Tunai' },
  { value: 'detail_summary_berbeda', label: 'Barang Detail Tidak Sama Dengan Barang Summary' },
  { value: 'letak_barang_berbeda', label: 'Kartu Stok Tidak Sama Dengan Letak Barang' },
] as const;
export type IntegrityCheck = (typeof INTEGRITY_CHECKS)[number]['value'];

export default defineReport({
  name: 'integritas',
  label: 'Laporan Integritas Data',
  route: '/laporan-integritas',
  api: 'laporan/integritas',
  filters: [filters.shop()],
  columns: {
    check: column(f.text({ label: 'Pemeriksaan' }), { options: INTEGRITY_CHECKS }),
    count: f.number({ label: 'Jumlah Temuan' }),
    examples: f.text({ label: 'Contoh' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_keuangan',
});
