import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'bank',
  label: 'Bank',
  route: '/master-bank',
  key: 'kode_bank',
  api: { list: 'banks', create: 'banks', update: 'banks/{kode_bank}', remove: 'banks/{kode_bank}' },
  fields: {
    kode_bank: f.code({ label: 'Kode Bank', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_bank: f.text({ label: 'Nama Bank', required: true, maxLength: 50 }),
  },
  list: { columns: ['kode_bank', 'nama_bank'], search: ['kode_bank', 'nama_bank'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
