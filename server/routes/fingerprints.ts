// Enrolled fingerprints (spec section 7: GET user-fingerprint answers data[0].fingerprints[0].bytes); thin routes
// over server/auth/authorize.ts. The answer's bytes are the template's reference (SHA-256), not the template: a
// browser needs only to name it when asking for an authorization, and a biometric template has no business in a
// cashier's browser. Enrolling (the fingerprint agent's `enroll`) is for owners and SU. The look-up answers the
// logged-in user or the holder of a ticket (server/auth/requester.ts), so it is public and resolves the requester.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { enroll, fingerprintOf } from '../auth/authorize';
import { FINGERPRINT_MESSAGES, TEMPLATE_MAX_BYTES } from '../auth/fingerprints';
import type { Level } from '../../definitions/define';
import { requesterCheck, TICKET } from './authorization';

/** Who may enroll a template for someone: the levels that manage users. */
export const ENROLLERS: readonly Level[] = ['OWN', 'SU'];
const tags = ['Otorisasi'];
/** Base64 of at most TEMPLATE_MAX_BYTES; what is not a template is refused by the service with its message. */
const TEMPLATE_TEXT_MAX = Math.ceil(TEMPLATE_MAX_BYTES / 3) * 4;

export function registerFingerprintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const lookup = requesterCheck(ctx, 'query', { fingerprint: true });

  route(
    {
      method: 'GET',
      url: 'user-fingerprint',
      gate: 'public',
      authorize: lookup.authorize,
      summary: "An active user's enrolled fingerprint, by its reference (FINGERPRINT_MODULE; a login or a ticket)",
      tags,
      querystring: s.object({ user_id: s.text('User ID', 100), ticket: TICKET }),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: [await fingerprintOf(ctx, (req.query as { user_id?: string }).user_id ?? '')] }),
  );

  // No screen of its own: the fingerprint agent enrolls, logged in as an owner or SU.
  route(
    {
      method: 'POST',
      url: 'user-fingerprint',
      gate: { gate: { levels: [...ENROLLERS], modules: ['FINGERPRINT_MODULE'], access: false }, page: '/data-users' },
      summary: "Enroll a user's fingerprint template (base64), replacing an earlier one",
      tags,
      body: s.object({
        user_id: s.text('User ID', 100),
        bytes: s.text('Fingerprint', TEMPLATE_TEXT_MAX, { type: FINGERPRINT_MESSAGES.badTemplate, maxLength: FINGERPRINT_MESSAGES.badTemplate }),
      }),
      response: answer.record(),
      status: 201,
    },
    async (req) => ({ status: 'success', message: FINGERPRINT_MESSAGES.enrolled, data: await enroll(ctx, actorOf(req).user_id, (req.body ?? {}) as { user_id?: string; bytes?: string }) }),
  );
}
