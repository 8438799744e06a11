import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_bunga_hutang',
  label: 'Parameter Bunga Hutang',
  route: '/parameter-bunga-hutang',
  key: 'kode_bunga',
  form: 'modal',
  api: {
    list: 'para-bunga-hutang',
    create: 'para-bunga-hutang/create',
    update: 'para-bunga-hutang/update/{kode_bunga}',
    remove: 'para-bunga-hutang/delete/{kode_bunga}',
  },
  fields: {
    kode_bunga: f.code({ label: 'Kode Bunga', required: true, maxLength: 10, readOnlyOnEdit: true }),
    hari_dari: f.number({ label: 'Hari Dari', required: true, min: 1, max: 9999 }),
    hari_sampai: f.number({ label: 'Hari Sampai', required: true, min: 1, max: 9999 }),
    bunga_persen: f.percent({ label: 'Bunga Per 15 Hari (%)', required: true, notZero: true }),
    pinjaman_dari: f.money({ label: 'Pinjaman Dari' }),
    pinjaman_sampai: f.money({ label: 'Pinjaman Sampai' }),
  },
  list: {
    columns: ['kode_bunga', 'hari_dari', 'hari_sampai', 'bunga_persen', 'pinjaman_dari', 'pinjaman_sampai'],
    search: ['kode_bunga'],
    sort: 'hari_dari',
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PARAMETER_BUNGA_HUTANG_MODULE'] },
  note:
    'Loan interest by how long the loan has run: a day range (whole days) and the interest in percent per 15 days ' +
    '(the pawn rent period, DESIGN 5; 2 decimals, not 0, at most 100). pinjaman_dari/pinjaman_sampai (optional, integer rupiah) narrow ' +
    'a row to a principal bracket, as pawn rates differ by loan size; empty means any amount. Rules the engine cannot express yet: ' +
    'hari_dari <= hari_sampai, pinjaman_dari <= pinjaman_sampai, ranges that do not overlap.',
});
