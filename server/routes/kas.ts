// The cash and bank books of issue 11 (section 1) over the money ledger (server/kas/books.ts). The books' own
// documents (a mutation, a manual income or expense, a card-cash swipe, a balance move) are kinds of the registry
// (server/documents/registry.ts, definitions/books), routed with every other kind by ./documents.ts.
// - GET  cash/paginated?skip&limit&tgl        the till's book: opening, rows newest first with the running balance, closing, count
// - GET  cash/history-bank?akun&tgl&skip&limit the bank accounts' book (one account, or all of them)
// - GET  cash/saldo              the till and every bank account with its balance now
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { HttpError } from '../http-error';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { CASH_MESSAGES, KAS_AKUN } from '../../domain/kas';
import { balances, bookDate, readBook } from '../kas/books';
import mutasiUang from '../../definitions/books/mutasi-uang';
import kasManual from '../../definitions/books/kas-manual';
import gesekTunai from '../../definitions/books/gesek-tunai';
import pengalihanSaldo from '../../definitions/books/pengalihan-saldo';

const tags = ['Kas Dan Bank'];
/** Every screen of the books' documents: each shows the balances. */
const MONEY_SCREENS = [mutasiUang, kasManual, gesekTunai, pengalihanSaldo].flatMap((d) => d.entries);

export function registerCashRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  const paging = s.page({ tgl: s.date('Tanggal') });
  route(
    {
      method: 'GET',
      url: 'cash/paginated',
      gate: { page: '/uang-kas' },
      summary: "The till's book of a business date: opening balance, the movements newest first with the running balance, closing balance",
      tags,
      querystring: paging,
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl?: string; skip?: number; limit?: number };
      const tgl = await bookDate(ctx, req, actor, q.tgl);
      return { status: 'success', ...(await readBook(ctx.db, actor.kode_toko, { akun: KAS_AKUN }, tgl, q)) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'cash/history-bank',
      gate: { page: '/uang-bank' },
      summary: "A bank account's book of a business date (every bank account's without akun), as cash/paginated answers the till's",
      tags,
      querystring: s.page({ tgl: s.date('Tanggal'), akun: s.code('Rekening', 30) }),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl?: string; akun?: string; skip?: number; limit?: number };
      const tgl = await bookDate(ctx, req, actor, q.tgl);
      const akun = q.akun?.trim();
      // The till has its own book (cash/paginated).
      if (akun === KAS_AKUN) throw new HttpError(400, CASH_MESSAGES.accountUnknown, [{ field: 'akun', message: CASH_MESSAGES.accountUnknown }]);
      return { status: 'success', ...(await readBook(ctx.db, actor.kode_toko, akun ? { akun } : { allBanks: true }, tgl, q)) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'cash/saldo',
      gate: { anyOf: MONEY_SCREENS },
      summary: 'The till and every bank account of the shop with its balance now',
      tags,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await balances(ctx.db, actorOf(req).kode_toko) }),
  );
}
