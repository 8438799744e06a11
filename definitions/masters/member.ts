import { defineMaster, f } from '../define';

/** A phone in the 62 form it is stored in (typed 0812..., 62812... or +62 812-...: f.text phone turns it so). */
export const MEMBER_PHONE_PATTERN = '^62[1-9][0-9]{6,12}$';

// Spec section 5 (display fields of a member): code, name, phone, address, birth date, gender, occupation, email,
// national ID, district, city, points. The points are not a field: they are the sum of the points ledger
// (server/db/migrations/025_member_poin.sql), read through GET member/poin?no_hp=.
export default defineMaster({
  name: 'member',
  label: 'Data Member',
  route: '/data-member',
  key: 'kode_member',
  table: 'member',
  api: {
    list: 'member/get/all',
    create: 'member/create',
    update: 'member/update/{kode_member}',
    remove: 'member/delete/{kode_member}',
  },
  fields: {
    kode_member: f.code({ label: 'Kode Member', required: true, maxLength: 20, readOnlyOnEdit: true }),
    nama_member: f.text({ label: 'Nama Member', required: true, maxLength: 100 }),
    no_hp: f.text({
      label: 'No HP',
      required: true,
      maxLength: 20,
      phone: true,
      unique: true,
      pattern: { regex: MEMBER_PHONE_PATTERN, message: 'No HP Harus Diawali 0 Atau 62 Dan Berisi Angka Saja' },
    }),
    alamat: f.text({ label: 'Alamat', maxLength: 200, multiline: true }),
    tgl_lahir: f.date({ label: 'Tanggal Lahir' }),
    jenis_kelamin: f.select({ label: 'Jenis Kelamin', options: ['LAKI-LAKI', 'PEREMPUAN'] }),
    pekerjaan: f.text({ label: 'Pekerjaan', maxLength: 50 }),
    email: f.text({ label: 'Email', maxLength: 100 }),
    no_ktp: f.text({ label: 'No KTP', maxLength: 20 }),
    kecamatan: f.text({ label: 'Kecamatan', maxLength: 50 }),
    kota: f.text({ label: 'Kota', maxLength: 50 }),
  },
  list: { columns: ['kode_member', 'nama_member', 'no_hp', 'alamat', 'kota'], search: ['kode_member', 'nama_member', 'no_hp'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  menu: 'member_data',
  note:
    'The sale finds its member by phone, so no_hp is stored in the 62 form (a phone field: 0812... becomes 62812...) and ' +
    "belongs to one active member only (a unique field: 409 'No HP ... Sudah Terdaftar'; a unique index of migration 025 " +
    "behind it). Points are the points ledger's sum, not a field: GET member/poin?no_hp=.",
});
