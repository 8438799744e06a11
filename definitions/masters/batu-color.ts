import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'batu_color',
  label: 'Batu Color',
  route: '/master-batu-color',
  key: 'kode_color',
  api: {
    list: 'batu-color',
    create: 'batu-color/create',
    update: 'batu-color/update/{kode_color}',
    remove: 'batu-color/delete/{kode_color}',
  },
  fields: {
    kode_color: f.code({ label: 'Kode Color', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_color: f.text({ label: 'Nama Color', required: true, maxLength: 50 }),
    urutan: f.number({ label: 'Urutan', required: true, min: 1, max: 999 }),
  },
  list: { columns: ['kode_color', 'nama_color', 'urutan'], search: ['kode_color', 'nama_color'], sort: 'urutan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: "Colour grades (D, E, F ... Z): code, name, and urutan, the grade's rank (1 = best), which orders the list and the pickers; alphabetical order would not follow the grading scale.",
});
