// GET reportkas/rekening: the bank accounts the bank book (Laporan Buku Bank, definitions/reports/kas-bank.ts) offers,
// { data: [{ no_rekening, nama_rekening, nama_bank }] }: every account the money ledger of the user's shop has used
// (an akun of kas_mutasi other than the till KAS), named from master_rekening when it is there. master_rekening also
// holds accounts that are not the shop's (a sales person's), which never move the shop's money.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { route } from '../http/route';
import { answer, s } from '../http/schema';
import bukuBank from '../../definitions/reports/kas-bank';

export function registerKasReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    {
      method: 'GET',
      url: 'reportkas/rekening',
      gate: { page: bukuBank.route },
      summary: "The bank accounts the shop's money ledger has used, for the bank book's account filter",
      tags: ['Laporan'],
      response: answer.rows(s.object({ no_rekening: { type: 'string' }, nama_rekening: { type: 'string' }, nama_bank: { type: 'string' } })),
    },
    async (req) => ({
      status: 'success',
      data: await ctx.db.query(
        `SELECT a.akun AS no_rekening, coalesce(r.nama_rekening, '') AS nama_rekening, coalesce(r.nama_bank, '') AS nama_bank
           FROM (SELECT DISTINCT akun FROM kas_mutasi WHERE kode_toko = $1 AND akun <> 'KAS') a
           LEFT JOIN master_rekening r ON r.no_rekening = a.akun
          ORDER BY a.akun`,
        [actorOf(req).kode_toko],
      ),
    }),
  );
}
