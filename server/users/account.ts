// The user's own account: logging in (one live session per user), who they are, logging out, changing the password.
// The operations behind server/routes/users.ts.
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { hashPassword, verifyLogin, verifyPassword } from '../auth/passwords';
import { createSession, hasLiveSession, normalizeUserId, revokeSession } from '../auth/sessions';
import { beginPasswordCheck } from '../auth/login-limit';
import { mustChangePassword } from '../plugins/auth';
import { shopTimeZone } from '../shop-clock';
import { USER_MESSAGES } from '../../domain/users';
import { MASKED, recordAudit, type Auditor } from '../audit/log';
import { effectiveAccessTree } from '../../domain/access';
import { buildMenus, type MenuGroup } from '../../definitions/menus';
import type { Level } from '../../definitions/define';
import type { AccessNode } from '../../domain/gates';

interface UserRow {
  user_id: string;
  nama_user: string;
  password_hash: string;
  level: Level;
  kode_toko: string;
  access: AccessNode[];
}

const menusByContext = new WeakMap<AppContext, MenuGroup[]>();
/** The menus of the app's definitions, built once per server. */
export function menusOf(ctx: AppContext): MenuGroup[] {
  let menus = menusByContext.get(ctx);
  if (!menus) menusByContext.set(ctx, (menus = buildMenus(ctx.definitions)));
  return menus;
}

/** What the browser keeps about the logged-in user (spec section 3, local user data). */
export async function profile(ctx: AppContext, user: Pick<UserRow, 'user_id' | 'nama_user' | 'level' | 'kode_toko' | 'access'>) {
  const server = await ctx.ownShop();
  // A branch user at the head office's server belongs to their branch: its name and address, its level.
  const [own] = await ctx.db.query<{ nama_toko: string; alamat_toko: string; level: string }>(
    'SELECT nama_toko, alamat_toko, level FROM toko WHERE kode_toko = $1',
    [user.kode_toko],
  );
  const shop = own ?? server;
  return {
    user_id: user.user_id,
    nama_user: user.nama_user,
    level: user.level,
    kode_toko: user.kode_toko,
    nama_toko: shop.nama_toko,
    alamat_toko: shop.alamat_toko,
    type: server.level,
    // The user's own shop is the head office: head-office-only screens (gate rule headOffice) show.
    kantor_pusat: shop.level === 'PUSAT',
    tgl_system: await ctx.tglSystem(ctx.db, user.kode_toko),
    // The browser shows and prints every time on this clock (domain/dates.ts setDisplayTimeZone).
    zona_waktu: await shopTimeZone(ctx.db, user.kode_toko),
    access: effectiveAccessTree(menusOf(ctx), user.level, user.access),
    modules: await ctx.modules(),
    // A password someone else chose: the browser goes to /ganti-password, and the server refuses everything else
    // until it is changed.
    must_change_password: await mustChangePassword(ctx.db, user.user_id),
  };
}

/** A new session for the right password of an active user whose id is not in use; failures count (login-limit.ts). */
export async function login(ctx: AppContext, address: string, input: { user_id?: string; password?: string }) {
  const userId = normalizeUserId(input.user_id);
  const attempt = beginPasswordCheck(ctx, address, userId);
  const [user] = await ctx.db.query<UserRow>(
    'SELECT user_id, nama_user, password_hash, level, kode_toko, access FROM users WHERE user_id = $1 AND is_active',
    [userId],
  );
  // An unknown id costs the same scrypt as a wrong password (verifyLogin), so timing does not reveal ids.
  if (!(await verifyLogin(input.password ?? '', user?.password_hash)) || !user) throw new HttpError(401, MESSAGES.loginWrong);
  attempt.succeeded();
  const token = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
    if (await hasLiveSession(tx, userId, ctx.config.sessionIdleMinutes)) throw new HttpError(409, MESSAGES.loginInUse);
    return createSession(tx, userId);
  });
  return { token, ...(await profile(ctx, user)) };
}

/** Revokes this session; its open browsers stop hearing live events (the user's other sessions keep theirs). */
export async function logout(ctx: AppContext, userId: string, tokenHash: string): Promise<void> {
  await revokeSession(ctx.db, tokenHash);
  ctx.live.disconnect(userId, tokenHash);
}

/** The old password must be right; a forced change must really change it. Clears must_change_password. */
export async function changePassword(ctx: AppContext, who: Auditor, input: { password?: string; new_password?: string }): Promise<void> {
  const userId = who.user_id;
  const password = input.password ?? '';
  const next = input.new_password ?? '';
  const rows = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1', [userId]);
  if (!rows[0] || !(await verifyPassword(password, rows[0].password_hash))) throw new HttpError(400, MESSAGES.oldPasswordWrong);
  if (next.length < 6) throw new HttpError(400, MESSAGES.newPasswordShort);
  // Keeping the password someone else chose defeats the point of the forced change.
  if (next === password && (await mustChangePassword(ctx.db, userId))) throw new HttpError(400, USER_MESSAGES.samePassword);
  const hash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $1, password_changed_at = now(), must_change_password = false WHERE user_id = $2', [hash, userId]);
    await recordAudit(tx, who, { tabel: 'users', kunci: userId, aksi: 'UBAH', sesudah: { password: MASKED, must_change_password: false } });
  });
}
