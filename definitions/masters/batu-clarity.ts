import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_clarity',
  label: 'Batu Clarity',
  route: '/master-batu-clarity',
  key: 'kode_clarity',
  api: {
    list: 'batu-clarity',
    create: 'batu-clarity/create',
    update: 'batu-clarity/update/{kode_clarity}',
    remove: 'batu-clarity/delete/{kode_clarity}',
  },
  fields: {
    kode_clarity: f.code({ label: 'Kode Clarity', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_clarity: f.text({ label: 'Nama Clarity', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_clarity', 'nama_clarity', 'urutan'], search: ['kode_clarity', 'nama_clarity'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Clarity grades (FL, IF, VVS1, VVS2, VS1 ... I3): code, name, and urutan (1 = best) because the scale is not alphabetical (IF sorts before VS1 only by rank).',
});
