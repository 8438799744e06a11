// The head office's reception of a branch's send (the kind: server/documents/kinds/terima-uang.ts), written by the
// send's reception (POST kirim-uang/{no_reff}/reception, server/routes/kirim-uang.ts); the registry makes its
// cancellation: a reception of today its branch did not record, by a head-office supervisor's BATAL_TERIMA_UANG.
import { defineBookDocument } from '../define';

export default defineBookDocument({
  name: 'terima_uang',
  label: 'Terima Uang',
  api: 'terima-uang',
  number: 'no_terima',
  entries: ['/terima-uang-kas'],
  statuses: [
    { value: 'DONE', label: 'Diterima' },
    { value: 'BATAL', label: 'Batal' },
  ],
  cancel: { authorization: 'BATAL_TERIMA_UANG', sameDayOnly: true, from: ['DONE'], afterValidation: false },
});
