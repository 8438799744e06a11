// The sale (issue 9 fixed points): thin routes over the document kernel (server/documents).
// - POST penjualan                      { kode_sales, nama_customer, alamat_customer, no_hp?, items, pembayaran,
//                                         diskon_rp?, authorization_ids? } with an Idempotency-Key header -> 201
//                                         { message, data: { no_faktur_jual, tgl_system, grand_total, kembalian, items, pembayaran } };
//                                         403 { message, kategori } naming the authorizations still needed
// - GET  penjualan?tgl_from&tgl_to      the shop's sales of those business dates
// - GET  penjualan/{no_faktur_jual}     one sale with its lines, payments, status history and authorizations
//                                         with tukar: { items } a trade-in; the answer adds no_faktur_beli, no_faktur_group
// - POST penjualan/{no}/batal           { alasan, authorization_id, no_faktur_group? } (BATAL_PENJUALAN): same business
//                                         day only; a trade-in's sale only with its group named (both halves go)
// - GET  customer?no_hp=                a returning customer by phone (any shop: customers are the chain's)
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/kinds';
import { answer, s, type JsonSchema } from '../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, cancelDocument, cancellability, postDocument, type CancelInput } from '../documents/engine';
import { pembelian } from '../documents/kinds/pembelian';
import { buybackItems } from './pembelian';
import { cancelBody, idempotencyKey } from './document-requests';
import { customersByPhone, listDocuments, listQuerystring, readDocument, type ListQuery } from '../documents/read';
import { whatsappNumber } from '../../domain/phone';
import { penjualan, SALE_MESSAGES, type SaleBody } from '../documents/kinds/penjualan';
import { PAYMENT_KINDS } from '../../domain/payments';

const tags = ['Penjualan'];
const NUMBER = 'no_faktur_jual';
/** Posting is the entry screen's; reading, every screen of the sale's; cancelling, the cancel screen's. */
const { entry: ENTRY, read: READ, cancel: CANCEL } = DOCUMENT_KINDS.penjualan;
/** A piece weighed at the counter: 100 kg is beyond any piece a shop sells. */
const MAX_PIECE_GRAMS = 100_000;

export const saleBody: JsonSchema = s.object(
  {
    kode_sales: s.code('Kode Sales', 20, { required: 'Kode Sales Tidak Boleh Kosong', minLength: 'Kode Sales Tidak Boleh Kosong' }),
    nama_customer: s.text('Nama Customer', 100),
    alamat_customer: s.text('Alamat Customer', 200),
    no_hp: s.text('No HP', 20),
    diskon_rp: s.money('Diskon'),
    items: s.array(
      'Barang',
      s.object(
        {
          kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 },
          berat_jual: { title: 'Berat Jual', type: 'number', exclusiveMinimum: 0, maximum: MAX_PIECE_GRAMS },
          diskon_rp: s.money('Diskon'),
        },
        ['kode_barcode'],
        { additional: false },
      ),
      200,
    ),
    pembayaran: s.array(
      'Pembayaran',
      s.object(
        {
          jenis: s.choice('Jenis Pembayaran', PAYMENT_KINDS),
          jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
          kode_bank: s.code('Kode Bank', 20),
          no_rekening: s.code('No Rekening', 40),
          no_reff: s.text('No Reff', 60),
          fee_persen: { title: 'Fee Kartu', type: 'number', minimum: 0, maximum: 100 },
          // POIN: whole points (the kind refuses a fraction with the domain's message); jumlah_rp their rupiah.
          poin: { title: 'Poin', type: 'number', minimum: 1, maximum: 1_000_000_000_000 },
        },
        ['jenis', 'jumlah_rp'],
        { additional: false },
      ),
      20,
    ),
    authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10),
    // A trade-in: the customer's old pieces, bought back in the same checkout (server/routes/pembelian.ts).
    tukar: s.object({ items: buybackItems }, ['items'], { additional: false }),
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'pembayaran'],
  { additional: false },
);

export function registerPenjualanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'POST',
      url: 'penjualan',
      gate: ENTRY,
      summary: 'Post a sale: the pieces leave their trays, payments reach the till and accounts, the journal is written; one transaction',
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      tags,
      body: saleBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const body = req.body as SaleBody;
      // A retry with the same key answers the first sale, the same way.
      const { no } = await postDocument(ctx, actor, penjualan, body, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
      const sale = await readDocument(ctx.db, actor, penjualan.jenis, NUMBER, no);
      const tradeIn = sale.tukar ? { no_faktur_beli: sale.tukar.no_faktur_beli, no_faktur_group: sale.no_faktur_group, tukar: sale.tukar } : {};
      return {
        message: SALE_MESSAGES.saved,
        data: {
          ...tradeIn,
          no_faktur_jual: no,
          tgl_system: sale.tgl_system,
          grand_total: sale.grand_total,
          kembalian: sale.kembalian,
          items: sale.items,
          pembayaran: sale.pembayaran,
        },
      };
    },
  );

  route(
    {
      method: 'GET',
      url: 'penjualan',
      gate: READ,
      summary: "The shop's sales of a range of business dates (default: today), by sales person, status, cashier, or not validated yet",
      tags,
      querystring: listQuerystring(['DONE', 'BATAL', 'VALID']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await listDocuments(ctx.db, actorOf(req), penjualan.jenis, NUMBER, req.query as ListQuery) }),
  );

  route(
    {
      method: 'GET',
      url: 'customer',
      gate: ENTRY,
      summary: 'The names and addresses a phone number bought under, latest first',
      tags,
      querystring: s.object({ no_hp: s.text('No HP', 20) }, ['no_hp']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await customersByPhone(ctx.db, whatsappNumber((req.query as { no_hp: string }).no_hp)) }),
  );

  route(
    {
      method: 'GET',
      url: 'penjualan/:no_faktur_jual',
      gate: READ,
      summary: 'One sale with its lines, payments, status history and the authorizations it used; whether it can be cancelled now (bisa_batal) and why not',
      tags,
      params: s.params(NUMBER),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const no = (req.params as Record<string, string>)[NUMBER];
      const sale = await readDocument(ctx.db, actor, penjualan.jenis, NUMBER, no);
      return { status: 'success', data: { ...sale, ...(await cancellability(ctx, actor, penjualan, no, 'Penjualan', { PEMBELIAN: pembelian })) } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'penjualan/:no_faktur_jual/batal',
      gate: CANCEL,
      summary: 'Cancel a sale of today (BATAL_PENJUALAN): its pieces back on their trays, money and journal reversed',
      tags,
      params: s.params(NUMBER),
      body: cancelBody,
      response: answer.message(),
    },
    async (req) => {
      const no = (req.params as Record<string, string>)[NUMBER];
      await cancelDocument(ctx, actorOf(req), penjualan, no, req.body as CancelInput, 'Penjualan', { PEMBELIAN: pembelian });
      return { status: 'success', message: SALE_MESSAGES.cancelled };
    },
  );
}
