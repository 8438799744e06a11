import { defineMaster, f } from '../define';

// Spec section 3: Group: kode_group, jenis_group; the screen shows code, name, type, price, cost price, receipt colour code.
export default defineMaster({
  name: 'group',
  label: 'Group',
  route: '/master-group',
  key: 'kode_group',
  // Made bare by migration 021 (its price-history trigger needs the table before the engine adds the fields).
  table: 'master_group',
  api: {
    list: 'group/get/all',
    create: 'group/create',
    update: 'group/update/{kode_group}',
    remove: 'group/delete/{kode_group}',
  },
  fields: {
    kode_group: f.code({ label: 'Kode Group', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_group: f.text({ label: 'Nama Group', required: true, maxLength: 50 }),
    kode_dept: f.ref({ label: 'Kode Jenis', required: true, resource: 'jenis' }),
    jenis_group: f.ref({ label: 'Jenis Group', required: true, resource: 'para_jenis_group' }),
    harga_per_gram: f.money({ label: 'Harga Per Gram', required: true, notZero: true }),
    harga_modal: f.money({ label: 'Harga Modal', required: true }),
    kode_warna: f.code({ label: 'Kode Warna Nota', maxLength: 15 }),
    kode_harga_beli: f.ref({ label: 'Kode Harga Beli', resource: 'para_harga_beli' }),
  },
  list: {
    columns: ['kode_group', 'nama_group', 'kode_dept', 'jenis_group', 'harga_per_gram', 'harga_modal', 'kode_warna'],
    search: ['kode_group', 'nama_group', 'kode_dept', 'jenis_group'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'harga_per_gram: the selling price per gram of the group (integer rupiah, not 0); harga_modal: the cost price per gram ' +
    '(may be 0 when unknown); kode_dept: the jenis the group belongs to; jenis_group: picked from Parameter Jenis Group; ' +
    'kode_warna: the colour of the pre-printed receipt paper the group is printed on (e.g. KUNING, PUTIH), optional. ' +
    "kode_harga_beli: the /parameter-harga-beli code a buy-back of the group's pieces is priced by when the line names none. " +
    'Gold price of the day: harga_per_gram is the sell price a sale uses, from the moment it is written (here or on ' +
    '/harga-emas, at once or at a scheduled time) until the next change; every change is a row of harga_emas_riwayat ' +
    '(a trigger catches writes through these routes). It does not drive Parameter Harga Emas nor follow it: the loan ' +
    'price per kadar is set beside it on /harga-emas, with the same effective time (README, Gold price of the day).',
});
