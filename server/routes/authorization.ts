// Supervisor authorization (spec sections 4, 7, 8): by password (POST authorisation) or by a fingerprint scan the
// server verified (POST authorization/fingerprint), and the supervisors the fingerprint mode offers.
// Each answers { authorization_id }: the action that needs it consumes it (server/auth/authorizations.ts).
// The asking user is the logged-in one, or the holder of a ticket (server/auth/requester.ts): these routes are
// declared public and resolve the requester themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import {
  checkAuthorizerPassword,
  createAuthorization,
  findAuthorizer,
  noteOf,
  requireKind,
} from '../auth/authorizations';
import { requesterOf, requireKindOf } from '../auth/requester';
import { FINGERPRINT_MESSAGES, sameReference, storedFingerprint, takeScan } from '../auth/fingerprints';
import { FINGERPRINT_AUTHORIZER_LEVELS } from '../../domain/authorization';
import { moduleOn } from '../../domain/gates';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const bodyOf = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
export const AUTHORIZED = 'Otorisasi Berhasil';

/** The fingerprint calls exist only while the shop has FINGERPRINT_MODULE on (spec section 6). */
export async function requireFingerprintModule(ctx: AppContext): Promise<void> {
  if (!moduleOn(await ctx.modules(), 'FINGERPRINT_MODULE')) throw new HttpError(403, MESSAGES.forbidden);
}

/** A supervisor's password is tried here as on the login page: the same limit per address and user id. */
const passwordRateLimit = (ctx: AppContext) => ({
  max: ctx.config.loginAttemptsPerMinute,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `${req.ip}:${str(bodyOf(req).user_id).trim().toUpperCase()}`,
  errorResponseBuilder: () => new HttpError(429, MESSAGES.loginRateLimited),
});

export function registerAuthorizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/v1/authorisation',
    { config: { public: true, rateLimit: passwordRateLimit(ctx) } },
    async (req) => {
      const body = bodyOf(req);
      const requester = await requesterOf(ctx, req, body.ticket);
      const kategori = requireKind(body.kategori);
      requireKindOf(requester, kategori);
      const requestedBy = requester.user_id;
      const authorizer = await findAuthorizer(ctx.db, str(body.user_id), requestedBy);
      await checkAuthorizerPassword(authorizer, str(body.password));
      const authorization_id = await createAuthorization(ctx.db, {
        kategori,
        authorized_by: authorizer.user_id,
        requested_by: requestedBy,
        description: noteOf(body.description),
        keterangan: noteOf(body.keterangan ?? body.notes),
        method: 'PASSWORD',
      });
      return { status: 'success', message: AUTHORIZED, authorization_id, authorized_by: authorizer.user_id };
    },
  );

  app.post('/api/v1/authorization/fingerprint', { config: { public: true } }, async (req) => {
    const body = bodyOf(req);
    const user = await requesterOf(ctx, req, body.ticket);
    await requireFingerprintModule(ctx);
    const kategori = requireKind(body.kategori);
    requireKindOf(user, kategori);
    const authorizer = await findAuthorizer(ctx.db, str(body.user_id), user.user_id);
    const stored = await storedFingerprint(ctx.db, authorizer.user_id);
    if (!stored) throw new HttpError(400, FINGERPRINT_MESSAGES.unknownUser);
    if (!sameReference(str(body.fp), stored.template_hash)) throw new HttpError(400, FINGERPRINT_MESSAGES.mismatch);
    const authorization_id = await ctx.db.transaction(async (tx) => {
      // The reference alone proves nothing (any logged-in user can look it up): a live scan must back it.
      await takeScan(tx, authorizer.user_id, user.user_id, stored.template_hash);
      return createAuthorization(tx, {
        kategori,
        authorized_by: authorizer.user_id,
        requested_by: user.user_id,
        description: noteOf(body.description),
        keterangan: noteOf(body.keterangan ?? body.notes),
        method: 'FINGERPRINT',
      });
    });
    return { status: 'success', message: AUTHORIZED, authorization_id, authorized_by: authorizer.user_id };
  });

  // The supervisors and owners the fingerprint mode offers, by level; never the asking user (see findAuthorizer).
  app.get('/api/v1/authorization/authorizers', { config: { public: true } }, async (req) => {
    const user = await requesterOf(ctx, req, queryOf(req).ticket);
    await requireFingerprintModule(ctx);
    const level = str(queryOf(req).level).toUpperCase();
    const levels = (FINGERPRINT_AUTHORIZER_LEVELS as readonly string[]).includes(level) ? [level] : [...FINGERPRINT_AUTHORIZER_LEVELS];
    const data = await ctx.db.query(
      `SELECT u.user_id, u.nama_user, u.level, f.user_id IS NOT NULL AS has_fingerprint
         FROM users u LEFT JOIN user_fingerprints f ON f.user_id = u.user_id
        WHERE u.is_active AND u.level = ANY($1::text[]) AND u.user_id <> $2
        ORDER BY u.user_id`,
      [levels, user.user_id],
    );
    return { status: 'success', data };
  });
}
