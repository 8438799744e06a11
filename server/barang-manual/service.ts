// Manual items (spec sections 2 and 4: /data-barang-manual, /pindah-barang-manual, /hancur-barang-manual): stock
// without tags, lines per shop, warehouse, tray, group and type (lines.ts). One operation per call of
// routes/barang-manual.ts; each write is one transaction holding the line changes and their ledger rows.
//
// "kode_toko (from the tray code)": in this schema a tray (master_baki) belongs to a warehouse (master_gudang)
// and neither carries a shop, so the shop of a line is the shop its user acts for (server/actor.ts): a branch
// user's own shop (naming another is 403), or at the head office its own or the branch it names. The warehouse
// of a line is its tray's warehouse. Every read and write is scoped by that shop.
//
// Takes lock their lines (SELECT ... FOR UPDATE, in key order) and check the stock after the lock, so two
// concurrent takes never go below zero: the second gets the stock message (or 409: every take sends the versi it
// saw, and the line changed meanwhile), and nothing of it is written.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { actingShop, actorFor, type Actor } from '../actor';
import { CODE_MAX, code, note, versi } from '../http/input';
import { nextDocumentNumber } from '../inventory/ledger';
import {
  MANUAL_MESSAGES as M,
  MANUAL_PREFIX,
  manualTotals,
  parseBeratMg,
  parseCountedMg,
  parseQty,
  takeError,
  type ManualLineKey,
} from '../../domain/barang-manual';
import { LABELS, type AddInput, type CodeField, type LineInput, type ManualQuery, type MoveInput } from './input';
import { addToLine, changeLine, ensureLine, lineOf, listLines, lockLines, sameKey, writeManualLedger, type Locked } from './lines';

/** A code field of the body or query, bounded and in capitals ('' when absent). */
const text = (v: unknown, field: CodeField) => code(v, field, LABELS[field], CODE_MAX);
const bad = (message: string, field?: string) => new HttpError(400, message, field ? [{ field, message }] : undefined);

/** Who acts on manual lines, for which shop: the user's own; the head office may name a branch. */
const manualActor = (ctx: AppContext, actor: Actor, kodeToko: unknown): Promise<Actor> =>
  actorFor(ctx.db, actor, actingShop(actor, text(kodeToko, 'kode_toko')) ?? actor.kode_toko);

