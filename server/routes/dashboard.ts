// The dashboard (issue 23 item 6; spec sections 2, 3 and 7), thin routes over server/dashboard:
// - GET dashboard?tgl&kode_toko   the day of the user's shop (a head-office user: the shop chosen), on its business date
//   unless tgl names an earlier day: { status, data: Dashboard } (server/dashboard/service.ts). Figures of screens the
//   user may not open are left out; `links` names the screen each figure sent opens.
//   The head office's service token reads a branch's whole day (every figure, and its business date tgl_system), its
//   month's charts from `dari` on when the head office keeps the days before.
// - GET dashboard/cabang?tgl&segarkan   at the head office: every active shop's day side by side (server/federation/
//   branch-days.ts), the chain's month, which shops have not closed the day before, which could not be reached.
// - GET member/find-current-birthday   the active members born on the shop's business date (month and day), for the
//   WhatsApp greeting (gate: /data-member's, MEMBER_MODULE).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actingShop, actorFor, actorOf } from '../actor';
import { HttpError } from '../http-error';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { screenGates } from '../http/gates';
import { gateContextOf } from '../plugins/auth';
import { isIsoDate } from '../../domain/dates';
import { REPORT_FILTER_MESSAGES } from '../../domain/report-filters';
import { dashboardOf, FIGURE_SCREENS, visibleFigures } from '../dashboard/service';
import { branchDays } from '../federation/branch-days';
import { ownStatus } from '../federation/branches';
import type { Figure } from '../../domain/dashboard';
import { MESSAGES } from '../http-error';
import { birthdays } from '../dashboard/figures';

const INVALID_DATE = 'Tanggal Tidak Valid';

/** Every figure, for the head office's call: it shows its own user only what that user may open. */
const ALL_FIGURES = Object.fromEntries(Object.entries(FIGURE_SCREENS).map(([f, routes]) => [f, routes[0]])) as Record<Figure, string>;

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const gates = screenGates(ctx.definitions);

  route(
    {
      method: 'GET',
      url: 'dashboard',
      gate: { page: '/dashboard' },
      summary:
        "The day of a shop in one call: sales, buy-backs, orders, services and loans (count, grams, rupiah; total_penjualan ...), the month's sales and buy-backs per day (datagram_penjualan, datagram_pembelian: y grams, rupiah), deposits and orders due, services ready, loans and instalments overdue, members' birthdays, the gold price; only the figures whose screens the user may open",
      tags: ['Dashboard'],
      querystring: s.object({ tgl: s.date('Tanggal', { maxLength: INVALID_DATE }), kode_toko: s.code('Kode Toko', 20), dari: s.date('Dari Tanggal', { maxLength: INVALID_DATE }) }),
      response: answer.record(),
      options: { config: { service: true } },
    },
    async (req) => {
      const q = req.query as { tgl?: string; kode_toko?: string; dari?: string };
      if (req.service) {
        const own = await ownStatus(ctx.db);
        const tgl = q.tgl && isIsoDate(q.tgl) && q.tgl <= own.tgl_system ? q.tgl : own.tgl_system;
        // `dari`: the head office keeps the month's days before it, and asks only for those after.
        const dari = q.dari && isIsoDate(q.dari) ? q.dari : undefined;
        return { status: 'success', data: { ...(await dashboardOf(ctx.db, own.kode_toko, tgl, ALL_FIGURES, dari)), tgl_system: own.tgl_system } };
      }
      const actor = await actorFor(ctx.db, actorOf(req), actingShop(actorOf(req), q.kode_toko)!);
      const tgl = q.tgl || actor.tgl_system;
      if (!isIsoDate(tgl)) throw new HttpError(400, INVALID_DATE, [{ field: 'tgl', message: INVALID_DATE }]);
      if (tgl > actor.tgl_system) throw new HttpError(400, REPORT_FILTER_MESSAGES.dateAfterSystem, [{ field: 'tgl', message: REPORT_FILTER_MESSAGES.dateAfterSystem }]);
      const links = visibleFigures(gates, await gateContextOf(ctx, req));
      return { status: 'success', data: await dashboardOf(ctx.db, actor.kode_toko, tgl, links) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'dashboard/cabang',
      gate: { page: '/dashboardPusat' },
      summary: "At the head office: every active shop's day side by side (count, grams, rupiah per kind; the month per day), the chain's month, the shops that have not closed the day before and those that could not be reached",
      tags: ['Dashboard'],
      querystring: s.object({ tgl: s.date('Tanggal', { maxLength: INVALID_DATE }), segarkan: s.choice('Segarkan', ['0', '1']) }),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      if (!actor.head_office) throw new HttpError(403, MESSAGES.shopForbidden);
      const q = req.query as { tgl?: string; segarkan?: string };
      const tgl = q.tgl || actor.tgl_system;
      if (!isIsoDate(tgl)) throw new HttpError(400, INVALID_DATE, [{ field: 'tgl', message: INVALID_DATE }]);
      // segarkan=1: the branches' months asked afresh, past the head office's copy of their closed days.
      return { status: 'success', data: await branchDays(ctx, actor, tgl, visibleFigures(gates, await gateContextOf(ctx, req)), { refresh: q.segarkan === '1' }) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'member/find-current-birthday',
      gate: { page: '/data-member' },
      summary: "The active members born on the shop's business date (month and day; those of 29 February on the 28th in other years), with their age that day",
      tags: ['Member'],
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await birthdays(ctx.db, actorOf(req).tgl_system) }),
  );
}
