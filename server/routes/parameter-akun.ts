// /parameter-akun (spec sections 2, 3, 7, 8), behind NAGAFIN_ACCOUNTING_MODULE: the journal parameters, the chart
// of accounts, and changing which account each line of a journal posts to; thin routes over
// server/accounting/journal-parameters.ts. Reads need the module (like master reads); saving needs the whole gate
// of the screen (levels and access tree).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { auditorOf } from '../audit/log';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { PAGES } from '../../definitions/pages';
import { accounts, AKUN_MESSAGES, journals, saveJournalAccounts } from '../accounting/journal-parameters';

export { AKUN_MESSAGES } from '../accounting/journal-parameters';
export const ROUTE = '/parameter-akun';
const tags = ['Parameter Akun'];

/**
 * The lines of one journal. Only sizes are bounded here: the lines are judged by the service against the journal's
 * own ('Detail Akun Tidak Sesuai Dengan Parameter Jurnal', 'Nomor Akun Tidak Boleh Kosong' per line ...).
 */
const detailBody = s.object({
  detail_akun: {
    title: 'Detail Akun',
    description: 'Array of { kode_akun, jenis_akun, nomor_akun }: every line of the journal once; only nomor_akun changes',
    maxItems: 100,
    items: { properties: { kode_akun: { title: 'Kode Akun', maxLength: 50 }, jenis_akun: { title: 'Jenis Akun', maxLength: 200 }, nomor_akun: { title: 'Nomor Akun', maxLength: 50 } } },
  },
});

export function registerParameterAkunRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const page = PAGES.find((p) => p.route === ROUTE);
  if (!page) throw new Error(`parameter-akun: ${ROUTE} is not in definitions/pages.ts`);
  const read = { modules: page.gate } as const;

  route({ method: 'GET', url: 'para-akun-transaksi', gate: read, summary: 'The journal parameters with their lines', tags, response: answer.rows() }, async () => ({
    status: 'success',
    data: await journals(ctx.db),
  }));

  route({ method: 'GET', url: 'akuns', gate: read, summary: 'The chart of accounts', tags, response: answer.rows() }, async () => ({
    status: 'success',
    data: await accounts(ctx.db),
  }));

  route(
    {
      method: 'PUT',
      url: 'para-akun-transaksi/:trx/:type',
      gate: { page: ROUTE },
      summary: 'Change the account number of the lines of one journal',
      tags,
      params: s.params('trx', 'type'),
      body: detailBody,
      response: answer.record(),
    },
    async (req) => {
      const { trx, type } = req.params as { trx: string; type: string };
      const detail = (req.body as { detail_akun?: unknown } | undefined)?.detail_akun;
      return { status: 'success', message: AKUN_MESSAGES.updated, data: await saveJournalAccounts(ctx.db, trx, type, detail, auditorOf(req)) };
    },
  );
}
