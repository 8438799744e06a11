import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'parameter_ongkos',
  label: 'Parameter Ongkos',
  route: '/parameter-ongkos',
  key: 'kode_ongkos',
  form: 'modal',
  api: {
    list: 'parameter-ongkos',
    create: 'parameter-ongkos/create',
    update: 'parameter-ongkos/update/{kode_ongkos}',
    remove: 'parameter-ongkos/delete/{kode_ongkos}',
  },
  fields: {
    kode_ongkos: f.code({ label: 'Kode Ongkos', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_group: f.ref({ label: 'Kode Group', required: true, resource: 'group', copy: { nama_group: 'nama_group' } }),
    nama_group: f.text({ label: 'Nama Group', maxLength: 50 }),
    satuan_ongkos: f.select({ label: 'Satuan Ongkos', required: true, options: ['PER GRAM', 'PER PCS'], default: 'PER GRAM' }),
    ongkos: f.money({ label: 'Ongkos', required: true, notZero: true }),
  },
  list: {
    columns: ['kode_ongkos', 'kode_group', 'nama_group', 'satuan_ongkos', 'ongkos'],
    search: ['kode_ongkos', 'kode_group', 'nama_group'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The labour (making) charge added to an item of a group: a group picker (its name copied for the list), whether the charge is ' +
    'per gram of the item or a flat amount per piece, and the amount in integer rupiah (not 0). No module gate: spec section 6 names ' +
    'none for this screen. One row per group is intended; the engine cannot make a non-key field unique.',
});
