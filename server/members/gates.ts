// Who may call the points routes: the gate of the screen that uses each (definitions/pages.ts). A member's points and
// history are read by all three point screens; the member finder (GET member/cari, member/kode/{kode}) serves them
// beside the counter's entry screens.
import type { RouteGate } from '../http/route';

export const POINT_PAGES = { tukar: '/tukar-point', koreksi: '/transaksi-poin', riwayat: '/lihat-transaksi-member' } as const;

/** GET tukar-point..., POST tukar-point, its cancellation. */
export const TUKAR_POINT_GATE: RouteGate = { page: POINT_PAGES.tukar };
/** POST transaksi-poin. */
export const TRANSAKSI_POIN_GATE: RouteGate = { page: POINT_PAGES.koreksi };
/** A member's balance and moves (GET member/{kode}/poin) and documents (GET member/{kode}/transaksi). */
export const MEMBER_POINTS_READ_GATE: RouteGate = { anyOf: [POINT_PAGES.riwayat, POINT_PAGES.tukar, POINT_PAGES.koreksi] };
/** The point screens that find a member with the counter's finder. */
export const MEMBER_FINDER_PAGES: readonly string[] = Object.values(POINT_PAGES);
