import { column, defineTransaction, f, pieceDocument, type ReceiptLayout } from '../define';

// Services (service / reparasi, issue 21): a customer leaves pieces for repair, in the shop's custody (never its
// stock), with an optional down payment. Taken on /transaksi-services; a service is OPEN (Masuk) until the goldsmith's
// work is recorded done (SELESAI: each line's weight out, gold the repair added charged at the group price), then
// collected (DONE: a collection document of its own, paid first by the down payment) or cancelled (BATAL, with
// BATAL_SERVICE, any business day, while not collected: the down payment refunded out of the till). The list offers
// Batal (no cancel screen of its own) and lists every service still waiting, whatever its date. Validation
// (VALIDASI_SERVICE_MODULE) leaves a service where it stands.
export const SERVICE_STATUSES = [
  { value: 'OPEN', label: 'Masuk' },
  { value: 'SELESAI', label: 'Selesai' },
  { value: 'DONE', label: 'Diambil' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/** Each piece taken in with its ongkos; under the payments the down payment and what remains. */
export const SERVICE_RECEIPT: ReceiptLayout = { title: 'NOTA SERVICE', lines: 'pieces', copies: 'service', payee: 'shop', owed: true, whatsapp: true };

export default defineTransaction({
  name: 'service',
  label: 'Service',
  api: 'service',
  number: 'no_service',
  receipt: SERVICE_RECEIPT,
  entry: '/transaksi-services',
  menu: 'service_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: SERVICE_STATUSES,
  filters: pieceDocument.filters(SERVICE_STATUSES),
  columns: {
    kode_sales: pieceDocument.columns.kode_sales,
    nama_customer: pieceDocument.columns.nama_customer,
    jumlah_barang: pieceDocument.columns.jumlah_barang,
    total_berat: f.weight({ label: 'Berat Masuk' }),
    total_service: f.money({ label: 'Ongkos Service' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    no_ambil: column(f.text({ label: 'No Nota Ambil' }), { total: false }),
    input_by: pieceDocument.inputBy,
  },
  lineColumns: {
    nama_barang: f.text({ label: 'Nama Barang' }),
    berat: f.weight({ label: 'Berat Masuk' }),
    qty: f.number({ label: 'Qty' }),
    ongkos: f.money({ label: 'Ongkos' }),
    deskripsi: f.text({ label: 'Deskripsi' }),
    kode_tukang: f.text({ label: 'Tukang' }),
    berat_keluar: f.weight({ label: 'Berat Keluar' }),
    biaya_emas: f.money({ label: 'Biaya Emas' }),
  },
  list: { route: '/lihat-services', label: 'Lihat Service' },
  // A service done goes on to its hand-out at the entry screen (?ambil=): the list's row button.
  resume: { label: 'Ambil', from: ['SELESAI'], param: 'ambil' },
  cancel: { authorization: 'BATAL_SERVICE', sameDayOnly: false, from: ['OPEN', 'SELESAI'], afterValidation: true },
  validate: {
    route: '/validasi-service',
    label: 'Validasi Service',
    gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['VALIDASI_SERVICE_MODULE'] },
    done: 'Service Berhasil Divalidasi',
  },
});
