import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'plafond_hutang_kadar',
  label: 'Plafond Kadar Hutang',
  route: '/plafond-kadar-hutang',
  key: 'kode_plafond',
  form: 'modal',
  api: {
    list: 'plafond-hutang-kadar',
    create: 'plafond-hutang-kadar/create',
    update: 'plafond-hutang-kadar/update/{kode_plafond}',
    remove: 'plafond-hutang-kadar/delete/{kode_plafond}',
  },
  fields: {
    kode_plafond: f.code({ label: 'Kode Plafond', required: true, maxLength: 10, readOnlyOnEdit: true }),
    // Spec section 5: purity at most 100 for debts (500 is the item limit).
    kadar_dari: f.number({ label: 'Kadar Dari', required: true, decimals: 2, min: 0, max: 100, notZero: true }),
    kadar_sampai: f.number({ label: 'Kadar Sampai', required: true, decimals: 2, min: 0, max: 100, notZero: true }),
    persen_plafond: f.percent({ label: 'Plafond (%)', required: true, notZero: true }),
  },
  list: { columns: ['kode_plafond', 'kadar_dari', 'kadar_sampai', 'persen_plafond'], search: ['kode_plafond'], sort: 'kadar_dari' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PLAFOND_HUTANG_MODULE'] },
  menu: 'utility_parameter',
  note:
    'The loan ceiling by the measured purity of the pledged gold: a purity range (2 decimals, not 0, at most 100: the debt limit of ' +
    'spec section 5) and the percent of the gold value that may be lent (2 decimals, at most 100; pawnshops lend about 90-95%, DESIGN 5). ' +
    'Ceiling = berat x kadar / 100 x gold price x persen_plafond / 100; a loan above it is refused (spec: debt not above plafond). ' +
    'Purity is a number, not a kadar picker, because customer gold is measured, not coded. kadar_dari <= kadar_sampai is a cross-field ' +
    'rule the engine cannot express yet.',
});
