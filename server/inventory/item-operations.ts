// The operations of the item screens, one per API call (server/inventory/routes.ts): each opens its own transaction
// and composes the item service (items.ts: locks, versi checks, ledger rows) with what the screen adds: the target
// tray of a move, the whole tray of a one-tray move, the kinds and document prefixes of melting and samples, the
// profit update, the photo. A route handler reads the actor and the validated input and calls one of these.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { moduleOn } from '../../domain/gates';
import { ITEM_MESSAGES, showsItemSummary } from '../../domain/inventory';
import { PHOTO_MAX, jpegSize, photoKey } from '../../domain/photo';
import {
  changeAccessoryStock,
  createItems,
  findItem,
  listItems,
  lockItems,
  moveItems,
  takeOffTrays,
  updateItem,
  type Actor,
  type Expected,
  type Item,
  type ListParams,
} from './items';
import { writeLedger } from './ledger';

type Rec = Record<string, unknown>;

export const PHOTO_MESSAGES = {
  saved: 'Foto Berhasil Disimpan',
  notJpeg: 'Foto Harus Berupa JPEG',
  tooBig: 'Ukuran Foto Maksimal 720 x 1366',
  none: 'Foto Tidak Tersedia',
} as const;

// ---------------------------------------------------------------- reads

/** A page of the item list, with its balance summary for those who may see it (HIDE_SUMMARY_BARANG_MODULE). */
export async function itemPage(
  ctx: AppContext,
  level: string,
  params: ListParams,
): Promise<{ data: Item[]; count: number; summary?: { qty: number; berat: number } }> {
  const { data, count, qty, berat } = await listItems(ctx.db, params);
  const shows = showsItemSummary(level, moduleOn(await ctx.modules(), 'HIDE_SUMMARY_BARANG_MODULE'));
  return { data, count, ...(shows ? { summary: { qty, berat } } : {}) };
}

/** An item's history, newest first: where it went, what changed, who did it. 404 like findItem. */
export async function itemHistory(db: Queryable, kodeToko: string, code: string): Promise<Rec[]> {
  const item = await findItem(db, kodeToko, code);
  return db.query(
    `SELECT id, tgl_system, waktu, jenis, kode_gudang, kode_baki, qty, berat, no_ref, keterangan, input_by
       FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id DESC`,
    [item.kode_barcode],
  );
}

/** The JPEG of an item; 404 'Foto Tidak Tersedia' when it has none. */
export async function itemPhoto(ctx: AppContext, kodeToko: string, code: string): Promise<Buffer> {
  const item = await findItem(ctx.db, kodeToko, code);
  const bytes = item.foto ? await ctx.files.get(String(item.foto)) : undefined;
  if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.none);
  return bytes;
}

// ---------------------------------------------------------------- new items and edits

/** New items of the actor's shop (one from the form, many from the bulk screen), TAMBAH rows; all or none. */
export const addItems = (ctx: AppContext, actor: Actor, rows: Rec[]): Promise<Item[]> =>
  ctx.db.transaction((tx) => createItems(ctx, tx, actor, rows, { jenis: 'TAMBAH' }));

/** Edits an item as the screen saw it (`versi`); a new weight writes a KOREKSI row. */
export const editItem = (ctx: AppContext, actor: Actor, code: string, input: Rec): Promise<Item> =>
  ctx.db.transaction((tx) => updateItem(ctx, tx, actor, code, input));

/** Stores an item's photo (a JPEG within PHOTO_MAX) at NSIPIC/{shop}/{code}.jpg in the file store. */
export async function saveItemPhoto(ctx: AppContext, actor: Actor, code: string, bytes: unknown): Promise<{ foto: string; width: number; height: number }> {
  const item = await findItem(ctx.db, actor.kode_toko, code);
  const size = Buffer.isBuffer(bytes) ? jpegSize(bytes) : undefined;
  if (!size) throw new HttpError(400, PHOTO_MESSAGES.notJpeg);
  if (size.width > PHOTO_MAX.width || size.height > PHOTO_MAX.height) throw new HttpError(400, PHOTO_MESSAGES.tooBig);
  const key = photoKey(item.kode_toko, item.kode_barcode);
  await ctx.files.put(key, bytes as Buffer, 'image/jpeg');
  await ctx.db.query('UPDATE barang SET foto = $2, updated_at = now() WHERE kode_barcode = $1', [item.kode_barcode, key]);
  return { foto: key, ...size };
}

// ---------------------------------------------------------------- moves

export interface Move {
  kode_baki_tujuan: string;
  /** When named, the target tray must sit in it. */
  kode_gudang_tujuan?: string;
  /** A one-tray move: every item of this tray, exactly as the screen loaded it. */
  kode_baki_asal?: string;
  items: Expected[];
}

