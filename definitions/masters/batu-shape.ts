import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_shape',
  label: 'Batu Shape',
  route: '/master-batu-shape',
  key: 'kode_shape',
  api: {
    list: 'batu-shape',
    create: 'batu-shape/create',
    update: 'batu-shape/update/{kode_shape}',
    remove: 'batu-shape/delete/{kode_shape}',
  },
  fields: {
    kode_shape: f.code({ label: 'Kode Shape', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_shape: f.text({ label: 'Nama Shape', required: true, maxLength: 50 }),
  },
  list: { columns: ['kode_shape', 'nama_shape'], search: ['kode_shape', 'nama_shape'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Shapes of a cut stone (ROUND, PRINCESS, OVAL, PEAR ...): code and name only, shapes have no rank; the diamond price parameter and diamond items point here.',
});
