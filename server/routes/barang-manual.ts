// Manual items (spec sections 2 and 4: /data-barang-manual, /pindah-barang-manual, /hancur-barang-manual;
// GET barang-manual with kode_group, kode_dept, kode_toko (from the tray code), kode_gudang, all uppercased).
// Stock without tags: lines per shop, warehouse, tray, group and type (table barang_manual), each change written
// with its signed rows in the line's own ledger (barang_manual_mutasi) in the same transaction.
//
// "kode_toko (from the tray code)": in this schema a tray (master_baki) belongs to a warehouse (master_gudang)
// and neither carries a shop, so the shop of a line is the shop its user acts for (server/actor.ts): a branch
// user's own shop (naming another is 403), or at the head office its own or the branch it names. The warehouse
// of a line is its tray's warehouse. Every read and write is scoped by that shop.
//
// - GET  barang-manual?kode_group=&kode_dept=&kode_toko=&kode_gudang=&kode_baki=   (all uppercased)
//        -> { status, data: ManualLine[] (lines with stock), count, summary: { qty, berat } }
// - POST barang-manual/tambah  { kode_toko?, kode_baki, kode_gudang?, kode_group, kode_dept?, qty, berat, keterangan? }
//        adds pieces and grams to the line, creating it -> { message, data: { no_ref, line } }
// - POST barang-manual/pindah  { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat,
//        kode_baki_tujuan, kode_gudang_tujuan?, keterangan? } -> { message, data: { no_pindah, asal, tujuan } }
// - POST barang-manual/hancur  { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat, keterangan? }
//        -> { message, data: { no_hancur, line } }
// - POST barang-manual/koreksi { kode_toko?, kode_gudang, kode_baki, kode_group, kode_dept, versi, qty, berat, keterangan }
//        sets the line to what was counted (qty pieces, berat grams, either may be 0); a supervisor's decision
//        (KOREKSI_LEVELS) with a reason; the ledger row KOREKSI holds the signed difference -> { no_koreksi, line }
// Takes lock their lines (SELECT ... FOR UPDATE, in key order) and check the stock after the lock, so two
// concurrent takes never go below zero: the second gets the stock message (or 409: every take sends the versi it
// saw, and the line changed meanwhile), and nothing of it is written.
// Gates: reads need the manual-items rule (module MANUAL_ITEMS_TRANSACTION_MODULE or APP_MODE STOCK_JUAL_MANUAL,
// so every manual screen can list lines); each write needs the whole gate of the screen that makes it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import { gateContextOf, requireGate } from '../plugins/auth';
import { actingShop, actorFor, actorOf, type Actor } from '../actor';
import { CODE_MAX, bodyOf, code, note, versi } from '../inventory/input';
import { nextDocumentNumber } from '../inventory/ledger';
import { PAGES } from '../../definitions/pages';
import { passesRules } from '../../domain/gates';
import {
  MANUAL_MESSAGES as M,
  KOREKSI_LEVELS,
  MANUAL_PREFIX,
  manualTotals,
  parseBeratMg,
  parseCountedMg,
  parseQty,
  takeError,
  type ManualLedgerKind,
  type ManualLine,
  type ManualLineKey,
} from '../../domain/barang-manual';
import { mgText, weightMg } from '../../domain/units';

export const ROUTES = { data: '/data-barang-manual', pindah: '/pindah-barang-manual', hancur: '/hancur-barang-manual' } as const;

type Body = Record<string, unknown>;
const LABELS: Record<string, string> = {
  kode_toko: 'Kode Toko',
  kode_gudang: 'Kode Gudang',
  kode_gudang_tujuan: 'Kode Gudang',
  kode_baki: 'Kode Baki',
  kode_baki_tujuan: 'Kode Baki',
  kode_group: 'Kode Group',
  kode_dept: 'Jenis',
};
/** A code field of the body or query, bounded and in capitals ('' when absent). */
const text = (v: unknown, field: keyof typeof LABELS) => code(v, field, LABELS[field], CODE_MAX);
const bad = (message: string, field?: string) => new HttpError(400, message, field ? [{ field, message }] : undefined);

function pageGate(route: string) {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`barang-manual: ${route} is not in definitions/pages.ts`);
  return page.gate;
}

const KEY_COLUMNS = ['kode_toko', 'kode_gudang', 'kode_baki', 'kode_group', 'kode_dept'] as const;
const keyParams = (k: ManualLineKey) => KEY_COLUMNS.map((c) => k[c]);
const sameKey = (a: ManualLineKey, b: ManualLineKey) => KEY_COLUMNS.every((c) => a[c] === b[c]);

