// What every document kind's routes read alike from a request: the Idempotency-Key of a post, and the body of a
// cancellation.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { s, type JsonSchema } from '../http/schema';

const IDEMPOTENCY_KEY_MAX = 100;

export function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  const text = Array.isArray(key) ? key[0] : key;
  if (!text || text.length > IDEMPOTENCY_KEY_MAX) throw new HttpError(400, `Idempotency-Key Maksimal ${IDEMPOTENCY_KEY_MAX} Karakter`);
  return text;
}

/** The body of a cancellation: a trade-in's half names its group, so both halves go together. */
export const cancelBody: JsonSchema = s.object(
  { alasan: s.text('Alasan', 200), authorization_id: s.code('Otorisasi', 100), no_faktur_group: s.code('No Tukar Tambah', 60) },
  ['alasan', 'authorization_id'],
  { additional: false },
);
