// A pre-order's pieces arriving from the supplier, each bound to its order (barang.no_po and no_pesanan): from then
// on no other sale takes it (domain/sale-entry.ts), and the customer collects it as an order's finished piece.
// - The supplier's spreadsheet (POST pre-order/import, /import-pre-order): a row per piece (no_po, nama_barang,
//   kode_group, kadar, berat, harga = its cost; kode_barcode when the supplier tagged it; first row the header, names
//   lowercased with underscores), all put on the tray chosen. Each becomes a new piece (READY, its jenis the group's)
//   through the item service (server/inventory/items.ts createItems: the item form's messages, a TAMBAH ledger row
//   each, its cost into the stock's books). All or nothing: any error refuses the whole file, listing every error as
//   { row, field, message } by the spreadsheet's row numbers. An unknown PO, a cancelled or collected order, a group
//   the order has no line of, more pieces of a group than its lines still waiting: errors.
// - A piece already in stock (POST pre-order/closing, /closing-barang-po): received by a goods receipt, say, bound by
//   its barcode to the PO's open order, when a line of its group still waits. Refinement of the design: besides a piece
//   with no PO, one received under this very PO number (a receipt's no_po) may be bound; a piece bound to an order is
//   409 'Barcode Sudah Terdaftar Sebagai Pre Order', one received under another PO 409 too. The change is an UBAH_DATA
//   ledger row naming the order (no stock moves), written here beside the item service's own writers: it sets two
//   columns no item screen edits.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { HttpError, MESSAGES } from '../http-error';
import { ITEM_COLUMNS } from '../../domain/barang';
import { defineFieldSet, f } from '../../domain/fields';
import { importColumns, importRows } from '../../domain/import';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { holdBusinessDay } from '../documents/business-day';
import { refuse } from '../documents/priced-pieces';
import { IMPORT_ANSWERS, IMPORT_MAX_ROWS, type RowError } from '../engine/master-import';
import { readCells } from '../files/spreadsheet';
import { bindToOrder, createItems, type Actor, type Item, type RowError as ItemRowError } from '../inventory/items';
import { closedOrder, noFreeLine, poNumber, poOrder, progress, PRE_ORDER_MESSAGES, takeLine, type PoOrder } from './purchase-order';

