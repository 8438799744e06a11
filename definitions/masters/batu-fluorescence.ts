import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_fluorescence',
  label: 'Batu Fluorescence',
  route: '/master-batu-fluorencence',
  key: 'kode_fluorescence',
  api: {
    list: 'batu-fluorescence',
    create: 'batu-fluorescence/create',
    update: 'batu-fluorescence/update/{kode_fluorescence}',
    remove: 'batu-fluorescence/delete/{kode_fluorescence}',
  },
  fields: {
    kode_fluorescence: f.code({ label: 'Kode Fluorescence', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_fluorescence: f.text({ label: 'Nama Fluorescence', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_fluorescence', 'nama_fluorescence', 'urutan'], search: ['kode_fluorescence', 'nama_fluorescence'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: "Fluorescence grades (NONE, FAINT, MEDIUM, STRONG, VERY STRONG): code, name, urutan (1 = none/best). The route keeps the spec's spelling 'fluorencence'; the API path is the spec's 'batu-fluorescence'.",
});
