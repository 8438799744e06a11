// The purchase report's own lookup (Laporan Pembelian Per Faktur, definitions/reports/pembelian-per-faktur.ts):
// - GET pembelian/hidup/kelompok-harga   the values of its 'Kelompok Harga' filter: the first and last character of
//                                        each active kode_dept of master jenis, duplicates removed (spec section 9;
//                                        domain/kelompok-harga.ts), as rows { kelompok_harga }. Behind the report's gate.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { kelompokHargaValues } from '../../domain/kelompok-harga';
import purchaseReport from '../../definitions/reports/pembelian-per-faktur';

export function registerPembelianHidupRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app)(
    {
      method: 'GET',
      url: 'pembelian/hidup/kelompok-harga',
      gate: { page: purchaseReport.route },
      summary: "The purchase report's 'Kelompok Harga' values: first and last character of each kode_dept, duplicates removed",
      tags: ['Laporan'],
      response: answer.rows(s.object({ kelompok_harga: { type: 'string' } })),
    },
    async () => {
      const jenis = await ctx.db.query<{ kode_dept: string }>('SELECT kode_dept FROM master_jenis WHERE is_active');
      return { status: 'success', data: kelompokHargaValues(jenis.map((j) => j.kode_dept)).map((kelompok_harga) => ({ kelompok_harga })) };
    },
  );
}
