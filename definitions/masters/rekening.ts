import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'rekening',
  label: 'Rekening',
  route: '/master-rekening',
  key: 'no_rekening',
  api: {
    list: 'rekenings',
    create: 'rekenings',
    update: 'rekenings/{no_rekening}',
    remove: 'rekenings/{no_rekening}',
    lookups: [{ path: 'rekenings/get-by-kode-bank', by: 'kode_bank' }],
  },
  fields: {
    no_rekening: f.code({ label: 'No Rekening', required: true, maxLength: 30, readOnlyOnEdit: true }),
    nama_rekening: f.text({ label: 'Nama Rekening', required: true, maxLength: 60 }),
    kode_bank: f.ref({ label: 'Kode Bank', required: true, resource: 'bank', copy: { nama_bank: 'nama_bank' } }),
    nama_bank: f.text({ label: 'Nama Bank', maxLength: 50, readOnlyOnEdit: false }),
  },
  list: { columns: ['no_rekening', 'nama_rekening', 'kode_bank', 'nama_bank'], search: ['no_rekening', 'nama_rekening', 'kode_bank'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note: 'nama_bank is copied from the chosen bank so lists and receipts need no join.',
});
