// Card cash (the kind: server/documents/kinds/gesek-tunai.ts): the customer's card charged onto a bank account of the
// shop, the till pays out. Its screen posts it and lists the day's swipes (GET non-cash/gesek-histories, spec section 7).
import { defineBookDocument } from '../define';
import { BOOK_STATUSES, CASH_CANCEL } from '../../domain/kas';

export default defineBookDocument({
  name: 'gesek_tunai',
  label: 'Gesek Tunai',
  api: 'gesek-tunai',
  number: 'no_gesek',
  entries: ['/gesek-tunai'],
  statuses: BOOK_STATUSES,
  cancel: CASH_CANCEL,
});
