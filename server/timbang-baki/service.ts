// Tray weighing (/timbang-baki, spec sections 2, 3, 5, 7, 8): the operations behind server/routes/timbang-baki.ts.
// A session holds, per active tray of a warehouse, its empty weight and its stock on the business date (the sum of
// its ledger rows), then the weight read for it. Weighing reads barang_mutasi and master_baki; it writes only its
// own tables (timbang_baki, timbang_baki_detail), never items or the ledger. Each write runs in one transaction,
// its answer read inside; one weighing at a time per warehouse (an advisory lock).
import type { Db, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { actingShop, actorFor, type Actor } from '../actor';
import { TIMBANG_MESSAGES as M, beratSeharusnyaMg, parseBeratTimbang, selisihMg, type BarisTimbang, type SesiTimbang } from '../../domain/timbang-baki';
import { mgText, weightMg } from '../../domain/units';

const bad = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);
/** A code as the screens send it: trimmed, in capitals; '' when absent. */
const codeOf = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

/** 400 unless a warehouse was chosen. */
function warehouseOf(v: string | null | undefined): string {
  const kode = codeOf(v);
  if (!kode) throw bad(M.gudangRequired, 'kode_gudang');
  return kode;
}

/**
 * Who weighs, for which shop: the user's own; the head office may name a branch (actingShop: a branch naming
 * another shop is 403). Trays carry no shop, so a session counts only the ledger rows of that shop.
 */
async function weigher(db: Queryable, actor: Actor, kodeToko: string | null | undefined): Promise<Actor> {
  return actorFor(db, actor, actingShop(actor, codeOf(kodeToko)) ?? actor.kode_toko);
}

async function session(db: Queryable, id: number): Promise<SesiTimbang> {
  const [head] = await db.query<Omit<SesiTimbang, 'data_timbang'>>(
    `SELECT t.id::int AS id, t.kode_toko, t.kode_gudang, COALESCE(g.nama_gudang, '') AS nama_gudang, t.tgl_system::text AS tgl_system,
            t.status, t.mulai_by, t.mulai_at
       FROM timbang_baki t LEFT JOIN master_gudang g ON g.kode_gudang = t.kode_gudang
      WHERE t.id = $1`,
    [id],
  );
  const rows = await db.query<BarisTimbang>(
    `SELECT kode_baki, nama_baki, berat_baki, qty_stock, berat_stock, berat_seharusnya, berat_timbang, selisih, timbang_by, timbang_at
       FROM timbang_baki_detail WHERE id_timbang = $1 ORDER BY kode_baki`,
    [id],
  );
  return { ...head, data_timbang: rows };
}

async function openSessionId(db: Queryable, kodeToko: string, kodeGudang: string | null, lock = false): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM timbang_baki
      WHERE kode_toko = $1 AND status = 'OPEN' AND ($2::text IS NULL OR kode_gudang = $2)
      ORDER BY mulai_at DESC, id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [kodeToko, kodeGudang],
  );
  return rows[0]?.id;
}

/** One weighing at a time per warehouse: a second start, add or reset waits for the first to commit. */
const lockWarehouse = (tx: Queryable, kodeToko: string, kodeGudang: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`timbang_baki:${kodeToko}:${kodeGudang}`]);

/** Two starts racing past the lock (the unique index on the open session) are a conflict, not a server fault. */
function conflictOnDuplicate(error: unknown): never {
  if ((error as { code?: string })?.code === '23505') throw new HttpError(409, M.busy);
  throw error;
}

interface TrayStock {
  kode_baki: string;
  nama_baki: string;
  /** Grams, as numeric columns give them. */
  berat_baki: number;
  qty: number;
  berat_stock: number;
}

/** Each active tray of the warehouse with its stock on the business date: the sum of its ledger rows of the shop. */
function trayStock(tx: Queryable, kodeGudang: string, tgl: string, kodeToko: string): Promise<TrayStock[]> {
  return tx.query<TrayStock>(
    `SELECT b.kode_baki, b.nama_baki,
            COALESCE(b.berat_baki, 0) AS berat_baki,
            COALESCE(s.qty, 0)::bigint AS qty,
            COALESCE(s.berat, 0) AS berat_stock
       FROM master_baki b
       LEFT JOIN (
         SELECT kode_baki, SUM(qty) AS qty, SUM(berat) AS berat
           FROM barang_mutasi
          WHERE tgl_system <= $2::date AND kode_toko = $3
            AND kode_baki IN (SELECT kode_baki FROM master_baki WHERE kode_gudang = $1 AND is_active)
          GROUP BY kode_baki
       ) s ON s.kode_baki = b.kode_baki
      WHERE b.kode_gudang = $1 AND b.is_active
      ORDER BY b.kode_baki`,
    [kodeGudang, tgl, kodeToko],
  );
}

export interface OpenInput {
  kode_gudang?: string;
  kode_toko?: string;
}

/** The open session of the warehouse (else the shop's latest open one) with its rows; 404 'Data Tidak Tersedia'. */
export async function openSession(db: Queryable, actor: Actor, input: OpenInput): Promise<SesiTimbang> {
  const { kode_toko } = await weigher(db, actor, input.kode_toko);
  const id = await openSessionId(db, kode_toko, codeOf(input.kode_gudang) || null);
  if (id === undefined) throw new HttpError(404, M.notAvailable);
  return session(db, id);
}

