// The kind the service screens post and print, as its definition names it. A collection (AMBIL_SERVICE) has no
// receipt of its own: the service's receipt is printed from the collection too.
import { printingKind } from '../../../definitions/define';
import serviceScreens from '../../../definitions/transactions/service';

export const SERVICE = printingKind(serviceScreens);
