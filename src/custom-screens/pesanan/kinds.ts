// The kinds the order screens post, as their definitions name them: the result dialog prints and sends each by these.
import { printingKind } from '../../../definitions/define';
import orderScreens from '../../../definitions/transactions/pesanan';
import saleScreens from '../../../definitions/transactions/penjualan';

export const ORDER = printingKind(orderScreens);
/** An order is collected by a sale: its receipt is the sale's. */
export const SALE = printingKind(saleScreens);
