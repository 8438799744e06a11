// /hak-akses-users: a user's effective access tree, and storing a new one. Every request reads the stored tree
// afresh (server/auth/sessions.ts), so a change applies on the server at once; the user's open browsers get
// 'access-changed' with the new tree and redraw their menus without a new login.
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { effectiveAccessTree } from '../../domain/access';
import { ACCESS_MESSAGES, checkAccessTree, grantRefusals } from '../../domain/access-check';
import { ALWAYS_PASS, type AccessNode } from '../../domain/gates';
import { USER_MESSAGES } from '../../domain/users';
import { loadTarget, requireWithin, type Manager, type TargetUser } from './guard';
import { menusOf } from './account';
import { ACCESS_CHANGED } from './admin';
import { recordAudit, type Auditor } from '../audit/log';

/** always_pass: SU and OWN open every menu whatever their tree says (spec section 6); the screen says so. */
const accessOf = (ctx: AppContext, user: TargetUser, stored: AccessNode[]) => ({
  user_id: user.user_id,
  nama_user: user.nama_user,
  level: user.level,
  always_pass: ALWAYS_PASS.includes(user.level),
  access: effectiveAccessTree(menusOf(ctx), user.level, stored),
});

export async function readAccess(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.query<TargetUser & { access: AccessNode[] }>(
    'SELECT user_id, nama_user, level, kode_toko, is_active, access FROM users WHERE user_id = $1',
    [userId.trim().toUpperCase()],
  );
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
  return accessOf(ctx, user, user.access);
}

/** Checks the tree against the menus and what the user's level may be granted, stores it, tells the user's browsers. */
export async function saveAccess(ctx: AppContext, actor: Manager & Auditor, userId: string, access: unknown) {
  const menus = menusOf(ctx);
  const { tree, errors } = checkAccessTree(menus, access);
  if (errors.length) throw new HttpError(400, ACCESS_MESSAGES.invalid, errors.slice(0, 20));
  const data = await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    requireWithin(actor, target);
    const refused = grantRefusals(menus, target.level, tree);
    if (refused.length) throw new HttpError(400, refused[0].message, refused.slice(0, 20));
    const [{ access: before }] = await tx.query<{ access: AccessNode[] }>('SELECT access FROM users WHERE user_id = $1', [target.user_id]);
    await tx.query('UPDATE users SET access = $2::jsonb WHERE user_id = $1', [target.user_id, JSON.stringify(tree)]);
    await recordAudit(tx, actor, { tabel: 'hak_akses', kunci: target.user_id, aksi: 'UBAH', sebelum: before, sesudah: tree });
    return accessOf(ctx, target, tree);
  });
  ctx.live.toUser(data.user_id, ACCESS_CHANGED, { access: data.access });
  return data;
}
