// /dashboardPusat's branches (issue 24 item 4): each active shop's day side by side, from where its data is (this
// server for a shop without a portal, else the branch's own server through its portal, within the branch timeout):
// the day's sales, buy-backs, orders, services and loans (count, grams, rupiah), the month's sales and buy-backs per
// day (the days a branch has closed from the head office's copy), and its business date; the chain's month as the sum
// of the branches read; which shops have not closed the day before the head office's, and which could not be reached
// ('Data Gagal Dimuat').
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { Dashboard, DayPoint, Figure } from '../../domain/dashboard';
import { dashboardOf } from '../dashboard/service';
import { portalCall, PortalUnreachable, PORTAL_FAILED } from '../portal/client';
import { numberSetting } from '../settings/stored';
import { keepMonth, keptMonth } from './closed-days';

export interface BranchDay {
  kode_toko: string;
  nama_toko: string;
  status: 'success' | 'error';
  message: string | null;
  /** The shop's business date: before the head office's means it has not closed the day before. */
  tgl_system: string | null;
  ringkasan: Dashboard['ringkasan'];
  datagram_penjualan: DayPoint[];
  datagram_pembelian: DayPoint[];
  ms: number;
}

const TRADE_FIGURE: Readonly<Record<string, Figure>> = { PENJUALAN: 'penjualan', PEMBELIAN: 'pembelian', PESANAN: 'pesanan', SERVICE: 'service', HUTANG: 'hutang' };

/** The chain's month per day: the sum of the shops read, day by day. */
function chainSeries(days: readonly BranchDay[], key: 'datagram_penjualan' | 'datagram_pembelian'): DayPoint[] {
  const sum = new Map<string, DayPoint>();
  for (const d of days)
    for (const p of d[key]) {
      const s = sum.get(p.x) ?? { x: p.x, y: 0, rupiah: 0, jumlah: 0 };
      // Grams to the milligram, as every weight here.
      sum.set(p.x, { x: p.x, y: Math.round((s.y + p.y) * 1000) / 1000, rupiah: s.rupiah + p.rupiah, jumlah: s.jumlah + p.jumlah });
    }
  return [...sum.values()].sort((a, b) => a.x.localeCompare(b.x));
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const lastDay = (points: readonly DayPoint[]) => points.reduce((last, p) => (p.x > last ? p.x : last), '');

/**
 * A branch's dashboard of `tgl` from its server: the day's figures, and its month's days, of which those it has closed
 * come from the head office's copy (the branch is asked only for the days after); what it has closed since is kept.
 * `refresh` asks for the whole month again.
 */
async function branchDashboard(ctx: AppContext, kodeToko: string, portal: string, tgl: string, { timeoutMs, refresh }: { timeoutMs: number; refresh: boolean }) {
  const month = tgl.slice(0, 7);
  const kept = refresh ? undefined : await keptMonth(ctx.db, kodeToko, month);
  const through = kept ? lastDay([...kept.datagram_penjualan, ...kept.datagram_pembelian]) : '';
  const dari = through ? `&dari=${dayAfter(`${month}-${through}`)}` : '';
  const answer = await portalCall(ctx, portal, 'GET', `dashboard?tgl=${tgl}${dari}`, undefined, { timeoutMs });
  const d = (answer.body.data ?? {}) as Partial<Dashboard> & { tgl_system?: string };
  if (answer.status !== 200 || !Array.isArray(d.ringkasan)) throw new PortalUnreachable(`${kodeToko}: no dashboard`);
  // An earlier day of the month than the copy reaches shows the month up to that day only.
  const upTo = (points: DayPoint[] = []) => points.filter((p) => p.x <= tgl.slice(8, 10));
  const series = {
    datagram_penjualan: upTo([...(kept?.datagram_penjualan ?? []), ...(d.datagram_penjualan ?? [])]),
    datagram_pembelian: upTo([...(kept?.datagram_pembelian ?? []), ...(d.datagram_pembelian ?? [])]),
  };
  // Keep what the branch has closed since (its business date moved past it).
  const closedThrough = lastDay([...series.datagram_penjualan, ...series.datagram_pembelian].filter((p) => `${month}-${p.x}` < (d.tgl_system ?? '')));
  if (typeof d.tgl_system === 'string' && closedThrough > through) await keepMonth(ctx.db, kodeToko, month, series, d.tgl_system);
  return { ...d, ...series };
}

/** Every active shop's day on `tgl`, the figures the head office user may see (`links`). */
export async function branchDays(ctx: AppContext, actor: Actor, tgl: string, links: Partial<Record<Figure, string>>, { refresh = false } = {}) {
  const shops = await ctx.db.query<{ kode_toko: string; nama_toko: string; portal: string | null; tgl_system: string }>(
    `SELECT t.kode_toko, t.nama_toko, nullif(trim(t.portal), '') AS portal, h.tgl_system::text AS tgl_system
       FROM toko t JOIN hari_toko h USING (kode_toko) WHERE t.is_active ORDER BY t.kode_toko`,
  );
  const timeoutMs = 1000 * (await numberSetting(ctx.db, 'cabang_timeout_detik'));
  const days = await Promise.all(
    shops.map(async (s): Promise<BranchDay> => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const empty = { kode_toko: s.kode_toko, nama_toko: s.nama_toko, ringkasan: [], datagram_penjualan: [], datagram_pembelian: [] };
      try {
        let d: Partial<Dashboard> & { tgl_system?: string };
        if (!s.portal || s.kode_toko === actor.kode_toko) d = { ...(await dashboardOf(ctx.db, s.kode_toko, tgl, links)), tgl_system: s.tgl_system };
        else d = await branchDashboard(ctx, s.kode_toko, s.portal, tgl, { timeoutMs, refresh });
        // The branch answers every figure; the head office shows only those its user may open.
        const ringkasan = (d.ringkasan ?? []).filter((r) => links[TRADE_FIGURE[r.jenis]]);
        return {
          ...empty,
          status: 'success',
          message: null,
          tgl_system: d.tgl_system ?? null,
          ringkasan,
          datagram_penjualan: links.grafik_penjualan ? (d.datagram_penjualan ?? []) : [],
          datagram_pembelian: links.grafik_pembelian ? (d.datagram_pembelian ?? []) : [],
          ms: ms(),
        };
      } catch (error) {
        if (!(error instanceof PortalUnreachable)) throw error;
        return { ...empty, status: 'error', message: PORTAL_FAILED, tgl_system: null, ms: ms() };
      }
    }),
  );
  const read = days.filter((d) => d.status === 'success');
  return {
    tgl,
    cabang: days,
    datagram_penjualan: chainSeries(read, 'datagram_penjualan'),
    datagram_pembelian: chainSeries(read, 'datagram_pembelian'),
    // A shop whose business date is still before the head office's has not closed the day before.
    belum_tutup: read.filter((d) => d.tgl_system !== null && d.tgl_system < actor.tgl_system).map((d) => d.kode_toko),
    tidak_terjangkau: days.filter((d) => d.status === 'error').map((d) => d.kode_toko),
  };
}
