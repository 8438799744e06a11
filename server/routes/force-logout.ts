// Freeing a user id whose session is stuck (a crashed browser, a machine switched off before logging out), so its
// owner can log in again before the idle timeout. The login page offers it after 'User ID Sedang Digunakan'.
// Two people must agree:
// 1. POST users/force-logout/{user_id}/ticket { password }: the user proves the id is theirs and gets a ticket
//    (server/auth/requester.ts) to ask for the authorization with, since they cannot log in;
// 2. a supervisor or owner authorizes, by password or fingerprint, kind FORCE_LOGOUT, for that user id;
// 3. PUT users/force-logout/{user_id} { ticket, authorization_id }: the ticket and the authorization are used up in
//    the transaction that revokes the user's sessions. The browser holding the old session finds its token
//    revoked at its next call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { verifyLogin } from '../auth/passwords';
import { hasLiveSession, normalizeUserId } from '../auth/sessions';
import { loginAddressLimiter } from '../auth/login-limit';
import { consumeAuthorization } from '../auth/authorizations';
import { issueTicket, useTicket } from '../auth/requester';
import { moduleOn } from '../../domain/gates';

export const FORCE_LOGOUT_MESSAGES = {
  done: 'User ID Berhasil Dibebaskan',
  notInUse: 'User ID Tidak Sedang Digunakan, Silahkan Login',
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const userIdOf = (req: FastifyRequest) => normalizeUserId((req.params as Record<string, unknown>).user_id);

export function registerForceLogoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The user cannot log in (that is the problem): a password, then a ticket and an authorization stand for the token.
  const config = {
    public: true,
    rateLimit: {
      max: ctx.config.loginAttemptsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => `${req.ip}:${userIdOf(req)}`,
      errorResponseBuilder: () => new HttpError(429, MESSAGES.loginRateLimited),
    },
  };

  app.post('/api/v1/users/force-logout/:user_id/ticket', { config }, async (req) => {
    const userId = userIdOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    // A password check without a session, like the login: the same limits and the same time for an unknown id.
    const limiter = loginAddressLimiter(ctx);
    if (!limiter.begin(req.ip)) throw new HttpError(429, MESSAGES.loginRateLimited);
    const rows = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1 AND is_active', [userId]);
    if (!(await verifyLogin(str(body.password), rows[0]?.password_hash))) throw new HttpError(401, MESSAGES.loginWrong);
    limiter.succeeded(req.ip);
    if (!(await hasLiveSession(ctx.db, userId, ctx.config.sessionIdleMinutes))) throw new HttpError(409, FORCE_LOGOUT_MESSAGES.notInUse);
    const ticket = await issueTicket(ctx.db, userId, 'FORCE_LOGOUT');
    // The login page knows no module flags: it learns here whether to offer the fingerprint mode.
    return { status: 'success', ticket, fingerprint: moduleOn(await ctx.modules(), 'FINGERPRINT_MODULE') };
  });

  app.put('/api/v1/users/force-logout/:user_id', { config }, async (req) => {
    const userId = userIdOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const revoked = await ctx.db.transaction(async (tx) => {
      await useTicket(tx, body.ticket, userId, 'FORCE_LOGOUT');
      await consumeAuthorization(tx, body.authorization_id, 'FORCE_LOGOUT', userId, userId);
      const sessions = await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash', [userId]);
      return sessions.length;
    });
    // The stuck browser, if it is still open somewhere, stops hearing live events at once.
    ctx.live.disconnect(userId);
    return { status: 'success', message: FORCE_LOGOUT_MESSAGES.done, revoked };
  });
}
