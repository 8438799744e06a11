// Supervisor authorization and fingerprint enrollment as the routes ask for them (server/routes/authorization.ts,
// fingerprints.ts, force-logout.ts): by password, by a fingerprint scan the server verified, the supervisors the
// fingerprint mode offers, and freeing a stuck user id. The asking user is a Requester (server/auth/requester.ts).
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import {
  checkAuthorizerPassword,
  checkAuthorizerShop,
  consumeAuthorization,
  createAuthorization,
  DESCRIPTION_MAX,
  findAuthorizer,
  noteOf,
  requireKind,
  type AuthorizationMethod,
} from './authorizations';
import { issueTicket, requireKindOf, useTicket, type Requester } from './requester';
import { decodeTemplate, enrollFingerprint, FINGERPRINT_MESSAGES, sameReference, storedFingerprint, takeScan, templateReference } from './fingerprints';
import { verifyLogin } from './passwords';
import { hasLiveSession, normalizeUserId } from './sessions';
import { beginPasswordCheck } from './login-limit';
import { authorizesFor, FINGERPRINT_AUTHORIZER_LEVELS, type AuthorizationKind } from '../../domain/authorization';
import type { Queryable } from '../db/database';
import type { Level } from '../../definitions/define';
import { moduleOn } from '../../domain/gates';

export const FORCE_LOGOUT_MESSAGES = {
  done: 'User ID Berhasil Dibebaskan',
  notInUse: 'User ID Tidak Sedang Digunakan, Silahkan Login',
} as const;

/** The fingerprint calls exist only while the shop has FINGERPRINT_MODULE on (spec section 6). */
export async function requireFingerprintModule(ctx: AppContext): Promise<void> {
  if (!moduleOn(await ctx.modules(), 'FINGERPRINT_MODULE')) throw new HttpError(403, MESSAGES.forbidden);
}

/** One kind asked for and what it approves (the facts the screen showed the supervisor). */
export interface AskedKind {
  kategori?: string;
  description?: string | null;
}

/**
 * What an authorization request names: one kind (`kategori`, `description`), or several at once (`otorisasi`), given
 * by one login or one scan, one authorization each; the note is optional (`notes` is the older name of keterangan).
 */
export interface AuthorizationInput extends AskedKind {
  user_id?: string;
  otorisasi?: AskedKind[] | null;
  keterangan?: string | null;
  notes?: string | null;
}

/** The kinds asked for, each checked (known, the ticket's own), with its description. */
function askedKinds(requester: Requester, input: AuthorizationInput): { kategori: AuthorizationKind; description: string }[] {
  const asked = input.otorisasi?.length ? input.otorisasi : [{ kategori: input.kategori, description: input.description }];
  return asked.map((a) => {
    const kategori = requireKind(a.kategori);
    requireKindOf(requester, kategori);
    return { kategori, description: noteOf(a.description, DESCRIPTION_MAX) };
  });
}

/** The authorizations, one per kind, in one transaction: all given or none. */
async function createAll(tx: Queryable, asked: ReturnType<typeof askedKinds>, authorizedBy: string, requester: Requester, keterangan: string, method: AuthorizationMethod) {
  const ids: string[] = [];
  for (const a of asked) ids.push(await createAuthorization(tx, { ...a, authorized_by: authorizedBy, requested_by: requester.user_id, keterangan, method }));
  return { authorization_id: ids[0], authorization_ids: ids, authorized_by: authorizedBy };
}

const keteranganOf = (input: AuthorizationInput) => noteOf(input.keterangan ?? input.notes);

/**
 * Authorizations by the password of an active supervisor or owner other than the requester, of the requester's shop
 * or the head office's owner. A wrong password counts against the authorizer's id as a failed login does
 * (login-limit.ts); a right one never counts.
 */
export async function authorizeByPassword(ctx: AppContext, requester: Requester, address: string, input: AuthorizationInput & { password?: string }) {
  const asked = askedKinds(requester, input);
  const keterangan = keteranganOf(input);
  const attempt = beginPasswordCheck(ctx, address, normalizeUserId(input.user_id));
  const authorizer = await findAuthorizer(ctx.db, input.user_id ?? '', requester.user_id);
  await checkAuthorizerPassword(authorizer, input.password ?? '');
  attempt.succeeded();
  await checkAuthorizerShop(ctx.db, authorizer, requester.user_id);
  return ctx.db.transaction((tx) => createAll(tx, asked, authorizer.user_id, requester, keterangan, 'PASSWORD'));
}

