import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_bonus_sales',
  label: 'Parameter Bonus Sales',
  route: '/parameter-bonus-sales',
  key: 'kode_bonus',
  form: 'modal',
  api: {
    list: 'para-bonus-sales',
    create: 'para-bonus-sales/create',
    update: 'para-bonus-sales/update/{kode_bonus}',
    remove: 'para-bonus-sales/delete/{kode_bonus}',
  },
  fields: {
    kode_bonus: f.code({ label: 'Kode Bonus', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_group: f.ref({ label: 'Kode Group', required: true, resource: 'group', copy: { nama_group: 'nama_group' } }),
    nama_group: f.text({ label: 'Nama Group', maxLength: 50 }),
    satuan_bonus: f.select({ label: 'Satuan Bonus', required: true, options: ['PER GRAM', 'PER PCS'], default: 'PER GRAM' }),
    bonus: f.money({ label: 'Bonus', required: true, notZero: true }),
  },
  list: {
    columns: ['kode_bonus', 'kode_group', 'nama_group', 'satuan_bonus', 'bonus'],
    search: ['kode_bonus', 'kode_group', 'nama_group'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BONUS_SALES_TRANSACTION_MODULE'] },
  note:
    'The bonus a sales person earns on a sale: per group sold (picker, name copied for the list), per gram of the item or per piece, ' +
    'in integer rupiah (not 0); the sale records kode_sales, so the bonus report sums these per sales person. One row per group is ' +
    'intended; the engine cannot make a non-key field unique.',
});
