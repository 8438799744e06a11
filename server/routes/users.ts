// Login, logout, the current user, change password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { hashPassword, verifyLogin, verifyPassword } from '../auth/passwords';
import { createSession, hasLiveSession, normalizeUserId, revokeSession } from '../auth/sessions';
import { loginAddressLimiter } from '../auth/login-limit';
import { currentUser, mustChangePassword } from '../plugins/auth';
import { USER_MESSAGES } from '../../domain/users';
import { effectiveAccessTree } from '../../domain/access';
import { buildMenus } from '../../definitions/menus';
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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menus = buildMenus(ctx.definitions);

  /** What the browser keeps about the logged-in user (spec section 3, local user data). */
  async function profile(user: Pick<UserRow, 'user_id' | 'nama_user' | 'level' | 'kode_toko' | 'access'>) {
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
      access: effectiveAccessTree(menus, user.level, user.access),
      modules: await ctx.modules(),
      // A password someone else chose (server/db/migrations-must-change-password.ts): the browser goes to
      // /ganti-password, and the server refuses everything else until it is changed.
      must_change_password: await mustChangePassword(ctx.db, user.user_id),
    };
  }

  app.post(
    '/api/v1/users/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: ctx.config.loginAttemptsPerMinute,
          timeWindow: '1 minute',
          // After the body is parsed, so the key can include the user id being tried.
          hook: 'preHandler',
          // The id as login reads it: '  rlcw1 ' is the same account as 'RLCW1', and shares its count.
          keyGenerator: (req: FastifyRequest) => `${req.ip}:${normalizeUserId((req.body as Record<string, unknown>)?.user_id)}`,
          errorResponseBuilder: () => new HttpError(429, MESSAGES.loginRateLimited),
        },
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const userId = normalizeUserId(body.user_id);
      const password = str(body.password);
      const limiter = loginAddressLimiter(ctx);
      if (!limiter.begin(req.ip)) throw new HttpError(429, MESSAGES.loginRateLimited);
      const rows = await ctx.db.query<UserRow>(
        'SELECT user_id, nama_user, password_hash, level, kode_toko, access FROM users WHERE user_id = $1 AND is_active',
        [userId],
      );
      const user = rows[0];
      // An unknown id costs the same scrypt as a wrong password (verifyLogin), so timing does not reveal ids.
      if (!(await verifyLogin(password, user?.password_hash)) || !user) throw new HttpError(401, MESSAGES.loginWrong);
      limiter.succeeded(req.ip);
      const token = await ctx.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
        if (await hasLiveSession(tx, userId, ctx.config.sessionIdleMinutes)) throw new HttpError(409, MESSAGES.loginInUse);
        return createSession(tx, userId);
      });
      return { token, ...(await profile(user)) };
    },
  );

  app.get('/api/v1/users/me', async (req) => profile(currentUser(req)));

  app.post('/api/v1/users/logout', async (req) => {
    const { user_id, tokenHash } = currentUser(req);
    await revokeSession(ctx.db, tokenHash);
    // This session's open browsers stop hearing live events; the user's other sessions (none today) keep theirs.
    ctx.live.disconnect(user_id, tokenHash);
    return { message: MESSAGES.logout };
  });

  app.post('/api/v1/users/change-password', async (req) => {
    const user = currentUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = str(body.password);
    const next = str(body.new_password);
    const rows = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1', [user.user_id]);
    if (!rows[0] || !(await verifyPassword(password, rows[0].password_hash))) throw new HttpError(400, MESSAGES.oldPasswordWrong);
    if (next.length < 6) throw new HttpError(400, MESSAGES.newPasswordShort);
    // A forced change must really change it: keeping the password someone else chose defeats the point.
    if (next === password && (await mustChangePassword(ctx.db, user.user_id))) throw new HttpError(400, USER_MESSAGES.samePassword);
    await ctx.db.query('UPDATE users SET password_hash = $1, password_changed_at = now(), must_change_password = false WHERE user_id = $2', [
      await hashPassword(next),
      user.user_id,
    ]);
    return { message: MESSAGES.passwordUpdated };
  });
}
