import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_cutgrade',
  label: 'Batu Cut Grade',
  route: '/master-batu-cutgrade',
  key: 'kode_cutgrade',
  api: {
    list: 'batu-cutgrade',
    create: 'batu-cutgrade/create',
    update: 'batu-cutgrade/update/{kode_cutgrade}',
    remove: 'batu-cutgrade/delete/{kode_cutgrade}',
  },
  fields: {
    kode_cutgrade: f.code({ label: 'Kode Cut Grade', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_cutgrade: f.text({ label: 'Nama Cut Grade', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_cutgrade', 'nama_cutgrade', 'urutan'], search: ['kode_cutgrade', 'nama_cutgrade'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Cut grades (EX, VG, G, F, P): code, name, urutan (1 = best) so the scale lists in grading order.',
});
