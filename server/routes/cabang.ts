// The head office over its branches (issue 24 item 1), thin routes over server/federation:
// - GET portal/status      what this server says of itself to the head office's service token (or a logged-in
//                          user of it): { kode_toko, nama_toko, tgl_system, tutup_terakhir, versi }.
// - GET cabang/status      at the head office: each branch with a portal address, asked side by side within the
//                          branch timeout: { kode_toko, nama_toko, portal, terjangkau, tgl_system, tutup_terakhir,
//                          versi, ms, message } (message 'Data Gagal Dimuat' for one that could not be reached).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { HttpError, MESSAGES } from '../http-error';
import { routesOf } from '../http/route';
import { answer } from '../http/schema';
import { branchHealth, ownStatus } from '../federation/branches';

const tags = ['Kantor Pusat'];

export function registerBranchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'portal/status',
      gate: { gate: { levels: ['OWN', 'SU', 'MU'] }, page: null },
      options: { config: { service: true } },
      summary: "This server's shop, business date, last closed day and version, as the head office's branch view reads it",
      tags,
      response: answer.record(),
    },
    async () => ({ status: 'success', data: await ownStatus(ctx.db) }),
  );

  route(
    {
      method: 'GET',
      url: 'cabang/status',
      gate: { page: '/dashboardPusat' },
      summary: 'Each branch with a portal address: reachable or not, its business date, last closed day, version and answer time',
      tags,
      response: answer.rows(),
    },
    async (req) => {
      if (!actorOf(req).head_office) throw new HttpError(403, MESSAGES.shopForbidden);
      return { status: 'success', data: await branchHealth(ctx) };
    },
  );
}
