// GET kupon/cek/{kode_kupon}: a coupon from /parameter-kupon with whether it can be used today: the business date
// of the user's shop. Coupons are a master, shared by every shop (they carry no shop).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { MasterDefinition } from '../../definitions/define';
import { HttpError } from '../http-error';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { get } from '../engine/master-store';
import { KUPON_MESSAGES, kuponStatus, type Kupon } from '../../domain/kupon';

/** The coupon and its status on `tglSystem`; 400 for a blank code, 404 for an unknown or deleted one. */
async function checkKupon(ctx: AppContext, def: MasterDefinition, kodeKupon: string, tglSystem: string) {
  const code = kodeKupon.trim();
  if (!code) throw new HttpError(400, KUPON_MESSAGES.codeRequired);
  const data = (await get(ctx.db, def, code).catch(() => {
    throw new HttpError(404, KUPON_MESSAGES.notFound);
  })) as unknown as Kupon;
  const status = kuponStatus(data, tglSystem);
  return { status: 'success', data: { ...data, status_kupon: status }, message: KUPON_MESSAGES[status] };
}

export function registerCekKupon(app: FastifyInstance, ctx: AppContext): void {
  const kupon = ctx.definitions.find((d) => d.kind === 'master' && d.name === 'parameter_kupon') as MasterDefinition;
  routesOf(app)(
    {
      method: 'GET',
      url: 'kupon/cek/:kode_kupon',
      gate: { page: '/cek-kupon' },
      summary: 'A coupon and whether it can be used on the business date',
      tags: ['Kupon'],
      params: s.params('kode_kupon'),
      response: answer.record(),
    },
    async (req) => checkKupon(ctx, kupon, (req.params as { kode_kupon: string }).kode_kupon, actorOf(req).tgl_system),
  );
}
