// The kinds the loan screens post and print, as their definition names them: the loan, and the redemption and renewal
// its actions post, each with a receipt of its own (read at hutang-lunas/{no_lunas}, hutang-peremajaan/{no_peremajaan}).
import { printingKind } from '../../../definitions/define';
import hutangScreens, { HUTANG_STEP_RECEIPTS } from '../../../definitions/transactions/hutang';

export const HUTANG = printingKind(hutangScreens);
export const LUNAS_HUTANG = HUTANG_STEP_RECEIPTS.lunas;
export const PEREMAJAAN_HUTANG = HUTANG_STEP_RECEIPTS.perpanjang;
