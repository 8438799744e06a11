// Pre-orders (PRE_ORDER_MODULE, issue 21 item 6): an order (../documents/kinds/pesanan.ts) filled from a supplier
// rather than the shop's goldsmith. It is the same PESANAN document, with dokumen_pesanan.kode_supplier and no_po set
// (migration 043), so it is collected (pesanan/{no}/ambil), cancelled and read exactly as an order.
//
// - POST pre-order: the order's body plus kode_supplier (in the supplier master, active) and no_po (the shop's own PO
//   number, trimmed, in capitals, never used before: 'PO number chosen and available'). The check runs in the order's
//   plan under a lock on the number, and the unique index on dokumen_pesanan.no_po is the backstop.
// - Its pieces arrive by ./arrivals.ts (the supplier's spreadsheet, or a piece in stock bound by barcode), each
//   carrying no_po and no_pesanan; an order's line takes one piece of its group (as the collection matches them).
// - ./list.ts lists them, finished or not; server/routes/pre-order.ts routes all of it.
import type { Actor } from '../actor';
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { HttpError } from '../http-error';
import { s, type JsonSchema } from '../http/schema';
import type { KindPost } from '../documents/kind-api';
import { refuse } from '../documents/priced-pieces';

/** The screens (definitions/pages.ts): each route's gate is one of them. */
export const PRE_ORDER_ROUTES = {
  entry: '/transaksi-pre-order',
  list: '/lihat-pre-order',
  closing: '/closing-barang-po',
  import: '/import-pre-order',
} as const;

export const PRE_ORDER_MESSAGES = {
  saved: 'Transaksi Pre Order Berhasil Disimpan',
  poRequired: 'No PO Tidak Boleh Kosong',
  poUsed: 'No PO Sudah Dipakai',
  poUnknown: 'No PO Tidak Terdaftar',
  supplierUnknown: 'Kode Supplier Tidak Terdaftar',
  cancelled: 'Pre Order Sudah Dibatalkan',
  collected: 'Pre Order Sudah Diambil',
  groupMismatch: 'Group Barang Tidak Sesuai Dengan Pesanan',
  tooMany: 'Jumlah Barang Melebihi Jumlah Barang Pesanan',
  bound: 'Barcode Sudah Terdaftar Sebagai Pre Order',
  otherPo: 'Barcode Terdaftar Dengan No PO Lain',
  closed: 'Closing Barang PO Berhasil',
  imported: (n: number) => `Import Pre Order Berhasil: ${n} Barang`,
} as const;

/** A PO number as every route reads it: trimmed, in capitals. */
export const poNumber = (text: string | undefined | null): string => (text ?? '').trim().toUpperCase();

export interface PurchaseOrder {
  kode_supplier: string;
  no_po: string;
}

/**
 * The pre-order's own part of an order's plan: null for an order (no PO), else the supplier and PO number checked.
 * The number is locked until the transaction ends, so two clerks posting one PO at once get one order and one refusal.
 */
export async function purchaseOrderOf(tx: Queryable, body: Partial<PurchaseOrder>): Promise<PurchaseOrder | null> {
  if (body.no_po === undefined && body.kode_supplier === undefined) return null;
  const no_po = poNumber(body.no_po);
  if (!no_po) throw refuse(400, PRE_ORDER_MESSAGES.poRequired, 'no_po');
  const kode_supplier = poNumber(body.kode_supplier);
  const [supplier] = await tx.query(`SELECT 1 FROM ${masterTable({ name: 'supplier' })} WHERE kode_supplier = $1 AND is_active`, [kode_supplier]);
  if (!supplier) throw refuse(400, PRE_ORDER_MESSAGES.supplierUnknown, 'kode_supplier');
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`no_po/${no_po}`]);
  if (await poTaken(tx, no_po)) throw refuse(400, PRE_ORDER_MESSAGES.poUsed, 'no_po');
  return { kode_supplier, no_po };
}

/** Whether a PO number names an order already, of any shop and any status (a cancelled order keeps its number). */
export async function poTaken(db: Queryable, noPo: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM dokumen_pesanan WHERE no_po = $1', [noPo])).length > 0;
}

/** POST pre-order's body: the order's, with the supplier and the PO number. */
export function preOrderBody(orderBody: JsonSchema): JsonSchema {
  const order = orderBody as { properties: Record<string, JsonSchema>; required: string[] };
  return s.object(
    {
      ...order.properties,
      kode_supplier: { ...s.code('Kode Supplier', 20), minLength: 1 },
      no_po: { ...s.code('No PO', 30), minLength: 1 },
    },
    [...order.required, 'kode_supplier', 'no_po'],
    { additional: false },
  );
}

