import { column, defineTransaction, f, pieceDocument, type ReceiptLayout } from '../define';

// The buy-back (issue 10). Its entry screen is hand-written (src/custom-screens/pembelian); the engine draws the list
// and the cancellation from here, and the server's kind (server/documents/kinds/pembelian.ts) cancels by the rule
// below: BATAL_PEMBELIAN, with a reason, only on the buy-back's own business day (spec: yesterday's purchases cannot be
// cancelled), and only while its pieces are still in the buy-back stock. A trade-in's buy-back is cancelled together
// with its sale. A supervisor validates buy-backs with the day's sales (/validasi-jual-beli); a validated one is
// cancelled only on a BATAL_SETELAH_VALIDASI authorization.
export const BUYBACK_STATUSES = [
  { value: 'DONE', label: 'Selesai' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/** The buy-back's receipt: the pieces with their condition and receipt, the money paid out, the customer's signature. */
export const BUYBACK_RECEIPT: ReceiptLayout = { title: 'NOTA PEMBELIAN', lines: 'buyback', copies: 'pembelian', payee: 'customer' };

/** A buy-back line as a document's view shows it; a manual one (no tag) names its group and pieces too. */
export const buybackLines = (manual = false) => ({
  nama_barang: f.text({ label: 'Nama Barang' }),
  ...(manual ? { kode_group: f.text({ label: 'Kode Group' }) } : {}),
  kadar: column(f.number({ label: 'Kadar', decimals: 2 }), { total: false }),
  ...(manual ? { qty: f.number({ label: 'Qty' }) } : {}),
  berat_kotor: f.weight({ label: 'Berat Kotor' }),
  berat: f.weight({ label: 'Berat' }),
  kondisi: f.text({ label: 'Kondisi' }),
  harga_sistem: f.money({ label: 'Harga Sistem' }),
  harga: f.money({ label: 'Harga Beli' }),
});

export default defineTransaction({
  name: 'pembelian',
  label: 'Pembelian',
  api: 'pembelian',
  number: 'no_faktur_beli',
  receipt: BUYBACK_RECEIPT,
  entry: '/transaksi-pembelian',
  menu: 'pembelian_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: BUYBACK_STATUSES,
  filters: pieceDocument.filters(BUYBACK_STATUSES),
  columns: {
    ...pieceDocument.columns,
    no_faktur_group: f.code({ label: 'No Tukar Tambah' }),
    input_by: pieceDocument.inputBy,
  },
  lineColumns: { kode_barcode: f.text({ label: 'Kode Barcode' }), ...buybackLines() },
  list: { route: '/lihat-pembelian', label: 'Lihat Pembelian' },
  cancel: {
    route: '/batal-pembelian',
    label: 'Batal Pembelian',
    authorization: 'BATAL_PEMBELIAN',
    sameDayOnly: true,
    from: ['DONE', 'VALID'],
    afterValidation: false,
  },
});
