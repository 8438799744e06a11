// Manual sales and buy-backs (issue 11 section 6, /transaksi-jual-beli-manual): thin routes over the document kernel,
// as the tagged sale's and buy-back's (./penjualan.ts, ./pembelian.ts). Their print and WhatsApp routes are the
// generic ones of every kind (server/documents/kinds.ts); their gates are their screens' (manual-items rule).
// - POST penjualan-manual               { kode_sales, nama_customer, alamat_customer, no_hp?, items: [{ kode_gudang?,
//                                         kode_baki, kode_group, kode_dept, qty?, berat, diskon_rp? }], diskon_rp?,
//                                         pembayaran: [{ jenis, jumlah_rp, kode_bank?, no_rekening?, no_reff?,
//                                         fee_persen? }], authorization_ids? } with an Idempotency-Key header -> 201
//                                         { message, data: { no_faktur_jual, tgl_system, grand_total, kembalian, items, pembayaran } }
// - POST pembelian-manual               { kode_sales, nama_customer, alamat_customer, no_hp?, items: [{ nama_barang?,
//                                         kode_group, kode_harga?, kadar, qty?, berat_kotor?, berat, kondisi, ada_nota,
//                                         harga? }], pembayaran: [{ jenis, jumlah_rp, kode_bank?, no_rekening?,
//                                         rekening_toko? }], authorization_ids? } -> 201 { message, data: { no_faktur_beli,
//                                         tgl_system, total_harga, items, pembayaran } }
// - GET  {kind}?tgl_from&tgl_to         the shop's documents of those business dates (the list screens)
// - GET  {kind}/{no}                    one with its lines, payments, history and authorizations
// - POST {kind}/{no}/batal              { alasan, authorization_id } (BATAL_PENJUALAN / BATAL_PEMBELIAN): same day only
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS, type DocumentKindRoutes } from '../documents/kinds';
import { answer, s, type JsonSchema } from '../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, cancelDocument, cancellability, postDocument, type CancelInput } from '../documents/engine';
import { listDocuments, listQuerystring, readDocument, type ListQuery } from '../documents/read';
import type { DocumentKind } from '../documents/plan';
import { MONEY_PAYMENTS } from '../documents/kinds/penjualan';
import { MANUAL_SALE_MESSAGES, penjualanManual, type ManualSaleBody } from '../documents/kinds/penjualan-manual';
import { MANUAL_BUYBACK_MESSAGES, pembelianManual, type ManualBuybackBody } from '../documents/kinds/pembelian-manual';
import { cancelBody, idempotencyKey } from './document-requests';
import { MAX_WEIGHT } from '../../domain/fields';

const grams = (title: string): JsonSchema => ({ title, type: 'number', minimum: 0, maximum: MAX_WEIGHT });
const pieces: JsonSchema = { title: 'Qty', type: 'integer', minimum: 0, maximum: 1_000_000_000 };
const required = (label: string) => ({ required: `${label} Tidak Boleh Kosong`, minLength: `${label} Tidak Boleh Kosong` });
const customer = {
  kode_sales: s.code('Kode Sales', 20, required('Kode Sales')),
  nama_customer: s.text('Nama Customer', 100),
  alamat_customer: s.text('Alamat Customer', 200),
  no_hp: s.text('No HP', 20),
  authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10),
};
const CUSTOMER_REQUIRED = ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'pembayaran'];

