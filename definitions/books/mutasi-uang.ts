// A money mutation between the till and a bank account, or two bank accounts (the kind: server/documents/kinds/
// mutasi-uang.ts). Posted on the bank screen (both sides chosen) or the cash screen (the till on one side), listed and
// cancelled there, on its own business day, by a supervisor's BATAL_MUTASI_UANG.
import { defineBookDocument } from '../define';
import { BOOK_STATUSES, CASH_CANCEL } from '../../domain/kas';

export default defineBookDocument({
  name: 'mutasi_uang',
  label: 'Mutasi Uang',
  api: 'cash/mutasi',
  number: 'no_mutasi',
  entries: ['/mutasi-uang-bank', '/mutasi-uang-cash'],
  statuses: BOOK_STATUSES,
  cancel: CASH_CANCEL,
});
