// Enrolled fingerprints (spec section 7: GET user-fingerprint answers data[0].fingerprints[0].bytes).
// The answer's bytes are the template's reference (SHA-256), not the template: a browser needs only to name it
// when asking for an authorization, and a biometric template has no business in a cashier's browser. Enrolling
// (the fingerprint agent's `enroll`) is for owners and SU. The look-up answers the logged-in user or the holder
// of a ticket (server/auth/requester.ts), so it is declared public and resolves the requester itself.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { currentUser } from '../plugins/auth';
import { requesterOf } from '../auth/requester';
import { decodeTemplate, enrollFingerprint, FINGERPRINT_MESSAGES, storedFingerprint, templateReference } from '../auth/fingerprints';
import { requireFingerprintModule } from './authorization';
import type { Level } from '../../definitions/define';

/** Who may enroll a template for someone: the levels that manage users. */
export const ENROLLERS: readonly Level[] = ['OWN', 'SU'];

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function registerFingerprintRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/user-fingerprint', { config: { public: true } }, async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    await requesterOf(ctx, req, query.ticket);
    await requireFingerprintModule(ctx);
    const stored = await storedFingerprint(ctx.db, str(query.user_id));
    if (!stored) throw new HttpError(404, FINGERPRINT_MESSAGES.unknownUser);
    return {
      status: 'success',
      data: [{ user_id: stored.user_id, nama_user: stored.nama_user, level: stored.level, fingerprints: [{ bytes: stored.template_hash }] }],
    };
  });

  app.post('/api/v1/user-fingerprint', async (req, reply) => {
    await requireFingerprintModule(ctx);
    const user = currentUser(req);
    if (!ENROLLERS.includes(user.level)) throw new HttpError(403, MESSAGES.forbidden);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const userId = str(body.user_id).trim().toUpperCase();
    const rows = await ctx.db.query('SELECT 1 FROM users WHERE user_id = $1 AND is_active', [userId]);
    if (!rows.length) throw new HttpError(404, FINGERPRINT_MESSAGES.unknownUser);
    const bytes = decodeTemplate(body.bytes);
    if (!bytes) throw new HttpError(400, FINGERPRINT_MESSAGES.badTemplate);
    await enrollFingerprint(ctx.db, userId, bytes, user.user_id);
    reply.code(201);
    return { status: 'success', message: FINGERPRINT_MESSAGES.enrolled, data: { user_id: userId, bytes: templateReference(bytes) } };
  });
}
