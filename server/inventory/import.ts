// POST barang/import (/tambah-barang-banyak): new items from an .xlsx or .csv file, declared (server/http/route.ts);
// reading the file and adding its items is import-service.ts. The route has its own scope: the raw-file parser, the
// 5 MB limit and the answer listing every bad row apply to it alone.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, type JsonSchema } from '../http/schema';
import { IMPORT_LIMIT_BYTES } from '../engine/master-import';
import { importItems } from './import-service';

export { importItems, type ItemImportResult } from './import-service';

export const ITEM_IMPORT_ROUTE = '/tambah-barang-banyak';
export const TOO_LARGE = 'Ukuran File Maksimal 5 MB';
/** What a browser may send a spreadsheet as; the content itself decides between xlsx and CSV. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
/** The raw body by media type: the parser hands the file's bytes over, bounded by IMPORT_LIMIT_BYTES; the content is the reader's to judge. */
const fileBytes = { schema: { title: 'File', description: 'The .xlsx or .csv bytes, at most 5 MB; the first row names the columns' } };
const fileBody: JsonSchema = { content: Object.fromEntries(FILE_TYPES.map((type) => [type, fileBytes])) };

export function registerItemImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, _req, reply) => {
      if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof HttpError)) return reply.code(413).send({ message: TOO_LARGE });
      const failed = (error as { rows?: unknown }).rows;
      if (error instanceof HttpError && failed) return reply.code(400).send({ status: 'error', message: error.message, rows: failed });
      throw error; // everything else gets the application's answer
    });
    routesOf(scope)(
      {
        method: 'POST',
        url: 'barang/import',
        gate: { page: ITEM_IMPORT_ROUTE },
        summary: 'New items from an .xlsx or .csv file, all or none: 400 { message, rows } lists every bad row by its spreadsheet number',
        tags: ['Barang'],
        body: fileBody,
        response: answer.rows(),
        status: 201,
        options: { bodyLimit: IMPORT_LIMIT_BYTES },
      },
      // The items are the user's shop's (server/actor.ts), numbered with its barcodes, on its business date.
      async (req) => {
        const actor = actorOf(req);
        return { status: 'success', ...(await importItems(ctx, async () => actor, req.body)) };
      },
    );
  });
}
