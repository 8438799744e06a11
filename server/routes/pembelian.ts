// The buy-back's own lookups beside its kind routes (server/routes/documents.ts, kind file
// server/documents/kinds/pembelian.ts):
// - GET  pembelian/parameter            the masters the entry screen prices with (domain/buyback-pricing.ts)
// - GET  pembelian/asal?kode_barcode|no_faktur_jual   the shop's own pieces as they were sold
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/registry';
import { answer, s } from '../http/schema';
import { buybackParameters, soldPieces } from '../documents/kinds/pembelian';

/**
 * The pricing masters and the sold-piece lookup serve every entry screen that buys back: the sale screen's trade-in,
 * and the manual buy-back (/transaksi-jual-beli-manual).
 */
const PRICING = { anyOf: [DOCUMENT_KINDS.pembelian.entryRoute, DOCUMENT_KINDS.penjualan.entryRoute, DOCUMENT_KINDS.pembelian_manual.entryRoute] };

export function registerPembelianRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const tags = [DOCUMENT_KINDS.pembelian.label];

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
}
