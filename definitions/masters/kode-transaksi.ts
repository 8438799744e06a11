import { defineMaster, f } from '../define';

// Spec section 3: Transaction parameter: kode_transaksi.
export default defineMaster({
  name: 'kode_transaksi',
  label: 'Kode Transaksi',
  route: '/master-kode-transaksi',
  key: 'kode_transaksi',
  api: {
    list: 'paratransaksi/get/all',
    create: 'paratransaksi/create',
    update: 'paratransaksi/update/{kode_transaksi}',
    remove: 'paratransaksi/delete/{kode_transaksi}',
  },
  fields: {
    kode_transaksi: f.code({ label: 'Kode Transaksi', required: true, maxLength: 20, readOnlyOnEdit: true }),
    nama_transaksi: f.text({ label: 'Nama Transaksi', required: true, maxLength: 50 }),
    jenis_transaksi: f.select({ label: 'Jenis Transaksi', required: true, options: ['MASUK', 'KELUAR'], default: 'KELUAR' }),
  },
  list: { columns: ['kode_transaksi', 'nama_transaksi', 'jenis_transaksi'], search: ['kode_transaksi', 'nama_transaksi'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The categories of cash and bank movements (uang kas, uang bank: kategori, keterangan, jumlah_in, jumlah_out), e.g. ' +
    'BIAYA LISTRIK; jenis_transaksi says whether the money comes in (MASUK) or goes out (KELUAR).',
});
