// The item service: every write to barang goes through here, with its ledger rows in the same transaction.
// Writes that act on existing items lock them (SELECT ... FOR UPDATE, in key order) and check the state the
// client saw (tray, status, versi): when another request changed the item first, the answer is 409 and nothing
// is written, so two cashiers moving or melting one piece at once produce exactly one movement.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { ShopActor } from '../actor';
import { HttpError } from '../http-error';
import { checkRecord, type RefCache } from '../engine/master-store';
import { ITEM, ITEM_COLUMNS, ITEM_EDITABLE, generatedBarcode, itemFieldOn } from '../../domain/barang';
import type { ModuleMap } from '../../domain/gates';
import { ITEM_MESSAGES, LEDGER_KINDS, type ItemStatus, type LedgerKind } from '../../domain/inventory';
import type { FieldError } from '../../domain/validation';
import { mgText, mgToGrams, sumMg, weightMg } from '../../domain/units';
import { nextDocumentNumber, writeLedger, type LedgerRow } from './ledger';
import { assertSalesWarehouses, NOT_BUYBACK_WAREHOUSE } from './sales-trays';
import { bookStockCost, type StockCostEvent } from './stock-cost';

type Rec = Record<string, unknown>;

export interface Item {
  kode_barcode: string;
  kode_toko: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  aksesoris: boolean;
  qty: number;
  berat: number;
  status: ItemStatus;
  versi: number;
  [k: string]: unknown;
}

/**
 * Who acts, for which shop, on which business date (server/actor.ts): every read and write here is scoped by
 * its kode_toko, so another shop's item is not found, exactly like an item that does not exist.
 */
export type Actor = ShopActor;

const SELECT = `SELECT ${ITEM_COLUMNS.join(', ')} FROM barang`;

export const SORTS = { kode_barcode: 'kode_barcode', nama_barang: 'nama_barang, kode_barcode', kode_baki: 'kode_baki, kode_barcode' } as const;
export type SortBy = keyof typeof SORTS;

export interface ListParams {
  q?: string;
  sort_by?: SortBy;
  skip?: number;
  limit?: number;
  status?: ItemStatus | 'ALL';
  /** One shop's items; absent: every shop's (head office only). */
  kode_toko?: string;
  kode_gudang?: string;
  kode_baki?: string;
  kode_group?: string;
  kode_dept?: string;
  /**
   * The last row of the previous page (its sort value and barcode): the next page starts after it by the sort's
   * index instead of counting `skip` rows from the start, so page 3,000 costs what page 1 costs.
   */
  after?: { value: string; kode_barcode: string };
}

/** WHERE clause and parameters of a list filter; also what the benchmark runs directly on the database. */
export function listFilter(p: ListParams): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  const add = (sql: (n: string) => string, v: unknown) => {
    params.push(v);
    conds.push(sql(`$${params.length}`));
  };
  if (p.status !== 'ALL') add((n) => `status = ${n}`, p.status ?? 'READY');
  if (p.kode_toko) add((n) => `kode_toko = ${n}`, p.kode_toko.toUpperCase());
  if (p.kode_gudang) add((n) => `kode_gudang = ${n}`, p.kode_gudang.toUpperCase());
  if (p.kode_baki) add((n) => `kode_baki = ${n}`, p.kode_baki.toUpperCase());
  if (p.kode_group) add((n) => `kode_group = ${n}`, p.kode_group.toUpperCase());
  if (p.kode_dept) add((n) => `kode_dept = ${n}`, p.kode_dept.toUpperCase());
  const q = p.q?.trim().toUpperCase();
  if (q) {
    // Barcodes match from their start (a scanner or a typed prefix), names anywhere; both are stored in capitals.
    const like = q.replace(/[\\%_]/g, (c) => `\\${c}`);
    params.push(`${like}%`, `%${like}%`, q);
    const n = params.length;
    conds.push(`(kode_barcode LIKE $${n - 2} OR nama_barang LIKE $${n - 1} OR kode_intern = $${n})`);
  }
  return { where: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
}

