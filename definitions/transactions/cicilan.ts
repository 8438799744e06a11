import { column, defineTransaction, f, pieceDocument } from '../define';
import type { PrintingKind } from '../../domain/receipt-document';

// Gold instalments (cicilan emas, issue 22 items 6-8; CICILAN_MODULE): pieces from stock sold by monthly instalments
// on a /parameter-cicilan row (months, fee per month, minimum DP), their price locked on the contract's day. Taken on
// /transaksi-cicilan (its tabs pay the next instalment and pay off early). A contract is OPEN (Berjalan) until paid
// off (DONE: the last instalment or an early pay-off hands the pieces over by a sale), auctioned (LELANG: after the
// setting's missed instalments, POST cicilan/{no}/lelang) or cancelled (BATAL, /batal-cicilan, with BATAL_CICILAN, any
// business day while open: the pieces back on their trays, everything paid refunded or kept by the setting
// batal_cicilan). /lihat-cicilan lists every running contract whatever its date, with its next due date, the missed
// instalments and what remains. The sums are domain/cicilan.ts's (its head says how the pay-off and late fee are
// reckoned: choices the spec leaves open). A supervisor validates the day's contracts on /validasi-cicilan (as deposits);
// validation leaves a contract where it stands.
export const CICILAN_STATUSES = [
  { value: 'OPEN', label: 'Berjalan' },
  { value: 'DONE', label: 'Lunas' },
  { value: 'LELANG', label: 'Dilelang' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

/**
 * The receipt of an instalment's payment or the early pay-off (BAYAR_CICILAN, BC-...): a document the contract's
 * actions post, read and printed at its own API base (GET cicilan-bayar/{no_bayar}) with the contract's read gate.
 */
export const BAYAR_CICILAN_RECEIPT = {
  name: 'bayar_cicilan',
  api: 'cicilan-bayar',
  number: 'no_bayar',
  receipt: { title: 'NOTA PEMBAYARAN CICILAN', lines: 'angsuran', copies: 'titip', payee: 'shop' },
} as const satisfies PrintingKind;

export default defineTransaction({
  name: 'cicilan',
  label: 'Cicilan',
  api: 'cicilan',
  number: 'no_cicilan',
  // The pieces at their locked price; under the payments the DP and what remains. Printed as many times as a deposit's
  // (Setting Nota has no duplicate setting of its own for instalments).
  receipt: { title: 'NOTA CICILAN EMAS', lines: 'pieces', copies: 'titip', payee: 'shop', owed: true, whatsapp: true },
  entry: '/transaksi-cicilan',
  menu: 'cicilan_transaksi',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] },
  statuses: CICILAN_STATUSES,
  filters: pieceDocument.filters(CICILAN_STATUSES),
  // What the counter asks of a running contract first (its next due date, what is late, what remains), beside its
  // number and date, where a 1366 px screen shows them with its status without scrolling.
  columns: {
    jatuh_tempo: f.date({ label: 'Jatuh Tempo' }),
    tunggakan: f.number({ label: 'Tunggakan' }),
    nama_customer: pieceDocument.columns.nama_customer,
    grand_total: f.money({ label: 'Harga Jual' }),
    angsuran_dibayar: column(f.number({ label: 'Dibayar' }), { total: false }),
    sisa_bayar: f.money({ label: 'Sisa' }),
  },
  lineColumns: pieceDocument.lines('Berat'),
  list: { route: '/lihat-cicilan', label: 'Lihat Cicilan' },
  resume: { label: 'Bayar', from: ['OPEN'], param: 'bayar' },
  cancel: { route: '/batal-cicilan', label: 'Batal Cicilan', authorization: 'BATAL_CICILAN', sameDayOnly: false, from: ['OPEN'], afterValidation: true },
  validate: { route: '/validasi-cicilan', label: 'Validasi Cicilan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, done: 'Cicilan Berhasil Divalidasi' },
});
