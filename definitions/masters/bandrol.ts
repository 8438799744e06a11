import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'bandrol',
  label: 'Bandrol',
  route: '/master-bandrol',
  key: 'kode_bandrol',
  api: {
    list: 'parabandrol/get/all',
    create: 'parabandrol/create',
    update: 'parabandrol/update/{kode_bandrol}',
    remove: 'parabandrol/delete/{kode_bandrol}',
  },
  fields: {
    kode_bandrol: f.code({ label: 'Kode Bandrol', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_bandrol: f.text({ label: 'Nama Bandrol', required: true, maxLength: 50 }),
    berat_bandrol: f.weight({ label: 'Berat Bandrol', required: true, notZero: true }),
  },
  list: { columns: ['kode_bandrol', 'nama_bandrol', 'berat_bandrol'], search: ['kode_bandrol', 'nama_bandrol'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'A bandrol is the tag (label and string or plastic) tied to each piece; berat_bandrol is its weight in grams (3 decimals, ' +
    'not 0), taken off the gross weight of an item and counted when a tray is weighed.',
});
