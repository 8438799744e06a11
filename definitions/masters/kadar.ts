import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kadar',
  label: 'Kadar',
  route: '/master-kadar',
  key: 'kode_kadar',
  api: {
    list: 'kadar/get/all',
    create: 'kadar/create',
    update: 'kadar/update/{kode_kadar}',
    remove: 'kadar/delete/{kode_kadar}',
  },
  fields: {
    kode_kadar: f.code({ label: 'Kode Kadar', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_kadar: f.text({ label: 'Nama Kadar', required: true, maxLength: 50 }),
    // The spec's item purity limit: not 0, at most 500.
    kadar: f.number({ label: 'Kadar', required: true, decimals: 2, min: 0, max: 500, notZero: true }),
  },
  list: { columns: ['kode_kadar', 'nama_kadar', 'kadar'], search: ['kode_kadar', 'nama_kadar'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
