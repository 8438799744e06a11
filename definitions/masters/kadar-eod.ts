import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kadar_eod',
  label: 'Kadar EOD',
  route: '/master-kadar-eod',
  key: 'kode_kadar_eod',
  api: {
    list: 'kadar-eod/get',
    create: 'kadar-eod/create',
    update: 'kadar-eod/update/{kode_kadar_eod}',
    remove: 'kadar-eod/delete/{kode_kadar_eod}',
  },
  fields: {
    kode_kadar_eod: f.code({ label: 'Kode Kadar EOD', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_kadar_eod: f.text({ label: 'Nama Kadar EOD', required: true, maxLength: 50 }),
    // The spec's item purity limit: at most 500.
    kadar_dari: f.number({ label: 'Kadar Dari', required: true, decimals: 2, min: 0, max: 500 }),
    kadar_sampai: f.number({ label: 'Kadar Sampai', required: true, decimals: 2, min: 0, max: 500, notZero: true }),
  },
  list: { columns: ['kode_kadar_eod', 'nama_kadar_eod', 'kadar_dari', 'kadar_sampai'], search: ['kode_kadar_eod', 'nama_kadar_eod'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The purity bands of the end-of-day (tutup toko) stock recap: items whose kadar lies from kadar_dari to kadar_sampai ' +
    '(2 decimals, at most 500 like item purity) are summed on one line, e.g. 70% = 69.00 to 71.99. ' +
    'That kadar_dari is not above kadar_sampai is a cross-field rule the engine cannot express yet.',
});
