// Master data in and out as files: GET export-csv/{master} streams a master's active rows as CSV (/export-csv),
// POST import-data-pusat/{master} takes a head-office .xlsx or .csv (/import-data-pusat). Thin routes over
// server/settings/data-transfer.ts.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passesRules } from '../../domain/gates';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { gateContextOf, requireModules } from '../plugins/auth';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { IMPORT_LIMIT_BYTES } from '../engine/master-import';
import { csvOf, importFile, masterNamed } from '../settings/data-transfer';
import { auditorOf } from '../audit/log';

export const TOO_LARGE = 'Ukuran File Maksimal 5 MB';
/** What a browser may send a spreadsheet as; the content itself decides between xlsx and CSV. */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const tags = ['Setting'];
const params = s.params('master');
const masterOf = (ctx: AppContext, req: FastifyRequest) => masterNamed(ctx, (req.params as { master: string }).master);

export function registerDataTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Reading a master needs its modules (as its list does); writing into one its gate's rules (levels, modules), as
  // its form does. Both after the screen's gate, before anything else.
  const exportable = async (req: FastifyRequest) => requireModules(ctx, req, masterOf(ctx, req).gate);
  const importable = async (req: FastifyRequest) => {
    if (!passesRules(masterOf(ctx, req).gate, await gateContextOf(ctx, req))) throw new HttpError(403, MESSAGES.forbidden);
  };

  routesOf(app)(
    {
      method: 'GET',
      url: 'export-csv/:master',
      gate: { page: '/export-csv' },
      authorize: exportable,
      summary: "A master's active rows as CSV (text/csv, field labels as header)",
      tags,
      params,
      response: { type: 'string', description: 'text/csv' },
    },
    async (req, reply) => {
      const def = masterOf(ctx, req);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${def.name}.csv"`)
        .send(Readable.from(csvOf(ctx, def)));
    },
  );

  // Its own scope: the raw-file body parser and the 5 MB limit apply to this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, _req, reply) => {
      // The upload over its byte limit (Fastify's 413); the reader's own 413 (a workbook unpacking too big) keeps its message.
      if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof HttpError)) return reply.code(413).send({ message: TOO_LARGE });
      throw error; // everything else gets the application's answer
    });
    routesOf(scope)(
      {
        method: 'POST',
        url: 'import-data-pusat/:master',
        gate: { page: '/import-data-pusat' },
        authorize: importable,
        summary: 'Import a master from a head-office .xlsx or .csv (the raw bytes, at most 5 MB): all rows or none',
        tags,
        params,
        // The file's bytes (application/octet-stream, text/csv or xlsx); the reader judges them.
        body: { title: 'File', description: 'The .xlsx or .csv file as raw bytes, at most 5 MB' },
        response: answer.message(),
        options: { bodyLimit: IMPORT_LIMIT_BYTES },
      },
      async (req) => ({ status: 'success', ...(await importFile(ctx, masterOf(ctx, req), req.body, auditorOf(req))) }),
    );
  });
}
