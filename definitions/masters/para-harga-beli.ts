import { defineMaster, f } from '../define';

// Spec: table with add, edit, delete and a modal form; kode_harga read-only in edit mode.
export default defineMaster({
  name: 'para_harga_beli',
  label: 'Parameter Harga Beli',
  route: '/parameter-harga-beli',
  key: 'kode_harga',
  // Made bare by migration 021 (its price-history trigger needs the table before the engine adds the fields).
  table: 'master_para_harga_beli',
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
  note:
    'The buy-back price per gram of each price code, changed here or with the sell prices on /harga-emas (at once or at ' +
    'a scheduled time); every change is a row of harga_emas_riwayat, shown on the TV board /papan-harga.',
});
