// The end-of-day close (issue 11 fixed points): thin routes over server/tutup-toko/service.ts.
// - GET  tutup-toko                 the day's summary: cash expected, each money account's day, the day's documents,
//                                   those not validated yet, the non-cash payments not validated yet, open deposits,
//                                   and whether the shop can close today
// - POST tutup-toko                 { authorization_id (TUTUP_TOKO), kas_fisik?, alasan_selisih? } -> 200 { message,
//                                   data: { tgl_system_lama, tgl_system } } (the new business date); the cash counted
//                                   differing from the till is booked (SELISIH KAS) and needs its reason (400 without);
//                                   409 when another account closed the day meanwhile, or the shop's business date is
//                                   already past today's date
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { CLOSING_MESSAGES, closeDay, closingSummary, type CloseInput } from '../tutup-toko/service';

const tags = ['Tutup Toko'];
const gate = { page: '/tutup-toko' };

export function registerTutupTokoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    { method: 'GET', url: 'tutup-toko', gate, summary: "The business day's summary before the close", tags, response: answer.record() },
    async (req) => ({ status: 'success', data: await closingSummary(ctx, actorOf(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'tutup-toko',
      gate,
      summary: "Closes the shop's business day: the counted cash difference booked, balances carried forward, gold prices logged, the date advanced by one day",
      tags,
      body: s.object(
        {
          authorization_id: { ...s.code('Otorisasi', 100), minLength: 1 },
          kas_fisik: s.money('Kas Fisik'),
          alasan_selisih: s.text('Alasan Selisih Kas', 200),
        },
        ['authorization_id'],
        { additional: false },
      ),
      response: answer.record(
        s.object({ tgl_system_lama: { type: 'string' }, tgl_system: { type: 'string' } }, ['tgl_system_lama', 'tgl_system']),
      ),
    },
    async (req) => {
      const actor = actorOf(req);
      const data = await closeDay(ctx, actor, req.body as CloseInput);
      ctx.live.broadcast('tutup-toko', { kode_toko: actor.kode_toko, tgl_system: data.tgl_system });
      return { status: 'success', message: CLOSING_MESSAGES.done, data };
    },
  );
}
