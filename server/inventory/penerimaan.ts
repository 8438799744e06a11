// Goods receipts, declared (server/http/route.ts); the rules live in penerimaan-service.ts. /penerimaan-barang brings
// new items in under one receipt number; /batal-penerimaan-barang lists the receipts and cancels one while none of
// its items has been touched since.
//
// - POST penerimaan-barang { kode_supplier?, no_po?, keterangan?, items: [...] } -> 201 { no_terima, count, data }
//   (400 { message, rows } when any row fails: nothing is saved)
// - GET  penerimaan-barang?tgl_awal&tgl_akhir&status=AKTIF|BATAL|ALL&kode_toko -> receipts with their piece and gram totals
// - GET  penerimaan-barang/{no_terima} -> the receipt and its items
// - POST penerimaan-barang/{no_terima}/batal { alasan } -> the cancelled receipt
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { actingShop, actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { isIsoDate } from '../../domain/dates';
import { PENERIMAAN_MESSAGES, cancelReceipt, listReceipts, receiptWithItems, receiveItems, type ReceiptStatus } from './penerimaan-service';
import { CODE_MAX, DOC_NO_MAX, code, note, noteSchema, optionalCode, requiredCode } from '../http/input';
import { itemRowSchema, itemsSchema } from './input';
import { answerRows } from './routes';

export { PENERIMAAN_MESSAGES };

const tags = ['Penerimaan Barang'];
const ENTRY = { page: '/penerimaan-barang' } as const;
const CANCEL = { page: '/batal-penerimaan-barang' } as const;

/** ITEM's own limits of the header fields that go onto every item. */
const SUPPLIER_MAX = 20;
const PO_MAX = 30;

const noTerimaParams = s.object({ no_terima: s.code('No Terima', DOC_NO_MAX) }, ['no_terima']);
const noTerimaOf = (req: FastifyRequest) =>
  requiredCode((req.params as { no_terima?: unknown }).no_terima, 'no_terima', 'No Terima', DOC_NO_MAX, PENERIMAAN_MESSAGES.notFound);

/** A date filter (YYYY-MM-DD, or empty for the business date), 'Tanggal Awal Tidak Valid' otherwise. */
const dateQuery = (title: string): JsonSchema => ({
  title,
  type: 'string',
  maxLength: 10,
  pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
  'x-messages': { maxLength: `${title} Tidak Valid`, pattern: `${title} Tidak Valid` },
});
/** The date of a filter that has the shape of one: it must also exist on the calendar (no 2026-02-30). */
function dateOf(v: string | undefined, title: string, fallback: string): string {
  if (!v) return fallback;
  if (!isIsoDate(v)) throw new HttpError(400, `${title} Tidak Valid`);
  return v;
}

const listQuery = s.object({
  tgl_awal: dateQuery('Tanggal Awal'),
  tgl_akhir: dateQuery('Tanggal Akhir'),
  status: s.choice('Status', ['AKTIF', 'BATAL', 'ALL']),
  kode_toko: s.code('Kode Toko', CODE_MAX),
});

export function registerPenerimaanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'POST',
      url: 'penerimaan-barang',
      gate: ENTRY,
      summary: 'Receives new items under one receipt number (TERIMA rows), or none: 400 { message, rows } lists every bad row',
      tags,
      body: s.object(
        {
          kode_supplier: optionalCode('Kode Supplier', SUPPLIER_MAX),
          no_po: optionalCode('No PO', PO_MAX),
          keterangan: noteSchema('Keterangan'),
          items: itemsSchema(itemRowSchema),
        },
        ['items'],
      ),
      response: answer.record(),
      status: 201,
    },
    async (req, reply) =>
      answerRows(reply, async () => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const data = await receiveItems(ctx, actorOf(req), {
          kode_supplier: code(body.kode_supplier, 'kode_supplier', 'Kode Supplier', SUPPLIER_MAX),
          no_po: code(body.no_po, 'no_po', 'No PO', PO_MAX),
          keterangan: note(body.keterangan),
          items: body.items as Record<string, unknown>[],
        });
        return { status: 'success', message: `${PENERIMAAN_MESSAGES.saved}: ${data.no_terima}`, data };
      }),
  );

  route(
    {
      method: 'GET',
      url: 'penerimaan-barang',
      gate: CANCEL,
      summary: 'Receipts of a period (the business date by default) with their piece and gram totals',
      tags,
      querystring: listQuery,
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl_awal?: string; tgl_akhir?: string; status?: ReceiptStatus | 'ALL'; kode_toko?: string };
      const data = await listReceipts(ctx.db, {
        tgl_awal: dateOf(q.tgl_awal, 'Tanggal Awal', actor.tgl_system),
        tgl_akhir: dateOf(q.tgl_akhir, 'Tanggal Akhir', actor.tgl_system),
        status: q.status ?? 'AKTIF',
        // The user's shop; the head office may choose a shop, or ALL.
        kode_toko: actingShop(actor, q.kode_toko ?? '', { allowAll: true }),
      });
      return { status: 'success', data };
    },
  );

  route(
    { method: 'GET', url: 'penerimaan-barang/:no_terima', gate: CANCEL, summary: 'A receipt of the shop and its items', tags, params: noTerimaParams, response: answer.record() },
    async (req) => ({ status: 'success', data: await receiptWithItems(ctx.db, actorOf(req).kode_toko, noTerimaOf(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'penerimaan-barang/:no_terima/batal',
      gate: CANCEL,
      summary: 'Cancels a receipt while its items are untouched (BATAL_TERIMA rows)',
      tags,
      params: noTerimaParams,
      body: s.object({ alasan: { ...noteSchema('Alasan Batal'), 'x-messages': { required: PENERIMAAN_MESSAGES.reasonRequired } } }, ['alasan']),
      response: answer.record(),
    },
    async (req) => {
      const alasan = note(((req.body ?? {}) as { alasan?: unknown }).alasan);
      const data = await cancelReceipt(ctx, actorOf(req), noTerimaOf(req), alasan);
      return { status: 'success', message: PENERIMAAN_MESSAGES.cancelled, data };
    },
  );
}
