// The outbox: every WhatsApp message is a row (whatsapp_outbox) before anything is sent, so none is lost to a
// provider that is down. chat/send writes the row and tries at once; a failure worth retrying is tried again after
// 1, 5, 15 and 60 minutes (five attempts in all), by the worker (worker.ts) or any later caller of runDue. A failure
// retrying cannot fix (the number has no WhatsApp, the provider refused the request) ends the message at once.
//
// No database transaction is held while a provider is called (PGlite has one connection; a slow provider must not
// stall the shop): an attempt claims the row in one statement (attempts + 1, due again only after a lease, so two
// workers never send it twice at once), calls the provider, and records the outcome in another.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { WhatsappAdapter, WhatsappSetting } from '../../domain/settings';
import { cloudApiSender, gatewaySender, waMeSender, type Fetch, type SendResult, type WhatsappSender } from './sender';
import { readSecret, SECRET } from './secrets';
import { whatsappSetting } from './nota';
import { gatewayAddress, systemLookup, type Lookup } from './gateway-address';
import { httpClient } from './http-client';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const BACKOFF_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** A claimed attempt that never reported (the server stopped mid-call) is due again after this long. */
const LEASE_MINUTES = 2;
/** Messages one run of the worker tries at most; the rest wait for the next run. */
const BATCH = 20;

export const OUTBOX_MESSAGES = {
  cloudTokenMissing: 'Token Cloud API Belum Diisi',
  gatewayTokenMissing: 'Token Gateway Belum Diisi',
} as const;

export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED';

export interface OutboxRow {
  id: number;
  kode_toko: string;
  tujuan: string;
  pesan: string;
  lampiran: string | null;
  adapter: WhatsappAdapter;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  provider_id: string | null;
  no_dokumen: string | null;
  input_by: string;
  created_at: string;
  sent_at: string | null;
}

/** What the server calls out with, resolves names with and what time it is: real ones by default, fakes in tests. */
export interface WhatsappRuntime {
  fetch: Fetch;
  lookup: Lookup;
  now(): Date;
}

const runtimes = new WeakMap<AppContext, WhatsappRuntime>();
const defaultRuntime: WhatsappRuntime = { fetch: httpClient, lookup: systemLookup, now: () => new Date() };

export const whatsappRuntime = (ctx: AppContext): WhatsappRuntime => runtimes.get(ctx) ?? defaultRuntime;

export function setWhatsappRuntime(ctx: AppContext, runtime: Partial<WhatsappRuntime>): void {
  runtimes.set(ctx, { ...whatsappRuntime(ctx), ...runtime });
}

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * The adapter as configured now; a missing token is a failure no retry fixes until someone saves one, and so is a
 * gateway at an internal address (gateway-address.ts), checked on what its host resolves to at this moment.
 */
export async function senderFor(
  q: Queryable,
  adapter: WhatsappAdapter,
  net: Pick<WhatsappRuntime, 'fetch' | 'lookup'> & { allowLocalGateway: boolean },
  setting?: WhatsappSetting,
): Promise<WhatsappSender | SendResult> {
  const { fetch } = net;
  const s = setting ?? (await whatsappSetting(q));
  if (adapter === 'CLOUD_API') {
    const token = await readSecret(q, SECRET.cloudToken);
    if (!token) return { ok: false, permanent: true, error: OUTBOX_MESSAGES.cloudTokenMissing };
    return cloudApiSender({ version: s.cloud_api_version, phoneNumberId: s.cloud_phone_number_id, token }, fetch);
  }
  if (adapter === 'GATEWAY') {
    const token = await readSecret(q, SECRET.gatewayToken);
    if (!token) return { ok: false, permanent: true, error: OUTBOX_MESSAGES.gatewayTokenMissing };
    const target = await gatewayAddress(s.gateway_url, net.lookup, net.allowLocalGateway);
    if ('refused' in target) return { ok: false, permanent: true, error: target.refused };
    if ('error' in target) return { ok: false, error: target.error };
    return gatewaySender({ url: s.gateway_url, token, format: s.gateway_format, address: target.address }, fetch);
  }
  return waMeSender();
}

