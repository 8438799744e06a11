import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kelompok_harga',
  label: 'Kelompok Harga',
  route: '/master-kelompok-harga',
  key: 'kelompok_harga',
  api: {
    list: 'kelompok-harga',
    create: 'kelompok-harga',
    update: 'kelompok-harga/{kelompok_harga}',
    remove: 'kelompok-harga/{kelompok_harga}',
  },
  fields: {
    // Spec section 9: a price group is the first and last character of a kode_dept (e.g. CK for CINCIN KUNING).
    kelompok_harga: f.code({ label: 'Kelompok Harga', required: true, maxLength: 2, minLength: 2, readOnlyOnEdit: true }),
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60 }),
  },
  list: { columns: ['kelompok_harga', 'keterangan'], search: ['kelompok_harga', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
