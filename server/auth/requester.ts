// Who asks for an authorization. Normally the logged-in user, by the session token. A user whose id is in use
// cannot log in to ask for the authorization that frees it: after proving their password they get a ticket
// (random, only its hash stored, TICKET_VALID_MINUTES long, for one kind, used once by the action) and ask with
// that. Tickets travel in the body, or in the query of the two look-ups, and never open anything but the
// authorization calls of their own kind.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db, Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import { hashToken, resolveSession } from './sessions';
import { tokenOf } from '../plugins/auth';
import { AUTH_MESSAGES } from './authorizations';
import { TICKET_VALID_MINUTES, type AuthorizationKind } from '../../domain/authorization';

export interface Requester {
  user_id: string;
  /** Set when the requester holds a ticket: the only kind they may ask for. */
  ticketKind?: AuthorizationKind;
}

export async function issueTicket(db: Queryable, userId: string, kategori: AuthorizationKind): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO requester_tickets (ticket_hash, user_id, kategori) VALUES ($1, $2, $3)', [hashToken(ticket), userId, kategori]);
  return ticket;
}

/** The holder of a live, unused ticket, or null. */
export async function ticketHolder(db: Queryable, ticket: unknown): Promise<Requester | null> {
  if (typeof ticket !== 'string' || !ticket) return null;
  const rows = await db.query<{ user_id: string; kategori: AuthorizationKind }>(
    `SELECT t.user_id, t.kategori FROM requester_tickets t JOIN users u ON u.user_id = t.user_id
      WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND u.is_active AND t.created_at > now() - make_interval(mins => $2::int)`,
    [hashToken(ticket), TICKET_VALID_MINUTES],
  );
  return rows[0] ? { user_id: rows[0].user_id, ticketKind: rows[0].kategori } : null;
}

/**
 * The logged-in user when the request carries a token (a dead token is 401 as everywhere), else the holder of
 * `ticket`; with neither, 401.
 */
export async function requesterOf(ctx: { db: Db; config: AppContext['config'] }, req: FastifyRequest, ticket: unknown): Promise<Requester> {
  const token = tokenOf(req);
  if (token) {
    const user = await resolveSession(ctx.db, token, ctx.config.sessionIdleMinutes);
    if (!user) throw new HttpError(401, MESSAGES.invalidToken);
    return { user_id: user.user_id };
  }
  const holder = await ticketHolder(ctx.db, ticket);
  if (!holder) throw new HttpError(401, MESSAGES.invalidToken);
  return holder;
}

/** A ticket holder asks only for the kind their ticket was given for. */
export function requireKindOf(requester: Requester, kategori: AuthorizationKind): void {
  if (requester.ticketKind && requester.ticketKind !== kategori) throw new HttpError(400, AUTH_MESSAGES.invalid);
}

/** Uses up `userId`'s ticket for `kategori` inside the action's transaction; anything else is 400. */
export async function useTicket(tx: Queryable, ticket: unknown, userId: string, kategori: AuthorizationKind): Promise<void> {
  const holder = await ticketHolder(tx, ticket);
  if (!holder || holder.user_id !== userId || holder.ticketKind !== kategori) throw new HttpError(400, AUTH_MESSAGES.invalid);
  const used = await tx.query('UPDATE requester_tickets SET used_at = now() WHERE ticket_hash = $1 AND used_at IS NULL RETURNING 1', [hashToken(ticket as string)]);
  if (!used.length) throw new HttpError(409, AUTH_MESSAGES.used);
}
