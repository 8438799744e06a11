// The dashboard's calls (spec section 7, cash-pusat/*), for the shop the user acts for, on its business date unless
// a date is given; server/charts/cash-pusat.ts computes them. Gated as the dashboard's other charts (penjualan/chart):
// every level that sells and buys back. Answers, { status: 'success', data } each:
// - daily-transaction-chart: a list whose first item holds `values` { total_penjualan, total_pembelian,
//   total_service, total_hutang } (rupiah, the business date) and `resultGram`, the series
//   [{ key: 'datagram_penjualan', values: [{ x: 'HH:00', y: grams }] }, { key: 'datagram_pembelian', ... }] per hour.
//   At the head office ?kode_toko=ALL (or TOKO02,TOKO03): the chain's first (toko: the shops it sums), then each
//   shop's with its kode_toko, nama_toko and status (server/federation/branch-charts.ts).
// - period-transaction-chart?period=YYYY-MM|YYYY: four series { key: 'total_penjualan' | 'total_pembelian' |
//   'total_service' | 'total_hutang', values: [{ x, y: rupiah, berat: grams, jumlah: documents }] }, x the day of
//   the month ('01' ...) or the month of the year ('01' ... '12').
// - daily-cash-chart: each money account's business date, the till first: { akun, nama_akun, saldo_awal, masuk,
//   keluar, saldo_akhir, x: nama_akun, y: saldo_akhir }.
// - daily-biaya?tgl_system: the day's expenses per Kode Transaksi of money out: { kategori, nama_transaksi,
//   jumlah_in, jumlah_out, jumlah (out - in), x: nama_transaksi, y: jumlah }, and `total` (the sum of jumlah).
// - outstand-noncash?tgl_system: the card, transfer and QRIS payments of that day and before not validated against
//   the bank statement by then, per account and kind: { no_rekening, nama_bank, jenis, jumlah_pembayaran,
//   tgl_terlama, masuk, keluar, jumlah (masuk - keluar) }, and `total` (the sum of jumlah).
// - daily-specific-chart?kategori=PENJUALAN|PEMBELIAN|SERVICE|HUTANG&type=today|monthly: that kind per hour of the
//   business date or per day of its month, [{ x, y: rupiah, berat: grams, jumlah: documents }].
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { route, type RouteGate } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { HttpError } from '../http-error';
import { isIsoDate } from '../../domain/dates';
import {
  CHART_TYPES,
  DASHBOARD_KIND_NAMES,
  PERIOD_PATTERN,
  dailyCash,
  dailyExpenses,
  dailyTransaction,
  outstandingNonCash,
  periodTransaction,
  specificChart,
  type ChartType,
  type DashboardKind,
} from '../charts/cash-pusat';
import { shopsTransaction } from '../federation/branch-charts';
import { ownStatus } from '../federation/branches';

/** The dashboard's gate: every level that sells and buys back (as penjualan/chart). */
const gate: RouteGate = { gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, page: null };
const tags = ['Dashboard'];
const INVALID_DATE = 'Tanggal Tidak Valid';
const INVALID_PERIOD = 'Periode Tidak Valid';

const point = s.object({ x: { type: 'string' }, y: { type: 'integer' }, berat: { type: 'number' }, jumlah: { type: 'integer' } });
const series = (values: JsonSchema) => s.object({ key: { type: 'string' }, values: { type: 'array', items: values } });
const dateQuery = s.object({ tgl_system: s.date('Tanggal', { maxLength: INVALID_DATE }) });

/** The date asked (a real calendar date), else the business date. */
function dateOf(query: unknown, tglSystem: string): string {
  const tgl = (query as { tgl_system?: string }).tgl_system;
  if (tgl === undefined || tgl === '') return tglSystem;
  if (!isIsoDate(tgl)) throw new HttpError(400, INVALID_DATE, [{ field: 'tgl_system', message: INVALID_DATE }]);
  return tgl;
}

const total = (rows: { jumlah: number }[]) => rows.reduce((sum, r) => sum + r.jumlah, 0);

