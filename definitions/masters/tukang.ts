import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'tukang',
  label: 'Tukang',
  route: '/master-tukang',
  key: 'kode_tukang',
  api: {
    list: 'tukang/get/all',
    create: 'tukang/create',
    update: 'tukang/update/{kode_tukang}',
    remove: 'tukang/delete/{kode_tukang}',
  },
  fields: {
    kode_tukang: f.code({ label: 'Kode Tukang', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_tukang: f.text({ label: 'Nama Tukang', required: true, maxLength: 50 }),
    alamat_tukang: f.text({ label: 'Alamat Tukang', maxLength: 150 }),
    no_hp: f.text({ label: 'No HP', maxLength: 20 }),
  },
  list: { columns: ['kode_tukang', 'nama_tukang', 'alamat_tukang', 'no_hp'], search: ['kode_tukang', 'nama_tukang', 'no_hp'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note: 'The goldsmiths who make orders (pesanan) and do repairs (service); address and phone are optional, for contacting them.',
});
