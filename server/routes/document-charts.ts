// GET penjualan/chart, pembelian/chart, pesanan/chart and service/chart ?type=today|monthly (spec section 7): the
// shop's sales, buy-backs, orders or services per
// hour of its business date or per day of that month, as chart points { x, y (rupiah), berat (grams), jumlah
// (notas) }; server/charts/documents.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf, type RouteGate } from '../http/route';
import { answer, s } from '../http/schema';
import { CHART_TYPES, documentChart, type ChartKind, type ChartType } from '../charts/documents';

/** Every level that sells and buys back (the sale's and the buy-back's own gate). */
const gate: RouteGate = { gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, page: null };

const CHARTS: readonly { url: string; jenis: ChartKind; summary: string; tag: string }[] = [
  {
    url: 'penjualan/chart',
    jenis: 'PENJUALAN',
    summary: 'Sales chart: per hour of the business date (today) or per day of its month (monthly), cancelled sales left out',
    tag: 'Penjualan',
  },
  {
    url: 'pembelian/chart',
    jenis: 'PEMBELIAN',
    summary: 'Buy-back chart: per hour of the business date (today) or per day of its month (monthly), cancelled buy-backs left out',
    tag: 'Pembelian',
  },
  {
    url: 'pesanan/chart',
    jenis: 'PESANAN',
    summary: 'Orders chart: per hour of the business date (today) or per day of its month (monthly), their totals at the locked prices; cancelled orders left out',
    tag: 'Pesanan',
  },
  {
    url: 'service/chart',
    jenis: 'SERVICE',
    summary: 'Services chart: per hour of the business date (today) or per day of its month (monthly), their ongkos; cancelled services left out',
    tag: 'Service',
  },
];

export function registerDocumentChartRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const chart of CHARTS) {
    routesOf(app)(
      {
        method: 'GET',
        url: chart.url,
        gate,
        summary: chart.summary,
        tags: [chart.tag],
        querystring: s.object({ type: s.choice('Tipe', CHART_TYPES) }, ['type']),
        response: answer.rows(s.object({ x: { type: 'string' }, y: { type: 'integer' }, berat: { type: 'number' }, jumlah: { type: 'integer' } })),
      },
      async (req) => {
        const type = (req.query as { type: ChartType }).type;
        return { status: 'success', type, data: await documentChart(ctx.db, chart.jenis, actorOf(req), type) };
      },
    );
  }
}