export function registerCashPusatRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    {
      method: 'GET',
      url: 'cash-pusat/daily-transaction-chart',
      gate,
      summary:
        "The business date's sales, buy-back, service and loan totals and the grams sold and bought back per hour; at the head office kode_toko=ALL (or a list) gives the chain's first, then each shop's",
      tags,
      querystring: s.object({ kode_toko: s.code('Kode Toko', 400) }),
      response: answer.rows(
        s.object({
          kode_toko: { type: 'string' },
          nama_toko: { type: 'string' },
          status: { type: 'string' },
          message: { type: ['string', 'null'] },
          toko: { type: 'array', items: { type: 'string' } },
          values: s.object({ total_penjualan: { type: 'integer' }, total_pembelian: { type: 'integer' }, total_service: { type: 'integer' }, total_hutang: { type: 'integer' } }),
          resultGram: { type: 'array', items: series(s.object({ x: { type: 'string' }, y: { type: 'number' } })) },
        }),
      ),
      options: { config: { service: true } },
    },
    async (req) => {
      // The head office asking a branch for its own day.
      if (req.service) return { status: 'success', data: [await dailyTransaction(ctx.db, await ownStatus(ctx.db))] };
      const chosen = (req.query as { kode_toko?: string }).kode_toko?.trim();
      if (chosen) return { status: 'success', data: await shopsTransaction(ctx, actorOf(req), chosen) };
      return { status: 'success', data: [await dailyTransaction(ctx.db, actorOf(req))] };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: 'cash-pusat/period-transaction-chart',
      gate,
      summary: 'Sales, buy-backs, services and loans per day of a month (period YYYY-MM) or per month of a year (YYYY)',
      tags,
      querystring: s.object({ period: { title: 'Periode', type: 'string', maxLength: 7, pattern: PERIOD_PATTERN, 'x-messages': { pattern: INVALID_PERIOD, maxLength: INVALID_PERIOD } } }, [
        'period',
      ]),
      response: answer.rows(series(point)),
    },
    async (req) => {
      const { period } = req.query as { period: string };
      return { status: 'success', period, data: await periodTransaction(ctx.db, actorOf(req), period) };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: 'cash-pusat/daily-cash-chart',
      gate,
      summary: "Each money account's business date, the till first: opening balance, in, out, closing balance",
      tags,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await dailyCash(ctx.db, actorOf(req)) }),
  );

  /** A day's rows with their `total`: the business date unless tgl_system names another. */
  const dayRows = (url: string, summary: string, rows: (db: AppContext['db'], kodeToko: string, tgl: string) => Promise<{ jumlah: number }[]>) =>
    route(app, { method: 'GET', url, gate, summary, tags, querystring: dateQuery, response: answer.rows() }, async (req) => {
      const actor = actorOf(req);
      const tgl = dateOf(req.query, actor.tgl_system);
      const data = await rows(ctx.db, actor.kode_toko, tgl);
      return { status: 'success', tgl_system: tgl, total: total(data), data };
    });
  dayRows('cash-pusat/daily-biaya', "A day's expenses (manual money out) per Kode Transaksi; the business date unless tgl_system is given", dailyExpenses);
  dayRows(
    'cash-pusat/outstand-noncash',
    'Card, transfer and QRIS payments not validated by a day (the business date unless tgl_system is given), per account and kind',
    outstandingNonCash,
  );

  route(
    app,
    {
      method: 'GET',
      url: 'cash-pusat/daily-specific-chart',
      gate,
      summary: 'One kind of trade per hour of the business date (today) or per day of its month (monthly)',
      tags,
      querystring: s.object({ kategori: s.choice('Kategori', DASHBOARD_KIND_NAMES), type: s.choice('Tipe', CHART_TYPES) }, ['kategori', 'type']),
      response: answer.rows(point),
    },
    async (req) => {
      const { kategori, type } = req.query as { kategori: DashboardKind; type: ChartType };
      return { status: 'success', kategori, type, data: await specificChart(ctx.db, actorOf(req), kategori, type) };
    },
  );
}
