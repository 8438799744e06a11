import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_get_poin_member',
  label: 'Parameter Get Point Member',
  route: '/parameter-get-point-member',
  key: 'kode_get_poin',
  form: 'modal',
  api: {
    list: 'parameter-get-point-member',
    create: 'parameter-get-point-member/create',
    update: 'parameter-get-point-member/update/{kode_get_poin}',
    remove: 'parameter-get-point-member/delete/{kode_get_poin}',
  },
  fields: {
    kode_get_poin: f.code({ label: 'Kode Parameter', required: true, maxLength: 10, readOnlyOnEdit: true }),
    jenis_transaksi: f.select({ label: 'Jenis Transaksi', required: true, options: ['PENJUALAN', 'PESANAN', 'SERVICE', 'PEMBELIAN'], default: 'PENJUALAN' }),
    rupiah_per_poin: f.money({ label: 'Nominal Per 1 Poin', required: true, notZero: true }),
    minimal_transaksi: f.money({ label: 'Minimal Transaksi' }),
  },
  list: { columns: ['kode_get_poin', 'jenis_transaksi', 'rupiah_per_poin', 'minimal_transaksi'], search: ['kode_get_poin', 'jenis_transaksi'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'member_poin',
  note:
    'How a member earns points: per kind of transaction, one point for every rupiah_per_poin of its total (integer rupiah, not 0; ' +
    'points = floor(total / rupiah_per_poin)), only from minimal_transaksi upwards when that is filled. One row per jenis_transaksi ' +
    'is intended; the engine cannot make a non-key field unique.',
});
