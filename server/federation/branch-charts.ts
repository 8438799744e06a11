// cash-pusat/daily-transaction-chart over several shops (issue 24 item 4): at the head office, `kode_toko=ALL` (every
// active shop) or a list asks each shop side by side for its business date's trade with the spec's fields (values:
// the four totals; resultGram: grams sold and bought back per hour), from where its data is (this server, or the
// branch's own through its portal within the branch timeout). The answer is a list whose first item is the chain's
// (the shops read, summed, hour by hour) and then one item per shop; a shop that could not be read is its item with
// status error and 'Data Gagal Dimuat'.
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { dailyTransaction, type DailyTransaction } from '../charts/cash-pusat';
import { portalCall, PortalUnreachable, PORTAL_FAILED } from '../portal/client';
import { numberSetting } from '../settings/stored';
import { shopsNamed } from './fan-out';

export type ShopTransaction = { kode_toko: string; nama_toko: string; status: 'success' | 'error'; message: string | null } & DailyTransaction;

const NONE: DailyTransaction = { values: { total_penjualan: 0, total_pembelian: 0, total_service: 0, total_hutang: 0 }, resultGram: [] };

/** The shops' trade summed: each total, and each series' grams per hour (to the milligram, as every weight). */
export function chainTransaction(shops: readonly DailyTransaction[]): DailyTransaction {
  const values = { ...NONE.values };
  const series = new Map<string, Map<string, number>>();
  for (const s of shops) {
    for (const k of Object.keys(values) as (keyof typeof values)[]) values[k] += s.values[k];
    for (const line of s.resultGram) {
      const hours = series.get(line.key) ?? new Map<string, number>();
      for (const p of line.values) hours.set(p.x, Math.round(((hours.get(p.x) ?? 0) + p.y) * 1000) / 1000);
      series.set(line.key, hours);
    }
  }
  const resultGram = [...series].map(([key, hours]) => ({ key, values: [...hours].sort(([a], [b]) => a.localeCompare(b)).map(([x, y]) => ({ x, y })) }));
  return { values, resultGram };
}

export async function shopsTransaction(ctx: AppContext, actor: Actor, chosen: string): Promise<(ShopTransaction | ({ kode_toko: string; nama_toko: string; toko: string[] } & DailyTransaction))[]> {
  const shops = await shopsNamed(ctx.db, actor, chosen);
  const timeoutMs = 1000 * (await numberSetting(ctx.db, 'cabang_timeout_detik'));
  const each = await Promise.all(
    shops.map(async (s): Promise<ShopTransaction> => {
      const portal = s.portal?.trim();
      try {
        if (!portal || s.kode_toko === actor.kode_toko) {
          const [day] = await ctx.db.query<{ tgl: string }>('SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = $1', [s.kode_toko]);
          return { kode_toko: s.kode_toko, nama_toko: s.nama_toko, status: 'success', message: null, ...(await dailyTransaction(ctx.db, { kode_toko: s.kode_toko, tgl_system: day.tgl })) };
        }
        const answer = await portalCall(ctx, portal, 'GET', 'cash-pusat/daily-transaction-chart', undefined, { timeoutMs });
        const day = (Array.isArray(answer.body.data) ? answer.body.data[0] : undefined) as DailyTransaction | undefined;
        if (answer.status !== 200 || !day?.values || !Array.isArray(day.resultGram)) throw new PortalUnreachable(`${s.kode_toko}: no chart`);
        return { kode_toko: s.kode_toko, nama_toko: s.nama_toko, status: 'success', message: null, values: day.values, resultGram: day.resultGram };
      } catch (error) {
        if (!(error instanceof PortalUnreachable)) throw error;
        return { kode_toko: s.kode_toko, nama_toko: s.nama_toko, status: 'error', message: PORTAL_FAILED, ...NONE };
      }
    }),
  );
  const read = each.filter((s) => s.status === 'success');
  return [{ kode_toko: chosen.trim().toUpperCase(), nama_toko: '', toko: read.map((s) => s.kode_toko), ...chainTransaction(read) }, ...each];
}
