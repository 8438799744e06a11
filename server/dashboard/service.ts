// GET dashboard: the day of one shop in one answer (issue 23 item 6; spec section 3's fields total_penjualan,
// total_pembelian, total_service, total_hutang, datagram_penjualan, datagram_pembelian). Each figure belongs to the
// screen its "view details" opens; a figure whose screen the user may not open is left out of the answer (not sent
// empty), so the dashboard shows nothing the user could not see elsewhere.
import type { Queryable } from '../db/database';
import type { GateContext, Gate } from '../../domain/gates';
import { passesGate } from '../../domain/gates';
import {
  birthdays,
  depositsDue,
  groupPrices,
  instalmentsOverdue,
  loansOverdue,
  ordersDue,
  servicesReady,
  tradeByDay,
} from './figures';
import type { Dashboard, DayPoint, Figure, TradeKind } from '../../domain/dashboard';

/** Each figure and the screens it links to: the first one the user may open is its link; none, no figure. */
export const FIGURE_SCREENS: Readonly<Record<Figure, readonly string[]>> = {
  penjualan: ['/lihat-penjualan'],
  pembelian: ['/lihat-pembelian'],
  pesanan: ['/lihat-pesanan'],
  service: ['/lihat-services'],
  hutang: ['/lihat-hutang'],
  grafik_penjualan: ['/laporan-penjualan-transaksi', '/lihat-penjualan'],
  grafik_pembelian: ['/laporan-pembelian-transaksi', '/lihat-pembelian'],
  titip_jatuh_tempo: ['/lihat-titipan'],
  pesanan_jatuh_tempo: ['/lihat-pesanan'],
  service_siap_diambil: ['/lihat-services'],
  hutang_terlambat: ['/lihat-hutang'],
  cicilan_terlambat: ['/lihat-cicilan'],
  ulang_tahun: ['/data-member'],
  harga_emas: ['/harga-emas', '/papan-harga'],
};

/** The kinds of the day's totals, in the order the dashboard shows them, with their figure. */
const TOTALS: readonly { kind: TradeKind; figure: Figure }[] = [
  { kind: 'PENJUALAN', figure: 'penjualan' },
  { kind: 'PEMBELIAN', figure: 'pembelian' },
  { kind: 'PESANAN', figure: 'pesanan' },
  { kind: 'SERVICE', figure: 'service' },
  { kind: 'HUTANG', figure: 'hutang' },
];

/** The month's charts (sales and buy-backs per day), each under its spec field. */
const CHARTS = [
  { kind: 'PENJUALAN', figure: 'grafik_penjualan', of: 'penjualan', key: 'datagram_penjualan' },
  { kind: 'PEMBELIAN', figure: 'grafik_pembelian', of: 'pembelian', key: 'datagram_pembelian' },
] as const;

/** The figures a user may see, each with its link: the first of its screens they may open. */
export function visibleFigures(gates: ReadonlyMap<string, Gate>, gc: GateContext): Partial<Record<Figure, string>> {
  const links: Partial<Record<Figure, string>> = {};
  for (const [figure, routes] of Object.entries(FIGURE_SCREENS) as [Figure, readonly string[]][]) {
    const route = routes.find((r) => {
      const gate = gates.get(r);
      if (!gate) throw new Error(`dashboard: ${figure} links to ${r}, which no definition or page knows`);
      return passesGate(gate, gc, r);
    });
    if (route) links[figure] = route;
  }
  return links;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The days of the month of `tgl` from `from` up to `tgl` (a later day has no trade yet), per kind, from rows of
 * tradeByDay.
 */
function monthSeries(rows: { jenis: TradeKind; tgl: string; jumlah: number; berat: number; total: number }[], kind: TradeKind, from: string, tgl: string): DayPoint[] {
  if (from > tgl) return [];
  const byDay = new Map(rows.filter((r) => r.jenis === kind).map((r) => [r.tgl.slice(8, 10), r]));
  const first = Number(from.slice(8, 10));
  return Array.from({ length: Number(tgl.slice(8, 10)) - first + 1 }, (_, i) => {
    const r = byDay.get(pad(first + i));
    return { x: pad(first + i), y: r?.berat ?? 0, rupiah: r?.total ?? 0, jumlah: r?.jumlah ?? 0 };
  });
}

/**
 * The dashboard of a shop on a business date, for a user who may see `links`' figures; its month's charts from the
 * first day of the month, or from `monthFrom` (the head office keeps the days before: server/federation/branch-days.ts).
 */
export async function dashboardOf(q: Queryable, kodeToko: string, tgl: string, links: Partial<Record<Figure, string>>, monthFrom?: string): Promise<Dashboard> {
  const shown = TOTALS.filter((t) => links[t.figure]);
  // A chart shows its kind's trade: it needs the kind's figure too.
  const charts = CHARTS.filter((c) => links[c.figure] && links[c.of]);
  const firstOfMonth = `${tgl.slice(0, 7)}-01`;
  const monthStart = monthFrom && monthFrom > firstOfMonth ? monthFrom : firstOfMonth;
  const when = <T>(figure: Figure, read: () => Promise<T>): Promise<T | undefined> => (links[figure] ? read() : Promise.resolve(undefined));

  const [today, month, titip, pesanan, service, hutang, cicilan, ulangTahun, harga] = await Promise.all([
    tradeByDay(q, kodeToko, tgl, tgl, shown.map((t) => t.kind)),
    tradeByDay(q, kodeToko, monthStart, tgl, charts.map((c) => c.kind)),
    when('titip_jatuh_tempo', () => depositsDue(q, kodeToko, tgl)),
    when('pesanan_jatuh_tempo', () => ordersDue(q, kodeToko, tgl)),
    when('service_siap_diambil', () => servicesReady(q, kodeToko)),
    when('hutang_terlambat', () => loansOverdue(q, kodeToko, tgl)),
    when('cicilan_terlambat', () => instalmentsOverdue(q, kodeToko, tgl)),
    when('ulang_tahun', () => birthdays(q, tgl)),
    when('harga_emas', () => groupPrices(q)),
  ]);

  const ringkasan = shown.map(({ kind, figure }) => {
    const r = today.find((t) => t.jenis === kind);
    return { jenis: kind, jumlah: r?.jumlah ?? 0, berat: r?.berat ?? 0, total: r?.total ?? 0, route: links[figure]! };
  });
  const totals = Object.fromEntries(ringkasan.map((r) => [`total_${r.jenis.toLowerCase()}`, r.total]));
  const answer: Dashboard = { kode_toko: kodeToko, tgl, ...totals, ringkasan, links };
  for (const c of charts) answer[c.key] = monthSeries(month, c.kind, monthStart, tgl);
  const lists = { titip_jatuh_tempo: titip, pesanan_jatuh_tempo: pesanan, service_siap_diambil: service, hutang_terlambat: hutang, cicilan_terlambat: cicilan };
  for (const [key, list] of Object.entries(lists)) if (list) Object.assign(answer, { [key]: list });
  if (ulangTahun) answer.ulang_tahun = ulangTahun;
  if (harga) answer.harga_emas = harga;
  return answer;
}
