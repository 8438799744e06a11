import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'harga_emas',
  label: 'Parameter Harga Emas',
  route: '/master-parameter-harga-emas',
  key: 'kode_harga_emas',
  // Made bare by migration 021 (its price-history trigger needs the table before the engine adds the fields).
  table: 'master_harga_emas',
  api: {
    list: 'para-harga-emas',
    create: 'para-harga-emas/create',
    update: 'para-harga-emas/update/{kode_harga_emas}',
    remove: 'para-harga-emas/delete/{kode_harga_emas}',
  },
  fields: {
    kode_harga_emas: f.code({ label: 'Kode Harga Emas', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_kadar: f.ref({ label: 'Kode Kadar', required: true, resource: 'kadar' }),
    harga_per_gram: f.money({ label: 'Harga Emas Per Gram', required: true, notZero: true }),
  },
  list: { columns: ['kode_harga_emas', 'kode_kadar', 'harga_per_gram'], search: ['kode_harga_emas', 'kode_kadar'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'Spec names no path: para-harga-emas follows para-harga-beli. The current gold price per gram (integer rupiah, not 0) of a ' +
    'kadar, the base of loans when PARAMETER_JUMLAH_HUTANG_POKOK_MODULE is HARGA_EMAS and of gold-price reports. ' +
    'One row per kadar is the intent; the engine keys by one field, so it is not enforced. Neither it nor the group ' +
    'price is derived from the other (a group is not one kadar, and a loan price is not a sell price): both are set on ' +
    '/harga-emas in one save with one effective time, so the loan and sell prices of a day change together; every ' +
    'change, there or here, is a row of harga_emas_riwayat.',
});
