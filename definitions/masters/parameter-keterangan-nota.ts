import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'keterangan_nota',
  label: 'Parameter Keterangan Nota',
  route: '/master-parameter-keterangan-nota',
  key: 'kode_keterangan',
  api: {
    list: 'keterangan-nota',
    create: 'keterangan-nota',
    update: 'keterangan-nota/{kode_keterangan}',
    remove: 'keterangan-nota/{kode_keterangan}',
  },
  fields: {
    kode_keterangan: f.code({ label: 'Kode Keterangan', required: true, maxLength: 10, readOnlyOnEdit: true }),
    jenis_nota: f.select({
      label: 'Jenis Nota',
      required: true,
      options: ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE', 'HUTANG', 'TITIP', 'CICILAN'],
    }),
    // Spec section 9: receipt text lines are cut in 20-character slices, up to 60.
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60, multiline: true }),
  },
  list: { columns: ['kode_keterangan', 'jenis_nota', 'keterangan'], search: ['kode_keterangan', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The notes printed at the foot of a receipt (e.g. "Barang yang sudah dibeli dapat dijual kembali"), chosen by jenis_nota; ' +
    'at most 60 characters because receipts print such text in three 20-character slices. Write paths follow the ' +
    'plural-resource family: POST keterangan-nota, PUT/DELETE keterangan-nota/{kode_keterangan}.',
});
