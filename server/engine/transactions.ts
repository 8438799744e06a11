// The routes the engine adds for every transaction kind (definitions/transactions): validation of a day's documents
// by a supervisor (the cashiers it filters by are a lookup: ./lookups.ts). The kind's own routes (post, list, one,
// cancel, print, its actions) come from the kind registry (server/routes/documents.ts) over the same kernel. A
// validation over several kinds (defineValidation) also gets its mixed list here: GET {api}, the kinds' documents side
// by side.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { MIXED_NUMBER, type TransactionDefinition } from '../../definitions/define';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { validateDocuments } from '../documents/validate';
import { listDocuments, listQuerystring, type ListQuery } from '../documents/read';

/** The kernel's name (dokumen.jenis) of a kind: its definition name in capitals. */
export const documentJenis = (def: Pick<TransactionDefinition['document'], 'name'>) => def.name.toUpperCase();

export function registerTransactionRoutes(app: FastifyInstance, ctx: AppContext, defs: readonly TransactionDefinition[]): void {
  const route = routesOf(app);
  for (const def of defs.filter((d) => d.screen === 'validate')) {
    const doc = def.document;
    const kinds = def.kinds ?? [];
    const jenis = kinds.length ? kinds.map((k) => documentJenis(k.document)) : [documentJenis(doc)];
    if (kinds.length) {
      route(
        {
          method: 'GET',
          url: doc.api,
          gate: { page: def.route },
          summary: `${doc.label}: the shop's documents of ${kinds.map((k) => k.document.label).join(', ')} side by side, each with its kind (jenis)`,
          tags: [doc.label],
          querystring: listQuerystring(doc.statuses.map((st) => st.value)),
          response: answer.rows(),
        },
        async (req) => {
          const actor = actorOf(req);
          const q = req.query as ListQuery;
          const lists = await Promise.all(
            kinds.map(async (k) => (await listDocuments(ctx.db, actor, documentJenis(k.document), MIXED_NUMBER, q)).map((row) => ({ ...row, jenis: k.document.name }))),
          );
          const text = (row: Record<string, unknown>, field: string) => String(row[field]);
          const rows = lists.flat().sort((a, b) => text(a, 'tgl_system').localeCompare(text(b, 'tgl_system')) || text(a, MIXED_NUMBER).localeCompare(text(b, MIXED_NUMBER)));
          return { status: 'success', data: rows };
        },
      );
    }
    route(
      {
        method: 'POST',
        url: `${doc.api}/validasi`,
        gate: { page: def.route },
        summary: `Validate documents of ${doc.label}: each of this shop, not cancelled and not validated yet; all or none`,
        tags: [doc.label],
        body: s.object({ nomor: s.array('Nota', s.code('Nota', 40), 500) }, ['nomor'], { additional: false }),
        response: answer.message(),
      },
      async (req) => {
        const n = await validateDocuments(ctx, actorOf(req), jenis, (req.body as { nomor: string[] }).nomor);
        return { status: 'success', message: doc.validate!.done, data: { jumlah: n } };
      },
    );
  }
}
