// A member's card paid for (the kind: server/documents/kinds/kartu-member.ts): the fee of /setting-member taken into
// the till or a bank account when a card is issued from /data-member, where the member's card fees are listed and a
// fee of today is cancelled (a supervisor's BATAL_MUTASI_UANG, as the books' other money documents).
import { defineBookDocument } from '../define';
import { BOOK_STATUSES, CASH_CANCEL } from '../../domain/kas';

export default defineBookDocument({
  name: 'kartu_member',
  label: 'Biaya Kartu Member',
  api: 'member-kartu',
  number: 'no_kartu',
  entries: ['/data-member'],
  statuses: BOOK_STATUSES,
  cancel: CASH_CANCEL,
});
