// Every route of every document kind, made from the kind registry (server/documents/registry.ts): thin
// handlers over the document kernel. For a kind with API base {api} and number {number} (definitions/transactions):
// - POST {api}                       its body, Idempotency-Key header -> 201 { message, data: { {number}, tgl_system, ... } };
//                                    403 { message, kategori, keterangan, rincian } naming the authorizations still needed
//                                    (a kind with `posts`: at each of their paths instead, each with its screen's gate)
// - GET  {api}?tgl_from&tgl_to&status&kode_sales&valid_by&validasi   the shop's documents of those business dates
//                                    (a book's document: one business date as its book lists it, where its kind says)
// - GET  {api}/{number}              one with its lines, payments, status history, authorizations, bisa_batal
// - POST {api}/{number}/batal        { alasan, authorization_id, no_faktur_group? }: by the kind's cancel rule
// - POST {api}/{number}/cetak        records a print -> { data: { {number}, cetak_ke } } (above 1: a reprint); kinds with a receipt
// - POST {api}/{number}/{action}     the kind's own actions (a deposit's lunas), with their gate and body
// - GET  {api}/{number}/saldo        a kind with open balances: { no, jenis_saldo, pokok, terbayar, sisa, riwayat }
// - GET  {step}/{number}, POST {step}/{number}/cetak   a document an action posts with a receipt of its own (KindStep:
//                                    a loan's redemption at hutang-lunas/{no_lunas}), with the kind's read gate
// A kind takes the standard routes it names (KindApiInput.routes; all by default): money sent to the head office takes
// only the cancellation, its flow crossing servers posts and reads it (./kirim-uang.ts).
// Validation (POST {api}/validasi) is made from the validation screens (server/engine/transactions.ts), the WhatsApp
// nota routes ({api}/get/bynota) in ./whatsapp.ts, both for the same kinds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, cancelDocument, cancellability, postDocument, type CancelInput } from '../documents/engine';
import { listDocuments, listDocumentsPage, listQuerystring, readDocument, type ListPage, type ListQuery } from '../documents/read';
import { kernelKinds } from '../documents/registry';
import { documentBalance } from '../documents/balances';
import type { KindApi, StandardRoute } from '../documents/kind-api';
import type { ReceiptLayout } from '../../domain/receipt-layout';
import type { RouteGate } from '../http/route';
import { PRINT_MESSAGES, recordPrint } from '../documents/prints';
import { cancelBody, idempotencyKey } from './document-requests';
import { registerLinePhotoRoutes } from './document-photos';

