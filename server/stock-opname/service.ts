// Stocktaking (spec section 2: /stock-opname, /stock-opname-penerimaan, /stock-opname-global, /stock-opname-rfid):
// the operations behind server/routes/stock-opname.ts. A stocktake never moves stock: barang and the ledger are only
// read; it writes stock_opname, its lines and its tags. Each write runs in one transaction, its answer read inside.
//
// The gate of a stocktake is the screen of its kind (domain/stock-opname.ts OPNAME_KINDS). Where the kind is known
// only from the stored row, the operation reads the row and asks the caller's `passes` (the gate check of the
// kind's screen) before it does anything else; a stocktake of another shop is not found, like an unknown one.
import type { Db, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { actingShop, type Actor } from '../actor';
import { nextDocumentNumber } from '../inventory/ledger';
import {
  OPNAME_MESSAGES as M,
  dedupeTags,
  isOpnameKind,
  type OpnameDoc,
  type OpnameHead,
  type OpnameKind,
  type OpnameLine,
  type OpnameSummary,
} from '../../domain/stock-opname';
import { TOTAL_COLUMNS, fullDoc, headColumns, headOf, lockOpen, summaryOf, totals, type TotalsRow } from './document';
import { newTagScans, recordScans } from './scans';

/** The caller's check that the user passes the gate of the screen of a kind (403 otherwise). */
export type KindGate = (kind: OpnameKind) => Promise<void>;

const bad = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);
/** A code as the screens send it: trimmed, in capitals; '' when absent. */
const codeOf = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();
const kindOf = (v: string | null | undefined): OpnameKind => {
  const k = codeOf(v);
  if (!isOpnameKind(k)) throw bad(M.kindInvalid, 'jenis');
  return k;
};
const requiredNo = (v: string | null | undefined) => {
  const no = codeOf(v);
  if (!no) throw bad(M.noRequired, 'no_opname');
  return no;
};
/** Two writers racing past the advisory lock (a unique index) are a conflict, not a server fault. */
const conflictAs = (message: string) => (error: unknown): never => {
  if ((error as { code?: string })?.code === '23505') throw new HttpError(409, message);
  throw error;
};
/** One start or global save at a time per shop and kind. */
const lockKind = (tx: Queryable, kodeToko: string, jenis: OpnameKind) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stock_opname:${kodeToko}:${jenis}`]);
const globalDoneOn = async (tx: Queryable, kodeToko: string, tgl: string) =>
  (await tx.query(`SELECT 1 FROM stock_opname WHERE kode_toko = $1 AND jenis = 'GLOBAL' AND status = 'DONE' AND tgl_system = $2::date`, [kodeToko, tgl]))
    .length > 0;

/** The stocktake's head, after the caller passed the gate of its kind. */
async function gatedHead(db: Queryable, actor: Actor, no: string, passes: KindGate): Promise<OpnameHead> {
  const head = await headOf(db, actor.kode_toko, no);
  await passes(head.jenis);
  return head;
}

// ---- reads ----

export interface ListInput {
  /** '' or absent: TRAY. */
  jenis?: string;
  limit?: number;
  /** The head office may choose a shop, or ALL. */
  kode_toko?: string;
}

/** Recent stocktakes of a kind, newest first, with their totals: of the user's shop, or the head office's choice. */
export async function listStocktakes(db: Queryable, actor: Actor, input: ListInput): Promise<(OpnameHead & { summary: OpnameSummary })[]> {
  const jenis = kindOf(input.jenis || 'TRAY');
  const limit = Math.min(Math.max(input.limit ?? 20, 1), 200);
  const kodeToko = actingShop(actor, input.kode_toko, { allowAll: true }) ?? null;
  const rows = await db.query<OpnameHead & TotalsRow>(
    `SELECT ${headColumns('h.')}, s.*
       FROM stock_opname h
       LEFT JOIN LATERAL (SELECT ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = h.no_opname) s ON true
      WHERE ($1::text IS NULL OR h.kode_toko = $1) AND h.jenis = $2
      ORDER BY h.mulai_at DESC, h.no_opname DESC LIMIT $3`,
    [kodeToko, jenis, limit],
  );
  return rows.map((r) => {
    const head = Object.fromEntries(Object.entries(r).filter(([k]) => !/_(count|berat)$/.test(k))) as unknown as OpnameHead;
    return { ...head, summary: summaryOf(r) };
  });
}

/** One stocktake with its lines. */
export async function getStocktake(db: Queryable, actor: Actor, no: string, passes: KindGate): Promise<OpnameDoc> {
  return fullDoc(db, await gatedHead(db, actor, codeOf(no), passes));
}

export interface Receipt {
  no_terima: string;
  jumlah_ready: number;
  jumlah: number;
  tgl_terima: string;
}

/** The goods receipts of the user's shop that have items (barang.no_terima), newest first. */
export function listReceipts(db: Queryable, actor: Actor): Promise<Receipt[]> {
  return db.query<Receipt>(
    `SELECT no_terima, COUNT(*) FILTER (WHERE status = 'READY')::int AS jumlah_ready, COUNT(*)::int AS jumlah, MAX(tgl_input)::text AS tgl_terima
       FROM barang WHERE no_terima <> '' AND kode_toko = $1
      GROUP BY no_terima ORDER BY MAX(tgl_input) DESC, no_terima DESC LIMIT 500`,
    [actor.kode_toko],
  );
}

// ---- start ----

export interface StartInput {
  jenis: string;
  kode_gudang?: string | null;
  kode_baki?: string | null;
  no_terima?: string | null;
}

interface Target {
  kode_gudang: string;
  kode_baki: string;
  no_terima: string;
}

/** The target a kind needs, checked against the masters and the shop's receipts (400, or 404 for a receipt). */
async function targetOf(tx: Queryable, actor: Actor, jenis: OpnameKind, input: StartInput): Promise<Target> {
  const target = { kode_gudang: '', kode_baki: '', no_terima: '' };
  if (jenis === 'TRAY' || jenis === 'RFID') {
    target.kode_gudang = codeOf(input.kode_gudang);
    target.kode_baki = codeOf(input.kode_baki);
    if (!target.kode_gudang) throw bad(M.gudangRequired, 'kode_gudang');
    if (jenis === 'TRAY' && !target.kode_baki) throw bad(M.bakiRequired, 'kode_baki');
    const [gudang] = await tx.query('SELECT 1 FROM master_gudang WHERE kode_gudang = $1', [target.kode_gudang]);
    if (!gudang) throw bad(M.gudangUnknown, 'kode_gudang');
    if (target.kode_baki) {
      const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [target.kode_baki]);
      if (!tray) throw bad(M.bakiUnknown, 'kode_baki');
      if (tray.kode_gudang !== target.kode_gudang) throw bad(M.bakiNotInGudang, 'kode_baki');
    }
  } else if (jenis === 'PENERIMAAN') {
    target.no_terima = codeOf(input.no_terima);
    if (!target.no_terima) throw bad(M.terimaRequired, 'no_terima');
    // A receipt of another shop is not found, exactly like one that does not exist.
    const [known] = await tx.query('SELECT 1 FROM barang WHERE no_terima = $1 AND kode_toko = $2 LIMIT 1', [target.no_terima, actor.kode_toko]);
    if (!known) throw new HttpError(404, M.terimaUnknown, [{ field: 'no_terima', message: M.terimaUnknown }]);
  }
  return target;
}

/** The items a stocktake of this target expects: READY items, by tray, warehouse, receipt or the whole shop. */
function expectedFilter(jenis: OpnameKind, t: Target): { where: string; params: string[] } {
  switch (jenis) {
    case 'TRAY':
      return { where: 'kode_baki = $3', params: [t.kode_baki] };
    case 'RFID':
      return t.kode_baki ? { where: 'kode_baki = $3', params: [t.kode_baki] } : { where: 'kode_gudang = $3', params: [t.kode_gudang] };
    case 'PENERIMAAN':
      return { where: 'no_terima = $3', params: [t.no_terima] };
    case 'GLOBAL':
      return { where: 'true', params: [] };
  }
}

/**
 * Freezes the expected items (READY on the tray / of the receipt / of the warehouse / of the shop) into a new
 * stocktake; an open one of the same target is resumed instead. GLOBAL: at most one DONE per business date.
 * The caller has checked the gate of the kind.
 */
export async function startStocktake(db: Db, actor: Actor, input: StartInput): Promise<{ resumed: boolean; doc: OpnameDoc }> {
  const jenis = kindOf(input.jenis);
  const { user_id: user, kode_toko, tgl_system: tgl } = actor;
  return db
    .transaction(async (tx) => {
      const target = await targetOf(tx, actor, jenis, input);
      await lockKind(tx, kode_toko, jenis);
      const [open] = await tx.query<{ no_opname: string }>(
        `SELECT no_opname FROM stock_opname
          WHERE kode_toko = $1 AND jenis = $2 AND kode_gudang = $3 AND kode_baki = $4 AND no_terima = $5 AND status = 'OPEN'`,
        [kode_toko, jenis, target.kode_gudang, target.kode_baki, target.no_terima],
      );
      if (open) return { resumed: true, doc: await fullDoc(tx, await headOf(tx, kode_toko, open.no_opname)) };
      if (jenis === 'GLOBAL' && (await globalDoneOn(tx, kode_toko, tgl))) throw new HttpError(409, M.globalDoneToday);
      const no = await nextDocumentNumber(tx, 'SO', kode_toko, tgl);
      await tx.query(
        `INSERT INTO stock_opname (no_opname, kode_toko, jenis, kode_gudang, kode_baki, no_terima, tgl_system, mulai_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8)`,
        [no, kode_toko, jenis, target.kode_gudang, target.kode_baki, target.no_terima, tgl, user],
      );
      const f = expectedFilter(jenis, target);
      await tx.query(
        `INSERT INTO stock_opname_detail (no_opname, kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status_barang, expected, result)
         SELECT $1, kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status, true, 'MISSING'
           FROM barang WHERE kode_toko = $2 AND status = 'READY' AND ${f.where}`,
        [no, kode_toko, ...f.params],
      );
      return { resumed: false, doc: await fullDoc(tx, await headOf(tx, kode_toko, no)) };
    })
    .catch(conflictAs(jenis === 'GLOBAL' ? M.globalDoneToday : M.busy));
}

// ---- scans ----

export interface ScanInput {
  no_opname: string;
  kode_barcode: string;
}

/** One scanned barcode: FOUND when expected, else FOREIGN (with why); a repeat is 409. */
export async function scanBarcode(
  db: Db,
  actor: Actor,
  input: ScanInput,
  passes: KindGate,
): Promise<{ line: OpnameLine } & Awaited<ReturnType<typeof totals>>> {
  const no = requiredNo(input.no_opname);
  await gatedHead(db, actor, no, passes);
  const barcode = codeOf(input.kode_barcode);
  if (!barcode) throw bad(M.barcodeRequired, 'kode_barcode');
  return db.transaction(async (tx) => {
    const head = await lockOpen(tx, actor.kode_toko, no);
    const { lines, repeats } = await recordScans(tx, head, [{ kode_barcode: barcode, epc: null }], actor.user_id);
    if (repeats.length) throw new HttpError(409, M.alreadyScanned);
    return { line: lines[0], ...(await totals(tx, head)) };
  });
}

export interface TagsInput {
  no_opname: string;
  /** Tag reads as the reader gave them (at most MAX_TAGS_PER_REQUEST, checked by the route's schema). */
  tags: readonly string[];
}

/** A batch of RFID tag reads: deduplicated, new tags mapped to items and recorded as scans. */
export async function readTags(db: Db, actor: Actor, input: TagsInput, passes: KindGate) {
  const no = requiredNo(input.no_opname);
  await gatedHead(db, actor, no, passes);
  if (!input.tags.length) throw bad(M.tagsRequired, 'tags');
  const { tags, invalid } = dedupeTags(input.tags);
  const received = input.tags.length;
  return db.transaction(async (tx) => {
    const head = await lockOpen(tx, actor.kode_toko, no);
    if (head.jenis !== 'RFID') throw bad(M.kindInvalid, 'no_opname');
    await tx.query('UPDATE stock_opname SET jumlah_baca = jumlah_baca + $2 WHERE no_opname = $1', [no, received]);
    head.jumlah_baca = Number(head.jumlah_baca) + received;
    const entries = await newTagScans(tx, head, tags);
    const { lines } = entries.length ? await recordScans(tx, head, entries, actor.user_id) : { lines: [] as OpnameLine[] };
    return { received, distinct: tags.length, invalid, lines, ...(await totals(tx, head)) };
  });
}

// ---- closing ----

/** Saves the result: expected and not scanned stay MISSING. A second GLOBAL of the business date is 409. */
export async function finishStocktake(db: Db, actor: Actor, input: { no_opname: string }, passes: KindGate): Promise<OpnameDoc> {
  const no = requiredNo(input.no_opname);
  await gatedHead(db, actor, no, passes);
  return db
    .transaction(async (tx) => {
      const head = await lockOpen(tx, actor.kode_toko, no);
      if (head.jenis === 'GLOBAL') {
        await lockKind(tx, head.kode_toko, 'GLOBAL');
        if (await globalDoneOn(tx, head.kode_toko, head.tgl_system)) throw new HttpError(409, M.globalDoneToday);
      }
      await tx.query(`UPDATE stock_opname SET status = 'DONE', selesai_by = $2, selesai_at = now() WHERE no_opname = $1`, [no, actor.user_id]);
      return fullDoc(tx, await headOf(tx, actor.kode_toko, no));
    })
    .catch(conflictAs(M.globalDoneToday));
}

/** Discards an open stocktake (kept as BATAL). */
export async function cancelStocktake(db: Db, actor: Actor, input: { no_opname: string }, passes: KindGate): Promise<void> {
  const no = requiredNo(input.no_opname);
  await gatedHead(db, actor, no, passes);
  await db.transaction(async (tx) => {
    await lockOpen(tx, actor.kode_toko, no);
    await tx.query(`UPDATE stock_opname SET status = 'BATAL', selesai_by = $2, selesai_at = now() WHERE no_opname = $1`, [no, actor.user_id]);
  });
}
