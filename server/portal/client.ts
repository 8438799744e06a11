// Calls between servers (DESIGN.md section 6): each shop runs its own server, and the head office reaches a branch
// through the branch's portal (toko.portal, its base URL) with the service token configured on both sides
// (PORTAL_SERVICE_TOKEN). The branch accepts that token, instead of a user's session, only on the routes declared
// for it (route options `config: { service: true }`); such a request has no user and no actor, only `req.service`.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The head office calling through the portal with the service token (no user, no actor). */
    service: boolean;
  }
  interface FastifyContextConfig {
    /** The route serves the head office's portal calls too. */
    service?: boolean;
  }
}

/** How long the head office waits for a branch before it gives up on the call (a report's fan-out: its own setting). */
const PORTAL_TIMEOUT_MS = 10_000;

export { PORTAL_FAILED } from '../../domain/portal';

/** A portal that could not be reached, timed out or is not configured: the call may be tried again later. */
export class PortalUnreachable extends Error {}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request carries the service token on a route that serves portal calls (compared in constant time). */
export function isServiceCall(ctx: AppContext, req: FastifyRequest, token: string | undefined): boolean {
  const expected = ctx.config.portalServiceToken;
  if (!req.routeOptions.config?.service || !expected || !token) return false;
  return timingSafeEqual(digest(token), digest(expected));
}

export interface PortalAnswer {
  status: number;
  body: { message?: string; data?: unknown } & Record<string, unknown>;
}

/**
 * One call to `{portal}/api/v1/{path}` with the service token; PortalUnreachable when no usable answer came. `portal`
 * is a shop's registered address (toko.portal) and nothing else, and a redirect is not followed: the token goes to
 * the registered addresses only.
 */
export async function portalCall(ctx: AppContext, portal: string, method: 'GET' | 'POST', path: string, body?: unknown, opts: { timeoutMs?: number } = {}): Promise<PortalAnswer> {
  const token = ctx.config.portalServiceToken;
  if (!token) throw new PortalUnreachable('PORTAL_SERVICE_TOKEN is not set');
  const url = `${portal.replace(/\/+$/, '')}/api/v1/${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? PORTAL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PortalUnreachable(`${method} ${url}: ${(error as Error).message}`);
  }
  if (res.status >= 300 && res.status < 400) throw new PortalUnreachable(`${method} ${url}: a redirect (${res.status}), not followed`);
  const answer = (await res.json().catch(() => ({}))) as PortalAnswer['body'];
  // A gateway's or the branch's own failure says nothing about the request itself: worth another try. A refused
  // token is the two servers' configuration, not the request either.
  if (res.status >= 500 || res.status === 401 || res.status === 403) throw new PortalUnreachable(`${method} ${url}: ${res.status} ${answer.message ?? ''}`);
  return { status: res.status, body: answer };
}
