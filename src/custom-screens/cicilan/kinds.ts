// The kind the instalment screens post and print, as its definition names it. A payment (BAYAR_CICILAN) has no
// receipt of its own: the contract's receipt, read again, shows what was paid and what remains.
import { printingKind } from '../../../definitions/define';
import cicilanScreens from '../../../definitions/transactions/cicilan';

export const CICILAN = printingKind(cicilanScreens);
