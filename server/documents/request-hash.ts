// The fingerprint of what a document's request asked for, kept with its Idempotency-Key (migration 033): the sha256
// of its JSON with every object's keys in order, so a client that sends the same request with its keys in another
// order is still sending the same request.
import { createHash } from 'node:crypto';

/** JSON text of `value` with object keys sorted at every depth (undefined properties left out, as JSON does). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The hash of a document's request. Its `authorization_ids` are left out: they are the permission for the document,
 * not its content, and a retry after a lost answer may carry a fresh authorization (the screen asks again) for the
 * very same cart.
 */
export function requestHash(request: unknown): string {
  const asked = request && typeof request === 'object' && !Array.isArray(request) ? { ...(request as Record<string, unknown>), authorization_ids: undefined } : request;
  return createHash('sha256').update(canonicalJson(asked)).digest('hex');
}