const LINE_SELECT = `
  SELECT m.kode_toko, m.kode_gudang, COALESCE(g.nama_gudang, '') AS nama_gudang, m.kode_baki, COALESCE(b.nama_baki, '') AS nama_baki,
         m.kode_group, COALESCE(gr.nama_group, '') AS nama_group, m.kode_dept, COALESCE(j.nama_dept, '') AS nama_dept,
         m.qty, m.berat, m.versi
    FROM barang_manual m
    LEFT JOIN master_gudang g ON g.kode_gudang = m.kode_gudang
    LEFT JOIN master_baki b ON b.kode_baki = m.kode_baki
    LEFT JOIN master_group gr ON gr.kode_group = m.kode_group
    LEFT JOIN master_jenis j ON j.kode_dept = m.kode_dept`;

async function lineOf(db: Queryable, key: ManualLineKey): Promise<ManualLine> {
  const [line] = await db.query<ManualLine>(
    `${LINE_SELECT} WHERE m.kode_toko = $1 AND m.kode_gudang = $2 AND m.kode_baki = $3 AND m.kode_group = $4 AND m.kode_dept = $5`,
    keyParams(key),
  );
  return line;
}

interface LedgerRow extends ManualLineKey {
  jenis: ManualLedgerKind;
  qty: number;
  mg: number;
}