/** Where the order kind is posted as a pre-order (../documents/kind-api.ts `posts`): its own screen, body and message. */
export function preOrderPost(orderBody: JsonSchema): KindPost {
  return {
    url: 'pre-order',
    screen: PRE_ORDER_ROUTES.entry,
    summary:
      "Take a pre-order: an order filled by a supplier (kode_supplier) under the shop's PO number (no_po, unused), its lines at the group price locked now, the down payment; one transaction",
    body: preOrderBody(orderBody),
    message: PRE_ORDER_MESSAGES.saved,
    prepare: (body: PurchaseOrder & Record<string, unknown>) => ({ ...body, kode_supplier: poNumber(body.kode_supplier), no_po: poNumber(body.no_po) }),
  };
}

// ---------------------------------------------------------------- the PO's order, as its pieces arrive

/** A pre-order found by its PO number: its status, and per group how many lines it has and how many pieces are bound. */
export interface PoOrder {
  no_pesanan: string;
  no_po: string;
  kode_supplier: string;
  status: string;
  lines: Map<string, number>;
  bound: Map<string, number>;
}

/** A piece bound to an order counts until it is gone from the shop for good (melted, its receipt cancelled). */
export const BOUND_PIECE = `status NOT IN ('HANCUR', 'BATAL')`;

/**
 * The shop's pre-order of a PO number, its document row locked (as a collection locks it), so pieces arriving at once
 * for one order are counted one after the other; undefined when the shop has none.
 */
export async function poOrder(tx: Queryable, actor: Pick<Actor, 'kode_toko'>, noPo: string): Promise<PoOrder | undefined> {
  const [order] = await tx.query<{ no_dokumen: string; kode_supplier: string }>(
    `SELECT d.no_dokumen, p.kode_supplier FROM dokumen_pesanan p JOIN dokumen d ON d.no_dokumen = p.no_dokumen
      WHERE p.no_po = $1 AND p.no_po <> '' AND d.kode_toko = $2 AND d.jenis = 'PESANAN' FOR UPDATE OF d`,
    [noPo, actor.kode_toko],
  );
  if (!order) return undefined;
  const [{ status }] = await tx.query<{ status: string }>('SELECT status FROM dokumen_status WHERE no_dokumen = $1 ORDER BY id DESC LIMIT 1', [order.no_dokumen]);
  const count = (rows: { kode_group: string; n: number }[]) => new Map(rows.map((r) => [r.kode_group, Number(r.n)]));
  const lines = await tx.query<{ kode_group: string; n: number }>('SELECT kode_group, count(*)::int AS n FROM dokumen_baris WHERE no_dokumen = $1 GROUP BY kode_group', [
    order.no_dokumen,
  ]);
  const bound = await tx.query<{ kode_group: string; n: number }>(
    `SELECT kode_group, count(*)::int AS n FROM barang WHERE no_pesanan = $1 AND kode_toko = $2 AND ${BOUND_PIECE} GROUP BY kode_group`,
    [order.no_dokumen, actor.kode_toko],
  );
  return { no_pesanan: order.no_dokumen, no_po: noPo, kode_supplier: order.kode_supplier, status, lines: count(lines), bound: count(bound) };
}

/** Why no piece may arrive for this order any more (cancelled, or collected), or undefined while it is open. */
export function closedOrder(order: PoOrder): HttpError | undefined {
  if (order.status === 'BATAL') return new HttpError(409, PRE_ORDER_MESSAGES.cancelled);
  if (order.status !== 'OPEN') return new HttpError(409, PRE_ORDER_MESSAGES.collected);
  return undefined;
}

/** Why a piece of this group cannot take a line of the order, or undefined when a line of its group is still free. */
export function noFreeLine(order: PoOrder, kodeGroup: string): HttpError | undefined {
  const lines = order.lines.get(kodeGroup) ?? 0;
  if (!lines) return new HttpError(400, PRE_ORDER_MESSAGES.groupMismatch);
  if ((order.bound.get(kodeGroup) ?? 0) >= lines) return new HttpError(409, PRE_ORDER_MESSAGES.tooMany);
  return undefined;
}

/** Counts a piece of the group as bound (the next one of the batch sees the line taken). */
export function takeLine(order: PoOrder, kodeGroup: string): void {
  order.bound.set(kodeGroup, (order.bound.get(kodeGroup) ?? 0) + 1);
}

/** Lines and pieces bound, and whether every line has its piece. */
export function progress(order: PoOrder): { jumlah_barang: number; barang_datang: number; lengkap: boolean } {
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const lengkap = [...order.lines].every(([group, n]) => (order.bound.get(group) ?? 0) >= n);
  return { jumlah_barang: sum(order.lines), barang_datang: sum(order.bound), lengkap };
}
