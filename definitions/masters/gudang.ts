import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'gudang',
  label: 'Gudang',
  route: '/master-gudang',
  key: 'kode_gudang',
  api: {
    list: 'gudang/get/all',
    create: 'gudang/create',
    update: 'gudang/update/{kode_gudang}',
    remove: 'gudang/delete/{kode_gudang}',
  },
  fields: {
    kode_gudang: f.code({ label: 'Kode Gudang', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_gudang: f.text({ label: 'Nama Gudang', required: true, maxLength: 50 }),
    jenis_gudang: f.select({ label: 'Jenis Gudang', options: ['TOKO', 'BELI'], default: 'TOKO' }),
  },
  list: { columns: ['kode_gudang', 'nama_gudang', 'jenis_gudang'], search: ['kode_gudang', 'nama_gudang'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'jenis_gudang BELI: the buy-back warehouse. Pieces bought back from customers land on its first tray (by code) as ' +
    'status BELI, counted there and never sold from it until sorted onto a sales tray (/pindah-sortir). Empty or TOKO: ' +
    'an ordinary warehouse.',
});