async function writeManualLedger(tx: Queryable, tgl: string, user: string, noRef: string, keterangan: string, rows: LedgerRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO barang_manual_mutasi (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, jenis, qty, berat, no_ref, keterangan, tgl_system, input_by)
     SELECT u.*, $9, $10, $11::date, $12
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::numeric[]) AS u`,
    [
      ...KEY_COLUMNS.map((c) => rows.map((r) => r[c])),
      rows.map((r) => r.jenis),
      rows.map((r) => r.qty),
      rows.map((r) => mgText(r.mg)),
      noRef,
      keterangan,
      tgl,
      user,
    ],
  );
}

/** Who acts on manual lines, for which shop: the user's own; the head office may name a branch. */
async function manualActor(ctx: AppContext, req: FastifyRequest, body: Body): Promise<Actor> {
  const actor = actorOf(req);
  return actorFor(ctx.db, actor, actingShop(actor, text(body.kode_toko, 'kode_toko')) ?? actor.kode_toko);
}

/** The line a take acts on, as the client named it, in the acting shop. */
function sourceKey(actor: Actor, body: Body): ManualLineKey {
  const key = {
    kode_toko: actor.kode_toko,
    kode_gudang: text(body.kode_gudang, 'kode_gudang'),
    kode_baki: text(body.kode_baki, 'kode_baki'),
    kode_group: text(body.kode_group, 'kode_group'),
    kode_dept: text(body.kode_dept, 'kode_dept'),
  };
  if (!key.kode_baki || !key.kode_group || !key.kode_dept) throw bad(M.lineRequired);
  return key;
}

/** An active tray, and its warehouse (checked against the warehouse named, when one is). */
async function trayOf(db: Queryable, kodeBaki: string, kodeGudang: string, field: string): Promise<{ kode_baki: string; kode_gudang: string }> {
  if (!kodeBaki) throw bad(M.trayRequired, field);
  const [tray] = await db.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
  if (!tray) throw bad(M.trayUnknown, field);
  if (kodeGudang && kodeGudang !== tray.kode_gudang) throw bad(M.trayNotInWarehouse, field);
  return { kode_baki: kodeBaki, kode_gudang: tray.kode_gudang };
}

function amounts(body: Body): { qty: number; mg: number } {
  const qty = parseQty(body.qty);
  if ('error' in qty) throw bad(qty.error, 'qty');
  const berat = parseBeratMg(body.berat);
  if ('error' in berat) throw bad(berat.error, 'berat');
  return { qty: qty.qty, mg: berat.mg };
}

interface Locked {
  key: ManualLineKey;
  qty: number;
  mg: number;
  versi: number;
}

/** Locks the lines in key order (two moves in opposite directions never wait on each other). */
async function lockLines(tx: Queryable, keys: ManualLineKey[]): Promise<Locked[]> {
  const rows = await tx.query<ManualLineKey & { qty: number; berat: number; versi: number }>(
    `SELECT m.kode_toko, m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept, m.qty, m.berat, m.versi
       FROM barang_manual m
       JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS k(kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
         USING (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
      ORDER BY m.kode_toko, m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept
        FOR UPDATE OF m`,
    KEY_COLUMNS.map((c) => keys.map((k) => k[c])),
  );
  return rows.map((r) => ({ key: { kode_toko: r.kode_toko, kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, kode_group: r.kode_group, kode_dept: r.kode_dept }, qty: r.qty, mg: weightMg(r.berat), versi: r.versi }));
}

/** The checks of a take on a locked source line. */
function checkTake(source: Locked | undefined, seen: number, qty: number, mg: number): Locked {
  if (!source) throw new HttpError(404, M.lineNotFound);
  if (seen !== source.versi) throw new HttpError(409, M.changedMeanwhile);
  const error = takeError(source.qty, source.mg, qty, mg);
  if (error) throw bad(error, error === M.qtyAboveStock ? 'qty' : 'berat');
  return source;
}

const changeLine = (tx: Queryable, key: ManualLineKey, qty: number, mg: number) =>
  tx.query(
    `UPDATE barang_manual SET qty = qty + $6, berat = berat + $7::numeric, versi = versi + 1, updated_at = now()
      WHERE kode_toko = $1 AND kode_gudang = $2 AND kode_baki = $3 AND kode_group = $4 AND kode_dept = $5`,
    [...keyParams(key), qty, mgText(mg)],
  );

/** A lock wait that ended in a deadlock or a serialization failure, or a line created twice at once: 409. */
function conflict(error: unknown): never {
  const code = (error as { code?: string })?.code;
  if (code === '40P01' || code === '40001' || code === '23505') throw new HttpError(409, M.changedMeanwhile);
  throw error;
}

export function registerBarangManualRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gated = (route: string) => (req: FastifyRequest) => requireGate(ctx, req, pageGate(route), route);

  app.get('/api/v1/barang-manual', async (req) => {
    if (!passesRules(pageGate(ROUTES.data), await gateContextOf(ctx, req))) throw new HttpError(403, MESSAGES.forbidden);
    const q = (req.query ?? {}) as Body;
    const params: string[] = [];
    const conds = ['(m.qty <> 0 OR m.berat <> 0)'];
    // The user's shop; the head office may choose a shop, or ALL.
    const shop = actingShop(actorOf(req), text(q.kode_toko, 'kode_toko'), { allowAll: true });
    const filters = { kode_group: text(q.kode_group, 'kode_group'), kode_dept: text(q.kode_dept, 'kode_dept'), kode_toko: shop ?? '', kode_gudang: text(q.kode_gudang, 'kode_gudang'), kode_baki: text(q.kode_baki, 'kode_baki') };
    for (const [f, v] of Object.entries(filters)) {
      if (!v) continue;
      params.push(v);
      conds.push(`m.${f} = $${params.length}`);
    }
    const data = await ctx.db.query<ManualLine>(
      `${LINE_SELECT} WHERE ${conds.join(' AND ')} ORDER BY m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept`,
      params,
    );
    return { status: 'success', data, count: data.length, summary: manualTotals(data) };
  });

  app.post('/api/v1/barang-manual/tambah', async (req) => {
    await gated(ROUTES.data)(req);
    const body = bodyOf(req);
    const a = await manualActor(ctx, req, body);
    const kodeGroup = text(body.kode_group, 'kode_group');
    if (!kodeGroup) throw bad(M.groupRequired, 'kode_group');
    const { qty, mg } = amounts(body);
    const keterangan = note(body.keterangan);
    const result = await ctx.db
      .transaction(async (tx) => {
        const tray = await trayOf(tx, text(body.kode_baki, 'kode_baki'), text(body.kode_gudang, 'kode_gudang'), 'kode_baki');
        const [group] = await tx.query<{ kode_dept: string }>('SELECT kode_dept FROM master_group WHERE kode_group = $1 AND is_active', [kodeGroup]);
        if (!group) throw bad(M.groupUnknown, 'kode_group');
        const kodeDept = text(body.kode_dept, 'kode_dept') || String(group.kode_dept).toUpperCase();
        if (kodeDept !== String(group.kode_dept).toUpperCase()) throw bad(M.groupNotOfJenis, 'kode_dept');
        const key: ManualLineKey = { kode_toko: a.kode_toko, ...tray, kode_group: kodeGroup, kode_dept: kodeDept };
        await tx.query(
          `INSERT INTO barang_manual (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat) VALUES ($1, $2, $3, $4, $5, $6, $7::numeric)
           ON CONFLICT (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
           DO UPDATE SET qty = barang_manual.qty + EXCLUDED.qty, berat = barang_manual.berat + EXCLUDED.berat,
                         versi = barang_manual.versi + 1, updated_at = now()`,
          [...keyParams(key), qty, mgText(mg)],
        );
        const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.TAMBAH, a.kode_toko, a.tgl_system);
        await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [{ ...key, jenis: 'TAMBAH', qty, mg }]);
        return { no_ref: noRef, line: await lineOf(tx, key) };
      })
      .catch(conflict);
    return { status: 'success', message: M.added, data: result };
  });

  app.post('/api/v1/barang-manual/pindah', async (req) => {
    await gated(ROUTES.pindah)(req);
    const body = bodyOf(req);
    const a = await manualActor(ctx, req, body);
    const src = sourceKey(a, body);
    const seen = versi(body.versi);
    const { qty, mg } = amounts(body);
    const keterangan = note(body.keterangan);
    const result = await ctx.db
      .transaction(async (tx) => {
        if (!src.kode_gudang) src.kode_gudang = (await trayOf(tx, src.kode_baki, '', 'kode_baki')).kode_gudang;
        const tray = await trayOf(tx, text(body.kode_baki_tujuan, 'kode_baki_tujuan'), text(body.kode_gudang_tujuan, 'kode_gudang_tujuan'), 'kode_baki_tujuan');
        const dst: ManualLineKey = { ...src, ...tray };
        if (sameKey(src, dst)) throw bad(M.sameTray, 'kode_baki_tujuan');
        // The target line exists before the locks, so both are locked together in key order.
        await tx.query(
          `INSERT INTO barang_manual (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, versi)
           VALUES ($1, $2, $3, $4, $5, 0, 0, 0) ON CONFLICT DO NOTHING`,
          keyParams(dst),
        );
        const locked = await lockLines(tx, [src, dst]);
        checkTake(locked.find((l) => sameKey(l.key, src)), seen, qty, mg);
        await changeLine(tx, src, -qty, -mg);
        await changeLine(tx, dst, qty, mg);
        const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.PINDAH, a.kode_toko, a.tgl_system);
        await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [
          { ...src, jenis: 'PINDAH_KELUAR', qty: -qty, mg: -mg },
          { ...dst, jenis: 'PINDAH_MASUK', qty, mg },
        ]);
        return { no_pindah: noRef, asal: await lineOf(tx, src), tujuan: await lineOf(tx, dst) };
      })
      .catch(conflict);
    return { status: 'success', message: M.moved, data: result };
  });

  app.post('/api/v1/barang-manual/hancur', async (req) => {
    await gated(ROUTES.hancur)(req);
    const body = bodyOf(req);
    const a = await manualActor(ctx, req, body);
    const src = sourceKey(a, body);
    const seen = versi(body.versi);
    const { qty, mg } = amounts(body);
    const keterangan = note(body.keterangan);
    const result = await ctx.db
      .transaction(async (tx) => {
        if (!src.kode_gudang) src.kode_gudang = (await trayOf(tx, src.kode_baki, '', 'kode_baki')).kode_gudang;
        const [locked] = await lockLines(tx, [src]);
        checkTake(locked, seen, qty, mg);
        await changeLine(tx, src, -qty, -mg);
        const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.HANCUR, a.kode_toko, a.tgl_system);
        await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [{ ...src, jenis: 'HANCUR', qty: -qty, mg: -mg }]);
        return { no_hancur: noRef, line: await lineOf(tx, src) };
      })
      .catch(conflict);
    return { status: 'success', message: M.melted, data: result };
  });

  app.post('/api/v1/barang-manual/koreksi', async (req) => {
    await requireGate(ctx, req, { ...pageGate(ROUTES.data), levels: [...KOREKSI_LEVELS] }, ROUTES.data);
    const body = bodyOf(req);
    const a = await manualActor(ctx, req, body);
    const src = sourceKey(a, body);
    const seen = versi(body.versi);
    const qty = parseQty(body.qty);
    if ('error' in qty) throw bad(qty.error, 'qty');
    const counted = parseCountedMg(body.berat);
    if ('error' in counted) throw bad(counted.error, 'berat');
    const keterangan = note(body.keterangan);
    if (!keterangan) throw bad(M.reasonRequired, 'keterangan');
    const result = await ctx.db
      .transaction(async (tx) => {
        if (!src.kode_gudang) src.kode_gudang = (await trayOf(tx, src.kode_baki, '', 'kode_baki')).kode_gudang;
        const [line] = await lockLines(tx, [src]);
        if (!line) throw new HttpError(404, M.lineNotFound);
        if (seen !== line.versi) throw new HttpError(409, M.changedMeanwhile);
        const dq = qty.qty - line.qty;
        const dmg = counted.mg - line.mg;
        if (dq === 0 && dmg === 0) throw bad(M.noChange);
        await changeLine(tx, src, dq, dmg);
        const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.KOREKSI, a.kode_toko, a.tgl_system);
        await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [{ ...src, jenis: 'KOREKSI', qty: dq, mg: dmg }]);
        return { no_koreksi: noRef, line: await lineOf(tx, src) };
      })
      .catch(conflict);
    return { status: 'success', message: M.corrected, data: result };
  });
}