/** A document of the kind read back, with what the kind adds to it. */
async function readOne(ctx: AppContext, k: KindApi, req: FastifyRequest, no: string) {
  const actor = actorOf(req);
  const doc = await readDocument(ctx.db, actor, k.jenis, k.number, no);
  return k.extend ? k.extend(ctx.db, actor, doc, no) : doc;
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext, kinds: readonly KindApi[]): void {
  const route = routesOf(app);

  /** POST {api}/{number}/cetak: records a print of a document with a receipt; its number, above 1 a reprint. */
  const printRoute = (p: { api: string; number: string; jenis: string; receipt: ReceiptLayout }, gate: RouteGate, tags: string[]) =>
    route(
      {
        method: 'POST',
        url: `${p.api}/:${p.number}/cetak`,
        gate,
        summary: 'Record a print of the receipt; cetak_ke above 1 is a reprint',
        // The body is optional (a first print sends none): no schema; recordPrint checks the id it is given.
        ...(p.receipt.reprintAuthorization
          ? { description: `A reprint needs a supervisor's ${p.receipt.reprintAuthorization} authorization: body { authorization_id }; without it 403 names the kind` }
          : {}),
        tags,
        params: s.params(p.number),
        status: 201,
        response: answer.record(),
      },
      async (req) => {
        const no = (req.params as Record<string, string>)[p.number].trim().toUpperCase();
        const authorization_id = (req.body as { authorization_id?: string } | undefined)?.authorization_id;
        const reprint = p.receipt.reprintAuthorization ? { kategori: p.receipt.reprintAuthorization, authorization_id } : undefined;
        const cetak_ke = await ctx.db.transaction((tx) => recordPrint(tx, actorOf(req), p.jenis, no, reprint));
        return { status: 'success', message: PRINT_MESSAGES.printed, data: { [p.number]: no, cetak_ke } };
      },
    );

  // A document grouped with others (a trade-in) is cancelled with them, each by its own kind.
  const partners = kernelKinds(kinds);
  for (const k of kinds) {
    const tags = [k.label];
    const params = s.params(k.number);
    // Numbers are written in capitals (JL-TOKO01-...): one typed in small letters is the same document.
    const noOf = (req: FastifyRequest) => (req.params as Record<string, string>)[k.number].trim().toUpperCase();
    const takes = (r: StandardRoute) => k.routes.includes(r);

    // A document of pieces may need a supervisor's authorization (below cost, above the limit ...); a book's never does.
    const description = k.screens.length ? AUTHORIZATION_NEEDED_DESCRIPTION : undefined;
    for (const p of k.posts) {
      route(
        { method: 'POST', url: p.url, gate: { page: p.screen }, summary: p.summary, description, tags, body: p.body, status: 201, response: answer.record() },
        async (req) => {
          const actor = actorOf(req);
          const body = (p.prepare ? p.prepare(req.body as never) : req.body) as { authorization_ids?: string[] };
          // A retry with the same key answers the first document, the same way.
          const { no } = await postDocument(ctx, actor, k.kind, body as never, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
          const doc = await readOne(ctx, k, req, no);
          return { status: 'success', message: p.message, data: { [k.number]: no, tgl_system: doc.tgl_system, ...k.posted?.(doc) } };
        },
      );
    }

    if (takes('list')) {
      route(
        { method: 'GET', url: k.list?.url ?? k.api, gate: k.read, summary: k.summaries.list!, tags, querystring: k.list?.querystring ?? listQuerystring(k.statuses, { paged: true }), response: answer.rows() },
        async (req) => {
          const actor = actorOf(req);
          if (k.list?.read) return { status: 'success', data: await k.list.read(ctx, req, actor) };
          const q = req.query as ListQuery & ListPage;
          const opts = { openAnyDate: k.list?.openAnyDate };
          // A client naming a page size pages (by key with `after`); without one, the whole range as before.
          const paged = q.limit && !k.list?.querystring ? await listDocumentsPage(ctx.db, actor, k.jenis, k.number, q, { ...q, limit: q.limit }, opts) : undefined;
          const rows = paged?.data ?? (await listDocuments(ctx.db, actor, k.jenis, k.number, q, opts));
          return { status: 'success', ...paged, data: k.list?.rows ? await k.list.rows(ctx.db, actor, rows, q) : rows };
        },
      );
    }

    if (takes('read')) {
      route({ method: 'GET', url: `${k.api}/:${k.number}`, gate: k.read, summary: k.summaries.read!, tags, params, response: answer.record() }, async (req) => {
        const no = noOf(req);
        const doc = await readOne(ctx, k, req, no);
        return { status: 'success', data: { ...doc, ...(await cancellability(ctx, actorOf(req), k.kind, no, k.label, partners)) } };
      });
    }

    if (takes('cancel')) {
      route(
        { method: 'POST', url: `${k.api}/:${k.number}/batal`, gate: k.cancel, summary: k.summaries.cancel!, tags, params, body: k.cancelBody ?? cancelBody, response: answer.message() },
        async (req) => {
          await cancelDocument(ctx, actorOf(req), k.kind, noOf(req), req.body as CancelInput, k.label, partners);
          return { status: 'success', message: k.messages.cancelled };
        },
      );
    }

    // A book's document has no receipt: nothing to print.
    if (k.receipt) printRoute({ api: k.api, number: k.number, jenis: k.jenis, receipt: k.receipt }, k.read, tags);

    for (const step of k.steps ?? []) {
      const { api, number, receipt } = step.print;
      const stepTags = [step.label];
      route(
        { method: 'GET', url: `${api}/:${number}`, gate: k.read, summary: `One ${step.label}: its lines, payments, and what it paid`, tags: stepTags, params: s.params(number), response: answer.record() },
        async (req) => {
          const no = (req.params as Record<string, string>)[number].trim().toUpperCase();
          const doc = await readDocument(ctx.db, actorOf(req), step.jenis, number, no);
          return { status: 'success', data: { ...doc, ...(await step.extend(ctx.db, doc, no)) } };
        },
      );
      printRoute({ api, number, jenis: step.jenis, receipt }, k.read, stepTags);
    }

    if (k.linePhotos) registerLinePhotoRoutes(app, ctx, k);

    if (k.saldo) {
      route(
        {
          method: 'GET',
          url: `${k.api}/:${k.number}/saldo`,
          gate: k.read,
          summary: `What is still owed on a ${k.label}: pokok, terbayar, sisa, and every move (riwayat) with what remained after it`,
          tags,
          params,
          response: answer.record(),
        },
        async (req) => ({ status: 'success', data: await documentBalance(ctx.db, actorOf(req), k.jenis, noOf(req)) }),
      );
    }

    for (const action of k.actions ?? []) {
      route(
        {
          method: 'POST',
          url: `${k.api}/:${k.number}/${action.path}`,
          gate: typeof action.gate === 'string' ? k[action.gate] : action.gate,
          summary: action.summary,
          description: action.description,
          tags,
          params,
          body: action.body,
          status: 201,
          response: answer.record(),
        },
        async (req) => action.run(ctx, actorOf(req), noOf(req), req.body, { idempotencyKey: idempotencyKey(req) }),
      );
    }
  }
}
