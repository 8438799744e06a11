import { defineMaster, f } from '../define';

// Spec: table with add, edit, delete and a modal form; kode_harga read-only in edit mode.
export default defineMaster({
  name: 'para_harga_beli',
  label: 'Parameter Harga Beli',
  route: '/parameter-harga-beli',
  key: 'kode_harga',
  form: 'modal',
  api: {
    list: 'para-harga-beli',
    create: 'para-harga-beli/create',
    update: 'para-harga-beli/update/{kode_harga}',
    remove: 'para-harga-beli/delete/{kode_harga}',
  },
  fields: {
    kode_harga: f.code({ label: 'Kode Harga', required: true, maxLength: 10, readOnlyOnEdit: true }),
    harga_per_gram: f.money({ label: 'Harga Per Gram', required: true, notZero: true }),
  },
  list: { columns: ['kode_harga', 'harga_per_gram'], search: ['kode_harga'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
