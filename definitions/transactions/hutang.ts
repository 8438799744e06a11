import { column, defineTransaction, f, pieceDocument } from '../define';
import { OVERDUE } from '../../domain/deposit';
import type { PrintingKind } from '../../domain/receipt-document';

// Pawn loans (hutang, issue 22): money lent against a customer's gold, held in custody (never the shop's stock) until
// the loan is redeemed (Lunas: principal + interest + late fee, exactly), renewed (Peremajaan, with PEREMAJAAN_HUTANG
// and a new rate: the interest so far paid, the term restarted on the same contract, part of the principal may be
// repaid), or auctioned (Dilelang) past its due date and grace days. Taken on /transaksi-hutang; Batal Hutang (the
// list's Batal, BATAL_HUTANG, any business day) only while nothing was paid on it: the money goes back to the till.
// A redemption is undone on /batal-hutang-lunas (BATAL_HUTANG_LUNAS, POST hutang/{no}/batal-lunas): refunded, the loan
// open again. /lelang-hutang lists the loans past their due date and grace days, each to be auctioned; what an auction
// left is paid out (/kelebihan-lelang-hutang), forfeited past its year (/hangus-kelebihan-lelang) or collected
// (/kekurangan-lelang-hutang).
// Interest (domain/hutang.ts): per 15 days from /parameter-bunga-hutang under PARAMETER_BUNGA_HUTANG_MODULE, else the
// monthly rate typed at intake (default: setting bunga_hutang_default) x max(days, 15) / 30; rounded up to 500. The
// ceiling (PLAFOND_HUTANG_MODULE): per gram of the piece's kadar (/master-plafond-hutang), else a percent of the gold
// value by kadar range (/plafond-kadar-hutang). Open loans are listed whatever their date; one past its due date is
// marked (Lewat Jatuh Tempo) with its days overdue and late fee (setting hutang_denda_per_15_hari, per 15 days begun).
// Open choices: the term (lama_pinjam) is in days, the due date is the loan's date + that many days; a renewal keeps
// the term's length; a late fee is rupiah per 15 days, not a percent; Validasi leaves a loan where it stands.
export const HUTANG_STATUSES = [
  { value: 'OPEN', label: 'Berjalan' },
  { value: 'DONE', label: 'Lunas' },
  { value: 'LELANG', label: 'Dilelang' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/**
 * The receipts of a loan's redemption (LUNAS_HUTANG, LH-...) and renewal (PEREMAJAAN_HUTANG, RH-...): documents its
 * actions post, each read and printed at its own API base (GET hutang-lunas/{no_lunas}) with the loan's read gate.
 * Printed as many times as the loan's receipt.
 */
export const HUTANG_STEP_RECEIPTS = {
  lunas: {
    name: 'lunas_hutang',
    api: 'hutang-lunas',
    number: 'no_lunas',
    receipt: { title: 'NOTA PELUNASAN HUTANG', lines: 'tebus', copies: 'hutang', payee: 'shop' },
  },
  perpanjang: {
    name: 'peremajaan_hutang',
    api: 'hutang-peremajaan',
    number: 'no_peremajaan',
    receipt: { title: 'NOTA PEREMAJAAN HUTANG', lines: 'peremajaan', copies: 'hutang', payee: 'shop' },
  },
} as const satisfies Record<string, PrintingKind>;

export default defineTransaction({
  name: 'hutang',
  label: 'Hutang',
  api: 'hutang',
  number: 'no_faktur_hutang',
  // The pledged pieces with their weight and condition, the principal paid out; the receipt the customer redeems with.
  receipt: { title: 'NOTA HUTANG', lines: 'buyback', copies: 'hutang', payee: 'customer' },
  entry: '/transaksi-hutang',
  menu: 'hutang_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: HUTANG_STATUSES,
  filters: pieceDocument.filters(HUTANG_STATUSES),
  columns: {
    tgl_jatuh_tempo: f.date({ label: 'Jatuh Tempo' }),
    tempo: column(f.text({ label: 'Tempo' }), { options: [{ value: OVERDUE, label: 'Lewat Jatuh Tempo', tone: 'error' }] }),
    hari_terlambat: column(f.number({ label: 'Hari Terlambat' }), { total: false }),
    kode_sales: pieceDocument.columns.kode_sales,
    nama_customer: pieceDocument.columns.nama_customer,
    jumlah_barang: pieceDocument.columns.jumlah_barang,
    total_berat: f.weight({ label: 'Berat Emas' }),
    jumlah_hutang: f.money({ label: 'Jumlah Hutang' }),
    bunga_persen: column(f.percent({ label: 'Bunga (%)' }), { total: false }),
    denda_rp: f.money({ label: 'Denda' }),
    sisa_hutang: f.money({ label: 'Sisa Hutang' }),
    // What an auction left: owed to the customer (until tgl_batas_kelebihan), or still owed by the customer.
    kelebihan_lelang: f.money({ label: 'Kelebihan Lelang' }),
    kekurangan_lelang: f.money({ label: 'Kekurangan Lelang' }),
    input_by: pieceDocument.inputBy,
  },
  lineColumns: {
    nama_barang: f.text({ label: 'Nama Barang' }),
    kadar: column(f.number({ label: 'Kadar' }), { total: false }),
    berat_kotor: f.weight({ label: 'Berat Kotor' }),
    berat: f.weight({ label: 'Berat Emas' }),
    qty: f.number({ label: 'Qty' }),
    kondisi: f.text({ label: 'Kondisi' }),
  },
  // What a loan is looked up by; an auction's surplus and shortfall have their screens (the actions below).
  list: {
    route: '/lihat-hutang',
    label: 'Lihat Hutang',
    columns: ['tgl_jatuh_tempo', 'tempo', 'nama_customer', 'total_berat', 'sisa_hutang'],
  },
  // An open loan goes on to its redemption or renewal at the entry screen (?tebus=): the list's row button.
  resume: { label: 'Tebus / Perpanjang', from: ['OPEN'], param: 'tebus' },
  cancel: { authorization: 'BATAL_HUTANG', sameDayOnly: false, from: ['OPEN'], afterValidation: true },
  validate: { route: '/validasi-hutang', label: 'Validasi Hutang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, done: 'Hutang Berhasil Divalidasi' },
  actions: [
    // The loans past their due date and grace days (setting hutang_masa_tenggang), each to be auctioned.
    {
      route: '/lelang-hutang',
      label: 'Lelang Hutang',
      gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
      path: 'lelang',
      from: ['OPEN'],
      params: { tahap: 'LELANG' },
      button: 'Lelang',
      columns: ['tgl_jatuh_tempo', 'tempo', 'hari_terlambat', 'nama_customer', 'total_berat', 'sisa_hutang', 'denda_rp'],
      // Where the forfeited pieces go: a sales tray with the group they are sold as (its price and jenis), or, left
      // empty, the buy-back stock to be sorted like bought-back gold (server/documents/kinds/hutang-lelang.ts).
      choices: [
        { name: 'kode_baki', label: 'Baki Stok Jual', path: 'baki/ready', value: 'kode_baki', text: 'nama_baki' },
        { name: 'kode_group', label: 'Group', path: 'group/get/all', value: 'kode_group', text: 'nama_group' },
      ],
      note: 'Kosongkan Baki Dan Group Untuk Memasukkan Barang Ke Stok Pembelian',
    },
    // The redeemed loans, each redemption to be undone (BATAL_HUTANG_LUNAS): refunded, the loan open again.
    {
      route: '/batal-hutang-lunas',
      label: 'Batal Hutang Lunas',
      gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
      path: 'batal-lunas',
      from: ['DONE', 'VALID'],
      authorization: 'BATAL_HUTANG_LUNAS',
      button: 'Batal Lunas',
      columns: ['kode_sales', 'nama_customer', 'total_berat', 'jumlah_hutang'],
    },
    // What an auction left (server/documents/kinds/hutang-sisa-lelang.ts): the surplus paid out in cash at the
    // counter, the shortfall collected in cash (a transfer, a card or a part through the API); a surplus unclaimed past
    // its year forfeited by a supervisor.
    {
      route: '/kelebihan-lelang-hutang',
      label: 'Kelebihan Lelang Hutang',
      path: 'bayar-kelebihan',
      from: ['LELANG'],
      params: { tahap: 'KELEBIHAN' },
      button: 'Bayar Kelebihan',
      columns: ['nama_customer', 'jumlah_hutang', 'kelebihan_lelang'],
    },
    {
      route: '/kekurangan-lelang-hutang',
      label: 'Kekurangan Lelang Hutang',
      path: 'bayar-kekurangan',
      from: ['LELANG'],
      params: { tahap: 'KEKURANGAN' },
      button: 'Terima Kekurangan',
      columns: ['nama_customer', 'jumlah_hutang', 'kekurangan_lelang'],
    },
    {
      route: '/hangus-kelebihan-lelang',
      label: 'Hangus Kelebihan Lelang',
      gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
      path: 'hangus-kelebihan',
      from: ['LELANG'],
      params: { tahap: 'HANGUS' },
      button: 'Hanguskan',
      columns: ['nama_customer', 'jumlah_hutang', 'kelebihan_lelang'],
    },
  ],
});
