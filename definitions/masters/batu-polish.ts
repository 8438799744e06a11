import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_polish',
  label: 'Batu Polish',
  route: '/master-batu-polish',
  key: 'kode_polish',
  api: {
    list: 'batu-polish',
    create: 'batu-polish/create',
    update: 'batu-polish/update/{kode_polish}',
    remove: 'batu-polish/delete/{kode_polish}',
  },
  fields: {
    kode_polish: f.code({ label: 'Kode Polish', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_polish: f.text({ label: 'Nama Polish', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_polish', 'nama_polish', 'urutan'], search: ['kode_polish', 'nama_polish'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Polish grades (EX, VG, G, F, P): code, name, urutan (1 = best) so the scale lists in grading order.',
});
