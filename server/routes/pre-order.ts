// Pre-orders (PRE_ORDER_MODULE, issue 21 item 6; server/pre-order/): thin handlers. POST pre-order (the order kind
// posted with a supplier and a PO number) is routed with the kind's other routes (./documents.ts, the `posts` of
// server/documents/kinds/pesanan.ts); the collection, the cancellation and the read are the order's (pesanan/{no}/...).
// - GET  pre-order?skip&limit&page&status&q&after  -> { count, preorders, skip, limit, page } (status all|open|finish|batal)
// - GET  pre-order/po/{no_po}                      -> { data: { no_po, tersedia, pre_order } }: is the number free, and
//                                                     this shop's pre-order under it ('PO number chosen and available')
// - POST pre-order/import?kode_gudang&kode_baki    the supplier's .xlsx / .csv file -> 201 { message, count, data }; 400
//                                                     { message, errors: [{ row, field, message }] } refuses the whole file
// - POST pre-order/closing { kode_barcode, no_po }  -> 201 { message, data }: a piece in stock bound to the PO's order
// Every route is behind its screen's gate (definitions/pages.ts), PRE_ORDER_MODULE with it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { IMPORT_LIMIT_BYTES } from '../engine/master-import';
import { TOO_LARGE } from '../inventory/import';
import { listPreOrders, PRE_ORDER_STATES, type PreOrderQuery } from '../pre-order/list';
import { poNumber, poTaken, PRE_ORDER_ROUTES } from '../pre-order/purchase-order';
import { closeArrival, importArrivals, type Tray } from '../pre-order/arrivals';

const tags = ['Pre Order'];
/** The screens that list or pick pre-orders: the list, and the PO pickers of closing and import. */
const READERS = { anyOf: [PRE_ORDER_ROUTES.list, PRE_ORDER_ROUTES.closing, PRE_ORDER_ROUTES.import] };

const listQuery = s.page({
  page: { title: 'Halaman', type: 'integer', minimum: 1, maximum: 1_000_000 },
  status: s.choice('Status', PRE_ORDER_STATES),
  after: s.code('No Pesanan Terakhir', 40),
});

/** What a browser may send a spreadsheet as (as POST barang/import takes it); the content decides xlsx or CSV. */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const fileBytes = { schema: { title: 'File', description: 'The .xlsx or .csv bytes, at most 5 MB; the first row names the columns' } };
const fileBody: JsonSchema = { content: Object.fromEntries(FILE_TYPES.map((type) => [type, fileBytes])) };

const closingBody = s.object(
  { kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 }, no_po: s.code('No PO', 30) },
  ['kode_barcode', 'no_po'],
  { additional: false },
);

export function registerPreOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'pre-order',
      gate: READERS,
      summary:
        "The shop's pre-orders newest first, 50 a page (skip or page, or after the last number): status finish every line has its piece or it was collected, open still waiting, batal cancelled; each with its lines (jumlah_barang) and pieces bound (barang_datang)",
      tags,
      querystring: listQuery,
      response: { type: 'object', properties: { count: { type: 'integer' }, preorders: { type: 'array' } }, additionalProperties: true },
    },
    async (req) => ({ status: 'success', ...(await listPreOrders(ctx.db, actorOf(req), req.query as PreOrderQuery)) }),
  );

  route(
    {
      method: 'GET',
      url: 'pre-order/po/:no_po',
      gate: { anyOf: [PRE_ORDER_ROUTES.entry, PRE_ORDER_ROUTES.closing, PRE_ORDER_ROUTES.import] },
      summary: "Whether a PO number is free for a new pre-order (tersedia), and this shop's pre-order under it when it has one",
      tags,
      params: s.params('no_po'),
      response: answer.record(),
    },
    async (req) => {
      const no_po = poNumber((req.params as { no_po: string }).no_po);
      const [pre_order] = (await listPreOrders(ctx.db, actorOf(req), { no_po, limit: 1 })).preorders;
      return { status: 'success', data: { no_po, tersedia: !!no_po && !(await poTaken(ctx.db, no_po)), pre_order: pre_order ?? null } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'pre-order/closing',
      gate: { page: PRE_ORDER_ROUTES.closing },
      summary: "Bind a piece in stock (READY, bound to no order) to the open order of a PO, when a line of its group still waits; an UBAH_DATA ledger row",
      tags,
      body: closingBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', ...(await closeArrival(ctx, actorOf(req), req.body as { kode_barcode: string; no_po: string })) }),
  );

  // The file's own scope: the raw-file parser and the 5 MB limit apply to this route alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((error, _req, reply) => {
      if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof HttpError)) return reply.code(413).send({ message: TOO_LARGE });
      throw error; // everything else gets the application's answer
    });
    routesOf(scope)(
      {
        method: 'POST',
        url: 'pre-order/import',
        gate: { page: PRE_ORDER_ROUTES.import },
        summary:
          "The supplier's spreadsheet of arrived pieces (no_po, nama_barang, kode_group, kadar, berat, harga; kode_barcode optional) onto the tray given: new pieces bound to each PO's order, all or none; 400 lists every error as { row, field, message }",
        tags,
        querystring: s.object({ kode_gudang: s.code('Kode Gudang', 20), kode_baki: s.code('Kode Baki', 20) }),
        body: fileBody,
        status: 201,
        response: answer.rows(),
        options: { bodyLimit: IMPORT_LIMIT_BYTES },
      },
      async (req) => ({ status: 'success', ...(await importArrivals(ctx, actorOf(req), req.body, req.query as Tray)) }),
    );
  });
}
