// The head office's copy of a branch's report for closed days (issue 24 item 3, migration 054): a report whose
// definition says its figures are fixed once a day is closed (`fixedOnceClosed`) is kept, per shop, report and exact
// query, when every day it covers is before the branch's business date as the branch itself answered it (the close
// advances that date; nothing is posted or cancelled on an earlier day again). So the copy is never stale, and a
// branch is asked only for what is still open, or not yet kept. An owner may still force a new read. The same holds
// of a branch's month on /dashboardPusat: its closed days' points are kept, and the branch asked for the days after.
import type { ReportDefinition } from '../../definitions/define';
import type { Queryable } from '../db/database';
import type { DayPoint } from '../../domain/dashboard';

type Row = Record<string, unknown>;

export interface KeptReport {
  kode_toko: string;
  /** The report's API path. */
  laporan: string;
  /** The exact query the branch is asked (every filter with its checked value). */
  kueri: string;
}

/** The last business day a read covers (its range's end, or its one date); undefined for a report of the present. */
export function lastDayRead(def: ReportDefinition, values: Record<string, string>): string | undefined {
  const days = def.filters.flatMap((f) => (f.kind === 'dateRange' ? [values[f.to]] : f.kind === 'date' ? [values[f.param]] : []));
  if (!days.length || days.some((d) => !d)) return undefined;
  return days.sort().at(-1);
}

/** Whether a read may be kept at all: a report fixed once closed, of given days. */
export const keepable = (def: ReportDefinition, values: Record<string, string>) => def.fixedOnceClosed === true && lastDayRead(def, values) !== undefined;

export async function keptRows(db: Queryable, key: KeptReport): Promise<Row[] | undefined> {
  const [row] = await db.query<{ rows: Row[] }>('SELECT rows FROM laporan_cabang WHERE kode_toko = $1 AND laporan = $2 AND kueri = $3', [key.kode_toko, key.laporan, key.kueri]);
  return row?.rows;
}

/**
 * Keeps a branch's answer when every day it covers was closed at the branch (before `tglCabang`, the branch's business
 * date it answered with); a forced read replaces what was kept.
 */
export async function keepIfClosed(db: Queryable, key: KeptReport, lastDay: string, tglCabang: unknown, rows: Row[]): Promise<void> {
  if (typeof tglCabang !== 'string' || !(lastDay < tglCabang)) return;
  await db.query(
    `INSERT INTO laporan_cabang (kode_toko, laporan, kueri, rows, tgl_system_cabang) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (kode_toko, laporan, kueri) DO UPDATE SET rows = EXCLUDED.rows, tgl_system_cabang = EXCLUDED.tgl_system_cabang, dibaca_at = now()`,
    [key.kode_toko, key.laporan, key.kueri, JSON.stringify(rows), tglCabang],
  );
}

/** A branch's month of trade per day as the head office keeps it: each closed day's point of each series. */
export interface KeptMonth {
  datagram_penjualan: DayPoint[];
  datagram_pembelian: DayPoint[];
}
const MONTH_REPORT = 'dashboard';
const monthKey = (month: string) => `bulan=${month}`;

/** The days of `month` (YYYY-MM) kept of a branch's dashboard, if any. */
export async function keptMonth(db: Queryable, kodeToko: string, month: string): Promise<KeptMonth | undefined> {
  const [row] = await db.query<{ rows: KeptMonth }>('SELECT rows FROM laporan_cabang WHERE kode_toko = $1 AND laporan = $2 AND kueri = $3', [kodeToko, MONTH_REPORT, monthKey(month)]);
  return row?.rows;
}

/** Keeps the days of a branch's month it has closed (before its business date `tglCabang`), in place of what was kept. */
export async function keepMonth(db: Queryable, kodeToko: string, month: string, series: KeptMonth, tglCabang: string): Promise<void> {
  const closed = (points: DayPoint[]) => points.filter((p) => `${month}-${p.x}` < tglCabang);
  const kept = { datagram_penjualan: closed(series.datagram_penjualan), datagram_pembelian: closed(series.datagram_pembelian) };
  if (!kept.datagram_penjualan.length && !kept.datagram_pembelian.length) return;
  await db.query(
    `INSERT INTO laporan_cabang (kode_toko, laporan, kueri, rows, tgl_system_cabang) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (kode_toko, laporan, kueri) DO UPDATE SET rows = EXCLUDED.rows, tgl_system_cabang = EXCLUDED.tgl_system_cabang, dibaca_at = now()`,
    [kodeToko, MONTH_REPORT, monthKey(month), JSON.stringify(kept), tglCabang],
  );
}
