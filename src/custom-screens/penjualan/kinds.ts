// The kinds the sale screens post, as their definitions name them: the result dialog prints and sends each by these.
import { printingKind } from '../../../definitions/define';
import saleScreens from '../../../definitions/transactions/penjualan';
import depositScreens from '../../../definitions/transactions/titip';

export const SALE = printingKind(saleScreens);
export const DEPOSIT = printingKind(depositScreens);
