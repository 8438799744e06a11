import { column, defineTransaction, f, pieceDocument } from '../define';
import { OVERDUE } from '../../domain/deposit';

// Money deposits (titip uang, issue 9 item 3): a customer reserves pieces with a down payment. Taken on the sale's
// entry screen (its Titip switch) and paid off there (Pelunasan Titip), which writes the sale. A deposit is OPEN until
// paid off (DONE) or cancelled (BATAL). The spec has no cancel screen of its own for deposits: /lihat-titipan offers
// Batal on open ones, with BATAL_TITIP, on any business day (a deposit waits days for its customer); the down payment
// is refunded or forfeited by the shop's batal_titip setting. Validation leaves a deposit OPEN (payable, cancellable).
// /lihat-titipan lists every open deposit whatever its date (beside the others of its dates), each with its due date.
export const DEPOSIT_STATUSES = [
  { value: 'OPEN', label: 'Belum Lunas' },
  { value: 'DONE', label: 'Lunas' },
  { value: 'VALID', label: 'Valid' },
  { value: 'BATAL', label: 'Batal' },
] as const;

export default defineTransaction({
  name: 'titip',
  label: 'Titipan',
  api: 'titip',
  number: 'no_titip',
  // The pieces reserved at their price; under the payments the down payment and what is still owed.
  receipt: { title: 'NOTA TITIP UANG', lines: 'pieces', copies: 'titip', payee: 'shop', owed: true, whatsapp: true },
  entry: '/transaksi-penjualan',
  menu: 'penjualan_titip',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] },
  statuses: DEPOSIT_STATUSES,
  filters: pieceDocument.filters(DEPOSIT_STATUSES),
  columns: {
    // Due jatuh_tempo_titip days (/settingsystem) after its date; an open one past it is marked (domain/deposit.ts),
    // beside its date, where a 1366 px screen shows it without scrolling.
    jatuh_tempo: f.date({ label: 'Jatuh Tempo' }),
    tempo: column(f.text({ label: 'Tempo' }), { options: [{ value: OVERDUE, label: 'Lewat Jatuh Tempo', tone: 'error' }] }),
    ...pieceDocument.columns,
    dp_rp: f.money({ label: 'DP' }),
    sisa_bayar: f.money({ label: 'Sisa Bayar' }),
    input_by: pieceDocument.inputBy,
  },
  lineColumns: pieceDocument.lines('Berat'),
  list: { route: '/lihat-titipan', label: 'Lihat Titipan' },
  resume: { label: 'Lunasi', from: ['OPEN'], param: 'lunasi' },
  cancel: { authorization: 'BATAL_TITIP', sameDayOnly: false, from: ['OPEN'], afterValidation: true },
  validate: { route: '/validasi-titipan', label: 'Validasi Titipan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, done: 'Titipan Berhasil Divalidasi' },
});
