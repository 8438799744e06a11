// Security headers on every answer, the browser app and the API alike. The token sits in local storage (under
// the spec's obfuscation, which is no protection), so the Content-Security-Policy is what keeps an injected
// script from running and reading it: scripts only from this origin, no inline code, no eval. MUI's styling
// (emotion) writes <style> elements at run time, so styles alone may be inline. The app is never framed.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The policy; `connect` adds origins the browser may call beside its own (an absolute BACKEND_URL). */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // socket.io: 'self' covers ws(s) to the same host in current browsers; the explicit schemes are added per
    // request (see below) for those that do not.
    // blob: for reading back a file the page made itself (an exported PDF before it opens).
    `connect-src 'self' blob:${connect.map((c) => ` ${c}`).join('')}`,
    // Report PDFs and label sheets open as blob: URLs in a new tab or a frame of the app.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an absolute URL and its web-socket twin, for connect-src; nothing for a relative one. */
export function connectOrigins(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  try {
    const { protocol, host } = new URL(url);
    return [`${protocol}//${host}`, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
  } catch {
    return [];
  }
}

/** A Host header fit to be written into the policy (a name or address and a port), or undefined. */
const safeHost = (host: string | undefined) => (host && /^[A-Za-z0-9.\-:[\]]{1,255}$/.test(host) ? host : undefined);

export const securityHeaders = fp(async (app: FastifyInstance, { connect = [] }: { connect?: readonly string[] }) => {
  app.addHook('onSend', async (req, reply) => {
    const host = safeHost(req.headers.host);
    // The live connection of this very page, spelled out for browsers whose 'self' does not cover ws: / wss:.
    const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
    // A route may set a stricter policy of its own (the public page: no script at all); it is kept.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy([...sockets, ...connect]));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY'); // frame-ancestors for browsers that predate it
  });
});
