// The dashboard's money and trade figures (spec section 7, cash-pusat/*; section 3: total_penjualan, total_pembelian,
// total_service, total_hutang, datagram_penjualan, datagram_pembelian, chart series of key and values x, y), for the
// shop the user acts for, from the document kernel's tables and the money ledger. A cancelled document counts nowhere;
// a cancelled money row is netted by its mirror row. Amounts are integer rupiah, grams 3 decimals.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { mgToGrams } from '../../domain/units';
import { NON_CASH_KINDS } from '../../domain/non-cash';
import { dayBalances, type AccountBalance } from '../tutup-toko/service';

type Shop = Pick<Actor, 'kode_toko' | 'tgl_system'>;

/**
 * The dashboard's four kinds of trade, each the documents of these kinds (the tagged and the manual one) and the line
 * weight its grams count: a sale's grams sold, otherwise the gold's net weight. Services and loans are written by
 * later issues (documents of jenis SERVICE and HUTANG): their totals are 0 until such documents exist, and then fill
 * in by themselves.
 */
export const DASHBOARD_KINDS = {
  PENJUALAN: { jenis: ['PENJUALAN', 'PENJUALAN_MANUAL'], berat: 'berat_jual' },
  PEMBELIAN: { jenis: ['PEMBELIAN', 'PEMBELIAN_MANUAL'], berat: 'berat' },
  SERVICE: { jenis: ['SERVICE'], berat: 'berat' },
  HUTANG: { jenis: ['HUTANG'], berat: 'berat' },
} as const;
export type DashboardKind = keyof typeof DASHBOARD_KINDS;
export const DASHBOARD_KIND_NAMES = Object.keys(DASHBOARD_KINDS) as DashboardKind[];

