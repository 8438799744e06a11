// Master data in and out as files: GET export-csv/{master} streams a master's active rows as CSV
// (/export-csv), POST import-data-pusat/{master} takes a head-office .xlsx or .csv (/import-data-pusat).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MasterDefinition } from '../../definitions/define';
import { csvLine } from '../../domain/csv';
import { passesRules } from '../../domain/gates';
import { fieldLabel } from '../../domain/labels';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { currentUser, gateContextOf, requireModules } from '../plugins/auth';
import { activeRows } from '../engine/master-store';
import { IMPORT_LIMIT_BYTES, importMaster } from '../engine/master-import';
import { requirePage } from './settings';

export const TOO_LARGE = 'Ukuran File Maksimal 5 MB';
/** What a browser may send a spreadsheet as; the content itself decides between xlsx and CSV. */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

function masterNamed(ctx: AppContext, name: string): MasterDefinition {
  const def = ctx.definitions.find((d): d is MasterDefinition => d.kind === 'master' && d.name === name);
  if (!def) throw new HttpError(404, MESSAGES.notFound);
  return def;
}

/** The header of labels, then the rows; the byte-order mark makes spreadsheets read it as UTF-8. */
async function* csvOf(ctx: AppContext, def: MasterDefinition): AsyncGenerator<string> {
  const fields = Object.keys(def.fields);
  yield `\uFEFF${csvLine(fields.map((f) => fieldLabel(def, f)))}\r\n`;
  for await (const rows of activeRows(ctx.db, def)) yield rows.map((row) => `${csvLine(fields.map((f) => row[f]))}\r\n`).join('');
}

/** Writing into a master needs its own gate's rules too (levels, modules), as its form does. */
async function requireMasterRules(ctx: AppContext, req: FastifyRequest, def: MasterDefinition): Promise<void> {
  if (!passesRules(def.gate, await gateContextOf(ctx, req))) throw new HttpError(403, MESSAGES.forbidden);
}

export function registerDataTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/export-csv/:master', async (req, reply) => {
    await requirePage(ctx, req, '/export-csv');
    const def = masterNamed(ctx, (req.params as { master: string }).master);
    await requireModules(ctx, req, def.gate);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${def.name}.csv"`)
      .send(Readable.from(csvOf(ctx, def)));
  });

  // Its own scope: the raw-file body parser and the 5 MB limit apply to this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, _req, reply) => {
      // The upload over its byte limit (Fastify's 413); the reader's own 413 (a workbook unpacking too big) keeps its message.
      if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof HttpError)) return reply.code(413).send({ message: TOO_LARGE });
      throw error; // everything else gets the application's answer
    });
    scope.post('/api/v1/import-data-pusat/:master', { bodyLimit: IMPORT_LIMIT_BYTES }, async (req) => {
      await requirePage(ctx, req, '/import-data-pusat');
      const def = masterNamed(ctx, (req.params as { master: string }).master);
      await requireMasterRules(ctx, req, def);
      if (!Buffer.isBuffer(req.body) || !req.body.length) throw new HttpError(400, MESSAGES.badRequest);
      return { status: 'success', ...(await importMaster(ctx, def, req.body, currentUser(req).user_id)) };
    });
  });
}
