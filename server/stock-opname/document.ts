// Reading a stocktake: its head, its lines and the totals every answer about it carries (per result, per tray, and
// for RFID the tag counts). Weights are summed exactly in SQL (numeric) and answered as integer milligrams.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import {
  OPNAME_MESSAGES as M,
  emptySummary,
  type OpnameDoc,
  type OpnameHead,
  type OpnameLine,
  type OpnameSummary,
  type RfidStats,
  type TraySummary,
} from '../../domain/stock-opname';
import { weightMg } from '../../domain/units';

/** Totals per result as SQL columns over stock_opname_detail d: item counts and grams (summed exactly as numeric). */
export const TOTAL_COLUMNS = `
  COUNT(*) FILTER (WHERE d.expected)::int AS expected_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.expected), 0) AS expected_berat,
  COUNT(*) FILTER (WHERE d.result = 'FOUND')::int AS found_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOUND'), 0) AS found_berat,
  COUNT(*) FILTER (WHERE d.result = 'MISSING')::int AS missing_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'MISSING'), 0) AS missing_berat,
  COUNT(*) FILTER (WHERE d.result = 'FOREIGN')::int AS foreign_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOREIGN'), 0) AS foreign_berat`;

export type TotalsRow = Record<`${'expected' | 'found' | 'missing' | 'foreign'}_${'count' | 'berat'}`, number>;

export const summaryOf = (r: TotalsRow | undefined): OpnameSummary =>
  r
    ? {
        expected: { count: r.expected_count, berat_mg: weightMg(r.expected_berat) },
        found: { count: r.found_count, berat_mg: weightMg(r.found_berat) },
        missing: { count: r.missing_count, berat_mg: weightMg(r.missing_berat) },
        foreign: { count: r.foreign_count, berat_mg: weightMg(r.foreign_berat) },
      }
    : emptySummary();

/** The head's columns, optionally of a table alias (`h.`). */
export const headColumns = (p = '') =>
  `${p}no_opname, ${p}kode_toko, ${p}jenis, ${p}kode_gudang, ${p}kode_baki, ${p}no_terima, ${p}tgl_system::text AS tgl_system, ${p}status,
   ${p}mulai_by, ${p}mulai_at, ${p}selesai_by, ${p}selesai_at, ${p}jumlah_baca`;
const HEAD_COLUMNS = headColumns();
export const LINE_COLUMNS = `kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status_barang, expected, result, alasan, epc, scanned_at, scanned_by`;

/** A stocktake of the shop (locked for update when asked); 404 for an unknown one or one of another shop. */
export async function headOf(db: Queryable, kodeToko: string, no: string, lock = false): Promise<OpnameHead> {
  const [head] = await db.query<OpnameHead>(
    `SELECT ${HEAD_COLUMNS} FROM stock_opname WHERE no_opname = $1 AND kode_toko = $2${lock ? ' FOR UPDATE' : ''}`,
    [no, kodeToko],
  );
  if (!head) throw new HttpError(404, M.notFound);
  return head;
}

/** Locks an open stocktake inside a write; 409 when it was saved or discarded meanwhile. */
export async function lockOpen(tx: Queryable, kodeToko: string, no: string): Promise<OpnameHead> {
  const head = await headOf(tx, kodeToko, no, true);
  if (head.status !== 'OPEN') throw new HttpError(409, M.notOpen);
  return head;
}

async function summary(db: Queryable, no: string): Promise<OpnameSummary> {
  const [row] = await db.query<TotalsRow>(`SELECT ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = $1`, [no]);
  return summaryOf(row);
}

async function perTray(db: Queryable, no: string): Promise<TraySummary[]> {
  const rows = await db.query<TotalsRow & { kode_baki: string }>(
    `SELECT d.kode_baki, ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = $1 GROUP BY d.kode_baki ORDER BY d.kode_baki`,
    [no],
  );
  return rows.map((r) => ({ kode_baki: r.kode_baki, ...summaryOf(r) }));
}

async function rfidStats(db: Queryable, head: OpnameHead): Promise<RfidStats> {
  const [r] = await db.query<{ tags: number; matched: number }>(
    `SELECT COUNT(*)::int AS tags, COUNT(kode_barcode)::int AS matched FROM stock_opname_tag WHERE no_opname = $1`,
    [head.no_opname],
  );
  return { reads: Number(head.jumlah_baca), tags: r.tags, matched: r.matched, unknown: r.tags - r.matched };
}

/** What every answer about a stocktake carries besides its lines. */
export async function totals(db: Queryable, head: OpnameHead): Promise<Pick<OpnameDoc, 'summary' | 'per_baki' | 'rfid'>> {
  const spread = head.jenis === 'GLOBAL' || (head.jenis === 'RFID' && !head.kode_baki);
  return {
    summary: await summary(db, head.no_opname),
    ...(spread ? { per_baki: await perTray(db, head.no_opname) } : {}),
    ...(head.jenis === 'RFID' ? { rfid: await rfidStats(db, head) } : {}),
  };
}

/** The whole stocktake: head, totals and lines. */
export async function fullDoc(db: Queryable, head: OpnameHead): Promise<OpnameDoc> {
  const lines = await db.query<OpnameLine>(
    `SELECT ${LINE_COLUMNS} FROM stock_opname_detail WHERE no_opname = $1 ORDER BY kode_baki, kode_barcode`,
    [head.no_opname],
  );
  return { ...head, ...(await totals(db, head)), lines };
}
