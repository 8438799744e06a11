// What every user-administration operation checks once the caller passed the gate of its screen (declared on the
// route): the user acted on exists and does not rank above the caller, and the owners' rule: owners are equal in
// rank, so the first owner (the account the shop was set up with, the earliest-created OWN) is changed by nobody but
// itself, and other owners only by the first owner (or SU).
import type { Queryable } from '../db/database';
import type { Level } from '../../definitions/define';
import { withinLevel } from '../../domain/levels';
import { USER_MESSAGES } from '../../domain/users';
import { HttpError } from '../http-error';

/** Who acts: the request's actor (server/actor.ts) carries these. */
export interface Manager {
  user_id: string;
  level: Level;
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
export function requireWithin(actor: Manager, target: TargetUser): void {
  if (!withinLevel(actor.level, target.level)) throw new HttpError(403, USER_MESSAGES.userAbove);
}

/** 403 when the level to give ranks above the caller's own. */
export function requireAssignable(actor: Manager, level: Level): void {
  if (!withinLevel(actor.level, level)) throw new HttpError(403, USER_MESSAGES.levelAbove);
}

export const OWNER_MESSAGES = {
  firstOwner: 'Pemilik Pertama Hanya Dapat Diubah Oleh Dirinya Sendiri',
  ownerPeer: 'User OWN Hanya Dapat Diubah Oleh Pemilik Pertama',
} as const;

/** The earliest-created OWN (ties, as in one first-start transaction, by user id). */
export async function firstOwnerId(q: Queryable): Promise<string | undefined> {
  const rows = await q.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY created_at, user_id LIMIT 1`);
  return rows[0]?.user_id;
}

/** Why `actor` may not change `target` under the owners' rule, or undefined. Acting on oneself is the self rules' business. */
export function ownerRuleRefusal(actor: Manager, target: { user_id: string; level: string }, firstOwner: string | undefined): string | undefined {
  if (target.user_id === actor.user_id) return undefined;
  if (target.user_id === firstOwner) return OWNER_MESSAGES.firstOwner;
  if (target.level === 'OWN' && actor.level === 'OWN' && actor.user_id !== firstOwner) return OWNER_MESSAGES.ownerPeer;
  return undefined;
}

/** 403 when the owners' rule forbids the change (edit, reset password, deactivate, activate). */
export async function requireOwnerRule(tx: Queryable, actor: Manager, target: TargetUser): Promise<void> {
  const refusal = ownerRuleRefusal(actor, target, await firstOwnerId(tx));
  if (refusal) throw new HttpError(403, refusal);
}
