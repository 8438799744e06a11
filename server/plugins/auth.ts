// Every /api/ route needs a live token unless it is declared public (config: { public: true }).
// The user, with their effective access tree, is attached to the request; gates read it. The session behind the token
// comes from memory while nothing it was read from changed (server/auth/session-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../auth/sessions';
import { sessionCache } from '../auth/session-cache';
import { HttpError, MESSAGES } from '../http-error';
import type { AppContext } from '../context';
import { effectiveAccessTree } from '../../domain/access';
import { buildMenus } from '../../definitions/menus';
import { passesGate, passesRules, type GateContext } from '../../domain/gates';
import type { Gate } from '../../definitions/define';
import type { Queryable } from '../db/database';
import { USER_MESSAGES } from '../../domain/users';
import { isServiceCall } from '../portal/client';
import '../actor';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-auth-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const menus = buildMenus(ctx.definitions);
  const sessions = sessionCache(ctx.db, ctx.config.sessionIdleMinutes, (level, access) => effectiveAccessTree(menus, level, access));
  app.addHook('onClose', async () => sessions.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('service', false);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.public) return;
    const token = tokenOf(req);
    // The head office calling a branch through its portal (server/portal/client.ts): no user, no actor.
    if (isServiceCall(ctx, req, token)) {
      req.service = true;
      return;
    }
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new HttpError(401, MESSAGES.invalidToken);
    // The request's own copy: the cached entry serves the next requests.
    const user = { ...session.user };
    req.user = user;
    // The one place a request's actor is made (server/actor.ts): the user, their shop and its business date.
    req.actor = { user_id: user.user_id, level: user.level, kode_toko: user.kode_toko, tgl_system: user.tgl_system, head_office: user.head_office };
    if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${req.method} ${req.routeOptions.url}`)) {
      throw new HttpError(403, USER_MESSAGES.mustChangePassword);
    }
  });
});

/** What a user whose password someone else chose may call before changing it: who they are, logout, the change. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(['GET /api/v1/users/me', 'POST /api/v1/users/logout', 'POST /api/v1/users/change-password']);

/** The user must change the password someone else chose (the generated first owner's, a generated reset) first. */
export async function mustChangePassword(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query<{ must_change_password: boolean }>('SELECT must_change_password FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.must_change_password === true;
}

export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new HttpError(401, MESSAGES.invalidToken);
  return req.user;
}

export async function gateContextOf(ctx: AppContext, req: FastifyRequest): Promise<GateContext> {
  const user = currentUser(req);
  return { level: user.level, modules: await ctx.modules(), access: user.access, headOffice: user.head_office };
}

/** 403 unless the user passes the whole gate of `route` (rules and access tree). */
export async function requireGate(ctx: AppContext, req: FastifyRequest, gate: Gate, route: string): Promise<GateContext> {
  const gc = await gateContextOf(ctx, req);
  if (!passesGate(gate, gc, route)) throw new HttpError(403, MESSAGES.forbidden);
  return gc;
}

/** 403 unless the gate's module conditions hold (reads used by pickers on other screens). */
export async function requireModules(ctx: AppContext, req: FastifyRequest, gate: Gate): Promise<void> {
  const gc = await gateContextOf(ctx, req);
  const { modules, modulesOff, moduleValueNot } = gate;
  if (!passesRules({ modules, modulesOff, moduleValueNot }, gc)) throw new HttpError(403, MESSAGES.forbidden);
}
