// Login, logout, the current user, change password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, hasLiveSession, revokeSession } from '../auth/sessions';
import { currentUser } from '../plugins/auth';
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
      tgl_system: await ctx.tglSystem(),
      access: effectiveAccessTree(menus, user.level, user.access),
      modules: await ctx.modules(),
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
          keyGenerator: (req: FastifyRequest) => `${req.ip}:${str((req.body as Record<string, unknown>)?.user_id).toUpperCase()}`,
          errorResponseBuilder: () => new HttpError(429, MESSAGES.loginRateLimited),
        },
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const userId = str(body.user_id).trim().toUpperCase();
      const password = str(body.password);
      const rows = await ctx.db.query<UserRow>(
        'SELECT user_id, nama_user, password_hash, level, kode_toko, access FROM users WHERE user_id = $1 AND is_active',
        [userId],
      );
      const user = rows[0];
      if (!user || !(await verifyPassword(password, user.password_hash))) throw new HttpError(401, MESSAGES.loginWrong);
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
    await revokeSession(ctx.db, currentUser(req).tokenHash);
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
    await ctx.db.query('UPDATE users SET password_hash = $1, password_changed_at = now() WHERE user_id = $2', [await hashPassword(next), user.user_id]);
    return { message: MESSAGES.passwordUpdated };
  });
}
