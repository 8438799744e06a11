// /hak-akses-users on the server: a user's effective access tree, and storing a new one. Every request reads
// the stored tree afresh (server/auth/sessions.ts), so a change applies on the server at once; the user's
// open browsers get 'access-changed' with the new tree and redraw their menus without a new login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { buildMenus } from '../../definitions/menus';
import { effectiveAccessTree } from '../../domain/access';
import { ACCESS_MESSAGES, checkAccessTree, grantRefusals } from '../../domain/access-check';
import { ALWAYS_PASS, type AccessNode } from '../../domain/gates';
import { USER_MESSAGES } from '../../domain/users';
import { loadTarget, requireScreen, requireWithin, type TargetUser } from './user-admin-guard';

const SCREEN = '/hak-akses-users';
export const ACCESS_CHANGED = 'access-changed';

export function registerUserAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menus = buildMenus(ctx.definitions);
  const userIdParam = (req: FastifyRequest) => (req.params as { user_id: string }).user_id;

  /** always_pass: SU and OWN open every menu whatever their tree says (spec section 6); the screen says so. */
  const answer = (user: TargetUser, stored: AccessNode[]) => ({
    user_id: user.user_id,
    nama_user: user.nama_user,
    level: user.level,
    always_pass: ALWAYS_PASS.includes(user.level),
    access: effectiveAccessTree(menus, user.level, stored),
  });

  app.get('/api/v1/users/access/:user_id', async (req) => {
    await requireScreen(ctx, req, SCREEN);
    const [user] = await ctx.db.query<TargetUser & { access: AccessNode[] }>(
      'SELECT user_id, nama_user, level, kode_toko, is_active, access FROM users WHERE user_id = $1',
      [userIdParam(req).trim().toUpperCase()],
    );
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    return { status: 'success', data: answer(user, user.access) };
  });

  app.put('/api/v1/users/access/:user_id', async (req) => {
    const actor = await requireScreen(ctx, req, SCREEN);
    const body = req.body as { access?: unknown } | null;
    const { tree, errors } = checkAccessTree(menus, body?.access);
    if (errors.length) throw new HttpError(400, ACCESS_MESSAGES.invalid, errors.slice(0, 20));
    const data = await ctx.db.transaction(async (tx) => {
      const target = await loadTarget(tx, userIdParam(req));
      requireWithin(actor, target);
      const refused = grantRefusals(menus, target.level, tree);
      if (refused.length) throw new HttpError(400, refused[0].message, refused.slice(0, 20));
      await tx.query('UPDATE users SET access = $2::jsonb WHERE user_id = $1', [target.user_id, JSON.stringify(tree)]);
      return answer(target, tree);
    });
    ctx.live.toUser(data.user_id, ACCESS_CHANGED, { access: data.access });
    return { message: ACCESS_MESSAGES.saved, data };
  });
}