export const CHART_TYPES = ['today', 'monthly'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** One point of a series: x the hour, day or month; y rupiah; berat grams; jumlah documents. */
export interface ChartPoint {
  x: string;
  y: number;
  berat: number;
  jumlah: number;
}
/** A series as the dashboard's charts draw it (spec section 3): a key and its values. */
export interface Series<P> {
  key: string;
  values: P[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

interface DocumentRow {
  tgl: string;
  /** The hour of day the document was written, on the shop's clock. */
  jam: number;
  grand_total: number;
  mg: number;
}

/** Each document of a kind between two business dates (not cancelled): its date, time, amount and milligrams. */
function documents(q: Queryable, kind: DashboardKind, kodeToko: string, from: string, to: string): Promise<DocumentRow[]> {
  const { jenis, berat } = DASHBOARD_KINDS[kind];
  return q.query<DocumentRow>(
    `SELECT d.tgl_system::text AS tgl, extract(hour FROM d.created_at AT TIME ZONE zona_waktu_toko(d.kode_toko))::int AS jam, d.grand_total,
            (SELECT coalesce(sum(round(b.${berat} * 1000)), 0)::bigint FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS mg
       FROM dokumen_terkini d
      WHERE d.kode_toko = $1 AND d.jenis = ANY($2::text[]) AND d.tgl_system BETWEEN $3 AND $4 AND d.status <> 'BATAL'`,
    [kodeToko, jenis, from, to],
  );
}

/** The buckets of a chart and the bucket of a document. */
interface Buckets {
  from: string;
  to: string;
  keys: string[];
  keyOf: (r: DocumentRow) => string;
}

/** The business date per hour: the hour a document was written on the shop's clock (in its time zone). */
function hoursOf(day: string): Buckets {
  return { from: day, to: day, keys: Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`), keyOf: (r) => `${pad(r.jam)}:00` };
}
/** A month ('YYYY-MM') per day ('01' ... '31'). */
function daysOf(month: string): Buckets {
  const [year, m] = month.split('-').map(Number);
  const last = daysIn(year, m);
  return { from: `${month}-01`, to: `${month}-${pad(last)}`, keys: Array.from({ length: last }, (_, i) => pad(i + 1)), keyOf: (r) => r.tgl.slice(8, 10) };
}
/** A year ('YYYY') per month ('01' ... '12'). */
function monthsOf(year: string): Buckets {
  return { from: `${year}-01-01`, to: `${year}-12-31`, keys: Array.from({ length: 12 }, (_, i) => pad(i + 1)), keyOf: (r) => r.tgl.slice(5, 7) };
}

async function chart(q: Queryable, kind: DashboardKind, kodeToko: string, b: Buckets): Promise<ChartPoint[]> {
  const points = new Map(b.keys.map((k) => [k, { x: k, y: 0, mg: 0, jumlah: 0 }]));
  for (const r of await documents(q, kind, kodeToko, b.from, b.to)) {
    const p = points.get(b.keyOf(r));
    if (!p) continue;
    p.y += Number(r.grand_total);
    p.mg += Number(r.mg);
    p.jumlah += 1;
  }
  return [...points.values()].map(({ mg, ...p }) => ({ ...p, berat: mgToGrams(mg) }));
}

const sumOf = (points: ChartPoint[]) => points.reduce((s, p) => s + p.y, 0);

export interface DailyTransaction {
  values: { total_penjualan: number; total_pembelian: number; total_service: number; total_hutang: number };
  resultGram: Series<{ x: string; y: number }>[];
}

/**
 * The business date's trade: the four totals (rupiah) and the grams sold and bought back per hour, as the series
 * datagram_penjualan and datagram_pembelian.
 */
export async function dailyTransaction(q: Queryable, shop: Shop): Promise<DailyTransaction> {
  const hours = hoursOf(shop.tgl_system);
  const [jual, beli, service, hutang] = await Promise.all(DASHBOARD_KIND_NAMES.map((k) => chart(q, k, shop.kode_toko, hours)));
  const grams = (points: ChartPoint[]) => points.map((p) => ({ x: p.x, y: p.berat }));
  return {
    values: { total_penjualan: sumOf(jual), total_pembelian: sumOf(beli), total_service: sumOf(service), total_hutang: sumOf(hutang) },
    resultGram: [
      { key: 'datagram_penjualan', values: grams(jual) },
      { key: 'datagram_pembelian', values: grams(beli) },
    ],
  };
}

/** A period the dashboard charts: a month 'YYYY-MM' (per day) or a year 'YYYY' (per month). */
export const PERIOD_PATTERN = '^[0-9]{4}(-(0[1-9]|1[0-2]))?$';

/** The four kinds over a period, one series each (key total_penjualan ...), per day of a month or month of a year. */
export async function periodTransaction(q: Queryable, shop: Shop, period: string): Promise<Series<ChartPoint>[]> {
  const buckets = period.length === 4 ? monthsOf(period) : daysOf(period);
  return Promise.all(
    DASHBOARD_KIND_NAMES.map(async (k) => ({ key: `total_${k.toLowerCase()}`, values: await chart(q, k, shop.kode_toko, buckets) })),
  );
}

/** One kind of trade per hour of the business date (today) or per day of its month (monthly). */
export function specificChart(q: Queryable, shop: Shop, kind: DashboardKind, type: ChartType): Promise<ChartPoint[]> {
  return chart(q, kind, shop.kode_toko, type === 'today' ? hoursOf(shop.tgl_system) : daysOf(shop.tgl_system.slice(0, 7)));
}

/** Each money account's business date (the till first): opening, in, out, closing; x its name and y its closing balance. */
export async function dailyCash(q: Queryable, shop: Shop): Promise<(AccountBalance & { x: string; y: number })[]> {
  return (await dayBalances(q, shop.kode_toko, shop.tgl_system)).map((b) => ({ ...b, x: b.nama_akun, y: b.saldo_akhir }));
}

export interface Expense {
  kategori: string;
  nama_transaksi: string;
  jumlah_in: number;
  jumlah_out: number;
  /** What the day spent on the kategori: out - in. */
  jumlah: number;
  x: string;
  y: number;
}

/**
 * A day's expenses: the manual money movements (documents KAS_MANUAL, cancelled ones left out) whose Kode Transaksi
 * the master says is money out (KELUAR), per code, on the till and the accounts together.
 */
export async function dailyExpenses(q: Queryable, kodeToko: string, tgl: string): Promise<Expense[]> {
  const rows = await q.query<Omit<Expense, 'x' | 'y'>>(
    `SELECT m.kategori, k.nama_transaksi, sum(m.jumlah_in)::bigint AS jumlah_in, sum(m.jumlah_out)::bigint AS jumlah_out,
            sum(m.jumlah_out - m.jumlah_in)::bigint AS jumlah
       FROM dokumen d
       JOIN kas_mutasi m ON m.no_dokumen = d.no_dokumen
       JOIN master_kode_transaksi k ON k.kode_transaksi = m.kategori AND k.jenis_transaksi = 'KELUAR'
      WHERE d.jenis = 'KAS_MANUAL' AND d.kode_toko = $1 AND d.tgl_system = $2
        AND NOT EXISTS (SELECT 1 FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.status = 'BATAL')
      GROUP BY m.kategori, k.nama_transaksi
      ORDER BY m.kategori`,
    [kodeToko, tgl],
  );
  return rows.map((r) => ({ ...r, x: r.nama_transaksi, y: r.jumlah }));
}

export interface NonCash {
  no_rekening: string;
  nama_bank: string;
  jenis: string;
  /** How many payments wait, and the business date of the oldest. */
  jumlah_pembayaran: number;
  tgl_terlama: string;
  /** Amount plus card fee of the payments into the account (a sale's) and out of it (a buy-back's transfer). */
  masuk: number;
  keluar: number;
  /** masuk - keluar: what the statement has still to show the account gained. */
  jumlah: number;
}

/**
 * The card, transfer and QRIS payments (dokumen_bayar) of documents dated up to `tgl`, cancelled ones left out, not
 * validated against the bank statement by that day (/validasi-non-cash, dokumen_bayar_validasi), per account and kind.
 * A payment's direction is its money row's: out of the account for a buy-back paid by transfer, else in.
 */
export function outstandingNonCash(q: Queryable, kodeToko: string, tgl: string): Promise<NonCash[]> {
  return q.query<NonCash>(
    `WITH tunggu AS (
       SELECT b.no_rekening, b.jenis, d.tgl_system, b.jumlah_rp + b.fee_rp AS nominal,
              EXISTS (SELECT 1 FROM kas_mutasi k WHERE k.no_dokumen = b.no_dokumen AND k.akun = b.no_rekening AND k.jenis_bayar = b.jenis
                         AND k.jumlah_out > 0) AS keluar
         FROM dokumen_terkini d
         JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
        WHERE d.kode_toko = $1 AND d.tgl_system <= $2 AND d.status <> 'BATAL' AND b.jenis = ANY($3::text[])
          AND NOT EXISTS (SELECT 1 FROM dokumen_bayar_validasi v WHERE v.no_dokumen = b.no_dokumen AND v.baris = b.baris AND v.tgl_system <= $2)
     )
     SELECT t.no_rekening, coalesce(r.nama_bank, '') AS nama_bank, t.jenis, count(*)::int AS jumlah_pembayaran, min(t.tgl_system)::text AS tgl_terlama,
            coalesce(sum(t.nominal) FILTER (WHERE NOT t.keluar), 0)::bigint AS masuk, coalesce(sum(t.nominal) FILTER (WHERE t.keluar), 0)::bigint AS keluar,
            sum(CASE WHEN t.keluar THEN -t.nominal ELSE t.nominal END)::bigint AS jumlah
       FROM tunggu t
       LEFT JOIN master_rekening r ON r.no_rekening = t.no_rekening
      GROUP BY t.no_rekening, r.nama_bank, t.jenis
      ORDER BY t.no_rekening, array_position($3::text[], t.jenis)`,
    [kodeToko, tgl, NON_CASH_KINDS],
  );
}
