// /timbang-baki (spec sections 2, 3, 5, 7, 8): weighing the trays of a warehouse against what they should weigh.
// - GET  timbang-baki?kode_gudang=         the open session (of that warehouse, else the shop's latest) with its
//                                          rows, or 404 'Data Tidak Tersedia'
// - POST timbang-baki/start  { kode_gudang, kode_toko? } a new session: per tray, empty weight + its stock on the
//                                          business date (barang_mutasi); answers data.data_timbang. A session
//                                          still open for the warehouse is closed as SELESAI and kept.
// - POST timbang-baki/add    { kode_gudang, kode_baki, berat_timbang }   the weight read for one tray
// - POST timbang-baki/reset  { kode_gudang, kode_toko? } discards the open session (kept as RESET)
// Every call needs the route's whole gate. Weights are computed in integer milligrams (domain/timbang-baki.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actingShop, actorFor, actorOf, type Actor } from '../actor';
import { CODE_MAX, bodyOf, code, queryText } from '../inventory/input';
import { PAGES } from '../../definitions/pages';
import {
  TIMBANG_MESSAGES as M,
  beratSeharusnyaMg,
  parseBeratTimbang,
  selisihMg,
  type BarisTimbang,
  type SesiTimbang,
} from '../../domain/timbang-baki';
import { mgText, weightMg } from '../../domain/units';

export const ROUTE = '/timbang-baki';

const gate = () => {
  const page = PAGES.find((p) => p.route === ROUTE);
  if (!page) throw new Error(`timbang-baki: ${ROUTE} is not in definitions/pages.ts`);
  return page.gate;
};

type Body = Record<string, unknown>;

/** 400 unless a warehouse was chosen. */
function kodeGudangOf(body: Body): string {
  const kode = code(body.kode_gudang, 'kode_gudang', 'Kode Gudang', CODE_MAX);
  if (!kode) throw new HttpError(400, M.gudangRequired, [{ field: 'kode_gudang', message: M.gudangRequired }]);
  return kode;
}

/**
 * Who weighs, for which shop: the user's own; the head office may name a branch (actingShop: a branch naming
 * another shop is 403). Trays carry no shop, so a session counts only the ledger rows of that shop.
 */
async function weigher(ctx: AppContext, req: FastifyRequest, body: Body): Promise<Actor> {
  const actor = actorOf(req);
  const kodeToko = actingShop(actor, code(body.kode_toko, 'kode_toko', 'Kode Toko', CODE_MAX)) ?? actor.kode_toko;
  return actorFor(ctx.db, actor, kodeToko);
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

export function registerTimbangBakiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = (req: FastifyRequest) => requireGate(ctx, req, gate(), ROUTE);

  app.get('/api/v1/timbang-baki', async (req) => {
    await guard(req);
    const { kode_toko } = await weigher(ctx, req, { kode_toko: queryText(req.query, 'kode_toko', CODE_MAX) });
    const id = await openSessionId(ctx.db, kode_toko, code(queryText(req.query, 'kode_gudang', CODE_MAX), 'kode_gudang', 'Kode Gudang', CODE_MAX) || null);
    if (id === undefined) throw new HttpError(404, M.notAvailable);
    return { status: 'success', data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/start', async (req) => {
    await guard(req);
    const body = bodyOf(req, { optional: true });
    const kodeGudang = kodeGudangOf(body);
    const { kode_toko: kodeToko, user_id: user, tgl_system: tgl } = await weigher(ctx, req, body);
    const id = await ctx.db
      .transaction(async (tx) => {
        const gudang = await tx.query('SELECT 1 FROM master_gudang WHERE kode_gudang = $1 AND is_active', [kodeGudang]);
        if (!gudang.length) throw new HttpError(400, M.gudangUnknown, [{ field: 'kode_gudang', message: M.gudangUnknown }]);
        await lockWarehouse(tx, kodeToko, kodeGudang);
        // Each active tray of the warehouse with its stock on the business date: the sum of its ledger rows.
        const trays = await tx.query<TrayStock>(
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
        if (!trays.length) throw new HttpError(400, M.noTrays, [{ field: 'kode_gudang', message: M.noTrays }]);
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
        return id;
      })
      .catch(conflictOnDuplicate);
    return { status: 'success', message: M.started, data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/add', async (req) => {
    await guard(req);
    const body = bodyOf(req, { optional: true });
    const kodeGudang = kodeGudangOf(body);
    const kodeBaki = code(body.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX);
    if (!kodeBaki) throw new HttpError(400, M.bakiRequired, [{ field: 'kode_baki', message: M.bakiRequired }]);
    const berat = parseBeratTimbang(body.berat_timbang);
    if ('error' in berat) throw new HttpError(400, berat.error, [{ field: 'berat_timbang', message: berat.error }]);
    const { kode_toko: kodeToko, user_id: user } = await weigher(ctx, req, body);
    const id = await ctx.db.transaction(async (tx) => {
      await lockWarehouse(tx, kodeToko, kodeGudang);
      const id = await openSessionId(tx, kodeToko, kodeGudang, true);
      if (id === undefined) throw new HttpError(409, M.notStarted);
      const [row] = await tx.query<{ berat_seharusnya: number }>(
        `SELECT berat_seharusnya FROM timbang_baki_detail
          WHERE id_timbang = $1 AND kode_baki = $2 FOR UPDATE`,
        [id, kodeBaki],
      );
      if (!row) throw new HttpError(400, M.bakiNotInSession, [{ field: 'kode_baki', message: M.bakiNotInSession }]);
      await tx.query(
        `UPDATE timbang_baki_detail SET berat_timbang = $3::numeric, selisih = $4::numeric, timbang_by = $5, timbang_at = now()
          WHERE id_timbang = $1 AND kode_baki = $2`,
        [id, kodeBaki, mgText(berat.mg), mgText(selisihMg(berat.mg, weightMg(row.berat_seharusnya))), user],
      );
      return id;
    });
    return { status: 'success', message: M.saved, data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/reset', async (req) => {
    await guard(req);
    const body = bodyOf(req, { optional: true });
    const kodeGudang = kodeGudangOf(body);
    const { kode_toko: kodeToko, user_id: user } = await weigher(ctx, req, body);
    await ctx.db.transaction(async (tx) => {
      await lockWarehouse(tx, kodeToko, kodeGudang);
      const done = await tx.query(
        `UPDATE timbang_baki SET status = 'RESET', selesai_by = $3, selesai_at = now()
          WHERE kode_toko = $1 AND kode_gudang = $2 AND status = 'OPEN' RETURNING id`,
        [kodeToko, kodeGudang, user],
      );
      if (!done.length) throw new HttpError(404, M.notAvailable);
    });
    return { status: 'success', message: M.reset };
  });
}
