// /timbang-baki (spec sections 2, 3, 5, 7, 8): weighing the trays of a warehouse against what they should weigh.
// - GET  timbang-baki?kode_gudang=         the open session (of that warehouse, else the shop's latest) with its
//                                          rows, or 404 'Data Tidak Tersedia'
// - POST timbang-baki/start  { kode_gudang, kode_toko }   a new session: per tray, empty weight + its stock on the
//                                          business date (barang_mutasi); answers data.data_timbang. A session
//                                          still open for the warehouse is closed as SELESAI and kept.
// - POST timbang-baki/add    { kode_gudang, kode_baki, berat_timbang }   the weight read for one tray
// - POST timbang-baki/reset  { kode_gudang, kode_toko }   discards the open session (kept as RESET)
// Every call needs the route's whole gate. Weights are computed in integer milligrams (domain/timbang-baki.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { currentUser, requireGate } from '../plugins/auth';
import { PAGES } from '../../definitions/pages';
import {
  TIMBANG_MESSAGES as M,
  beratSeharusnyaMg,
  mgToText,
  parseBeratTimbang,
  selisihMg,
  type BarisTimbang,
  type SesiTimbang,
} from '../../domain/timbang-baki';

export const ROUTE = '/timbang-baki';

const gate = () => {
  const page = PAGES.find((p) => p.route === ROUTE);
  if (!page) throw new Error(`timbang-baki: ${ROUTE} is not in definitions/pages.ts`);
  return page.gate;
};

type Body = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');

/** 400 unless a warehouse was chosen. */
function kodeGudangOf(body: Body): string {
  const kode = text(body.kode_gudang);
  if (!kode) throw new HttpError(400, M.gudangRequired, [{ field: 'kode_gudang', message: M.gudangRequired }]);
  return kode;
}

/** The shop whose trays are weighed: this server's own (a head office weighs a branch on the branch's portal). */
async function kodeTokoOf(ctx: AppContext, body: Body): Promise<string> {
  const own = (await ctx.ownShop()).kode_toko;
  const asked = text(body.kode_toko);
  if (asked && asked !== own) throw new HttpError(400, M.otherShop, [{ field: 'kode_toko', message: M.otherShop }]);
  return own;
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
  berat_baki_mg: number;
  qty: number;
  stock_mg: number;
}

export function registerTimbangBakiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = (req: FastifyRequest) => requireGate(ctx, req, gate(), ROUTE);
  const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});

  app.get('/api/v1/timbang-baki', async (req) => {
    await guard(req);
    const { kode_toko } = await ctx.ownShop();
    const id = await openSessionId(ctx.db, kode_toko, text((req.query as Body).kode_gudang) || null);
    if (id === undefined) throw new HttpError(404, M.notAvailable);
    return { status: 'success', data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/start', async (req) => {
    await guard(req);
    const body = bodyOf(req);
    const kodeGudang = kodeGudangOf(body);
    const kodeToko = await kodeTokoOf(ctx, body);
    const user = currentUser(req).user_id;
    const id = await ctx.db
      .transaction(async (tx) => {
        const gudang = await tx.query('SELECT 1 FROM master_gudang WHERE kode_gudang = $1 AND is_active', [kodeGudang]);
        if (!gudang.length) throw new HttpError(400, M.gudangUnknown, [{ field: 'kode_gudang', message: M.gudangUnknown }]);
        await lockWarehouse(tx, kodeToko, kodeGudang);
        const tgl = await ctx.tglSystem(tx);
        // Each active tray of the warehouse with its stock on the business date: the sum of its ledger rows.
        const trays = await tx.query<TrayStock>(
          `SELECT b.kode_baki, b.nama_baki,
                  ROUND(COALESCE(b.berat_baki, 0) * 1000)::bigint AS berat_baki_mg,
                  COALESCE(s.qty, 0)::bigint AS qty,
                  COALESCE(s.mg, 0)::bigint AS stock_mg
             FROM master_baki b
             LEFT JOIN (
               SELECT kode_baki, SUM(qty) AS qty, ROUND(SUM(berat) * 1000) AS mg
                 FROM barang_mutasi
                WHERE tgl_system <= $2::date
                  AND kode_baki IN (SELECT kode_baki FROM master_baki WHERE kode_gudang = $1 AND is_active)
                GROUP BY kode_baki
             ) s ON s.kode_baki = b.kode_baki
            WHERE b.kode_gudang = $1 AND b.is_active
            ORDER BY b.kode_baki`,
          [kodeGudang, tgl],
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
        await tx.query(
          `INSERT INTO timbang_baki_detail (id_timbang, kode_baki, nama_baki, berat_baki, qty_stock, berat_stock, berat_seharusnya)
           SELECT $1::bigint, * FROM unnest($2::text[], $3::text[], $4::numeric[], $5::int[], $6::numeric[], $7::numeric[])`,
          [
            id,
            trays.map((t) => t.kode_baki),
            trays.map((t) => t.nama_baki ?? ''),
            trays.map((t) => mgToText(t.berat_baki_mg)),
            trays.map((t) => t.qty),
            trays.map((t) => mgToText(t.stock_mg)),
            trays.map((t) => mgToText(beratSeharusnyaMg(t.berat_baki_mg, t.stock_mg))),
          ],
        );
        return id;
      })
      .catch(conflictOnDuplicate);
    return { status: 'success', message: M.started, data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/add', async (req) => {
    await guard(req);
    const body = bodyOf(req);
    const kodeGudang = kodeGudangOf(body);
    const kodeBaki = text(body.kode_baki);
    if (!kodeBaki) throw new HttpError(400, M.bakiRequired, [{ field: 'kode_baki', message: M.bakiRequired }]);
    const berat = parseBeratTimbang(body.berat_timbang);
    if ('error' in berat) throw new HttpError(400, berat.error, [{ field: 'berat_timbang', message: berat.error }]);
    const kodeToko = await kodeTokoOf(ctx, body);
    const user = currentUser(req).user_id;
    const id = await ctx.db.transaction(async (tx) => {
      await lockWarehouse(tx, kodeToko, kodeGudang);
      const id = await openSessionId(tx, kodeToko, kodeGudang, true);
      if (id === undefined) throw new HttpError(409, M.notStarted);
      const [row] = await tx.query<{ seharusnya_mg: number }>(
        `SELECT ROUND(berat_seharusnya * 1000)::bigint AS seharusnya_mg FROM timbang_baki_detail
          WHERE id_timbang = $1 AND kode_baki = $2 FOR UPDATE`,
        [id, kodeBaki],
      );
      if (!row) throw new HttpError(400, M.bakiNotInSession, [{ field: 'kode_baki', message: M.bakiNotInSession }]);
      await tx.query(
        `UPDATE timbang_baki_detail SET berat_timbang = $3::numeric, selisih = $4::numeric, timbang_by = $5, timbang_at = now()
          WHERE id_timbang = $1 AND kode_baki = $2`,
        [id, kodeBaki, mgToText(berat.mg), mgToText(selisihMg(berat.mg, row.seharusnya_mg)), user],
      );
      return id;
    });
    return { status: 'success', message: M.saved, data: await session(ctx.db, id) };
  });

  app.post('/api/v1/timbang-baki/reset', async (req) => {
    await guard(req);
    const body = bodyOf(req);
    const kodeGudang = kodeGudangOf(body);
    const kodeToko = await kodeTokoOf(ctx, body);
    const user = currentUser(req).user_id;
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
