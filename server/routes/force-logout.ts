// Freeing a user id whose session is stuck (a crashed browser, a machine switched off before logging out), so its
// owner can log in again before the idle timeout. The login page offers it after 'User ID Sedang Digunakan'.
// Two people must agree:
// 1. POST users/force-logout/{user_id}/ticket { password }: the user proves the id is theirs and gets a ticket
//    (server/auth/requester.ts) to ask for the authorization with, since they cannot log in;
// 2. a supervisor or owner authorizes, by password or fingerprint, kind FORCE_LOGOUT, for that user id;
// 3. PUT users/force-logout/{user_id} { ticket, authorization_id }: the ticket and the authorization are used up in
//    the transaction that revokes the user's sessions. The browser holding the old session finds its token
//    revoked at its next call.
// Thin routes over server/auth/authorize.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { normalizeUserId } from '../auth/sessions';
import { AUTH_MESSAGES } from '../auth/authorizations';
import { FORCE_LOGOUT_MESSAGES, forceLogout, forceLogoutTicket } from '../auth/authorize';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { TICKET } from './authorization';

export { FORCE_LOGOUT_MESSAGES } from '../auth/authorize';
const tags = ['Users'];
const userIdOf = (req: FastifyRequest) => normalizeUserId((req.params as Record<string, unknown>).user_id);
/** A ticket or an authorization that is not text is one that is not valid, as the service says of a wrong one. */
const invalid = { type: AUTH_MESSAGES.invalid, maxLength: AUTH_MESSAGES.invalid };

export function registerForceLogoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  // The user cannot log in (that is the problem): a password, then a ticket and an authorization stand for the token.
  // The password's failures are limited as the login's (server/auth/login-limit.ts); freeing is limited per address and id.
  const config = {
    rateLimit: {
      max: ctx.config.loginAttemptsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => `${req.ip}:${userIdOf(req)}`,
      errorResponseBuilder: () => new HttpError(429, MESSAGES.loginRateLimited),
    },
  };

  route(
    {
      method: 'POST',
      url: 'users/force-logout/:user_id/ticket',
      gate: 'public',
      summary: 'A ticket to ask for freeing a user id in use, on its password',
      tags,
      params: s.params('user_id'),
      // Optional: a missing password is a wrong one (401), as on the login page.
      body: s.object({ password: s.text('Password', 1000) }),
      response: { type: 'object', properties: { status: { type: 'string' }, ticket: { type: 'string' }, fingerprint: { type: 'boolean' } } },
    },
    async (req) => ({
      status: 'success',
      ...(await forceLogoutTicket(ctx, req.ip, userIdOf(req), (req.body as { password?: string } | undefined)?.password ?? '')),
    }),
  );

  route(
    {
      method: 'PUT',
      url: 'users/force-logout/:user_id',
      gate: 'public',
      summary: "Free a user id: uses up the ticket and a FORCE_LOGOUT authorization, revokes the user's sessions",
      tags,
      params: s.params('user_id'),
      body: s.object({ ticket: { ...TICKET, 'x-messages': invalid }, authorization_id: s.text('Otorisasi', 100, invalid) }),
      response: { ...answer.message(), properties: { message: { type: 'string' }, revoked: { type: 'integer' } } },
      options: { config },
    },
    async (req) => ({
      status: 'success',
      message: FORCE_LOGOUT_MESSAGES.done,
      revoked: await forceLogout(ctx, userIdOf(req), (req.body ?? {}) as { ticket?: string; authorization_id?: string }),
    }),
  );
}
