// Who acts in a request, for which shop, on which business date: resolved once per request (server/plugins/auth.ts)
// and read by every handler through actorOf. One rule says which shop a user acts for (actingShop): a branch user
// always acts for their own shop; a head-office user acts for their own shop too, unless the screen offers a
// choice of shop (a `kode_toko` filter or field) and they chose one.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db/database';
import type { AppContext } from './context';
import { HttpError, MESSAGES } from './http-error';
import type { Level } from '../definitions/define';

export interface Actor {
  user_id: string;
  level: Level;
  /** The shop the user acts for in this request. */
  kode_toko: string;
  /** That shop's business date (hari_toko), read when the request began. */
  tgl_system: string;
  /** The user's own shop is the head office (toko level PUSAT): the only users who may choose another shop. */
  head_office: boolean;
}

/**
 * Who acts, for which shop, on which business date: what a service that writes stock or books needs of the actor,
 * so a reader (a demo fill, a migration step) can pass one without a request.
 */
export type ShopActor = Pick<Actor, 'user_id' | 'kode_toko' | 'tgl_system'>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The request's actor; 401 on a public route that has none. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new HttpError(401, MESSAGES.invalidToken);
  return req.actor;
}

export const ALL_SHOPS = 'ALL';

/**
 * The shop a request acts for, given the shop the screen let the user choose (absent: none chosen). A branch user
 * naming another shop is refused with 403, never silently answered with their own data under another name.
 * `allowAll`: the screen offers 'ALL' (lists and reports across shops); answers undefined for every shop.
 */
export function actingShop(actor: Actor, chosen: unknown, opts: { allowAll?: boolean } = {}): string | undefined {
  // A repeated query parameter (an array) or a non-text value is bad input, never silently the user's own shop.
  if (chosen !== undefined && chosen !== null && typeof chosen !== 'string') throw new HttpError(400, MESSAGES.badRequest);
  const code = typeof chosen === 'string' ? chosen.trim().toUpperCase() : '';
  if (!code || code === actor.kode_toko) return actor.kode_toko;
  if (!actor.head_office) throw new HttpError(403, MESSAGES.shopForbidden);
  if (code === ALL_SHOPS) {
    if (!opts.allowAll) throw new HttpError(400, MESSAGES.badRequest);
    return undefined;
  }
  return code;
}

/** The actor acting for another shop (a head-office choice), with that shop's business date. */
export async function actorFor(q: Queryable, actor: Actor, kodeToko: string): Promise<Actor> {
  if (kodeToko === actor.kode_toko) return actor;
  if (!actor.head_office) throw new HttpError(403, MESSAGES.shopForbidden);
  return { ...actor, kode_toko: kodeToko, tgl_system: await shopDate(q, kodeToko) };
}

/** A shop's business date; 404 for a shop that does not exist. */
export async function shopDate(q: Queryable, kodeToko: string): Promise<string> {
  const [row] = await q.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko WHERE kode_toko = $1', [kodeToko]);
  if (!row) throw new HttpError(404, 'Toko Tidak Ditemukan');
  return row.tgl_system;
}

/** 404 unless a row of shop data (an item, a document) belongs to the shop the actor acts for. */
export function requireOwnShop<T extends { kode_toko?: unknown }>(actor: Actor, row: T | undefined, notFound: string): T {
  if (!row || row.kode_toko !== actor.kode_toko) throw new HttpError(404, notFound);
  return row;
}

/**
 * The actor as a writer of shop-wide records (the shop list): the users of the database's own shop decide for it
 * (the head office on a head-office server, the branch itself on a branch's own server); a branch user on the head
 * office's database is a branch, whatever their level.
 */
export async function writerOf(ctx: AppContext, req: FastifyRequest): Promise<Actor> {
  const actor = actorOf(req);
  return { ...actor, head_office: actor.head_office || actor.kode_toko === (await ctx.ownShop()).kode_toko };
}