/** The spreadsheet's columns, by field name or label ('No PO' reads as no_po); the PO number's column is required. */
const ARRIVALS = defineFieldSet({
  name: 'pre_order_import',
  key: 'no_po',
  fields: {
    no_po: f.code({ label: 'No PO' }),
    kode_barcode: f.code({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    kode_group: f.code({ label: 'Kode Group' }),
    kadar: f.number({ label: 'Kadar', decimals: 2 }),
    berat: f.weight({ label: 'Berat' }),
    harga: f.money({ label: 'Harga' }),
  },
});
/** As the column reader takes it: a field set with its key named. */
const KEYED = { ...ARRIVALS, key: 'no_po' as const };

/** An item field's error names the spreadsheet's column: the cost is its harga, the jenis comes from its group. */
const COLUMN_OF: Record<string, string> = { total_hpp: 'harga', kode_dept: 'kode_group' };

export interface Tray {
  kode_gudang: string;
  kode_baki: string;
}

/** The tray chosen for the pieces: given, and in that warehouse; refused once, not on every row. */
async function checkTray(db: Queryable, tray: Tray): Promise<Tray> {
  const kode_gudang = poNumber(tray.kode_gudang);
  const kode_baki = poNumber(tray.kode_baki);
  if (!kode_gudang) throw refuse(400, ITEM_MESSAGES.warehouseRequired, 'kode_gudang');
  if (!kode_baki) throw refuse(400, ITEM_MESSAGES.trayRequired, 'kode_baki');
  const found = await db.query(`SELECT 1 FROM ${masterTable({ name: 'baki' })} WHERE kode_baki = $1 AND kode_gudang = $2 AND is_active`, [kode_baki, kode_gudang]);
  if (!found.length) throw refuse(400, ITEM_MESSAGES.trayNotInWarehouse, 'kode_baki');
  return { kode_gudang, kode_baki };
}

/** What the answer shows of each piece added or bound. */
const pieceOf = (it: Item) => ({
  kode_barcode: it.kode_barcode,
  nama_barang: it.nama_barang,
  kode_group: it.kode_group,
  kadar: Number(it.kadar),
  berat: Number(it.berat),
  kode_gudang: it.kode_gudang,
  kode_baki: it.kode_baki,
  no_po: String(it.no_po ?? ''),
  no_pesanan: String(it.no_pesanan ?? ''),
});

/** Reads the file and adds its pieces, all in one transaction or none (see the head of this file). */
export async function importArrivals(ctx: AppContext, actor: Actor, file: unknown, chosen: Tray) {
  if (!Buffer.isBuffer(file) || !file.length) throw new HttpError(400, MESSAGES.badRequest);
  const tray = await checkTray(ctx.db, chosen);
  const { cells, decimalComma } = await readCells(file);
  const found = importColumns(KEYED, cells[0] ?? []);
  if ('error' in found) throw new HttpError(400, found.error);
  const rows = importRows(found.columns, cells, ARRIVALS, decimalComma);
  if (!rows.length) throw new HttpError(400, IMPORT_ANSWERS.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_ANSWERS.tooMany);

  return ctx.db.transaction(async (tx) => {
    await holdBusinessDay(tx, actor);
    const errors: RowError[] = [];
    // Each PO's order locked once, in the numbers' order (two imports naming the same POs wait, never deadlock).
    const orders = new Map<string, PoOrder | HttpError>();
    for (const no of [...new Set(rows.map((r) => poNumber(r.values.no_po)).filter(Boolean))].sort()) {
      const order = await poOrder(tx, actor, no);
      orders.set(no, !order ? new HttpError(404, PRE_ORDER_MESSAGES.poUnknown) : (closedOrder(order) ?? order));
    }
    const groups = [...new Set(rows.map((r) => poNumber(r.values.kode_group)).filter(Boolean))];
    const depts = new Map(
      (await tx.query<{ kode_group: string; kode_dept: string }>(`SELECT kode_group, kode_dept FROM ${masterTable({ name: 'group' })} WHERE kode_group = ANY($1::text[])`, [groups])).map(
        (g) => [g.kode_group, g.kode_dept],
      ),
    );

    const inputs = rows.map((r) => {
      const no = poNumber(r.values.no_po);
      const group = poNumber(r.values.kode_group);
      const found = orders.get(no);
      const order = found instanceof HttpError ? undefined : found;
      if (!no) errors.push({ row: r.row, field: 'no_po', message: PRE_ORDER_MESSAGES.poRequired });
      else if (found instanceof HttpError) errors.push({ row: r.row, field: 'no_po', message: found.message });
      else if (order && group) {
        const refusal = noFreeLine(order, group);
        if (refusal) errors.push({ row: r.row, field: refusal.statusCode === 400 ? 'kode_group' : 'no_po', message: refusal.message });
        else takeLine(order, group);
      }
      const { harga, ...values } = r.values;
      return {
        ...values,
        kode_barcode: values.kode_barcode?.trim() || undefined,
        kode_group: group,
        kode_dept: depts.get(group) ?? '',
        total_hpp: harga,
        ...tray,
        no_po: no,
        no_pesanan: order?.no_pesanan ?? '',
        kode_supplier: order?.kode_supplier ?? '',
      };
    });

    let added: Item[] = [];
    try {
      added = await createItems(ctx, tx, actor, inputs, { jenis: 'TAMBAH' });
    } catch (e) {
      const failed = (e as { rows?: ItemRowError[] }).rows;
      if (!(e instanceof HttpError) || !failed) throw e;
      // createItems numbers the rows it was given from 1; the user looks for the spreadsheet's.
      for (const r of failed) {
        const input = inputs[r.row - 1];
        for (const x of r.errors) {
          // No jenis for a group that is not known: the group's own error says why.
          if (x.field === 'kode_dept' && !input.kode_dept) continue;
          errors.push({ row: rows[r.row - 1].row, field: COLUMN_OF[x.field] ?? x.field, message: x.message });
        }
      }
    }
    if (errors.length) throw refusedFile(errors);
    return { message: PRE_ORDER_MESSAGES.imported(added.length), count: added.length, data: added.map(pieceOf) };
  });
}

/** The whole file refused: every error by row, one per row and column (the first found), in the file's order. */
function refusedFile(errors: RowError[]): HttpError {
  const seen = new Set<string>();
  const listed = errors
    .filter((e) => {
      const key = `${e.row}/${e.field}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.row - b.row);
  return new HttpError(400, IMPORT_ANSWERS.refused(new Set(listed.map((e) => e.row)).size), listed);
}

/** Binds a piece in stock to the open order of a PO (see the head of this file); answers the piece and the order's progress. */
export async function closeArrival(ctx: AppContext, actor: Actor, body: { kode_barcode: string; no_po: string }) {
  const no = poNumber(body.no_po);
  if (!no) throw refuse(400, PRE_ORDER_MESSAGES.poRequired, 'no_po');
  const code = body.kode_barcode.trim().toUpperCase();
  return ctx.db.transaction(async (tx) => {
    await holdBusinessDay(tx, actor);
    // The order first, then the piece: the order a collection locks before its pieces.
    const order = await poOrder(tx, actor, no);
    const [item] = await tx.query<Item>(`SELECT ${ITEM_COLUMNS.join(', ')} FROM barang WHERE kode_barcode = $1 AND kode_toko = $2 FOR UPDATE`, [code, actor.kode_toko]);
    if (!item) throw refuse(404, ITEM_MESSAGES.barcodeNotFound, 'kode_barcode');
    if (item.no_pesanan) throw refuse(409, PRE_ORDER_MESSAGES.bound, 'kode_barcode');
    if (item.no_po && item.no_po !== no) throw refuse(409, PRE_ORDER_MESSAGES.otherPo, 'kode_barcode');
    if (item.status !== 'READY') throw refuse(409, ITEM_MESSAGES.notInStock, 'kode_barcode');
    if (!order) throw refuse(404, PRE_ORDER_MESSAGES.poUnknown, 'no_po');
    const refusal = closedOrder(order) ?? noFreeLine(order, item.kode_group);
    if (refusal) throw refuse(refusal.statusCode, refusal.message, refusal.statusCode === 400 ? 'kode_barcode' : 'no_po');
    takeLine(order, item.kode_group);
    const bound = await bindToOrder(tx, actor, item, { no_po: no, no_pesanan: order.no_pesanan });
    const { jumlah_barang, barang_datang, lengkap } = progress(order);
    return { message: PRE_ORDER_MESSAGES.closed, data: { ...pieceOf(bound), jumlah_barang, barang_datang, selesai: lengkap } };
  });
}
