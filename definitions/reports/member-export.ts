import { defineReport, f, filters } from '../define';

// /export-data-member: the members with every field of /data-member and their points balance (the ledger's sum), shown
// and downloaded as an Excel sheet; what the shop looks at first (points, status, city) within 1366 px. Behind the
// gate of /data-member.
export default defineReport({
  name: 'member_export',
  label: 'Export Data Member',
  route: '/export-data-member',
  api: 'member/export-data',
  filters: [
    filters.select({
      param: 'status',
      label: 'Status',
      options: [
        { value: 'AKTIF', label: 'Aktif' },
        { value: 'ALL', label: 'Semua' },
      ],
      default: 'AKTIF',
    }),
  ],
  columns: {
    kode_member: f.text({ label: 'Kode Member' }),
    nama_member: f.text({ label: 'Nama Member' }),
    no_hp: f.text({ label: 'No HP' }),
    poin: f.number({ label: 'Poin' }),
    status: f.text({ label: 'Status' }),
    kota: f.text({ label: 'Kota' }),
    alamat: f.text({ label: 'Alamat' }),
    tgl_lahir: f.date({ label: 'Tanggal Lahir' }),
    jenis_kelamin: f.text({ label: 'Jenis Kelamin' }),
    pekerjaan: f.text({ label: 'Pekerjaan' }),
    email: f.text({ label: 'Email' }),
    no_ktp: f.text({ label: 'No KTP' }),
    kecamatan: f.text({ label: 'Kecamatan' }),
  },
  export: ['excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'laporan_member',
});