const saleBody = s.object(
  {
    ...customer,
    diskon_rp: s.money('Diskon'),
    items: s.array(
      'Barang',
      s.object(
        {
          kode_gudang: s.code('Kode Gudang', 20),
          kode_baki: { ...s.code('Kode Baki', 20, required('Kode Baki')), minLength: 1 },
          kode_group: { ...s.code('Kode Group', 20, required('Kode Group')), minLength: 1 },
          kode_dept: { ...s.code('Jenis', 20, required('Jenis')), minLength: 1 },
          qty: pieces,
          berat: grams('Berat'),
          diskon_rp: s.money('Diskon'),
        },
        ['kode_baki', 'kode_group', 'kode_dept', 'berat'],
        { additional: false },
      ),
      100,
    ),
    pembayaran: s.array(
      'Pembayaran',
      s.object(
        {
          jenis: s.choice('Jenis Pembayaran', MONEY_PAYMENTS),
          jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
          kode_bank: s.code('Kode Bank', 20),
          no_rekening: s.code('No Rekening', 40),
          no_reff: s.text('No Reff', 60),
          fee_persen: { title: 'Fee Kartu', type: 'number', minimum: 0, maximum: 100 },
        },
        ['jenis', 'jumlah_rp'],
        { additional: false },
      ),
      20,
    ),
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

const buybackBody = s.object(
  {
    ...customer,
    items: s.array(
      'Barang',
      s.object(
        {
          nama_barang: s.text('Nama Barang', 100),
          kode_group: { ...s.code('Kode Group', 20, required('Kode Group')), minLength: 1 },
          kode_harga: s.code('Kode Harga', 20),
          kadar: { title: 'Kadar', type: 'number', minimum: 0, maximum: 500 },
          qty: pieces,
          berat_kotor: grams('Berat Kotor'),
          berat: grams('Berat'),
          kondisi: { ...s.code('Kondisi', 20), minLength: 1 },
          ada_nota: { title: 'Ada Nota', type: 'boolean' },
          harga: s.money('Harga'),
        },
        ['kode_group', 'kadar', 'berat', 'kondisi', 'ada_nota'],
        { additional: false },
      ),
      100,
    ),
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
  },
  CUSTOMER_REQUIRED,
  { additional: false },
);

interface ManualKind<B> {
  routes: DocumentKindRoutes;
  kind: DocumentKind<B>;
  body: JsonSchema;
  messages: { saved: string; cancelled: string };
  /** What the post answers beside the number: the sale's change, the buy-back's total (as the tagged kinds answer). */
  answer(doc: Awaited<ReturnType<typeof readDocument>>): Record<string, unknown>;
}

function registerKind<B extends { authorization_ids?: string[] }>(app: FastifyInstance, ctx: AppContext, k: ManualKind<B>): void {
  const route = routesOf(app);
  const { api, number, label, entry, read, cancel } = k.routes;
  const tags = [label];
  const noOf = (params: unknown) => (params as Record<string, string>)[number];

  route(
    {
      method: 'POST',
      url: api,
      gate: entry,
      summary: `Post a ${label}: manual stock, money and journal in one transaction`,
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      tags,
      body: k.body,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const body = req.body as B;
      const { no } = await postDocument(ctx, actor, k.kind, body, { idempotencyKey: idempotencyKey(req), authorizationIds: body.authorization_ids });
      const doc = await readDocument(ctx.db, actor, k.kind.jenis, number, no);
      return { message: k.messages.saved, data: { [number]: no, tgl_system: doc.tgl_system, ...k.answer(doc), items: doc.items, pembayaran: doc.pembayaran } };
    },
  );

  route(
    {
      method: 'GET',
      url: api,
      gate: read,
      summary: `The shop's ${label} documents of a range of business dates (default: today), by sales person, status or cashier`,
      tags,
      querystring: listQuerystring(['DONE', 'BATAL', 'VALID']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await listDocuments(ctx.db, actorOf(req), k.kind.jenis, number, req.query as ListQuery) }),
  );

  route(
    {
      method: 'GET',
      url: `${api}/:${number}`,
      gate: read,
      summary: `One ${label} with its lines, payments, status history and authorizations; whether it can be cancelled now (bisa_batal) and why not`,
      tags,
      params: s.params(number),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const doc = await readDocument(ctx.db, actor, k.kind.jenis, number, noOf(req.params));
      return { status: 'success', data: { ...doc, ...(await cancellability(ctx, actor, k.kind, noOf(req.params), label)) } };
    },
  );

  route(
    {
      method: 'POST',
      url: `${api}/:${number}/batal`,
      gate: cancel,
      summary: `Cancel a ${label} of today: its manual stock back, money and journal reversed`,
      tags,
      params: s.params(number),
      body: cancelBody,
      response: answer.message(),
    },
    async (req) => {
      await cancelDocument(ctx, actorOf(req), k.kind, noOf(req.params), req.body as CancelInput, label);
      return { status: 'success', message: k.messages.cancelled };
    },
  );
}

export function registerJualBeliManualRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerKind<ManualSaleBody>(app, ctx, {
    routes: DOCUMENT_KINDS.penjualan_manual,
    kind: penjualanManual,
    body: saleBody,
    messages: MANUAL_SALE_MESSAGES,
    answer: (doc) => ({ grand_total: doc.grand_total, kembalian: doc.kembalian }),
  });
  registerKind<ManualBuybackBody>(app, ctx, {
    routes: DOCUMENT_KINDS.pembelian_manual,
    kind: pembelianManual,
    body: buybackBody,
    messages: MANUAL_BUYBACK_MESSAGES,
    answer: (doc) => ({ total_harga: doc.grand_total }),
  });
}
