// The books' own route beside their reports (definitions/reports/neraca-saldo.ts, buku-besar.ts, jurnal-harian.ts,
// integritas.ts, answered by the report runner): GET laporan/akun, the accounts the general ledger is asked for. Not
// the parameter screen's akuns, which sits behind NAGAFIN_ACCOUNTING_MODULE as /parameter-akun does.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { chartOfAccounts } from '../books/accounts';
import bukuBesar from '../../definitions/reports/buku-besar';

export function registerLaporanBukuRoutes(app: FastifyInstance, ctx: AppContext): void {
  routesOf(app)(
    {
      method: 'GET',
      url: 'laporan/akun',
      gate: { page: bukuBesar.route },
      summary: 'The chart of accounts (active or not), for the general ledger',
      tags: ['Laporan'],
      response: answer.rows(s.object({ nomor_akun: { type: 'string' }, nama_akun: { type: 'string' }, kelompok: { type: 'string' } })),
    },
    async () => ({ status: 'success', data: await chartOfAccounts(ctx.db) }),
  );
}