export interface WarehouseInput {
  kode_gudang?: string | null;
  kode_toko?: string | null;
}

/**
 * A new session of the warehouse: per active tray, its empty weight and stock on the business date. A session
 * still open for the warehouse is closed as SELESAI and kept.
 */
export async function startSession(db: Db, actor: Actor, input: WarehouseInput): Promise<SesiTimbang> {
  const kodeGudang = warehouseOf(input.kode_gudang);
  const { kode_toko: kodeToko, user_id: user, tgl_system: tgl } = await weigher(db, actor, input.kode_toko);
  return db
    .transaction(async (tx) => {
      const gudang = await tx.query('SELECT 1 FROM master_gudang WHERE kode_gudang = $1 AND is_active', [kodeGudang]);
      if (!gudang.length) throw bad(M.gudangUnknown, 'kode_gudang');
      await lockWarehouse(tx, kodeToko, kodeGudang);
      const trays = await trayStock(tx, kodeGudang, tgl, kodeToko);
      if (!trays.length) throw bad(M.noTrays, 'kode_gudang');
      await tx.query(
        `UPDATE timbang_baki SET status = 'SELESAI', selesai_by = $3, selesai_at = now()
          WHERE kode_toko = $1 AND kode_gudang = $2 AND status = 'OPEN'`,
        [kodeToko, kodeGudang, user],
      );
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO timbang_baki (kode_toko, kode_gudang, tgl_system, mulai_by) VALUES ($1, $2, $3::date, $4) RETURNING id::int AS id`,
        [kodeToko, kodeGudang, tgl, user],
      );
      const weights = trays.map((t) => ({ baki: weightMg(t.berat_baki), stock: weightMg(t.berat_stock) }));
      await tx.query(
        `INSERT INTO timbang_baki_detail (id_timbang, kode_baki, nama_baki, berat_baki, qty_stock, berat_stock, berat_seharusnya)
         SELECT $1::bigint, * FROM unnest($2::text[], $3::text[], $4::numeric[], $5::int[], $6::numeric[], $7::numeric[])`,
        [
          id,
          trays.map((t) => t.kode_baki),
          trays.map((t) => t.nama_baki ?? ''),
          weights.map((w) => mgText(w.baki)),
          trays.map((t) => t.qty),
          weights.map((w) => mgText(w.stock)),
          weights.map((w) => mgText(beratSeharusnyaMg(w.baki, w.stock))),
        ],
      );
      return session(tx, id);
    })
    .catch(conflictOnDuplicate);
}

export interface WeighInput extends WarehouseInput {
  kode_baki?: string | null;
  /** Grams as a number or text ('312,3'), read by domain/timbang-baki.ts parseBeratTimbang. */
  berat_timbang?: unknown;
}

/** The weight read for one tray of the open session (again: replaces the reading), with its difference. */
export async function weighTray(db: Db, actor: Actor, input: WeighInput): Promise<SesiTimbang> {
  const kodeGudang = warehouseOf(input.kode_gudang);
  const kodeBaki = codeOf(input.kode_baki);
  if (!kodeBaki) throw bad(M.bakiRequired, 'kode_baki');
  const berat = parseBeratTimbang(input.berat_timbang);
  if ('error' in berat) throw bad(berat.error, 'berat_timbang');
  const { kode_toko: kodeToko, user_id: user } = await weigher(db, actor, input.kode_toko);
  return db.transaction(async (tx) => {
    await lockWarehouse(tx, kodeToko, kodeGudang);
    const id = await openSessionId(tx, kodeToko, kodeGudang, true);
    if (id === undefined) throw new HttpError(409, M.notStarted);
    const [row] = await tx.query<{ berat_seharusnya: number }>(
      `SELECT berat_seharusnya FROM timbang_baki_detail WHERE id_timbang = $1 AND kode_baki = $2 FOR UPDATE`,
      [id, kodeBaki],
    );
    if (!row) throw bad(M.bakiNotInSession, 'kode_baki');
    await tx.query(
      `UPDATE timbang_baki_detail SET berat_timbang = $3::numeric, selisih = $4::numeric, timbang_by = $5, timbang_at = now()
        WHERE id_timbang = $1 AND kode_baki = $2`,
      [id, kodeBaki, mgText(berat.mg), mgText(selisihMg(berat.mg, weightMg(row.berat_seharusnya))), user],
    );
    return session(tx, id);
  });
}

/** Discards the open session of the warehouse (kept as RESET); 404 when none is open. */
export async function resetSession(db: Db, actor: Actor, input: WarehouseInput): Promise<void> {
  const kodeGudang = warehouseOf(input.kode_gudang);
  const { kode_toko: kodeToko, user_id: user } = await weigher(db, actor, input.kode_toko);
  await db.transaction(async (tx) => {
    await lockWarehouse(tx, kodeToko, kodeGudang);
    const done = await tx.query(
      `UPDATE timbang_baki SET status = 'RESET', selesai_by = $3, selesai_at = now()
        WHERE kode_toko = $1 AND kode_gudang = $2 AND status = 'OPEN' RETURNING id`,
      [kodeToko, kodeGudang, user],
    );
    if (!done.length) throw new HttpError(404, M.notAvailable);
  });
}