export function listSql(p: ListParams): { sql: string; params: unknown[] } {
  const { where, params } = listFilter(p);
  const sortBy = p.sort_by ?? 'kode_barcode';
  const limit = Math.min(Math.max(p.limit ?? 50, 1), 500);
  // A search with a trigram in it (three letters or digits in a row) finds its matches first (the name trigram, barcode
  // prefix and intern code indexes as one bitmap), sorts their keys, and reads the page's rows by barcode. The
  // MATERIALIZED CTE is a fence the planner cannot see through: without it, it sometimes chose to walk the sort's index
  // and test 200,000 names one by one hoping for 50 early matches, 10 to 20 times slower, and which plan it chose
  // changed from one load of the data to the next. Such a search reads all its matches anyway, to count them
  // (totalsSql), so the fence costs about what the count costs. One or two characters have no trigram for the index to
  // find: walking the sort's index until 50 names match stays the better plan for them (they match many).
  const fenced = /[\p{L}\p{N}]{3}/u.test(p.q ?? '');
  const page = (filter: string, tail: string) =>
    fenced
      ? `WITH found AS MATERIALIZED (SELECT kode_barcode, nama_barang, kode_baki FROM barang ${filter})
         ${SELECT} WHERE kode_barcode IN (SELECT kode_barcode FROM found ORDER BY ${SORTS[sortBy]} ${tail}) ORDER BY ${SORTS[sortBy]}`
      : `${SELECT} ${filter} ORDER BY ${SORTS[sortBy]} ${tail}`;
  if (p.after) {
    params.push(p.after.kode_barcode);
    let cond = `kode_barcode > $${params.length}`;
    if (sortBy !== 'kode_barcode') {
      params.push(p.after.value);
      cond = `(${sortBy}, kode_barcode) > ($${params.length}, $${params.length - 1})`;
    }
    const whereAfter = where ? `${where} AND ${cond}` : `WHERE ${cond}`;
    return { sql: page(whereAfter, `LIMIT ${limit}`), params };
  }
  const skip = Math.max(p.skip ?? 0, 0);
  return { sql: page(where, `LIMIT ${limit} OFFSET ${skip}`), params };
}

/**
 * The count and balance of a list filter. The common case (items in stock, by shop, warehouse or tray, no search)
 * reads the per-tray stock table; any other filter sums the matching items.
 */
export function totalsSql(p: ListParams): { sql: string; params: unknown[] } {
  const fromTrays = (p.status ?? 'READY') === 'READY' && !p.q?.trim() && !p.kode_group && !p.kode_dept;
  if (fromTrays) {
    return {
      sql: `SELECT COALESCE(SUM(items), 0)::int AS count, COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0) AS berat FROM stock_baki
             WHERE ($1::text IS NULL OR kode_gudang = $1) AND ($2::text IS NULL OR kode_baki = $2) AND ($3::text IS NULL OR kode_toko = $3)
               AND ${NOT_BUYBACK_WAREHOUSE}`,
      params: [p.kode_gudang?.toUpperCase() || null, p.kode_baki?.toUpperCase() || null, p.kode_toko?.toUpperCase() || null],
    };
  }
  const { where, params } = listFilter(p);
  return { sql: `SELECT count(*)::int AS count, COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0) AS berat FROM barang ${where}`, params };
}

/** A page of items with the filter's count and balance. */
export async function listItems(db: Queryable, p: ListParams): Promise<{ data: Item[]; count: number; qty: number; berat: number }> {
  const page = listSql(p);
  const totals = totalsSql(p);
  const [data, [sums]] = await Promise.all([db.query<Item>(page.sql, page.params), db.query<{ count: number; qty: number; berat: number }>(totals.sql, totals.params)]);
  return { data, ...sums };
}

/** An item of the shop; 404 'Barcode Tidak Ditemukan' for an unknown barcode and for another shop's item alike. */
export async function findItem(db: Queryable, kodeToko: string, code: string): Promise<Item> {
  const [item] = await db.query<Item>(`${SELECT} WHERE kode_barcode = $1 AND kode_toko = $2`, [code.trim().toUpperCase(), kodeToko]);
  if (!item) throw new HttpError(404, ITEM_MESSAGES.barcodeNotFound);
  return item;
}

