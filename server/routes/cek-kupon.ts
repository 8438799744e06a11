// GET kupon/cek/{kode_kupon}: a coupon from /parameter-kupon with whether it can be used today: the business date
// of the user's shop. Coupons are a master, shared by every shop (they carry no shop).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { MasterDefinition } from '../../definitions/define';
import { HttpError } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actorOf } from '../actor';
import { PAGES } from '../../definitions/pages';
import { get } from '../engine/master-store';
import { KUPON_MESSAGES, kuponStatus, type Kupon } from '../../domain/kupon';

export function registerCekKupon(app: FastifyInstance, ctx: AppContext): void {
  const page = PAGES.find((p) => p.route === '/cek-kupon')!;
  const kupon = ctx.definitions.find((d) => d.kind === 'master' && d.name === 'parameter_kupon') as MasterDefinition;
  app.get('/api/v1/kupon/cek/:kode_kupon', async (req) => {
    await requireGate(ctx, req, page.gate, page.route);
    const code = (req.params as { kode_kupon: string }).kode_kupon.trim();
    if (!code) throw new HttpError(400, KUPON_MESSAGES.codeRequired);
    const data = (await get(ctx.db, kupon, code).catch(() => {
      throw new HttpError(404, KUPON_MESSAGES.notFound);
    })) as unknown as Kupon;
    const status = kuponStatus(data, actorOf(req).tgl_system);
    return { status: 'success', data: { ...data, status_kupon: status }, message: KUPON_MESSAGES[status] };
  });
}