/** The line a take acts on, as the client named it, in the acting shop. */
function sourceKey(actor: Actor, body: LineInput): ManualLineKey {
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

/** The source line's warehouse: as named, or its tray's. */
async function placeSource(tx: Queryable, src: ManualLineKey): Promise<void> {
  if (!src.kode_gudang) src.kode_gudang = (await trayOf(tx, src.kode_baki, '', 'kode_baki')).kode_gudang;
}

function amounts(body: { qty?: unknown; berat?: unknown }): { qty: number; mg: number } {
  const qty = parseQty(body.qty);
  if ('error' in qty) throw bad(qty.error, 'qty');
  const berat = parseBeratMg(body.berat);
  if ('error' in berat) throw bad(berat.error, 'berat');
  return { qty: qty.qty, mg: berat.mg };
}

/** The checks of a take on a locked source line. */
function checkTake(source: Locked | undefined, seen: number, qty: number, mg: number): Locked {
  if (!source) throw new HttpError(404, M.lineNotFound);
  if (seen !== source.versi) throw new HttpError(409, M.changedMeanwhile);
  const error = takeError(source.qty, source.mg, qty, mg);
  if (error) throw bad(error, error === M.qtyAboveStock ? 'qty' : 'berat');
  return source;
}

/** A lock wait that ended in a deadlock or a serialization failure, or a line created twice at once: 409. */
function conflict(error: unknown): never {
  const code = (error as { code?: string })?.code;
  if (code === '40P01' || code === '40001' || code === '23505') throw new HttpError(409, M.changedMeanwhile);
  throw error;
}

/** One write: a transaction, its conflicts answered 409. */
const write = <T>(ctx: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> => ctx.db.transaction(work).catch(conflict);

/** A write on the source line: its warehouse is found first (placeSource). */
const writeOnLine = <T>(ctx: AppContext, src: ManualLineKey, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  write(ctx, async (tx) => {
    await placeSource(tx, src);
    return work(tx);
  });

/** What a take (a move, a melt) reads, in the order it checks it: the acting shop, the line and versi the screen saw, the amounts, the note. */
async function takeOf(ctx: AppContext, user: Actor, body: LineInput) {
  const a = await manualActor(ctx, user, body.kode_toko);
  return { a, src: sourceKey(a, body), seen: versi(body.versi), ...amounts(body), keterangan: note(body.keterangan) };
}

/** The lines with stock of the user's shop (the head office may choose a shop, or ALL), with their totals. */
export async function list(ctx: AppContext, actor: Actor, q: ManualQuery) {
  const shop = actingShop(actor, text(q.kode_toko, 'kode_toko'), { allowAll: true });
  const data = await listLines(ctx.db, {
    kode_group: text(q.kode_group, 'kode_group'),
    kode_dept: text(q.kode_dept, 'kode_dept'),
    kode_toko: shop ?? '',
    kode_gudang: text(q.kode_gudang, 'kode_gudang'),
    kode_baki: text(q.kode_baki, 'kode_baki'),
  });
  return { data, count: data.length, summary: manualTotals(data) };
}

/** Adds pieces and grams to the line of a tray, group and jenis, creating it. */
export async function add(ctx: AppContext, user: Actor, body: AddInput) {
  const a = await manualActor(ctx, user, body.kode_toko);
  const kodeGroup = text(body.kode_group, 'kode_group');
  if (!kodeGroup) throw bad(M.groupRequired, 'kode_group');
  const { qty, mg } = amounts(body);
  const keterangan = note(body.keterangan);
  return write(ctx, async (tx) => {
    const tray = await trayOf(tx, text(body.kode_baki, 'kode_baki'), text(body.kode_gudang, 'kode_gudang'), 'kode_baki');
    const [group] = await tx.query<{ kode_dept: string }>('SELECT kode_dept FROM master_group WHERE kode_group = $1 AND is_active', [kodeGroup]);
    if (!group) throw bad(M.groupUnknown, 'kode_group');
    const kodeDept = text(body.kode_dept, 'kode_dept') || String(group.kode_dept).toUpperCase();
    if (kodeDept !== String(group.kode_dept).toUpperCase()) throw bad(M.groupNotOfJenis, 'kode_dept');
    const key: ManualLineKey = { kode_toko: a.kode_toko, ...tray, kode_group: kodeGroup, kode_dept: kodeDept };
    await addToLine(tx, key, qty, mg);
    const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.TAMBAH, a.kode_toko, a.tgl_system);
    await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [{ ...key, jenis: 'TAMBAH', qty, mg }]);
    return { no_ref: noRef, line: await lineOf(tx, key) };
  });
}

/** Moves pieces and grams of a line to the same group and jenis on another tray. */
export async function move(ctx: AppContext, user: Actor, body: MoveInput) {
  const { a, src, seen, qty, mg, keterangan } = await takeOf(ctx, user, body);
  return writeOnLine(ctx, src, async (tx) => {
    const tray = await trayOf(tx, text(body.kode_baki_tujuan, 'kode_baki_tujuan'), text(body.kode_gudang_tujuan, 'kode_gudang_tujuan'), 'kode_baki_tujuan');
    const dst: ManualLineKey = { ...src, ...tray };
    if (sameKey(src, dst)) throw bad(M.sameTray, 'kode_baki_tujuan');
    // The target line exists before the locks, so both are locked together in key order.
    await ensureLine(tx, dst);
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
  });
}

/** Melts pieces and grams of a line: they leave stock for good. */
export async function melt(ctx: AppContext, user: Actor, body: LineInput) {
  const { a, src, seen, qty, mg, keterangan } = await takeOf(ctx, user, body);
  return writeOnLine(ctx, src, async (tx) => {
    const [locked] = await lockLines(tx, [src]);
    checkTake(locked, seen, qty, mg);
    await changeLine(tx, src, -qty, -mg);
    const noRef = await nextDocumentNumber(tx, MANUAL_PREFIX.HANCUR, a.kode_toko, a.tgl_system);
    await writeManualLedger(tx, a.tgl_system, a.user_id, noRef, keterangan, [{ ...src, jenis: 'HANCUR', qty: -qty, mg: -mg }]);
    return { no_hancur: noRef, line: await lineOf(tx, src) };
  });
}

/**
 * Sets a line to what was counted (pieces and grams, either may be 0), with a reason; the ledger row KOREKSI holds
 * the signed difference.
 */
export async function correct(ctx: AppContext, user: Actor, body: LineInput) {
  const a = await manualActor(ctx, user, body.kode_toko);
  const src = sourceKey(a, body);
  const seen = versi(body.versi);
  const qty = parseQty(body.qty);
  if ('error' in qty) throw bad(qty.error, 'qty');
  const counted = parseCountedMg(body.berat);
  if ('error' in counted) throw bad(counted.error, 'berat');
  const keterangan = note(body.keterangan);
  if (!keterangan) throw bad(M.reasonRequired, 'keterangan');
  return writeOnLine(ctx, src, async (tx) => {
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
  });
}
