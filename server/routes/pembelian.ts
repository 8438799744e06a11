// The buy-back (issue 10 fixed points): thin routes over the document kernel (server/documents).
// - POST pembelian                      { kode_sales, nama_customer, alamat_customer, no_hp?, items: [{ kode_barcode?,
//                                         no_faktur_jual?, nama_barang, kode_group, kode_harga?, kadar, berat_kotor,
//                                         berat, kondisi, ada_nota, harga? }], pembayaran: [{ jenis, jumlah_rp,
//                                         kode_bank?, no_rekening?, rekening_toko? }], authorization_ids? } with an
//                                         Idempotency-Key header -> 201 { message, data: { no_faktur_beli, tgl_system,
//                                         total_harga, items } }; 403 { message, kategori } naming the authorizations
// - GET  pembelian?tgl_from&tgl_to      the shop's buy-backs of those business dates
// - GET  pembelian/{no_faktur_beli}     one buy-back with its lines, payments, history (and `tukar`, its sale)
// - POST pembelian/{no}/batal           { alasan, authorization_id, no_faktur_group? } (BATAL_PEMBELIAN): same day only
// - GET  pembelian/parameter            the masters the entry screen prices with (domain/buyback-pricing.ts)
// - GET  pembelian/asal?kode_barcode|no_faktur_jual   the shop's own pieces as they were sold
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/kinds';
import { answer, s, type JsonSchema } from '../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, cancelDocument, cancellability, postDocument, type CancelInput } from '../documents/engine';
import { listDocuments, listQuerystring, readDocument, type ListQuery } from '../documents/read';
import { BUYBACK_DOCUMENT_MESSAGES, buybackParameters, pembelian, soldPieces, type BuybackBody } from '../documents/kinds/pembelian';
import { penjualan } from '../documents/kinds/penjualan';
import { cancelBody, idempotencyKey } from './document-requests';
import { MAX_WEIGHT } from '../../domain/fields';

const tags = ['Pembelian'];
const NUMBER = 'no_faktur_beli';
const { entry: ENTRY, read: READ, cancel: CANCEL } = DOCUMENT_KINDS.pembelian;
/**
 * The pricing masters and the sold-piece lookup serve every entry screen that buys back: the sale screen's trade-in,
 * and the manual buy-back (/transaksi-jual-beli-manual).
 */
const PRICING = { anyOf: [DOCUMENT_KINDS.pembelian.entryRoute, DOCUMENT_KINDS.penjualan.entryRoute, DOCUMENT_KINDS.pembelian_manual.entryRoute] };

const grams = (title: string): JsonSchema => ({ title, type: 'number', minimum: 0, maximum: MAX_WEIGHT });

/** One bought-back line: of POST pembelian and of a trade-in's `tukar` on POST penjualan. */
export const buybackItemSchema: JsonSchema = s.object(
  {
    kode_barcode: s.code('Kode Barcode', 40),
    no_faktur_jual: s.code('No Faktur Jual', 60),
    nama_barang: s.text('Nama Barang', 100),
    kode_group: { ...s.code('Kode Group', 20), minLength: 1 },
    kode_harga: s.code('Kode Harga', 20),
    kadar: { title: 'Kadar', type: 'number', minimum: 0, maximum: 500 },
    berat_kotor: grams('Berat Kotor'),
    berat: grams('Berat'),
    kondisi: { ...s.code('Kondisi', 20), minLength: 1 },
    ada_nota: { title: 'Ada Nota', type: 'boolean' },
    harga: s.money('Harga'),
  },
  ['nama_barang', 'kode_group', 'kadar', 'berat_kotor', 'berat', 'kondisi', 'ada_nota'],
  { additional: false },
);

export const buybackItems: JsonSchema = s.array('Barang', buybackItemSchema, 100);

