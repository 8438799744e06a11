// A manual income or expense of the till or a bank account (the kind: server/documents/kinds/kas-manual.ts), posted
// from the till's or the bank's book, where it is listed among the day's movements and cancelled.
import { defineBookDocument } from '../define';
import { BOOK_STATUSES, CASH_CANCEL } from '../../domain/kas';

export default defineBookDocument({
  name: 'kas_manual',
  label: 'Transaksi Kas',
  api: 'cash',
  number: 'no_kas',
  entries: ['/uang-kas', '/uang-bank'],
  statuses: BOOK_STATUSES,
  cancel: CASH_CANCEL,
});
