import { column, defineReport, f, filters } from '../define';

// Laporan Top Member (the spec's member/top-member-report): the members who traded most at the shop in the period,
// ranked by the choice of sort_by: the number of their documents (every kind, cancelled ones left out), the rupiah of
// their purchases (sales' grand totals), or the points their documents earned (earned less taken back on cancelling).
// Documents name their member in dokumen.kode_member (migration 049).
export default defineReport({
  name: 'member_top',
  label: 'Laporan Top Member',
  route: '/laporan-top-member',
  api: 'member/top-member-report',
  filters: filters.period(
    filters.sortBy(
      [
        { value: 'TRANSAKSI', label: 'Jumlah Transaksi' },
        { value: 'RUPIAH', label: 'Total Belanja' },
        { value: 'POIN', label: 'Poin Didapat' },
      ],
      { default: 'RUPIAH' },
    ),
    filters.select({
      param: 'jumlah',
      label: 'Jumlah Member',
      options: ['10', '25', '50', '100'].map((n) => ({ value: n, label: n })),
      default: '10',
    }),
  ),
  columns: {
    peringkat: column(f.number({ label: 'Peringkat' }), { total: false }),
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    no_hp: f.text({ label: 'No HP' }),
    jumlah_transaksi: f.number({ label: 'Jumlah Transaksi' }),
    total_belanja: f.money({ label: 'Total Belanja' }),
    poin: f.number({ label: 'Poin Didapat' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
