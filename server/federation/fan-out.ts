// A head-office report over several shops (issue 24 item 2): the shop filter ALL (every active shop) or a list
// (TOKO02,TOKO03) runs the report on each shop side by side through the read seam (server/engine/report-source.ts:
// here, a branch's server through its portal, or the copy of its closed days), each branch within the setting
// cabang_timeout_detik. The merge keeps each row's shop; a shop that could not be read is a row of its own saying
// 'Data Gagal Dimuat' while the others answer; `toko` says which shops the rows (and so the totals) cover.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { ALL_SHOPS } from '../actor';
import { HttpError, MESSAGES } from '../http-error';
import type { ShopRows } from '../engine/report-source';

type Row = Record<string, unknown>;

export interface FanOutShop {
  kode_toko: string;
  nama_toko: string;
  /** Its server's address, where it runs one (toko.portal). */
  portal: string | null;
}

/** Whether a shop filter's value names several shops (ALL, or a list). */
export function namesSeveral(chosen: unknown): chosen is string {
  if (typeof chosen !== 'string') return false;
  const code = chosen.trim().toUpperCase();
  return code === ALL_SHOPS || code.includes(',');
}

/**
 * The shops a report over several shops reads, in code order: every active shop for ALL, else the listed ones, each
 * of which must exist. Only the head office may ask for more than its own shop.
 */
export async function shopsNamed(db: Queryable, actor: Actor, chosen: string): Promise<FanOutShop[]> {
  if (!actor.head_office) throw new HttpError(403, MESSAGES.shopForbidden);
  const code = chosen.trim().toUpperCase();
  if (code === ALL_SHOPS) return db.query<FanOutShop>('SELECT kode_toko, nama_toko, portal FROM toko WHERE is_active ORDER BY kode_toko');
  const codes = [...new Set(code.split(',').map((c) => c.trim()).filter(Boolean))];
  if (!codes.length || codes.includes(ALL_SHOPS)) throw new HttpError(400, MESSAGES.badRequest);
  const shops = await db.query<FanOutShop>('SELECT kode_toko, nama_toko, portal FROM toko WHERE kode_toko = ANY($1::text[]) ORDER BY kode_toko', [codes]);
  if (shops.length !== codes.length) throw new HttpError(404, 'Toko Tidak Ditemukan');
  return shops;
}

/** What the answer says of each shop: read (from where) or failed, in how many milliseconds. */
export interface ShopCoverage {
  kode_toko: string;
  nama_toko: string;
  status: 'success' | 'error';
  message?: string;
  /** A branch's own reason for refusing the request. */
  sebab?: string;
  sumber?: string;
  baris: number;
  ms: number;
}

/**
 * The merged answer: each shop's rows in shop order with their kode_toko and nama_toko, a failed shop as one row
 * `{ kode_toko, nama_toko, status_toko: 'error', message, sebab? }`, and per shop what was read.
 */
export function mergeShops(shops: readonly FanOutShop[], answers: readonly ShopRows[], shape: (rows: Row[]) => Row[]) {
  const names = new Map(shops.map((s) => [s.kode_toko, s.nama_toko]));
  const data: Row[] = [];
  const toko: ShopCoverage[] = [];
  for (const a of answers) {
    const nama_toko = names.get(a.kode_toko) ?? '';
    if (a.status === 'error') {
      const why = a.sebab === undefined ? {} : { sebab: a.sebab };
      data.push({ kode_toko: a.kode_toko, nama_toko, status_toko: 'error', message: a.message, ...why });
      toko.push({ kode_toko: a.kode_toko, nama_toko, status: 'error', message: a.message, ...why, baris: 0, ms: a.ms });
      continue;
    }
    const rows = shape(a.rows);
    for (const r of rows) data.push({ ...r, kode_toko: a.kode_toko, nama_toko });
    toko.push({ kode_toko: a.kode_toko, nama_toko, status: 'success', sumber: a.sumber, baris: rows.length, ms: a.ms });
  }
  return { status: 'success' as const, data, toko };
}
