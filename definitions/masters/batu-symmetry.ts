import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_symmetry',
  label: 'Batu Symmetry',
  route: '/master-batu-symetry',
  key: 'kode_symmetry',
  api: {
    list: 'batu-symmetry',
    create: 'batu-symmetry/create',
    update: 'batu-symmetry/update/{kode_symmetry}',
    remove: 'batu-symmetry/delete/{kode_symmetry}',
  },
  fields: {
    kode_symmetry: f.code({ label: 'Kode Symmetry', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_symmetry: f.text({ label: 'Nama Symmetry', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_symmetry', 'nama_symmetry', 'urutan'], search: ['kode_symmetry', 'nama_symmetry'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: "Symmetry grades (EX, VG, G, F, P): code, name, urutan (1 = best). The route keeps the spec's spelling 'symetry'; the API path is the spec's 'batu-symmetry'.",
});