/** Authorizations by the template reference `fp`, backed by a live scan the server verified for this requester. */
export async function authorizeByFingerprint(ctx: AppContext, requester: Requester, input: AuthorizationInput & { fp?: string }) {
  const asked = askedKinds(requester, input);
  const keterangan = keteranganOf(input);
  const authorizer = await findAuthorizer(ctx.db, input.user_id ?? '', requester.user_id);
  await checkAuthorizerShop(ctx.db, authorizer, requester.user_id);
  const stored = await storedFingerprint(ctx.db, authorizer.user_id);
  if (!stored) throw new HttpError(400, FINGERPRINT_MESSAGES.unknownUser);
  if (!sameReference(input.fp ?? '', stored.template_hash)) throw new HttpError(400, FINGERPRINT_MESSAGES.mismatch);
  return ctx.db.transaction(async (tx) => {
    // The reference alone proves nothing (any logged-in user can look it up): a live scan must back it.
    await takeScan(tx, authorizer.user_id, requester.user_id, stored.template_hash);
    return createAll(tx, asked, authorizer.user_id, requester, keterangan, 'FINGERPRINT');
  });
}

/** The supervisors and owners the fingerprint mode offers (one level, or all of them): never the requester, only those who may authorize for them. */
export async function fingerprintAuthorizers(ctx: AppContext, requester: Requester, level: string | undefined) {
  const wanted = (level ?? '').toUpperCase();
  const levels = (FINGERPRINT_AUTHORIZER_LEVELS as readonly string[]).includes(wanted) ? [wanted] : [...FINGERPRINT_AUTHORIZER_LEVELS];
  const [own] = await ctx.db.query<{ kode_toko: string }>('SELECT kode_toko FROM users WHERE user_id = $1', [requester.user_id]);
  const rows = await ctx.db.query<{ user_id: string; nama_user: string; level: Level; has_fingerprint: boolean; kode_toko: string; head_office: boolean }>(
    `SELECT u.user_id, u.nama_user, u.level, f.user_id IS NOT NULL AS has_fingerprint, u.kode_toko, COALESCE(t.level = 'PUSAT', false) AS head_office
       FROM users u LEFT JOIN user_fingerprints f ON f.user_id = u.user_id LEFT JOIN toko t ON t.kode_toko = u.kode_toko
      WHERE u.is_active AND u.level = ANY($1::text[]) AND u.user_id <> $2
      ORDER BY u.user_id`,
    [levels, requester.user_id],
  );
  return rows.filter((u) => own && authorizesFor(u, own)).map(({ user_id, nama_user, level, has_fingerprint }) => ({ user_id, nama_user, level, has_fingerprint }));
}

/** An active user's enrolled template, named by its reference only (the template never goes to a browser). */
export async function fingerprintOf(ctx: AppContext, userId: string) {
  const stored = await storedFingerprint(ctx.db, userId);
  if (!stored) throw new HttpError(404, FINGERPRINT_MESSAGES.unknownUser);
  return { user_id: stored.user_id, nama_user: stored.nama_user, level: stored.level, fingerprints: [{ bytes: stored.template_hash }] };
}

/** Stores an active user's template (base64), replacing an earlier one. */
export async function enroll(ctx: AppContext, enrolledBy: string, input: { user_id?: string; bytes?: string }) {
  const userId = (input.user_id ?? '').trim().toUpperCase();
  const rows = await ctx.db.query('SELECT 1 FROM users WHERE user_id = $1 AND is_active', [userId]);
  if (!rows.length) throw new HttpError(404, FINGERPRINT_MESSAGES.unknownUser);
  const bytes = decodeTemplate(input.bytes);
  if (!bytes) throw new HttpError(400, FINGERPRINT_MESSAGES.badTemplate);
  await enrollFingerprint(ctx.db, userId, bytes, enrolledBy);
  return { user_id: userId, bytes: templateReference(bytes) };
}

/**
 * A ticket for the user whose id is in use, on their password (a check without a session, like the login: the same
 * limits and the same time for an unknown id). Says whether the fingerprint mode is on: the login page knows no
 * module flags.
 */
export async function forceLogoutTicket(ctx: AppContext, address: string, userId: string, password: string) {
  const attempt = beginPasswordCheck(ctx, address, userId);
  const rows = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1 AND is_active', [userId]);
  if (!(await verifyLogin(password, rows[0]?.password_hash))) throw new HttpError(401, MESSAGES.loginWrong);
  attempt.succeeded();
  if (!(await hasLiveSession(ctx.db, userId, ctx.config.sessionIdleMinutes))) throw new HttpError(409, FORCE_LOGOUT_MESSAGES.notInUse);
  const ticket = await issueTicket(ctx.db, userId, 'FORCE_LOGOUT');
  return { ticket, fingerprint: moduleOn(await ctx.modules(), 'FINGERPRINT_MODULE') };
}

/** Uses up the ticket and a FORCE_LOGOUT authorization for that user and revokes their sessions; answers how many. */
export async function forceLogout(ctx: AppContext, userId: string, input: { ticket?: string; authorization_id?: string }) {
  const revoked = await ctx.db.transaction(async (tx) => {
    await useTicket(tx, input.ticket, userId, 'FORCE_LOGOUT');
    await consumeAuthorization(tx, input.authorization_id, 'FORCE_LOGOUT', userId, userId);
    const sessions = await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash', [userId]);
    return sessions.length;
  });
  // The stuck browser, if it is still open somewhere, stops hearing live events at once.
  ctx.live.disconnect(userId);
  return revoked;
}
