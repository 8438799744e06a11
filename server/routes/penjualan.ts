// The sale's own lookups beside its kind routes (server/routes/documents.ts, kind file server/documents/kinds/penjualan.ts):
// - GET  customer?no_hp=                a returning customer by phone (any shop: customers are the chain's)
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/registry';
import { answer, s } from '../http/schema';
import { customersByPhone } from '../documents/read';
import { whatsappNumber } from '../../domain/phone';

export function registerPenjualanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  route(
    {
      method: 'GET',
      url: 'customer',
      gate: DOCUMENT_KINDS.penjualan.entry,
      summary: 'The names and addresses a phone number bought under, latest first',
      tags: [DOCUMENT_KINDS.penjualan.label],
      querystring: s.object({ no_hp: s.text('No HP', 20) }, ['no_hp']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await customersByPhone(ctx.db, whatsappNumber((req.query as { no_hp: string }).no_hp)) }),
  );
}