/** The target tray of a move: it must exist, be active, and sit in the warehouse named (when one is). */
async function targetTray(tx: Queryable, move: Move): Promise<{ kode_baki: string; kode_gudang: string }> {
  const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [move.kode_baki_tujuan]);
  if (!tray) throw new HttpError(400, 'Kode Baki Tidak Ditemukan');
  if (move.kode_gudang_tujuan && move.kode_gudang_tujuan !== tray.kode_gudang) throw new HttpError(400, ITEM_MESSAGES.trayNotInWarehouse);
  return { kode_baki: move.kode_baki_tujuan, kode_gudang: tray.kode_gudang };
}

/** Moves items to a tray (PB-... with two ledger rows each); a one-tray move refuses a tray changed meanwhile. */
export function moveToTray(ctx: AppContext, actor: Actor, move: Move): ReturnType<typeof moveItems> {
  return ctx.db.transaction(async (tx) => {
    const target = await targetTray(tx, move);
    const asal = move.kode_baki_asal;
    if (!asal) return moveItems(tx, actor, target, move.items);
    const wanted = move.items.map((e) => ({ ...e, kode_baki: asal }));
    // The shop's items as the screen saw them (another shop's are not found, 404), then the whole tray as the
    // screen loaded it: an item added or taken meanwhile makes the move stale.
    await lockItems(tx, actor.kode_toko, wanted);
    const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM barang WHERE kode_baki = $1 AND kode_toko = $2 AND status = 'READY'`, [
      asal,
      actor.kode_toko,
    ]);
    if (count !== move.items.length) throw new HttpError(409, ITEM_MESSAGES.changedMeanwhile);
    return moveItems(tx, actor, target, wanted);
  });
}

// ---------------------------------------------------------------- off the trays and back

/** Melts items (HANCUR, HC-...). */
export const meltItems = (ctx: AppContext, actor: Actor, items: Expected[], keterangan: string) =>
  ctx.db.transaction((tx) => takeOffTrays(tx, actor, items, { status: 'HANCUR', jenis: 'HANCUR', prefix: 'HC', keterangan, cost: 'HANCUR' }));

/** Takes items off their trays as samples (CONTOH, AC-...). */
export const takeSamples = (ctx: AppContext, actor: Actor, items: Expected[], keterangan: string) =>
  ctx.db.transaction((tx) => takeOffTrays(tx, actor, items, { status: 'CONTOH', jenis: 'CONTOH_AMBIL', prefix: 'AC', keterangan }));

/** Puts samples back on their trays (READY, KC-...). */
export const returnSamples = (ctx: AppContext, actor: Actor, items: Expected[]) =>
  ctx.db.transaction((tx) => takeOffTrays(tx, actor, items, { status: 'READY', jenis: 'CONTOH_KEMBALI', prefix: 'KC', from: 'CONTOH' }));

/** Adds pieces and grams to an accessory stock line, or takes them out. */
export const accessoryStock = (ctx: AppContext, actor: Actor, expected: Expected, change: Parameters<typeof changeAccessoryStock>[3]) =>
  ctx.db.transaction((tx) => changeAccessoryStock(tx, actor, expected, change));

// ---------------------------------------------------------------- profits

/** Sets the profit of items as the screen saw them, an UBAH_DATA row each; answers how many changed. */
export async function updateProfits(ctx: AppContext, actor: Actor, entries: { item: Expected; profit: number }[]): Promise<number> {
  const byCode = new Map(entries.map((e) => [e.item.kode_barcode, e.profit]));
  return ctx.db.transaction(async (tx) => {
    const items = await lockItems(
      tx,
      actor.kode_toko,
      entries.map((e) => e.item),
    );
    const codes = [...items.keys()];
    await tx.query(
      `UPDATE barang b SET profit = u.profit, versi = versi + 1, updated_at = now()
         FROM unnest($1::text[], $2::bigint[]) AS u(kode_barcode, profit) WHERE b.kode_barcode = u.kode_barcode`,
      [codes, codes.map((c) => byCode.get(c))],
    );
    await writeLedger(
      tx,
      actor.tgl_system,
      actor.user_id,
      [...items.values()].map((it) => ({
        kode_barcode: it.kode_barcode,
        jenis: 'UBAH_DATA',
        kode_toko: it.kode_toko,
        kode_gudang: it.kode_gudang,
        kode_baki: it.kode_baki,
        qty: 0,
        berat: 0,
        keterangan: `profit ${String(it.profit)} -> ${String(byCode.get(it.kode_barcode))}`,
      })),
    );
    return codes.length;
  });
}