const buybackBody: JsonSchema = s.object(
  {
    kode_sales: s.code('Kode Sales', 20, { required: 'Kode Sales Tidak Boleh Kosong', minLength: 'Kode Sales Tidak Boleh Kosong' }),
    nama_customer: s.text('Nama Customer', 100),
    alamat_customer: s.text('Alamat Customer', 200),
    no_hp: s.text('No HP', 20),
    items: buybackItems,
    pembayaran: s.array(
      'Pembayaran',
      s.object(
        {
          jenis: s.choice('Jenis Pembayaran', ['TUNAI', 'TRANSFER']),
          jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
          kode_bank: s.code('Kode Bank', 20),
          no_rekening: s.text('No Rekening', 40),
          rekening_toko: s.code('Rekening Toko', 40),
        },
        ['jenis', 'jumlah_rp'],
        { additional: false },
      ),
      10,
    ),
    authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10),
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'pembayaran'],
  { additional: false },
);

export function registerPembelianRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'POST',
      url: 'pembelian',
      gate: ENTRY,
      summary: 'Post a buy-back: the pieces enter the buy-back stock, money leaves the till or an account, the journal is written; one transaction',
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      tags,
      body: buybackBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const body = req.body as BuybackBody;
      const { no } = await postDocument(ctx, actor, pembelian, body, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
      const doc = await readDocument(ctx.db, actor, pembelian.jenis, NUMBER, no);
      return {
        message: BUYBACK_DOCUMENT_MESSAGES.saved,
        data: { no_faktur_beli: no, tgl_system: doc.tgl_system, total_harga: doc.grand_total, items: doc.items, pembayaran: doc.pembayaran },
      };
    },
  );

  route(
    {
      method: 'GET',
      url: 'pembelian',
      gate: READ,
      summary: "The shop's buy-backs of a range of business dates (default: today), by sales person, status or cashier",
      tags,
      querystring: listQuerystring(['DONE', 'BATAL', 'VALID']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await listDocuments(ctx.db, actorOf(req), pembelian.jenis, NUMBER, req.query as ListQuery) }),
  );

  route(
    { method: 'GET', url: 'pembelian/parameter', gate: PRICING, summary: 'The price codes, conditions and cuts a buy-back is priced by', tags, response: answer.record() },
    async () => ({ status: 'success', data: await ctx.db.transaction((tx) => buybackParameters(tx)) }),
  );

  route(
    {
      method: 'GET',
      url: 'pembelian/asal',
      gate: PRICING,
      summary: "The shop's own pieces as they were sold, by barcode or by the sale's receipt number",
      tags,
      querystring: s.object({ kode_barcode: s.code('Kode Barcode', 40), no_faktur_jual: s.code('No Faktur Jual', 60) }),
      response: answer.rows(),
    },
    async (req) => {
      const q = req.query as { kode_barcode?: string; no_faktur_jual?: string };
      if (!q.kode_barcode && !q.no_faktur_jual) return { status: 'success', data: [] };
      return { status: 'success', data: await soldPieces(ctx.db, actorOf(req), q) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'pembelian/:no_faktur_beli',
      gate: READ,
      summary: 'One buy-back with its lines, payments, status history, authorizations and, for a trade-in, its sale; whether it can be cancelled now (bisa_batal) and why not',
      tags,
      params: s.params(NUMBER),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const no = (req.params as Record<string, string>)[NUMBER];
      const doc = await readDocument(ctx.db, actor, pembelian.jenis, NUMBER, no);
      return { status: 'success', data: { ...doc, ...(await cancellability(ctx, actor, pembelian, no, 'Pembelian', { PENJUALAN: penjualan })) } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'pembelian/:no_faktur_beli/batal',
      gate: CANCEL,
      summary: 'Cancel a buy-back of today (BATAL_PEMBELIAN): its pieces out of the buy-back stock, money and journal reversed; a trade-in with its sale',
      tags,
      params: s.params(NUMBER),
      body: cancelBody,
      response: answer.message(),
    },
    async (req) => {
      const no = (req.params as Record<string, string>)[NUMBER];
      await cancelDocument(ctx, actorOf(req), pembelian, no, req.body as CancelInput, 'Pembelian', { PENJUALAN: penjualan });
      return { status: 'success', message: BUYBACK_DOCUMENT_MESSAGES.cancelled };
    },
  );
}
