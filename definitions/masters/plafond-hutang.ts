import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'plafond_hutang',
  label: 'Plafond Hutang',
  route: '/master-plafond-hutang',
  key: 'kode_plafond',
  api: {
    list: 'plafond-hutang',
    create: 'plafond-hutang',
    update: 'plafond-hutang/{kode_plafond}',
    remove: 'plafond-hutang/{kode_plafond}',
  },
  fields: {
    kode_plafond: f.code({ label: 'Kode Plafond', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_plafond: f.text({ label: 'Nama Plafond', required: true, maxLength: 50 }),
    kode_kadar: f.ref({ label: 'Kode Kadar', required: true, resource: 'kadar' }),
    plafond_per_gram: f.money({ label: 'Plafond Per Gram', required: true, notZero: true }),
  },
  list: {
    columns: ['kode_plafond', 'nama_plafond', 'kode_kadar', 'plafond_per_gram'],
    search: ['kode_plafond', 'nama_plafond', 'kode_kadar'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PLAFOND_HUTANG_MODULE'] },
  note:
    'Spec section 6: behind PLAFOND_HUTANG_MODULE. A plafond type (the debt screen shows "plafond type") for one kadar: ' +
    'the most the shop lends per gram of pledged gold of that purity (integer rupiah, not 0); a loan above berat x ' +
    'plafond_per_gram is refused ("debt not above plafond"). The debt purity limit of 100 belongs to the loan form.',
});
