import { column, defineReport, f, filters } from '../define';

// Laporan Member Ulang Tahun: the active members whose birthday falls between the two dates (default the business
// date: today's birthdays), one row per birthday in the range, with the age they turn and their phone to greet them.
// A 29 February birthday is kept on 28 February in other years.
export default defineReport({
  name: 'member_ulang_tahun',
  label: 'Laporan Member Ulang Tahun',
  route: '/laporan-member-ulang-tahun',
  api: 'member/report-ulang-tahun',
  filters: [filters.dateRange()],
  columns: {
    tgl_ulang_tahun: f.date({ label: 'Tanggal Ulang Tahun' }),
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    no_hp: f.text({ label: 'No HP' }),
    tgl_lahir: f.date({ label: 'Tanggal Lahir' }),
    umur: column(f.number({ label: 'Umur' }), { total: false }),
    alamat: f.text({ label: 'Alamat' }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
