// What every user-administration endpoint checks first: the caller passes the gate of its screen
// (definitions/pages.ts, OWN and SU), and the user acted on exists and does not rank above the caller.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Gate, Level } from '../../definitions/define';
import { PAGES } from '../../definitions/pages';
import { withinLevel } from '../../domain/levels';
import { USER_MESSAGES } from '../../domain/users';
import { HttpError } from '../http-error';
import { currentUser, requireGate } from '../plugins/auth';
import type { SessionUser } from '../auth/sessions';

/** The gate of a page: the same entry the browser's RouteGate reads. */
export function pageGate(route: string): Gate {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`user-admin: ${route} is not in definitions/pages.ts`);
  return page.gate;
}

/** 403 unless the caller may open `route`; the caller otherwise. */
export async function requireScreen(ctx: AppContext, req: FastifyRequest, route: string): Promise<SessionUser> {
  await requireGate(ctx, req, pageGate(route), route);
  return currentUser(req);
}

export interface TargetUser {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  is_active: boolean;
}

/** The user named in the path, locked for the rest of the transaction; 404 when there is none. */
export async function loadTarget(tx: Queryable, userId: string): Promise<TargetUser> {
  const rows = await tx.query<TargetUser>(
    'SELECT user_id, nama_user, level, kode_toko, is_active FROM users WHERE user_id = $1 FOR UPDATE',
    [userId.trim().toUpperCase()],
  );
  if (!rows[0]) throw new HttpError(404, USER_MESSAGES.notFound);
  return rows[0];
}

/** 403 when the target ranks above the caller: an owner does not manage the vendor's SU account. */
export function requireWithin(actor: SessionUser, target: TargetUser): void {
  if (!withinLevel(actor.level, target.level)) throw new HttpError(403, USER_MESSAGES.userAbove);
}

/** 403 when the level to give ranks above the caller's own. */
export function requireAssignable(actor: SessionUser, level: Level): void {
  if (!withinLevel(actor.level, level)) throw new HttpError(403, USER_MESSAGES.levelAbove);
}