export interface NewMessage {
  kode_toko: string;
  tujuan: string;
  pesan: string;
  lampiran?: string;
  adapter: WhatsappAdapter;
  no_dokumen?: string;
  input_by: string;
}

/** Writes a message, due at once. */
export async function enqueue(q: Queryable, m: NewMessage, now: Date): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO whatsapp_outbox (kode_toko, tujuan, pesan, lampiran, adapter, no_dokumen, input_by, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [m.kode_toko, m.tujuan, m.pesan, m.lampiran ?? null, m.adapter, m.no_dokumen ?? null, m.input_by, now],
  );
  return Number(row.id);
}

const readRow = async (q: Queryable, id: number) => (await q.query<OutboxRow>('SELECT * FROM whatsapp_outbox WHERE id = $1', [id]))[0];

/**
 * One attempt at a due message: claimed, sent, recorded. Answers the row as it now is and the provider's result,
 * or undefined when the message was not due (sent already, failed for good, or claimed by another attempt).
 */
export async function attempt(ctx: AppContext, id: number, now: Date): Promise<{ row: OutboxRow; result: SendResult } | undefined> {
  const [claimed] = await ctx.db.query<OutboxRow>(
    `UPDATE whatsapp_outbox SET attempts = attempts + 1, next_attempt_at = $3
      WHERE id = $1 AND status = 'QUEUED' AND next_attempt_at <= $2 RETURNING *`,
    [id, now, minutesAfter(now, LEASE_MINUTES)],
  );
  if (!claimed) return undefined;
  const sender = await senderFor(ctx.db, claimed.adapter, { ...whatsappRuntime(ctx), allowLocalGateway: ctx.config.whatsappAllowLocalGateway });
  const result = 'send' in sender ? await sender.send(claimed.tujuan, claimed.pesan, claimed.lampiran ?? undefined) : sender;
  if (result.ok) {
    await ctx.db.query(`UPDATE whatsapp_outbox SET status = 'SENT', sent_at = $2, provider_id = $3, last_error = NULL, next_attempt_at = NULL WHERE id = $1`, [
      id,
      now,
      result.providerId ?? null,
    ]);
  } else if (result.permanent || claimed.attempts >= MAX_ATTEMPTS) {
    await ctx.db.query(`UPDATE whatsapp_outbox SET status = 'FAILED', last_error = $2, next_attempt_at = NULL WHERE id = $1`, [id, result.error ?? '']);
  } else {
    const next = minutesAfter(now, BACKOFF_MINUTES[claimed.attempts - 1]);
    await ctx.db.query('UPDATE whatsapp_outbox SET last_error = $2, next_attempt_at = $3 WHERE id = $1', [id, result.error ?? '', next]);
  }
  return { row: await readRow(ctx.db, id), result };
}

/** Tries every message due at `now` (a batch at most); answers how many were tried. */
export async function runDue(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db.query<{ id: number }>(
    `SELECT id FROM whatsapp_outbox WHERE status = 'QUEUED' AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT ${BATCH}`,
    [now],
  );
  let tried = 0;
  for (const { id } of due) if (await attempt(ctx, Number(id), now)) tried++;
  return tried;
}

/** The shop's messages, latest first. */
export function listOutbox(q: Queryable, kodeToko: string, filter: { status?: OutboxStatus; limit?: number }) {
  return q.query<OutboxRow>(
    `SELECT id, tujuan, pesan, adapter, status, attempts, next_attempt_at, last_error, provider_id, no_dokumen, input_by, created_at, sent_at
       FROM whatsapp_outbox WHERE kode_toko = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3`,
    [kodeToko, filter.status ?? null, filter.limit ?? 100],
  );
}
