// A balance moved between two of the shop's accounts (the kind: server/documents/kinds/pengalihan-saldo.ts): a
// supervisor's correction, posted, listed and cancelled on its own screen.
import { defineBookDocument } from '../define';
import { BOOK_STATUSES, CASH_CANCEL } from '../../domain/kas';

export default defineBookDocument({
  name: 'pengalihan_saldo',
  label: 'Pengalihan Saldo',
  api: 'pengalihan-saldo',
  number: 'no_pengalihan',
  entries: ['/pengalihan-saldo-uang'],
  statuses: BOOK_STATUSES,
  cancel: CASH_CANCEL,
});
