// POST barang/import (/tambah-barang-banyak): new items from an .xlsx or .csv file. The first row names the
// columns (field names or labels, lowercased with underscores: 'Nama Barang' -> nama_barang); every row goes
// through the item service's createItems, so the messages are those of the form, and a file with one bad row
// imports nothing while the answer lists every bad row with its spreadsheet row number.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actorOf } from '../actor';
import { PAGES } from '../../definitions/pages';
import { ITEM } from '../../domain/barang';
import { importColumns, importRows } from '../../domain/import';
import { IMPORT_ANSWERS, IMPORT_LIMIT_BYTES, IMPORT_MAX_ROWS } from '../engine/master-import';
import { readCells } from '../files/spreadsheet';
import { createItems, type Actor, type RowError } from './items';

export const ITEM_IMPORT_ROUTE = '/tambah-barang-banyak';
export const TOO_LARGE = 'Ukuran File Maksimal 5 MB';
/** What a browser may send a spreadsheet as; the content itself decides between xlsx and CSV. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** The item's own key (kode_barcode) may be left out of the file: a missing barcode gets the shop's next number. */
const IMPORT_DEF = { ...ITEM, key: 'nama_barang' };

export interface ItemImportResult {
  message: string;
  count: number;
  ignored: string[];
  data: unknown[];
}

/** Reads the file and adds its items in one transaction; throws 400 with `rows` (spreadsheet numbers) when any row fails. */
export async function importItems(ctx: AppContext, actorOf: (tx: Queryable) => Promise<Actor>, file: Buffer): Promise<ItemImportResult> {
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

export function registerItemImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = PAGES.find((p) => p.route === ITEM_IMPORT_ROUTE);
  if (!page) throw new Error(`inventory: ${ITEM_IMPORT_ROUTE} is not in definitions/pages.ts`);

  // Its own scope: the raw-file body parser and the 5 MB limit apply to this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, _req, reply) => {
      if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof HttpError)) return reply.code(413).send({ message: TOO_LARGE });
      const failed = (error as { rows?: unknown }).rows;
      if (error instanceof HttpError && failed) return reply.code(400).send({ status: 'error', message: error.message, rows: failed });
      throw error; // everything else gets the application's answer
    });
    scope.post('/api/v1/barang/import', { bodyLimit: IMPORT_LIMIT_BYTES }, async (req: FastifyRequest, reply) => {
      await requireGate(ctx, req, page.gate, ITEM_IMPORT_ROUTE);
      if (!Buffer.isBuffer(req.body) || !req.body.length) throw new HttpError(400, MESSAGES.badRequest);
      // The items are the user's shop's (server/actor.ts), numbered with its barcodes, on its business date.
      const actor = actorOf(req);
      const result = await importItems(ctx, async () => actor, req.body);
      reply.code(201);
      return { status: 'success', ...result };
    });
  });
}
