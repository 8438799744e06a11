// Supervisor authorization (spec sections 4, 7, 8): by password (POST authorisation) or by a fingerprint scan the
// server verified (POST authorization/fingerprint), and the supervisors the fingerprint mode offers; thin routes
// over server/auth/authorize.ts. Each answers { authorization_id }: the action that needs it consumes it
// (server/auth/authorizations.ts). The asking user is the logged-in one, or the holder of a ticket
// (server/auth/requester.ts): these routes are public and resolve the requester before reading anything else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { requesterOf, type Requester } from '../auth/requester';
import { authorizeByFingerprint, authorizeByPassword, fingerprintAuthorizers, requireFingerprintModule, type AuthorizationInput } from '../auth/authorize';
import { AUTHORIZATION_KINDS, FINGERPRINT_AUTHORIZER_LEVELS } from '../../domain/authorization';
import { DESCRIPTION_MAX, NOTE_MAX } from '../auth/authorizations';

export { requireFingerprintModule } from '../auth/authorize';
export const AUTHORIZED = 'Otorisasi Berhasil';
const tags = ['Otorisasi'];

/** A requester's ticket: random base64url text. */
export const TICKET = s.text('Ticket', 200);
const ID = s.text('User ID', 100);
/** The kind is checked by the service ('Kategori Otorisasi Tidak Dikenal'), so the wire only bounds it. */
const KATEGORI: JsonSchema = { ...s.text('Kategori', 50), description: `One of ${Object.keys(AUTHORIZATION_KINDS).join(', ')}` };
/** Notes: the service refuses more than their limit after trimming ('Keterangan Otorisasi Terlalu Panjang'). */
const note = (title: string, max: number): JsonSchema => ({ title, type: ['string', 'null'], maxLength: max + 50 });
const DESCRIPTION = { ...note('Deskripsi', DESCRIPTION_MAX), description: 'What is approved (the facts the screen showed), stored with the authorization' };
/** Several kinds at once: one login (or one scan) gives one authorization of each, all or none. */
const OTORISASI: JsonSchema = {
  ...s.array('Otorisasi', s.object({ kategori: KATEGORI, description: DESCRIPTION }, ['kategori'], { additional: false }), 10),
  description: 'Several kinds at once, each with its description, instead of kategori and description: one authorization each (authorization_ids, in this order)',
};
const notes = { description: DESCRIPTION, keterangan: note('Keterangan', NOTE_MAX), notes: note('Keterangan', NOTE_MAX), otorisasi: OTORISASI };
const authorized = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    authorization_id: { type: 'string' },
    authorization_ids: { type: 'array', items: { type: 'string' } },
    authorized_by: { type: 'string' },
  },
};

/**
 * Resolving the requester of a public route (a token, else a ticket in the body or the query) before validation,
 * like a gate: an anonymous caller learns nothing of the body rules. `fingerprint`: the route needs FINGERPRINT_MODULE.
 */
export function requesterCheck(ctx: AppContext, ticketIn: 'body' | 'query', opts: { fingerprint?: boolean } = {}) {
  const requesters = new WeakMap<FastifyRequest, Requester>();
  return {
    authorize: async (req: FastifyRequest) => {
      const source = (ticketIn === 'body' ? req.body : req.query) as Record<string, unknown> | undefined;
      requesters.set(req, await requesterOf(ctx, req, source?.ticket));
      if (opts.fingerprint) await requireFingerprintModule(ctx);
    },
    requester: (req: FastifyRequest): Requester => {
      const requester = requesters.get(req);
      if (!requester) throw new HttpError(401, MESSAGES.invalidToken);
      return requester;
    },
  };
}

export function registerAuthorizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const byPassword = requesterCheck(ctx, 'body');
  const byFingerprint = requesterCheck(ctx, 'body', { fingerprint: true });
  const authorizers = requesterCheck(ctx, 'query', { fingerprint: true });

  route(
    {
      method: 'POST',
      url: 'authorisation',
      gate: 'public',
      authorize: byPassword.authorize,
      summary:
        "A supervisor's authorization by password, for the logged-in user or a ticket holder; a supervisor of the requester's shop, or the head office's owner. " +
        'Failed attempts count against the supervisor as failed logins do',
      tags,
      body: s.object({ user_id: ID, password: s.text('Password', 1000), kategori: KATEGORI, ...notes, ticket: TICKET }),
      response: authorized,
    },
    async (req) => ({
      status: 'success',
      message: AUTHORIZED,
      ...(await authorizeByPassword(ctx, byPassword.requester(req), req.ip, req.body as AuthorizationInput & { password?: string })),
    }),
  );

  route(
    {
      method: 'POST',
      url: 'authorization/fingerprint',
      gate: 'public',
      authorize: byFingerprint.authorize,
      summary: "A supervisor's authorization by a fingerprint scan the server verified (FINGERPRINT_MODULE)",
      tags,
      body: s.object({ user_id: ID, fp: s.text('Fingerprint', 200), kategori: KATEGORI, ...notes, ticket: TICKET }),
      response: authorized,
    },
    async (req) => ({
      status: 'success',
      message: AUTHORIZED,
      ...(await authorizeByFingerprint(ctx, byFingerprint.requester(req), req.body as AuthorizationInput & { fp?: string })),
    }),
  );

  // The supervisors and owners the fingerprint mode offers, by level; never the asking user.
  route(
    {
      method: 'GET',
      url: 'authorization/authorizers',
      gate: 'public',
      authorize: authorizers.authorize,
      summary: 'The supervisors and owners the fingerprint mode offers (FINGERPRINT_MODULE)',
      tags,
      querystring: s.object({ level: { ...s.text('Level', 10), description: `${FINGERPRINT_AUTHORIZER_LEVELS.join(' or ')}; both when absent` }, ticket: TICKET }),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await fingerprintAuthorizers(ctx, authorizers.requester(req), (req.query as { level?: string }).level) }),
  );
}
