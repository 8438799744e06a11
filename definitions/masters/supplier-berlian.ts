import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'supplier_berlian',
  label: 'Supplier Berlian',
  route: '/master-supplier-berlian',
  key: 'kode_supplier',
  api: {
    list: 'supplier-berlian',
    create: 'supplier-berlian/create',
    update: 'supplier-berlian/update/{kode_supplier}',
    remove: 'supplier-berlian/delete/{kode_supplier}',
  },
  fields: {
    kode_supplier: f.code({ label: 'Kode Supplier', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_supplier: f.text({ label: 'Nama Supplier', required: true, maxLength: 60 }),
    alamat_supplier: f.text({ label: 'Alamat Supplier', maxLength: 150, multiline: true }),
    no_telepon: f.text({ label: 'No Telepon', maxLength: 20 }),
  },
  list: {
    columns: ['kode_supplier', 'nama_supplier', 'alamat_supplier', 'no_telepon'],
    search: ['kode_supplier', 'nama_supplier', 'no_telepon'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Who the shop buys stones from: code and name (required), address and phone (optional) for contact; the phone is kept as typed (the 0 -> 62 rule applies when sending, spec section 9).',
});
