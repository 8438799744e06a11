// Supervisor authorizations: checking the authorizer, recording who authorized what for whom, and consuming an
// authorization in the same transaction as the action it allows, so that it is good for exactly one action.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { verifyPassword } from './passwords';
import { authorizesFor, AUTHORIZATION_VALID_MINUTES, canAuthorize, isAuthorizationKind, type AuthorizationKind } from '../../domain/authorization';
import type { Level } from '../../definitions/define';

export const AUTH_MESSAGES = {
  unknownUser: 'Username Tidak Tidak Terdaftar',
  wrongPassword: 'Password Otorisasi Salah',
  notAuthorizer: 'User Ini Tidak Berhak Memberi Otorisasi',
  selfAuthorization: 'Otorisasi Harus Diberikan Oleh User Lain',
  unknownKind: 'Kategori Otorisasi Tidak Dikenal',
  invalid: 'Otorisasi Tidak Valid',
  used: 'Otorisasi Sudah Digunakan',
  expired: 'Otorisasi Sudah Kedaluwarsa',
  tooLong: 'Keterangan Otorisasi Terlalu Panjang',
  otherShop: 'User Ini Tidak Berhak Memberi Otorisasi Untuk Toko Ini',
} as const;

export type AuthorizationMethod = 'PASSWORD' | 'FINGERPRINT';

export interface Authorizer {
  user_id: string;
  nama_user: string;
  level: Level;
  password_hash: string;
  kode_toko: string;
  /** The authorizer's shop is the head office. */
  head_office: boolean;
}

/** Notes longer than this are refused rather than cut, so the record says what was typed. */
export const NOTE_MAX = 200;
/** The description says what is approved (every fact of a sale's kind), so it may be longer than a typed note. */
export const DESCRIPTION_MAX = 1000;

export function requireKind(value: unknown): AuthorizationKind {
  if (!isAuthorizationKind(value)) throw new HttpError(400, AUTH_MESSAGES.unknownKind);
  return value;
}

export function noteOf(value: unknown, max = NOTE_MAX): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > max) throw new HttpError(400, AUTH_MESSAGES.tooLong);
  return text;
}

/**
 * The user who may authorize for `requestedBy`: active, of an authorizing level, and someone else. Unknown and
 * inactive users get the same answer, so the dialog cannot tell a deactivated account from a typo.
 */
export async function findAuthorizer(db: Queryable, userId: string, requestedBy: string): Promise<Authorizer> {
  const rows = await db.query<Authorizer>(
    `SELECT u.user_id, u.nama_user, u.level, u.password_hash, u.kode_toko, COALESCE(t.level = 'PUSAT', false) AS head_office
       FROM users u LEFT JOIN toko t ON t.kode_toko = u.kode_toko WHERE u.user_id = $1 AND u.is_active`,
    [userId.trim().toUpperCase()],
  );
  const authorizer = rows[0];
  if (!authorizer) throw new HttpError(400, AUTH_MESSAGES.unknownUser);
  if (!canAuthorize(authorizer.level)) throw new HttpError(403, AUTH_MESSAGES.notAuthorizer);
  if (authorizer.user_id === requestedBy) throw new HttpError(400, AUTH_MESSAGES.selfAuthorization);
  return authorizer;
}

export async function checkAuthorizerPassword(authorizer: Authorizer, password: string): Promise<void> {
  if (!(await verifyPassword(password, authorizer.password_hash))) throw new HttpError(400, AUTH_MESSAGES.wrongPassword);
}

/** The requester's shop must be the authorizer's, unless the authorizer is an owner (or SU) of the head office. */
export async function checkAuthorizerShop(db: Queryable, authorizer: Authorizer, requestedBy: string): Promise<void> {
  const [requester] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM users WHERE user_id = $1', [requestedBy]);
  if (!requester || !authorizesFor(authorizer, requester)) throw new HttpError(403, AUTH_MESSAGES.otherShop);
}

export interface NewAuthorization {
  kategori: AuthorizationKind;
  authorized_by: string;
  requested_by: string;
  description: string;
  keterangan: string;
  method: AuthorizationMethod;
}

export async function createAuthorization(db: Queryable, a: NewAuthorization): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO authorizations (id, kategori, authorized_by, requested_by, description, keterangan, method)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, a.kategori, a.authorized_by, a.requested_by, a.description, a.keterangan, a.method],
  );
  return id;
}

export interface UsedAuthorization {
  id: string;
  kategori: AuthorizationKind;
  authorized_by: string;
  requested_by: string;
  method: AuthorizationMethod;
}

/**
 * Marks the authorization used by the action running in `tx`. Call it inside the action's transaction: if the
 * action fails, the authorization stays unused. Refuses an unknown id, another kind of action or another requester
 * (400 'Otorisasi Tidak Valid'), a second use (409 'Otorisasi Sudah Digunakan') and an old one (400).
 * `usedFor` names what it was used on (a user id, a receipt number), for whoever reads the record later.
 */
export async function consumeAuthorization(
  tx: Queryable,
  id: unknown,
  kategori: AuthorizationKind,
  requestedBy: string,
  usedFor = '',
): Promise<UsedAuthorization> {
  if (typeof id !== 'string' || !id) throw new HttpError(400, AUTH_MESSAGES.invalid);
  const rows = await tx.query<UsedAuthorization & { used: boolean; fresh: boolean }>(
    `SELECT id, kategori, authorized_by, requested_by, method, used_at IS NOT NULL AS used,
            created_at > now() - make_interval(mins => $2::int) AS fresh
       FROM authorizations WHERE id = $1 FOR UPDATE`,
    [id, AUTHORIZATION_VALID_MINUTES],
  );
  const row = rows[0];
  // Another kind or requester is answered like an unknown id: the id proves nothing outside its own action.
  if (!row || row.kategori !== kategori || row.requested_by !== requestedBy) throw new HttpError(400, AUTH_MESSAGES.invalid);
  if (row.used) throw new HttpError(409, AUTH_MESSAGES.used);
  if (!row.fresh) throw new HttpError(400, AUTH_MESSAGES.expired);
  await tx.query('UPDATE authorizations SET used_at = now(), used_for = $2 WHERE id = $1', [id, usedFor]);
  const { used: _used, fresh: _fresh, ...authorization } = row;
  return authorization;
}
