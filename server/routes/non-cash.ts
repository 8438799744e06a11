// The validation of non-cash payments (/validasi-non-cash, issue 11 section 4): thin routes over server/non-cash,
// gated by the screen (definitions/pages.ts: supervisors; under VALIDASI_INPUT_BY_KEUANGAN_MODULE not SPV).
// - GET  non-cash/validasi?tgl&status=BELUM|VALID|ALL   the card, transfer and QRIS payments of a business day
// - POST non-cash/validasi { pembayaran: [{ no_dokumen, baris, tgl_mutasi?, no_reff_mutasi?, jumlah_mutasi? }] }
//        all or none; the statement's three fields are required with VALIDASI_NON_CASH_MODULE on; 409 once validated
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { NON_CASH_MESSAGES } from '../../domain/non-cash';
import { nonCashPayments, validateNonCash, type NonCashQuery, type PaymentValidation } from '../non-cash/service';

const tags = ['Validasi Non Cash'];
const SCREEN = '/validasi-non-cash';

const validationBody = s.object(
  {
    pembayaran: s.array(
      'Pembayaran',
      s.object(
        {
          no_dokumen: { ...s.code('No Nota', 60), minLength: 1 },
          baris: s.int('Baris', 1, 1000),
          tgl_mutasi: s.nullable(s.date('Tanggal Mutasi')),
          no_reff_mutasi: s.nullable(s.text('No Referensi Mutasi', 60)),
          jumlah_mutasi: s.nullable(s.money('Jumlah Mutasi')),
        },
        ['no_dokumen', 'baris'],
        { additional: false },
      ),
      500,
    ),
  },
  ['pembayaran'],
  { additional: false },
);

export function registerNonCashRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'non-cash/validasi',
      gate: { page: SCREEN },
      summary: "The shop's card, transfer and QRIS payments of a business day (cancelled documents left out), validated or not",
      tags,
      querystring: s.object({ tgl: s.date('Tanggal'), status: s.choice('Status', ['BELUM', 'VALID', 'ALL']) }),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await nonCashPayments(ctx.db, actorOf(req), req.query as NonCashQuery) }),
  );

  route(
    {
      method: 'POST',
      url: 'non-cash/validasi',
      gate: { page: SCREEN },
      summary: 'Validate non-cash payments against the bank statement: each once; all or none',
      tags,
      body: validationBody,
      response: answer.record(),
    },
    async (req) => {
      const n = await validateNonCash(ctx, actorOf(req), req.body as { pembayaran: PaymentValidation[] });
      return { status: 'success', message: NON_CASH_MESSAGES.done, data: { jumlah: n } };
    },
  );
}
