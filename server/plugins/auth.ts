// Every /api/ route needs a live token unless it is declared public (config: { public: true }).
// The user, with their effective access tree, is attached to the request; gates read it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSession, type SessionUser } from '../auth/sessions';
import { HttpError, MESSAGES } from '../http-error';
import type { AppContext } from '../context';
import { effectiveAccessTree } from '../../domain/access';
import { buildMenus } from '../../definitions/menus';
import { passesGate, passesRules, type GateContext } from '../../domain/gates';
import type { Gate } from '../../definitions/define';

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
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.public) return;
    const token = tokenOf(req);
    const user = token ? await resolveSession(ctx.db, token, ctx.config.sessionIdleMinutes) : null;
    if (!user) throw new HttpError(401, MESSAGES.invalidToken);
    user.access = effectiveAccessTree(menus, user.level, user.access);
    req.user = user;
  });
});

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
