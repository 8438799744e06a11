import { column, defineTransaction, f, pieceDocument, type ReceiptLayout } from '../define';
import { OVERDUE } from '../../domain/deposit';

// Orders (pesanan, issue 21): a customer orders a piece at today's gold price with a down payment; a goldsmith makes
// it; the customer collects it weeks later and pays the rest at the locked price. Taken on /transaksi-pesanan (its
// Ambil Pesanan tab collects: a sale of the finished pieces, paid first by the down payment). An order is OPEN until
// collected (DONE; cancelling that sale opens it again) or cancelled (BATAL, with BATAL_PESANAN, any business day: a
// shop sample comes back on its tray, the down payment is refunded or forfeited by the setting batal_pesanan).
// Validation (VALIDASI_PESANAN_MODULE) leaves an order OPEN. /lihat-pesanan lists every open order whatever its date,
// each against the date promised to the customer (tgl_janji; an open order past it is marked).
export const ORDER_STATUSES = [
  { value: 'OPEN', label: 'Belum Diambil' },
  { value: 'DONE', label: 'Sudah Diambil' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/** Each line at its estimated weight and locked price; under the payments the down payment and what remains. */
export const ORDER_RECEIPT: ReceiptLayout = {
  title: 'NOTA PESANAN',
  lines: 'pieces',
  copies: 'pesanan',
  payee: 'shop',
  owed: true,
  whatsapp: true,
  // Spec section 6: an order's receipt printed again needs a supervisor.
  reprintAuthorization: 'CETAK_ULANG_PESANAN',
};

export default defineTransaction({
  name: 'pesanan',
  label: 'Pesanan',
  api: 'pesanan',
  number: 'no_pesanan',
  receipt: ORDER_RECEIPT,
  entry: '/transaksi-pesanan',
  menu: 'pesanan_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: ORDER_STATUSES,
  filters: pieceDocument.filters(ORDER_STATUSES),
  columns: {
    tgl_janji: f.date({ label: 'Tanggal Janji' }),
    tempo: column(f.text({ label: 'Tempo' }), { options: [{ value: OVERDUE, label: 'Lewat Janji', tone: 'error' }] }),
    kode_sales: pieceDocument.columns.kode_sales,
    nama_customer: pieceDocument.columns.nama_customer,
    jumlah_barang: pieceDocument.columns.jumlah_barang,
    total_berat: f.weight({ label: 'Perkiraan Berat' }),
    grand_total: f.money({ label: 'Total' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    no_faktur_jual: column(f.text({ label: 'No Nota Ambil' }), { total: false }),
    input_by: pieceDocument.inputBy,
  },
  lineColumns: {
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.text({ label: 'Group' }),
    kadar: column(f.number({ label: 'Kadar' }), { total: false }),
    berat_jual: f.weight({ label: 'Perkiraan Berat' }),
    harga_per_gram: column(f.money({ label: 'Harga/Gram' }), { total: false }),
    harga: f.money({ label: 'Harga' }),
    ongkos: f.money({ label: 'Ongkos' }),
    total: f.money({ label: 'Total' }),
    kode_tukang: f.text({ label: 'Tukang' }),
    contoh: f.text({ label: 'Contoh' }),
  },
  list: { route: '/lihat-pesanan', label: 'Lihat Pesanan' },
  resume: { label: 'Ambil', from: ['OPEN'], param: 'ambil' },
  cancel: { authorization: 'BATAL_PESANAN', sameDayOnly: false, from: ['OPEN'], afterValidation: true },
  validate: {
    route: '/validasi-pesanan',
    label: 'Validasi Pesanan',
    gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['VALIDASI_PESANAN_MODULE'] },
    done: 'Pesanan Berhasil Divalidasi',
  },
});
