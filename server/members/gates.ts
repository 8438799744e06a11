// Who may call the points routes while their screens (/tukar-point, /transaksi-poin, /lihat-transaksi-member) are not
// built yet: the counter's levels, behind MEMBER_MODULE (the spec's module of the member screens). A screen's own gate
// replaces this one when its page is declared (definitions/pages.ts): `{ page: '/tukar-point' }` and so on.
import type { RouteGate } from '../http/route';

export const MEMBER_POINTS_GATE: RouteGate = { gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['MEMBER_MODULE'] }, page: null };
