import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kondisi_pinjaman',
  label: 'Kondisi Pinjaman',
  route: '/master-kondisi-pinjaman',
  key: 'kondisi_pinjaman',
  api: {
    list: 'parapinjaman/get/all',
    create: 'parapinjaman/create',
    update: 'parapinjaman/update/{kondisi_pinjaman}',
    remove: 'parapinjaman/delete/{kondisi_pinjaman}',
  },
  fields: {
    kondisi_pinjaman: f.code({ label: 'Kondisi Pinjaman', required: true, maxLength: 20, readOnlyOnEdit: true }),
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60 }),
  },
  list: { columns: ['kondisi_pinjaman', 'keterangan'], search: ['kondisi_pinjaman', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The condition of the gold pledged for a loan (hutang), written on the loan and its receipt (e.g. BAIK, RUSAK RINGAN); ' +
    'how much is lent is set by the plafond parameters, not here.',
});
