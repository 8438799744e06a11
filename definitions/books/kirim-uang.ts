// Money a branch sends to its head office (the kind: server/documents/kinds/kirim-uang.ts): out of its till or a bank
// account into money in transit, until the head office receives it. Posted, listed and looked up by its own flow,
// which crosses servers (server/routes/kirim-uang.ts); the registry makes its cancellation: a send of today the head
// office has not received, by a supervisor's BATAL_KIRIM_UANG.
import { defineBookDocument } from '../define';

export default defineBookDocument({
  name: 'kirim_uang',
  label: 'Kirim Uang',
  api: 'kirim-uang',
  number: 'no_reff',
  entries: ['/kirim-uang-pusat'],
  statuses: [
    { value: 'OPEN', label: 'Dikirim' },
    { value: 'DONE', label: 'Diterima' },
    { value: 'BATAL', label: 'Batal' },
  ],
  cancel: { authorization: 'BATAL_KIRIM_UANG', sameDayOnly: true, from: ['OPEN'], afterValidation: false },
});
