import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'supplier',
  label: 'Supplier',
  route: '/master-supplier',
  key: 'kode_supplier',
  api: {
    list: 'supplier-barang',
    create: 'supplier-barang',
    update: 'supplier-barang/{kode_supplier}',
    remove: 'supplier-barang/{kode_supplier}',
  },
  fields: {
    kode_supplier: f.code({ label: 'Kode Supplier', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_supplier: f.text({ label: 'Nama Supplier', required: true, maxLength: 60 }),
    alamat_supplier: f.text({ label: 'Alamat Supplier', maxLength: 150 }),
    no_telp: f.text({ label: 'No Telepon', maxLength: 20 }),
    nama_kontak: f.text({ label: 'Nama Kontak', maxLength: 50 }),
  },
  list: {
    columns: ['kode_supplier', 'nama_supplier', 'alamat_supplier', 'no_telp', 'nama_kontak'],
    search: ['kode_supplier', 'nama_supplier', 'nama_kontak'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['SUPPLIER_BARANG_MODULE'] },
  note:
    'Spec section 6: behind SUPPLIER_BARANG_MODULE. The wholesalers and factories goods are received from; address, phone ' +
    'and contact person are optional. Write paths follow the plural-resource family (banks, rekenings): POST supplier-barang, ' +
    'PUT/DELETE supplier-barang/{kode_supplier}.',
});
