// The fingerprint flow over socket.io (spec section 4). The reader sits on the cashier's machine behind the
// fingerprint agent (scripts/fingerprint-agent.ts), which connects with the service token and the role
// 'fingerprint-agent'. A browser asks for a scan of a supervisor's finger ('fingerprint-scan-request' { user_id });
// the server passes it to the agents with the enrolled template; an agent answers 'fingerprint-result'
// { status, auth_for, user_id, fp }; the server checks the scan against the template itself, records it when it
// matches, and tells only the asking user's browsers: 'fingerprint-auth' { status, auth_for, user_id }.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from './context';
import { decodeTemplate, FINGERPRINT_MESSAGES, recordScan, sameReference, storedFingerprint, templateReference } from './auth/fingerprints';
import { moduleOn } from '../domain/gates';
import { SCAN_VALID_SECONDS } from '../domain/authorization';
import { MESSAGES } from './http-error';

export const AGENT_ROLE = 'fingerprint-agent';
export const AGENTS_ROOM = 'fingerprint-agents';

export interface ScanRequest {
  auth_for: string;
  user_id: string;
  /** The enrolled template (base64) the agent matches the scan against. */
  template: string;
}
export interface ScanResult {
  status: boolean;
  auth_for: string;
  user_id: string;
  /** The scanned bytes (base64). */
  fp?: string;
}
export interface FingerprintAuth {
  status: boolean;
  auth_for: string;
  user_id: string;
}
type Ack = (answer: { status: 'sent' } | { status: 'error'; message: string }) => void;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when `token` is the configured agent token (compared in constant time); false when none is configured. */
export function isAgentToken(configured: string | undefined, token: unknown): boolean {
  return !!configured && typeof token === 'string' && timingSafeEqual(digest(configured), digest(token));
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function createFingerprintRelay(io: Server, ctx: AppContext) {
  /** Scans asked for and not answered yet, by `auth_for|user_id`, with when they stop being awaited. */
  const pending = new Map<string, number>();
  const keyOf = (authFor: string, userId: string) => `${authFor}|${userId}`;

  const tellBrowsers = (auth: FingerprintAuth) => io.to(`user:${auth.auth_for}`).emit('fingerprint-auth', auth);

  async function onResult(result: ScanResult): Promise<void> {
    const auth_for = str(result?.auth_for);
    const user_id = str(result?.user_id);
    const key = keyOf(auth_for, user_id);
    const expires = pending.get(key);
    // Only answers to a request still awaited: an agent cannot push a scan nobody asked for.
    if (!expires || expires < Date.now()) return;
    pending.delete(key);
    const stored = await storedFingerprint(ctx.db, user_id);
    const scan = decodeTemplate(result?.fp);
    // The agent's word is not enough: the scan must match the enrolled template here too.
    const matches = result?.status === true && !!stored && !!scan && sameReference(templateReference(scan), stored.template_hash);
    if (matches) await recordScan(ctx.db, stored.user_id, auth_for, stored.template_hash);
    tellBrowsers({ status: matches, auth_for, user_id });
  }

  async function onRequest(authFor: string, payload: unknown, ack: Ack): Promise<void> {
    if (!moduleOn(await ctx.modules(), 'FINGERPRINT_MODULE')) return ack({ status: 'error', message: MESSAGES.forbidden });
    const stored = await storedFingerprint(ctx.db, str((payload as { user_id?: unknown })?.user_id));
    if (!stored) return ack({ status: 'error', message: FINGERPRINT_MESSAGES.unknownUser });
    const agents = await io.in(AGENTS_ROOM).fetchSockets();
    if (!agents.length) return ack({ status: 'error', message: FINGERPRINT_MESSAGES.noAgent });
    for (const [k, expires] of pending) if (expires < Date.now()) pending.delete(k);
    pending.set(keyOf(authFor, stored.user_id), Date.now() + SCAN_VALID_SECONDS * 1000);
    const request: ScanRequest = { auth_for: authFor, user_id: stored.user_id, template: stored.template };
    io.to(AGENTS_ROOM).emit('fingerprint-scan-request', request);
    ack({ status: 'sent' });
  }

  const logged = (what: string) => (e: unknown) => console.error(`fingerprint ${what}: ${e instanceof Error ? e.message : String(e)}`);

  return {
    agentConnected(socket: Socket): void {
      void socket.join(AGENTS_ROOM);
      socket.on('fingerprint-result', (result: ScanResult) => void onResult(result).catch(logged('result')));
    },
    browserConnected(socket: Socket, userId: string): void {
      socket.on('fingerprint-scan-request', (payload: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
        void onRequest(userId, payload, reply).catch((e) => {
          logged('request')(e);
          reply({ status: 'error', message: MESSAGES.serverError });
        });
      });
    },
  };
}
