// penjualan/chart, pembelian/chart, pesanan/chart and service/chart (spec section 7; the dashboard's chart series of x and y, section 5): the shop's
// sales or buy-backs of its business date per hour, or of that date's month per day, from the document kernel's
// tables. A cancelled document counts nowhere. y is the amount (grand totals, rupiah: what the customer owed for a
// sale, what was paid for a buy-back), berat the grams (a sale's grams sold, a buy-back's net gold weight; 3
// decimals), jumlah the notas.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';

export const CHART_TYPES = ['today', 'monthly'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartPoint {
  x: string;
  y: number;
  berat: number;
  jumlah: number;
}

/** The kinds with a chart, and the line weight each one counts. */
export const CHART_KINDS = {
  PENJUALAN: 'berat_jual',
  PEMBELIAN: 'berat',
  // An order's estimated grams; a service's grams taken in.
  PESANAN: 'berat',
  SERVICE: 'berat',
} as const;
export type ChartKind = keyof typeof CHART_KINDS;

const pad = (n: number) => String(n).padStart(2, '0');

/** Each document's time, amount and milligrams; kept small by the one business date or month asked. */
async function documents(q: Queryable, jenis: ChartKind, kodeToko: string, from: string, to: string) {
  return q.query<{ tgl: string; jam: number; grand_total: number; mg: number }>(
    `SELECT d.tgl_system::text AS tgl, extract(hour FROM d.created_at AT TIME ZONE zona_waktu_toko(d.kode_toko))::int AS jam, d.grand_total,
            (SELECT coalesce(sum(round(b.${CHART_KINDS[jenis]} * 1000)), 0)::bigint FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS mg
       FROM dokumen_terkini d
      WHERE d.kode_toko = $1 AND d.jenis = $2 AND d.tgl_system BETWEEN $3 AND $4 AND d.status <> 'BATAL'`,
    [kodeToko, jenis, from, to],
  );
}

function series(keys: string[], rows: { key: string; grand_total: number; mg: number }[]): ChartPoint[] {
  const points = new Map(keys.map((k) => [k, { x: k, y: 0, mg: 0, jumlah: 0 }]));
  for (const r of rows) {
    const p = points.get(r.key);
    if (!p) continue;
    p.y += Number(r.grand_total);
    p.mg += Number(r.mg);
    p.jumlah += 1;
  }
  return [...points.values()].map(({ mg, ...p }) => ({ ...p, berat: mg / 1000 }));
}

/** The last day of a month, 'YYYY-MM' given. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export async function documentChart(q: Queryable, jenis: ChartKind, actor: Pick<Actor, 'kode_toko' | 'tgl_system'>, type: ChartType): Promise<ChartPoint[]> {
  const day = actor.tgl_system.slice(0, 10);
  if (type === 'today') {
    // The hour the document was written, on the shop's clock (in its time zone), whatever the server's zone.
    const rows = await documents(q, jenis, actor.kode_toko, day, day);
    const hours = Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`);
    return series(
      hours,
      rows.map((r) => ({ ...r, key: `${pad(r.jam)}:00` })),
    );
  }
  const [year, month] = day.split('-').map(Number);
  const first = `${year}-${pad(month)}-01`;
  const last = `${year}-${pad(month)}-${pad(daysIn(year, month))}`;
  const rows = await documents(q, jenis, actor.kode_toko, first, last);
  const days = Array.from({ length: daysIn(year, month) }, (_, i) => pad(i + 1));
  return series(
    days,
    rows.map((r) => ({ ...r, key: r.tgl.slice(8, 10) })),
  );
}
