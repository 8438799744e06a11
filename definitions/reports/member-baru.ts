import { defineReport, f, filters } from '../define';

// Laporan Member Baru: the members registered between the two dates (the day of their record in the shop's time
// zone), newest last, with who registered them and whether they are still active.
export default defineReport({
  name: 'member_baru',
  label: 'Laporan Member Baru',
  route: '/laporan-member-baru',
  api: 'member/report-member-baru',
  filters: [filters.dateRange()],
  columns: {
    tgl_daftar: f.date({ label: 'Tanggal Daftar' }),
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    no_hp: f.text({ label: 'No HP' }),
    alamat: f.text({ label: 'Alamat' }),
    kota: f.text({ label: 'Kota' }),
    created_by: f.text({ label: 'Input By' }),
    status: f.text({ label: 'Status' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
