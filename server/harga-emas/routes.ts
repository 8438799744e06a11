// The gold price of the day (issue 9, item 8); thin routes over ./service.ts.
// - GET  harga-emas            the prices in force (group sell prices, buy-back codes, loan price per kadar), the
//                              scheduled changes and the time of the last change (/harga-emas)
// - POST harga-emas            { berlaku_mulai?, group: [{ kode_group, harga_per_gram }], harga_beli: [{ kode_harga,
//                              harga_per_gram }], harga_emas: [{ kode_harga_emas, harga_per_gram }] }: every changed
//                              price in one transaction, each with its history row; at once, or from berlaku_mulai
// - GET  harga-emas/riwayat    ?kode_group&jenis&tgl_from&tgl_to the history, latest first
// - GET  papan-harga           the same prices for the TV board (/papan-harga: any logged-in user)
// Every read applies the changes that are due first; a timer does it once a minute and tells the browsers
// (live event harga-emas-changed), as a save does at once.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { CODE_MAX } from '../http/input';
import { PRICE_CHANGED_EVENT, PRICE_KINDS } from '../../domain/harga-emas';
import * as prices from './service';
import { priceTicker } from './ticker';
import { shopTimeZone } from '../shop-clock';

export const PRICE_ROUTE = '/harga-emas';
export const BOARD_ROUTE = '/papan-harga';
const tags = ['Harga Emas'];

/** A price as a number or as typed ('1.050.000'): domain/harga-emas.ts reads it and names what is wrong. */
const price = (title: string): JsonSchema => ({ title, anyOf: [{ type: 'number' }, { type: 'string', maxLength: 40 }, { type: 'null' }], 'x-unit': 'money' });
const rows = (title: string, key: string, keyTitle: string): JsonSchema =>
  s.array(title, s.object({ [key]: s.code(keyTitle, CODE_MAX), harga_per_gram: price('Harga Per Gram') }, [key, 'harga_per_gram']), 2000);

const saveBody = s.object({
  berlaku_mulai: { title: 'Berlaku Mulai', type: ['string', 'null'], maxLength: 40 },
  group: rows('Group', 'kode_group', 'Kode Group'),
  harga_beli: rows('Harga Beli', 'kode_harga', 'Kode Harga'),
  harga_emas: rows('Harga Emas', 'kode_harga_emas', 'Kode Harga Emas'),
});

export function registerGoldPriceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const ticker = priceTicker(ctx);
  app.addHook('onReady', async () => ticker.start());
  app.addHook('onClose', async () => ticker.stop());

  const read = async () => {
    const { prices: data, applied } = await prices.currentPrices(ctx.db);
    // A read that made a scheduled change the price tells the other browsers too.
    if (applied.length) ctx.live.broadcast(PRICE_CHANGED_EVENT, { sumber: 'jadwal' });
    return { status: 'success', data };
  };

  route(
    { method: 'GET', url: 'harga-emas', gate: { page: PRICE_ROUTE }, summary: 'The gold prices in force and the scheduled changes', tags, response: answer.record() },
    read,
  );

  route(
    {
      method: 'POST',
      url: 'harga-emas',
      gate: { page: PRICE_ROUTE },
      summary: 'Changes the sell, buy-back and loan prices per gram, at once or from a later time, with their history',
      tags,
      body: saveBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const result = await prices.savePrices(ctx.db, actorOf(req), req.body as prices.SaveInput);
      ctx.live.broadcast(PRICE_CHANGED_EVENT, { sumber: 'harian' });
      await ticker.told().catch(() => undefined);
      return { status: 'success', ...result };
    },
  );

  route(
    {
      method: 'GET',
      url: 'harga-emas/riwayat',
      gate: { page: PRICE_ROUTE },
      summary: 'The history of price changes, latest effective time first',
      tags,
      querystring: s.object({
        kode_group: s.code('kode_group', CODE_MAX),
        jenis: s.choice('jenis', PRICE_KINDS),
        tgl_from: s.date('tgl_from'),
        tgl_to: s.date('tgl_to'),
      }),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await prices.history(ctx.db, req.query as prices.HistoryFilter, await shopTimeZone(ctx.db, actorOf(req).kode_toko)) }),
  );

  route(
    { method: 'GET', url: 'papan-harga', gate: { page: BOARD_ROUTE }, summary: 'The gold prices in force, for the shop\'s TV board', tags, response: answer.record() },
    read,
  );
}
