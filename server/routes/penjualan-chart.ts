// GET penjualan/chart?type=today|monthly (spec section 7): the shop's sales per hour of its business date, or per
// day of that month, as chart points { x, y (rupiah), berat (grams), jumlah (notas) }; server/charts/penjualan.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf, type RouteGate } from '../http/route';
import { answer, s } from '../http/schema';
import { CHART_TYPES, salesChart, type ChartType } from '../charts/penjualan';

/** Every level that sells (the sale's own gate). */
const gate: RouteGate = { gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, page: null };

export function registerPenjualanChartRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app)(
    {
      method: 'GET',
      url: 'penjualan/chart',
      gate,
      summary: "Sales chart: per hour of the business date (today) or per day of its month (monthly), cancelled sales left out",
      tags: ['Penjualan'],
      querystring: s.object({ type: s.choice('Tipe', CHART_TYPES) }, ['type']),
      response: answer.rows(s.object({ x: { type: 'string' }, y: { type: 'integer' }, berat: { type: 'number' }, jumlah: { type: 'integer' } })),
    },
    async (req) => {
      const type = (req.query as { type: ChartType }).type;
      return { status: 'success', type, data: await salesChart(ctx.db, actorOf(req), type) };
    },
  );
}
