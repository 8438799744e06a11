import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'hadiah',
  label: 'Data Hadiah',
  route: '/master-data-hadiah',
  key: 'kode_hadiah',
  api: {
    list: 'hadiah/get/all',
    create: 'hadiah/create',
    update: 'hadiah/update/{kode_hadiah}',
    remove: 'hadiah/delete/{kode_hadiah}',
  },
  fields: {
    kode_hadiah: f.code({ label: 'Kode Hadiah', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_hadiah: f.text({ label: 'Nama Hadiah', required: true, maxLength: 50 }),
    poin: f.number({ label: 'Poin', required: true, min: 0, max: 9_999_999, notZero: true }),
    stock: f.number({ label: 'Stock', required: true, min: 0, max: 9_999_999, default: 0 }),
  },
  list: { columns: ['kode_hadiah', 'nama_hadiah', 'poin', 'stock'], search: ['kode_hadiah', 'nama_hadiah'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'Spec section 3 shows gift points and stock: poin is what a member pays to take the gift (whole points, not 0), stock ' +
    'the pieces on hand (whole, not negative). Not module-gated: the spec ties no module to this route.',
});
