// The kind the loan screens post and print, as its definition names it. A redemption and a renewal have no receipt of
// their own: the loan's receipt is printed after each, as the loan stands then.
import { printingKind } from '../../../definitions/define';
import hutangScreens from '../../../definitions/transactions/hutang';

export const HUTANG = printingKind(hutangScreens);
