import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'baki',
  label: 'Baki',
  route: '/master-baki',
  key: 'kode_baki',
  api: {
    list: 'baki/ready',
    create: 'baki/create',
    update: 'baki/update/{kode_baki}',
    remove: 'baki/delete/{kode_baki}',
    lookups: [{ path: 'baki/get/by-kode-gudang/{kode_gudang}', by: 'kode_gudang' }],
  },
  fields: {
    kode_baki: f.code({ label: 'Kode Baki', required: true, maxLength: 15, readOnlyOnEdit: true }),
    nama_baki: f.text({ label: 'Nama Baki', required: true, maxLength: 50 }),
    kode_gudang: f.ref({ label: 'Kode Gudang', required: true, resource: 'gudang' }),
    berat_baki: f.weight({ label: 'Berat Baki', required: true }),
  },
  list: { columns: ['kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki'], search: ['kode_baki', 'nama_baki', 'kode_gudang'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note: 'berat_baki is the empty tray weight in grams; tray weighing subtracts it from the scale reading.',
});
