// New items from an .xlsx or .csv file (POST barang/import, /tambah-barang-banyak). The first row names the
// columns (field names or labels, lowercased with underscores: 'Nama Barang' -> nama_barang); every row goes
// through the item service's createItems, so the messages are those of the form, and a file with one bad row
// imports nothing while the answer lists every bad row with its spreadsheet row number.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import { ITEM } from '../../domain/barang';
import { importColumns, importRows } from '../../domain/import';
import { IMPORT_ANSWERS, IMPORT_MAX_ROWS } from '../engine/master-import';
import { readCells } from '../files/spreadsheet';
import { createItems, type Actor, type RowError } from './items';

/** The item's own key (kode_barcode) may be left out of the file: a missing barcode gets the shop's next number. */
const IMPORT_DEF = { ...ITEM, key: 'nama_barang' };

export interface ItemImportResult {
  message: string;
  count: number;
  ignored: string[];
  data: unknown[];
}

/**
 * Reads the file and adds its items in one transaction; throws 400 with `rows` (spreadsheet numbers) when any row
 * fails. `actorOf` names who acts inside that transaction (the user's shop, its barcodes, its business date).
 */
export async function importItems(ctx: AppContext, actorOf: (tx: Queryable) => Promise<Actor>, file: unknown): Promise<ItemImportResult> {
  if (!Buffer.isBuffer(file) || !file.length) throw new HttpError(400, MESSAGES.badRequest);
  const { cells, decimalComma } = await readCells(file);
  const found = importColumns(IMPORT_DEF, cells[0] ?? []);
  if ('error' in found) throw new HttpError(400, found.error);
  const rows = importRows(found.columns, cells, IMPORT_DEF, decimalComma);
  if (!rows.length) throw new HttpError(400, IMPORT_ANSWERS.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_ANSWERS.tooMany);
  try {
    const items = await ctx.db.transaction(async (tx) => createItems(ctx, tx, await actorOf(tx), rows.map((r) => r.values), { jenis: 'TAMBAH' }));
    return { message: IMPORT_ANSWERS.done(items.length), count: items.length, ignored: found.columns.ignored, data: items };
  } catch (e) {
    const failed = (e as { rows?: RowError[] }).rows;
    if (!(e instanceof HttpError) || !failed) throw e;
    // createItems numbers the rows it was given from 1; the user looks for the spreadsheet's row numbers.
    const listed: RowError[] = failed.map((r) => ({ row: rows[r.row - 1]?.row ?? r.row, errors: r.errors }));
    throw Object.assign(new HttpError(400, IMPORT_ANSWERS.refused(listed.length), e.errors), { rows: listed });
  }
}
