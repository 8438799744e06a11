// Links to a receipt that open without a login (GET /api/v1/nota/:token), sent to the customer by WhatsApp. The token
// names the document and an expiry and is signed with the server's key (HMAC-SHA256): a changed number or date, or
// a token of another server, does not verify. Nothing secret is in it; it only proves the shop handed it out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { generatedSecret, SECRET } from './secrets';

/** How long a receipt link stays valid. */
export const NOTA_LINK_DAYS = 90;
const KINDS = /^[a-z]{1,20}$/;

export interface NotaLink {
  kind: string;
  no: string;
  /** Expiry, seconds since 1970. */
  exp: number;
}

// 128 bits of the MAC: plenty against forgery, and the token stays short enough for a path segment (100 characters).
const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);

/** kind.number.expiry(base 36).signature: readable, URL-safe, and split from both ends (a number may hold a dot). */
export function signNotaLink(key: string, link: NotaLink): string {
  const payload = `${link.kind}.${link.no}.${link.exp.toString(36)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The link's document when the signature holds and it has not expired; undefined for anything else. */
export function verifyNotaLink(key: string, token: string, now: Date): NotaLink | undefined {
  const parts = token.split('.');
  if (parts.length < 4) return undefined;
  const signature = parts.pop()!;
  const payload = parts.join('.');
  // Compared as text: base64url decoding ignores the last character's spare bits, so another spelling of the same
  // bytes (a changed last character) would otherwise pass.
  const expected = Buffer.from(mac(key, payload).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const kind = parts.shift()!;
  const exp = parseInt(parts.pop()!, 36);
  const no = parts.join('.');
  if (!KINDS.test(kind) || !no || !Number.isSafeInteger(exp)) return undefined;
  return exp * 1000 > now.getTime() ? { kind, no, exp } : undefined;
}

export const notaLinkKey = (q: Queryable) => generatedSecret(q, SECRET.notaLinkKey);

/** A new link for a document, valid NOTA_LINK_DAYS from now. */
export async function notaLinkToken(q: Queryable, kind: string, no: string, now: Date): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + NOTA_LINK_DAYS * 86_400;
  return signNotaLink(await notaLinkKey(q), { kind, no, exp });
}
