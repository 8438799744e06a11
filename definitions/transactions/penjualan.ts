import { defineTransaction, pieceDocument, type ReceiptLayout } from '../define';

// The sale (issue 9). Its entry screen is hand-written (src/custom-screens/penjualan); the engine draws the list, the
// cancellation and the validation from here, and the server's kind (server/documents/kinds/penjualan.ts) cancels by
// the rule below. A sale is DONE when posted; validation is a supervisor's check of a day's notas, recorded apart
// from the status (dokumen_validasi) and shown as VALID; a validated sale is cancelled only on a supervisor's
// BATAL_SETELAH_VALIDASI authorization.
export const SALE_STATUSES = [
  { value: 'DONE', label: 'Selesai' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/**
 * The sale's receipt: priced pieces; it prints by the 'sale-ACC' duplicate setting (the spec's duplicate list names no
 * plain sale), with a trade-in by the exchange slip's (tukar); the customer may get it by WhatsApp.
 */
export const SALE_RECEIPT: ReceiptLayout = { title: 'NOTA PENJUALAN', lines: 'pieces', copies: 'penjualan_acc', tradeInCopies: 'tukar', payee: 'shop', whatsapp: true };

export default defineTransaction({
  name: 'penjualan',
  label: 'Penjualan',
  api: 'penjualan',
  number: 'no_faktur_jual',
  receipt: SALE_RECEIPT,
  entry: '/transaksi-penjualan',
  menu: 'penjualan_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: SALE_STATUSES,
  filters: pieceDocument.filters(SALE_STATUSES),
  columns: { ...pieceDocument.columns, input_by: pieceDocument.inputBy },
  lineColumns: pieceDocument.lines('Berat Jual'),
  list: { route: '/lihat-penjualan', label: 'Lihat Penjualan' },
  cancel: {
    route: '/batal-penjualan',
    label: 'Batal Penjualan',
    authorization: 'BATAL_PENJUALAN',
    sameDayOnly: true,
    from: ['DONE', 'VALID'],
    afterValidation: false,
  },
  validate: { route: '/validasi-penjualan', label: 'Validasi Penjualan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, done: 'Penjualan Berhasil Divalidasi' },
});
