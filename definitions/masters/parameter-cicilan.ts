import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_cicilan',
  label: 'Parameter Cicilan',
  route: '/parameter-cicilan',
  key: 'kode_cicilan',
  form: 'modal',
  api: {
    list: 'para-cicilan',
    create: 'para-cicilan/create',
    update: 'para-cicilan/update/{kode_cicilan}',
    remove: 'para-cicilan/delete/{kode_cicilan}',
  },
  fields: {
    kode_cicilan: f.code({ label: 'Kode Cicilan', required: true, maxLength: 10, readOnlyOnEdit: true }),
    lama_cicilan: f.number({ label: 'Lama Cicilan (Bulan)', required: true, min: 1, max: 60 }),
    sewa_persen: f.percent({ label: 'Biaya Sewa Per Bulan (%)', required: true }),
    dp_persen: f.percent({ label: 'DP Minimal (%)', required: true }),
  },
  list: { columns: ['kode_cicilan', 'lama_cicilan', 'sewa_persen', 'dp_persen'], search: ['kode_cicilan'], sort: 'lama_cicilan' },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['CICILAN_MODULE'] },
  note:
    'One instalment plan per row: the number of months (whole, 1 to 60), the monthly rental fee as a percent of the remaining price ' +
    'and the minimum down payment as a percent of the price (both 2 decimals, at most 100, spec section 9). ' +
    'The instalment screen shows DP, rental fee, months and instalment value (spec section 3), all derived from these.',
});
