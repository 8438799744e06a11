// The refining calls (spec section 2 "Refining", /hancur-pembelian, /validasi-susut): thin handlers over
// service.ts, each gated by its screen in definitions/pages.ts (SEPUHAN_MODULE; the entry screens also need
// SEPUHAN_TERPUSAT_MODULE off). A user acts for their own shop.
//
// - GET  sepuhan/stock?status_sortir=ALL|BELUM|JUAL|CUCI|SEPUH|LEBUR     the buy-back stock (status BELI)
// - POST sepuhan/sortir        { items: [{ kode_barcode, versi?, status_sortir }] }          SR-...
// - POST sepuhan/pindah-sortir { kode_baki, kode_dept?, items: [{ kode_barcode, versi? }] } PS-..., onto a sales tray
// - POST sepuhan/kirim         { jenis: CUCI|SEPUH, tujuan, keterangan?, items }            CU-... / KS-...
// - GET  sepuhan/kirim?jenis=CUCI|SEPUH|ALL&status=KIRIM|TERIMA|ALL                           batches with pieces
// - POST sepuhan/terima-cuci/:no_kirim, sepuhan/terima-sepuh/:no_kirim  { items: [{ kode_barcode, berat_terima }] }
// - POST sepuhan/wasting       { keterangan?, items: [{ kode_barcode, berat_susut }] }       WS-...
// - POST sepuhan/stock-manual  { nama_barang, kode_group, kadar, berat, keterangan? }       SC-...
// - POST sepuhan/hancur        { keterangan?, berat_hasil, items: [{ kode_barcode, versi? }] } HB-...
// - GET  sepuhan/susut?status=BELUM|VALID|ALL                                                shrinkage records
// - POST sepuhan/susut/validasi { nomor: [...] }                                              all or none
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer } from '../http/schema';
import * as refining from './service';
import * as input from './input';

const tags = ['Sepuhan'];
const M = refining.REFINING_MESSAGES;
const SCREENS = {
  sortir: '/sortir-pembelian',
  pindah: '/pindah-sortir',
  kirim: '/kirim-barang-cuci',
  terimaCuci: '/terima-barang-cuci',
  terimaSepuh: '/terima-sepuhan',
  wasting: '/wasting-sepuhan',
  manual: '/stock-cuci-manual',
  validasi: '/validasi-susut',
  hancur: '/hancur-pembelian',
} as const;
const BATCH_SCREENS = [SCREENS.kirim, SCREENS.terimaCuci, SCREENS.terimaSepuh];

export function registerRefiningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'sepuhan/stock',
      gate: { anyOf: Object.values(SCREENS) },
      summary: 'The buy-back stock of the own shop, by sort state',
      tags,
      querystring: input.STOCK_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await refining.buybackStock(ctx.db, actorOf(req), (req.query as { status_sortir?: input.SortFilter }).status_sortir) }),
  );

  route(
    {
      method: 'POST',
      url: 'sepuhan/kirim',
      gate: { page: SCREENS.kirim },
      summary: 'Sends pieces sorted for cleaning or re-plating out as one batch',
      tags,
      body: input.SEND_BODY,
      response: answer.record(),
    },
    async (req) => {
      const body = req.body as input.SendInput;
      return { status: 'success', message: M.sent[body.jenis], data: await refining.send(ctx, actorOf(req), body) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'sepuhan/kirim',
      gate: { anyOf: BATCH_SCREENS },
      summary: 'The own shop cleaning and re-plating batches, with their pieces',
      tags,
      querystring: input.BATCH_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await refining.batches(ctx.db, actorOf(req), req.query as Parameters<typeof refining.batches>[2]) }),
  );

  for (const [jenis, url, page] of [
    ['CUCI', 'sepuhan/terima-cuci/:no_kirim', SCREENS.terimaCuci],
    ['SEPUH', 'sepuhan/terima-sepuh/:no_kirim', SCREENS.terimaSepuh],
  ] as const) {
    route(
      {
        method: 'POST',
        url,
        gate: { page },
        summary: jenis === 'CUCI' ? 'Receives a cleaning batch, once, every piece at its weight back' : 'Receives a re-plating batch, once, every piece at its weight back',
        tags,
        params: input.BATCH_PARAMS,
        body: input.RECEIVE_BODY,
        response: answer.record(),
      },
      async (req) => ({
        status: 'success',
        message: M.received[jenis],
        data: await refining.receive(ctx, actorOf(req), jenis, (req.params as { no_kirim: string }).no_kirim, req.body as input.ReceiveInput),
      }),
    );
  }

  // The steps that each take one body to one service operation and answer its message.
  const steps = [
    { url: 'sepuhan/sortir', page: SCREENS.sortir, summary: 'Sorts pieces of the buy-back stock', body: input.SORT_BODY, message: M.sorted, run: refining.sort },
    { url: 'sepuhan/pindah-sortir', page: SCREENS.pindah, summary: 'Pieces sorted for resale go onto a sales tray', body: input.TO_TRAY_BODY, message: M.movedToTray, run: refining.moveToTray },
    { url: 'sepuhan/wasting', page: SCREENS.wasting, summary: 'Plating loss on pieces of the buy-back stock', body: input.WASTING_BODY, message: M.wasted, run: refining.waste },
    { url: 'sepuhan/stock-manual', page: SCREENS.manual, summary: 'Gold entered into the buy-back stock by hand', body: input.MANUAL_STOCK_BODY, message: M.manualStock, run: refining.enterManualStock },
  ] as const;
  for (const step of steps) {
    const run = step.run as (ctx: AppContext, actor: ReturnType<typeof actorOf>, body: unknown) => Promise<unknown>;
    route(
      { method: 'POST', url: step.url, gate: { page: step.page }, summary: step.summary, tags, body: step.body, response: answer.record() },
      async (req) => ({ status: 'success', message: step.message, data: await run(ctx, actorOf(req), req.body) }),
    );
  }

  route(
    { method: 'POST', url: 'sepuhan/hancur', gate: { page: SCREENS.hancur }, summary: 'Melts pieces of the buy-back stock into a bar', tags, body: input.MELT_BODY, response: answer.record() },
    async (req) => ({ status: 'success', message: M.melted, data: await refining.melt(ctx, actorOf(req), req.body as input.MeltInput) }),
  );

  route(
    {
      method: 'GET',
      url: 'sepuhan/susut',
      gate: { page: SCREENS.validasi },
      summary: 'Shrinkage of received batches and melts, validated or not',
      tags,
      querystring: input.SHRINKAGE_QUERY,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await refining.shrinkage(ctx.db, actorOf(req), (req.query as { status?: 'BELUM' | 'VALID' | 'ALL' }).status) }),
  );

  route(
    {
      method: 'POST',
      url: 'sepuhan/susut/validasi',
      gate: { page: SCREENS.validasi },
      summary: 'Validates shrinkage records, all or none',
      tags,
      body: input.VALIDATE_BODY,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: M.validated, data: await refining.validateShrinkage(ctx, actorOf(req), req.body as input.ValidateInput) }),
  );
}
