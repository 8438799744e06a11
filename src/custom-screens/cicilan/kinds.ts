// The kinds the instalment screens post and print, as their definition names them: the contract, and a payment or the
// pay-off (BAYAR_CICILAN) with its own receipt (read at cicilan-bayar/{no_bayar}).
import { printingKind } from '../../../definitions/define';
import cicilanScreens, { BAYAR_CICILAN_RECEIPT } from '../../../definitions/transactions/cicilan';

export const CICILAN = printingKind(cicilanScreens);
export const BAYAR_CICILAN = BAYAR_CICILAN_RECEIPT;