/** What the client saw of an item it acts on; any part given must still hold. */
export interface Expected {
  kode_barcode: string;
  kode_baki?: string;
  versi?: number;
}

/**
 * Locks the shop's items in key order and checks each is as the client saw it and in the wanted status; another
 * shop's item is not found (404), never locked.
 */
export async function lockItems(tx: Queryable, kodeToko: string, expected: Expected[], status: ItemStatus = 'READY'): Promise<Map<string, Item>> {
  if (!expected.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  const codes = expected.map((e) => String(e.kode_barcode ?? '').trim().toUpperCase());
  if (new Set(codes).size !== codes.length) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
  const rows = await tx.query<Item>(`${SELECT} WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE`, [codes, kodeToko]);
  const byCode = new Map(rows.map((r) => [r.kode_barcode, r]));
  expected.forEach((e, i) => {
    const item = byCode.get(codes[i]);
    if (!item) throw new HttpError(404, `${ITEM_MESSAGES.barcodeNotFound}: ${codes[i]}`);
    const changed =
      item.status !== status ||
      (e.kode_baki !== undefined && item.kode_baki !== String(e.kode_baki).toUpperCase()) ||
      (e.versi !== undefined && item.versi !== Number(e.versi));
    if (changed) throw new HttpError(409, `${ITEM_MESSAGES.changedMeanwhile} (${codes[i]})`);
  });
  return byCode;
}

// ---------------------------------------------------------------- new items

export interface RowError {
  row: number;
  errors: FieldError[];
}

/**
 * Checks new items (each against the masters, the tray's warehouse, and every barcode already known or
 * repeated in the batch) and inserts them all with a ledger row each, or throws with every row's errors.
 */
export async function createItems(
  ctx: AppContext,
  tx: Queryable,
  actor: Actor,
  inputs: Rec[],
  opts: { jenis: Extract<LedgerKind, 'TAMBAH' | 'TERIMA'>; no_ref?: string },
): Promise<Item[]> {
  if (!inputs.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  const refs: RefCache = new Map();
  const records: Rec[] = [];
  const rowErrors: RowError[] = [];
  const modules = await ctx.modules();
  for (const [i, input] of inputs.entries()) {
    const { record, errors } = await checkRecord(ctx, tx, ITEM, input ?? {}, 'create', refs);
    errors.unshift(...offFieldErrors(input ?? {}, modules));
    if (record.aksesoris !== true) record.qty = 1; // a tagged piece is one piece
    records.push(record);
    if (errors.length) rowErrors.push({ row: i + 1, errors });
  }
  // A barcode and an RFID tag each name one item: taken already, or twice in this batch, the row is refused.
  for (const [field, exists, twice] of [
    ['kode_barcode', ITEM_MESSAGES.barcodeExists, ITEM_MESSAGES.barcodeInTable],
    ['kode_rfid', ITEM_MESSAGES.rfidExists, ITEM_MESSAGES.rfidInTable],
  ] as const) {
    const given = records.map((r) => r[field] as string | undefined).filter((c): c is string => !!c);
    const known = new Set(
      (await tx.query<{ code: string }>(`SELECT ${field} AS code FROM barang WHERE ${field} = ANY($1::text[])`, [given])).map((r) => r.code),
    );
    const seen = new Set<string>();
    records.forEach((r, i) => {
      const code = r[field] as string | undefined;
      if (!code) return;
      const message = known.has(code) ? exists : seen.has(code) ? twice : undefined;
      seen.add(code);
      if (!message) return;
      const entry = rowErrors.find((e) => e.row === i + 1) ?? rowErrors[rowErrors.push({ row: i + 1, errors: [] }) - 1];
      entry.errors.unshift({ field, message });
    });
  }
  // A finished order piece names an order of this shop still waiting for it (server/documents/kinds/pesanan.ts).
  const orders = [...new Set(records.map((r) => String(r.no_pesanan ?? '')).filter(Boolean))];
  const open = new Set(
    orders.length
      ? (await tx.query<{ no_dokumen: string }>(
          `SELECT no_dokumen FROM dokumen_terkini WHERE no_dokumen = ANY($1::text[]) AND jenis = 'PESANAN' AND kode_toko = $2 AND status = 'OPEN'`,
          [orders, actor.kode_toko],
        )).map((r) => r.no_dokumen)
      : [],
  );
  records.forEach((r, i) => {
    if (!r.no_pesanan || open.has(String(r.no_pesanan))) return;
    const entry = rowErrors.find((e) => e.row === i + 1) ?? rowErrors[rowErrors.push({ row: i + 1, errors: [] }) - 1];
    entry.errors.push({ field: 'no_pesanan', message: ITEM_MESSAGES.orderNotOpen });
  });
  if (rowErrors.length) {
    rowErrors.sort((a, b) => a.row - b.row);
    const first = rowErrors[0].errors[0].message;
    throw Object.assign(new HttpError(400, inputs.length === 1 ? first : `Baris ${rowErrors[0].row}: ${first}`, rowErrors[0].errors), { rows: rowErrors });
  }
  await assertSalesWarehouses(tx, records.map((r) => String(r.kode_gudang ?? '')));
  for (const r of records) if (!r.kode_barcode) r.kode_barcode = await nextBarcode(tx, actor.kode_toko);

  const cols = Object.keys(ITEM.fields);
  const values = records.map((r) => cols.map((c) => r[c] ?? null));
  const inserted: Item[] = [];
  // One INSERT per chunk with every column as an array keeps a bulk add of thousands to a few statements.
  for (let start = 0; start < values.length; start += 1000) {
    const chunk = values.slice(start, start + 1000);
    const arrays = cols.map((_, ci) => chunk.map((row) => row[ci]));
    const types = cols.map((c) => pgArrayType(c));
    const rows = await tx.query<Item>(
      `INSERT INTO barang (${cols.join(', ')}, kode_toko, no_terima, status, tgl_input, input_by)
       SELECT ${cols.map(defaultOf).join(', ')}, $${cols.length + 1}, $${cols.length + 2}, 'READY', $${cols.length + 3}::date, $${cols.length + 4}
         FROM unnest(${types.map((t, ti) => `$${ti + 1}::${t}[]`).join(', ')}) AS u(${cols.join(', ')})
       RETURNING ${ITEM_COLUMNS.join(', ')}`,
      [...arrays, actor.kode_toko, opts.no_ref ?? '', actor.tgl_system, actor.user_id],
    );
    inserted.push(...rows);
  }
  await writeLedger(tx, actor.tgl_system, actor.user_id, entryRows(inserted, opts.jenis, opts.no_ref));
  await bookStockCost(tx, actor, opts.jenis, [], inserted, opts.no_ref ?? '');
  return inserted;
}

function pgArrayType(column: string): string {
  const f = ITEM.fields[column];
  if (f.kind === 'boolean') return 'boolean';
  if (f.kind === 'money') return 'bigint';
  if (f.kind === 'number' && !f.decimals) return 'int';
  if (f.kind === 'number' || f.kind === 'weight' || f.kind === 'percent') return 'numeric';
  return 'text';
}

/** A column left empty takes the table's default (0, '' or false), never NULL. */
function defaultOf(column: string): string {
  const f = ITEM.fields[column];
  if (f.kind === 'boolean') return `COALESCE(u.${column}, false)`;
  if (f.kind === 'number' && column === 'qty') return `COALESCE(u.${column}, 1)`;
  if (['number', 'money', 'weight', 'percent'].includes(f.kind)) return `COALESCE(u.${column}, 0)`;
  if (column === 'kode_barcode') return `u.${column}`;
  // No tag is NULL, not '': the unique index on kode_rfid counts only real tags.
  if (column === 'kode_rfid') return `NULLIF(u.${column}, '')`;
  return `COALESCE(u.${column}, '')`;
}

export async function nextBarcode(tx: Queryable, kodeToko: string): Promise<string> {
  // The shop's running number; a scanned tag may already hold a number ahead of it, so skip taken ones.
  for (;;) {
    const [{ nomor }] = await tx.query<{ nomor: number }>(
      `INSERT INTO nomor_dokumen (prefix, tanggal, nomor) VALUES ($1, DATE '2000-01-01', 1)
       ON CONFLICT (prefix, tanggal) DO UPDATE SET nomor = nomor_dokumen.nomor + 1 RETURNING nomor`,
      [`BARCODE-${kodeToko}`],
    );
    const code = generatedBarcode(kodeToko, nomor);
    const taken = await tx.query('SELECT 1 FROM barang WHERE kode_barcode = $1', [code]);
    if (!taken.length) return code;
  }
}

/** A field of a module the shop has off (diamond fields without BERLIAN_MODULE) sent with a value: refused, never silently dropped. */
function offFieldErrors(input: Rec, modules: ModuleMap): FieldError[] {
  return Object.entries(ITEM.fields)
    .filter(([name, field]) => !itemFieldOn(field, modules) && input[name] !== undefined && input[name] !== null && input[name] !== '' && input[name] !== 0)
    .map(([name, field]) => ({ field: name, message: ITEM_MESSAGES.moduleOff(field.label ?? name) }));
}

// ---------------------------------------------------------------- changes of existing items

/** Edits an item's description and prices; a new weight is a correction on its tray, in the ledger. */
export async function updateItem(ctx: AppContext, tx: Queryable, actor: Actor, code: string, input: Rec): Promise<Item> {
  const versi = input.versi === undefined ? undefined : Number(input.versi);
  const items = await lockItems(tx, actor.kode_toko, [{ kode_barcode: code, versi }]);
  const item = items.values().next().value as Item;
  const off = offFieldErrors(input, await ctx.modules());
  if (off.length) throw new HttpError(400, off[0].message, off);
  const merged: Rec = { ...item, ...Object.fromEntries(ITEM_EDITABLE.filter((k) => k in input).map((k) => [k, input[k]])) };
  for (const k of ['kode_barcode', 'kode_gudang', 'kode_baki', 'aksesoris', 'qty']) merged[k] = item[k];
  const { record, errors } = await checkRecord(ctx, tx, ITEM, merged, 'create');
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  if (record.kode_rfid) {
    const other = await tx.query('SELECT 1 FROM barang WHERE kode_rfid = $1 AND kode_barcode <> $2', [record.kode_rfid, item.kode_barcode]);
    if (other.length) throw new HttpError(400, ITEM_MESSAGES.rfidExists, [{ field: 'kode_rfid', message: ITEM_MESSAGES.rfidExists }]);
  }
  const sets = ITEM_EDITABLE.map((k, i) => `${k} = $${i + 2}`);
  const [updated] = await tx.query<Item>(
    `UPDATE barang SET ${sets.join(', ')}, versi = versi + 1, updated_at = now() WHERE kode_barcode = $1 RETURNING ${ITEM_COLUMNS.join(', ')}`,
    [item.kode_barcode, ...ITEM_EDITABLE.map((k) => record[k] ?? defaultValue(k))],
  );
  const [beforeMg, afterMg] = [weightMg(item.berat), weightMg(updated.berat)];
  const deltaMg = afterMg - beforeMg;
  await writeLedger(tx, actor.tgl_system, actor.user_id, [
    {
      ...place(updated),
      jenis: deltaMg ? 'KOREKSI' : 'UBAH_DATA',
      qty: 0,
      berat: mgToGrams(deltaMg),
      keterangan: deltaMg ? `${mgText(beforeMg)} -> ${mgText(afterMg)}` : '',
    },
  ]);
  // A new cost, or a new weight of a piece costed per gram, is a new value of the stock.
  await bookStockCost(tx, actor, 'KOREKSI', [item], [updated], item.kode_barcode);
  return updated;
}

function defaultValue(column: string): unknown {
  const f = ITEM.fields[column];
  if (f.kind === 'boolean') return false;
  if (['number', 'money', 'weight', 'percent'].includes(f.kind)) return 0;
  return column === 'kode_rfid' ? null : '';
}

const place = (it: Item) => ({ kode_barcode: it.kode_barcode, kode_toko: it.kode_toko, kode_gudang: it.kode_gudang, kode_baki: it.kode_baki });

/** The ledger rows of items entering stock (added, received): one each, where it now stands, with its pieces and grams. */
export const entryRows = (items: Item[], jenis: LedgerKind, no_ref?: string): LedgerRow[] =>
  items.map((it) => ({ ...place(it), jenis, qty: it.qty, berat: it.berat, no_ref }));

/** Moves items to a tray; each leaves its own tray and enters the target, two ledger rows per item. */
export async function moveItems(
  tx: Queryable,
  actor: Actor,
  target: { kode_baki: string; kode_gudang: string },
  expected: Expected[],
  prefix = 'PB',
): Promise<{ no_pindah: string; items: Item[]; qty: number; berat: number }> {
  const items = await lockItems(tx, actor.kode_toko, expected);
  for (const it of items.values()) if (it.kode_baki === target.kode_baki) throw new HttpError(400, ITEM_MESSAGES.sameTray);
  await assertSalesWarehouses(tx, [target.kode_gudang]);
  const no = await nextDocumentNumber(tx, prefix, actor.kode_toko, actor.tgl_system);
  const codes = [...items.keys()];
  const moved = await tx.query<Item>(
    `UPDATE barang SET kode_baki = $2, kode_gudang = $3, versi = versi + 1, updated_at = now()
      WHERE kode_barcode = ANY($1::text[]) RETURNING ${ITEM_COLUMNS.join(', ')}`,
    [codes, target.kode_baki, target.kode_gudang],
  );
  const rows: LedgerRow[] = [];
  for (const before of items.values()) {
    rows.push({ ...place(before), jenis: 'PINDAH_KELUAR', qty: -before.qty, berat: -before.berat, no_ref: no, keterangan: target.kode_baki });
    rows.push({ ...place(before), ...target, jenis: 'PINDAH_MASUK', qty: before.qty, berat: before.berat, no_ref: no, keterangan: before.kode_baki });
  }
  await writeLedger(tx, actor.tgl_system, actor.user_id, rows);
  return { no_pindah: no, items: moved, ...totals(moved) };
}

/**
 * Takes items off their trays into another status (melted, sample, in transit, sold), or back, one ledger row each.
 * `cost`: the stock-value event it is in the books when their cost leaves or enters the stock for sale (a melt, a
 * receipt cancelled); a document of the kernel (a sale) books the cost in its own journal instead.
 */
export async function takeOffTrays(
  tx: Queryable,
  actor: Actor,
  expected: Expected[],
  change: { status: ItemStatus; jenis: LedgerKind; keterangan?: string; from?: ItemStatus; cost?: StockCostEvent } & ({ prefix: string } | { no_ref: string }),
): Promise<{ no_ref: string; items: Item[]; qty: number; berat: number }> {
  const items = await lockItems(tx, actor.kode_toko, expected, change.from ?? 'READY');
  // A document of the kernel (a sale) already has its number; the inventory screens draw one here.
  const no = 'no_ref' in change ? change.no_ref : await nextDocumentNumber(tx, change.prefix, actor.kode_toko, actor.tgl_system);
  const updated = await tx.query<Item>(
    `UPDATE barang SET status = $2, versi = versi + 1, updated_at = now() WHERE kode_barcode = ANY($1::text[]) RETURNING ${ITEM_COLUMNS.join(', ')}`,
    [[...items.keys()], change.status],
  );
  // By the kind's direction: a piece reserved by a deposit and then sold (TITIP_JUAL) is already off its tray.
  const arah = LEDGER_KINDS[change.jenis];
  const sign = arah === 'in' ? 1 : arah === 'none' ? 0 : -1;
  await writeLedger(
    tx,
    actor.tgl_system,
    actor.user_id,
    [...items.values()].map((it) => ({ ...place(it), jenis: change.jenis, qty: sign * it.qty, berat: sign * it.berat, no_ref: no, keterangan: change.keterangan })),
  );
  if (change.cost) await bookStockCost(tx, actor, change.cost, [...items.values()], updated, no);
  return { no_ref: no, items: updated, ...totals(updated) };
}

/** Adds pieces and grams to an accessory stock line, or takes them out (never below zero). */
export async function changeAccessoryStock(
  tx: Queryable,
  actor: Actor,
  expected: Expected,
  change: { arah: 'TAMBAH' | 'AMBIL'; qty: number; mg: number; keterangan?: string },
): Promise<Item> {
  const items = await lockItems(tx, actor.kode_toko, [expected]);
  const item = items.values().next().value as Item;
  if (!item.aksesoris) throw new HttpError(400, ITEM_MESSAGES.notAccessory);
  const { qty, mg } = change;
  if (qty < 0 || mg < 0 || (qty === 0 && mg === 0)) throw new HttpError(400, ITEM_MESSAGES.weightZero);
  const sign = change.arah === 'TAMBAH' ? 1 : -1;
  if (sign < 0) {
    const stockMg = weightMg(item.berat);
    if (item.qty === 0 && stockMg === 0) throw new HttpError(400, ITEM_MESSAGES.stockUsedUp);
    if (qty > item.qty) throw new HttpError(400, ITEM_MESSAGES.qtyAboveStock);
    if (mg > stockMg) throw new HttpError(400, ITEM_MESSAGES.weightAboveStock);
  }
  const no = await nextDocumentNumber(tx, sign > 0 ? 'TS' : 'AS', actor.kode_toko, actor.tgl_system);
  const [updated] = await tx.query<Item>(
    `UPDATE barang SET qty = qty + $2, berat = berat + $3::numeric, versi = versi + 1, updated_at = now()
      WHERE kode_barcode = $1 RETURNING ${ITEM_COLUMNS.join(', ')}`,
    [item.kode_barcode, sign * qty, mgText(sign * mg)],
  );
  await writeLedger(tx, actor.tgl_system, actor.user_id, [
    { ...place(item), jenis: sign > 0 ? 'STOCK_TAMBAH' : 'STOCK_AMBIL', qty: sign * qty, berat: mgToGrams(sign * mg), no_ref: no, keterangan: change.keterangan },
  ]);
  // Grams of a line costed per gram change its value: stock added, or taken out.
  await bookStockCost(tx, actor, sign > 0 ? 'TAMBAH' : 'KOREKSI', [item], [updated], no);
  return updated;
}

export function totals(items: Pick<Item, 'qty' | 'berat'>[]): { qty: number; berat: number } {
  return { qty: items.reduce((s, it) => s + it.qty, 0), berat: mgToGrams(sumMg(items.map((it) => it.berat))) };
}

/** A piece in stock bound to an order as one made for it (a pre-order's arrival, /closing-barang-po): a UBAH_DATA row. */
export async function bindToOrder(tx: Queryable, actor: ShopActor, item: Item, order: { no_po: string; no_pesanan: string }): Promise<Item> {
  const [bound] = await tx.query<Item>(
    `UPDATE barang SET no_po = $2, no_pesanan = $3, versi = versi + 1, updated_at = now() WHERE kode_barcode = $1 RETURNING ${ITEM_COLUMNS.join(', ')}`,
    [item.kode_barcode, order.no_po, order.no_pesanan],
  );
  await writeLedger(tx, actor.tgl_system, actor.user_id, [
    { ...place(item), jenis: 'UBAH_DATA', qty: 0, berat: 0, no_ref: order.no_pesanan, keterangan: `Pre Order ${order.no_po}` },
  ]);
  return bound;
}

/**
 * The pieces made for an order that was cancelled (barang.no_pesanan), still on their trays: no longer bound to it,
 * so the shop sells them as any other piece; each change a UBAH_DATA ledger row naming the order.
 */
export async function releaseOrderPieces(tx: Queryable, actor: ShopActor, noPesanan: string): Promise<void> {
  const released = await tx.query<{ kode_barcode: string; kode_toko: string; kode_gudang: string; kode_baki: string }>(
    `UPDATE barang SET no_pesanan = '', versi = versi + 1, updated_at = now()
      WHERE no_pesanan = $1 AND kode_toko = $2 AND status = 'READY'
      RETURNING kode_barcode, kode_toko, kode_gudang, kode_baki`,
    [noPesanan, actor.kode_toko],
  );
  await writeLedger(
    tx,
    actor.tgl_system,
    actor.user_id,
    released.map((r) => ({ ...r, jenis: 'UBAH_DATA' as const, qty: 0, berat: 0, no_ref: noPesanan, keterangan: `Pesanan ${noPesanan} Dibatalkan` })),
  );
}
