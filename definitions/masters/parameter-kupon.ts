import { defineMaster, f } from '../define';

// The spec names only the list call transaksi-kupon; the write paths follow it.
export default defineMaster({
  name: 'parameter_kupon',
  label: 'Parameter Kupon',
  route: '/parameter-kupon',
  key: 'kode_kupon',
  form: 'modal',
  api: {
    list: 'transaksi-kupon',
    create: 'transaksi-kupon/create',
    update: 'transaksi-kupon/update/{kode_kupon}',
    remove: 'transaksi-kupon/delete/{kode_kupon}',
  },
  fields: {
    kode_kupon: f.code({ label: 'Kode Kupon', required: true, maxLength: 20, readOnlyOnEdit: true }),
    nama_kupon: f.text({ label: 'Nama Kupon', required: true, maxLength: 50 }),
    jenis_potongan: f.select({ label: 'Jenis Potongan', required: true, options: ['NOMINAL', 'PERSEN'], default: 'NOMINAL' }),
    potongan_rp: f.money({ label: 'Potongan Rp' }),
    potongan_persen: f.percent({ label: 'Potongan Persen' }),
    minimal_belanja: f.money({ label: 'Minimal Belanja' }),
    tgl_mulai: f.date({ label: 'Berlaku Dari', required: true }),
    tgl_selesai: f.date({ label: 'Berlaku Sampai', required: true }),
    kuota: f.number({ label: 'Kuota', required: true, min: 1, max: 999999 }),
  },
  list: {
    columns: ['kode_kupon', 'nama_kupon', 'jenis_potongan', 'potongan_rp', 'potongan_persen', 'minimal_belanja', 'tgl_mulai', 'tgl_selesai', 'kuota'],
    search: ['kode_kupon', 'nama_kupon'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['KUPON_PENJUALAN_MODULE'] },
  note:
    'A sales coupon: code (what the customer shows, up to 20 characters), name, a discount either in integer rupiah (NOMINAL) or ' +
    'in percent (PERSEN, 2 decimals, at most 100), an optional minimum purchase, a validity period (dates, yyyy-MM-dd) and a quota ' +
    '(how many times it can be used). Rules the engine cannot express yet: the amount matching jenis_potongan is required, ' +
    'tgl_mulai <= tgl_selesai. /cek-kupon (a look-up screen) is not this master.',
});
