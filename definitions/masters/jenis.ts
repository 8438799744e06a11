import { defineMaster, f } from '../define';

// Spec section 3: Department/type: kode_dept, nama_dept. Spec section 9: a kelompok harga is the first and last
// character of a kode_dept.
export default defineMaster({
  name: 'jenis',
  label: 'Jenis',
  route: '/master-jenis',
  key: 'kode_dept',
  api: {
    list: 'jenis/get/all',
    create: 'jenis/create',
    update: 'jenis/update/{kode_dept}',
    remove: 'jenis/delete/{kode_dept}',
  },
  fields: {
    kode_dept: f.code({ label: 'Kode Jenis', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_dept: f.text({ label: 'Nama Jenis', required: true, maxLength: 50 }),
    kode_kategori: f.ref({ label: 'Kode Kategori', required: true, resource: 'kategori' }),
  },
  list: { columns: ['kode_dept', 'nama_dept', 'kode_kategori'], search: ['kode_dept', 'nama_dept', 'kode_kategori'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note: 'kode_kategori places the jenis under a kategori (the trade groups item types so; the deductions per kategori reach items through it).',
});
