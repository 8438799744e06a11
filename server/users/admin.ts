// /data-users: list, create, edit, reset a password, deactivate and re-activate users; the operations behind
// server/routes/user-admin.ts. Writes are one transaction each: a refused request leaves nothing behind.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { generatePassword, hashPassword } from '../auth/passwords';
import { isLevel, USER_MANAGERS } from '../../domain/levels';
import { normalizeUser, passwordProblem, USER_MESSAGES, validateUser, type UserFields } from '../../domain/users';
import { MASKED, recordAudit, type Auditor } from '../audit/log';
import { firstOwnerId, loadTarget, ownerRuleRefusal, requireAssignable, requireOwnerRule, requireWithin, type Manager } from './guard';

export const ACCESS_CHANGED = 'access-changed';
const COLUMNS = 'user_id, nama_user, level, kode_toko, is_active AS active';

/** The normalized record, or 400 with every field error (the first one as the message). */
function checkedUser(body: Record<string, unknown>, mode: 'create' | 'update'): UserFields {
  const rec = normalizeUser(body);
  const errors = validateUser(rec, mode);
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  return rec as UserFields;
}

/**
 * 400 unless the shop exists and is not deleted. The toko table gains is_active only once master-toko
 * adopts it, so the flag is read through to_jsonb: absent means the shop was never deletable.
 */
async function requireShop(tx: Queryable, kodeToko: string): Promise<void> {
  const rows = await tx.query<{ active: string | null }>(`SELECT to_jsonb(t) ->> 'is_active' AS active FROM toko t WHERE kode_toko = $1`, [kodeToko]);
  if (!rows.length || rows[0].active === 'false') {
    throw new HttpError(400, USER_MESSAGES.tokoUnknown, [{ field: 'kode_toko', message: USER_MESSAGES.tokoUnknown }]);
  }
}

/** Ends every live session of a user: a deactivated user or a reset password must not stay logged in. */
const revokeAll = (tx: Queryable, userId: string) => tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);

/**
 * Managers get every user, each marked owner_locked when the owners' rule keeps the caller from changing it. Other
 * levels get the active users' id, name and level only: the report 'valid by' filter and the authorizer picker
 * (spec section 6) list users without managing them.
 */
export async function listUsers(ctx: AppContext, caller: Manager, level: string | undefined) {
  if (level !== undefined && !isLevel(level)) throw new HttpError(400, USER_MESSAGES.levelInvalid);
  const manager = USER_MANAGERS.includes(caller.level);
  const where = [manager ? 'true' : 'is_active', level ? 'level = $1' : 'true'].join(' AND ');
  const rows = await ctx.db.query<{ user_id: string; level: string }>(
    `SELECT ${manager ? COLUMNS : 'user_id, nama_user, level'} FROM users WHERE ${where} ORDER BY user_id`,
    level ? [level] : [],
  );
  if (!manager) return rows;
  const first = await firstOwnerId(ctx.db);
  return rows.map((r) => (ownerRuleRefusal(caller, r, first) ? { ...r, owner_locked: true } : r));
}

export async function createUser(ctx: AppContext, actor: Manager & Auditor, body: Record<string, unknown>) {
  const user = checkedUser(body, 'create');
  requireAssignable(actor, user.level);
  const hash = await hashPassword(user.password);
  return ctx.db.transaction(async (tx) => {
    await requireShop(tx, user.kode_toko);
    const rows = await tx.query(
      `INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
      [user.user_id, user.nama_user, hash, user.level, user.kode_toko],
    );
    if (!rows[0]) throw new HttpError(409, USER_MESSAGES.duplicate, [{ field: 'user_id', message: USER_MESSAGES.duplicate }]);
    await recordAudit(tx, actor, { tabel: 'users', kunci: user.user_id, aksi: 'TAMBAH', sesudah: rows[0] });
    return rows[0];
  });
}

export async function updateUser(ctx: AppContext, actor: Manager & Auditor, userId: string, body: Record<string, unknown>) {
  const user = checkedUser(body, 'update');
  requireAssignable(actor, user.level);
  const row = await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    requireWithin(actor, target);
    await requireOwnerRule(tx, actor, target);
    // Lowering one's own level could leave the shop without anyone to manage users.
    if (target.user_id === actor.user_id && target.level !== user.level) throw new HttpError(400, USER_MESSAGES.selfLevel);
    await requireShop(tx, user.kode_toko);
    const rows = await tx.query<Record<string, unknown>>(`UPDATE users SET nama_user = $2, level = $3, kode_toko = $4 WHERE user_id = $1 RETURNING ${COLUMNS}`, [
      target.user_id,
      user.nama_user,
      user.level,
      user.kode_toko,
    ]);
    await recordAudit(tx, actor, { tabel: 'users', kunci: target.user_id, aksi: 'UBAH', sebelum: target, sesudah: rows[0] });
    return { data: rows[0], userId: target.user_id, moved: target.level !== user.level || target.kode_toko !== user.kode_toko };
  });
  // A new level or shop changes what the user may open and where they act: their open browsers follow at once.
  if (row.moved) ctx.live.toUser(row.userId, ACCESS_CHANGED, {});
  return row.data;
}

/** The manager types the new password, or leaves it empty and gets a generated one (answered, shown once). */
export async function resetPassword(ctx: AppContext, actor: Manager & Auditor, userId: string, typed: string | null | undefined): Promise<{ password?: string }> {
  const generated = typed === undefined || typed === null || typed === '';
  const problem = generated ? undefined : passwordProblem(typed);
  if (problem) throw new HttpError(400, problem, [{ field: 'password', message: problem }]);
  const password = generated ? generatePassword() : typed;
  const hash = await hashPassword(password);
  const target = await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    requireWithin(actor, target);
    await requireOwnerRule(tx, actor, target);
    // Resetting one's own password would skip the old-password check of /ganti-password.
    if (target.user_id === actor.user_id) throw new HttpError(400, USER_MESSAGES.selfReset);
    // A generated password was read to the user by someone else: they replace it at their first login.
    await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now(), must_change_password = $3 WHERE user_id = $1', [target.user_id, hash, generated]);
    await revokeAll(tx, target.user_id);
    // That the password changed, and whether the user must replace it: never the password or its hash.
    await recordAudit(tx, actor, { tabel: 'users', kunci: target.user_id, aksi: 'RESET_PASSWORD', sesudah: { password: MASKED, must_change_password: generated } });
    return target.user_id;
  });
  // Its sessions are revoked: its open browsers are closed too, before they hear another live event.
  ctx.live.disconnect(target);
  return generated ? { password } : {};
}

/** Deactivating ends the user's sessions and closes their browsers; nobody deactivates themself. */
export async function setActive(ctx: AppContext, actor: Manager & Auditor, userId: string, active: boolean) {
  const row = await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    requireWithin(actor, target);
    if (!active && target.user_id === actor.user_id) throw new HttpError(400, USER_MESSAGES.selfDeactivate);
    await requireOwnerRule(tx, actor, target);
    const rows = await tx.query<{ user_id: string }>(`UPDATE users SET is_active = $2 WHERE user_id = $1 RETURNING ${COLUMNS}`, [target.user_id, active]);
    if (!active) await revokeAll(tx, target.user_id);
    await recordAudit(tx, actor, { tabel: 'users', kunci: target.user_id, aksi: active ? 'AKTIFKAN' : 'HAPUS', sebelum: target, sesudah: rows[0] });
    return rows[0];
  });
  if (!active) ctx.live.disconnect(row.user_id);
  return row;
}

