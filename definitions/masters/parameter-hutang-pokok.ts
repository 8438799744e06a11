import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_hutang_pokok',
  label: 'Parameter Hutang Pokok',
  route: '/parameter-hutang-pokok',
  key: 'kode_hutang_pokok',
  form: 'modal',
  api: {
    list: 'para-hutang-pokok',
    create: 'para-hutang-pokok/create',
    update: 'para-hutang-pokok/update/{kode_hutang_pokok}',
    remove: 'para-hutang-pokok/delete/{kode_hutang_pokok}',
  },
  fields: {
    kode_hutang_pokok: f.code({ label: 'Kode Hutang Pokok', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_kadar: f.ref({ label: 'Kadar', required: true, resource: 'kadar' }),
    pokok_per_gram: f.money({ label: 'Hutang Pokok Per Gram', required: true, notZero: true }),
  },
  list: { columns: ['kode_hutang_pokok', 'kode_kadar', 'pokok_per_gram'], search: ['kode_hutang_pokok', 'kode_kadar'] },
  gate: {
    levels: ['OWN', 'SU', 'MU', 'SPV'],
    modules: ['PARAMETER_JUMLAH_HUTANG_POKOK_MODULE'],
    moduleValueNot: { module: 'PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', value: 'HARGA_EMAS' },
  },
  note:
    'With PARAMETER_JUMLAH_HUTANG_POKOK_MODULE on its NOMINAL value, the principal lent on pledged gold is a fixed rupiah amount per gram ' +
    'for each purity: a kadar picker and an integer rupiah amount per gram (not 0). With the value HARGA_EMAS the principal follows the ' +
    'gold price instead and this screen is hidden (spec section 6). One row per kadar is intended; the engine cannot make a non-key field unique.',
});
