// How every API route is declared: its path, its gate and the JSON Schemas of what it reads and answers. One
// declaration feeds the gate check (before validation, so a refused user learns nothing of the body rules), Fastify's
// validation (server/http/validation.ts, the screens' Indonesian messages) and the OpenAPI description
// (server/plugins/openapi.ts, each operation with its gate as x-gate). A handler then reads the actor and the
// validated input, calls one service operation, and answers.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Gate } from '../../domain/gates';
import type { JsonSchema } from './schema';

/**
 * Who may call a route:
 * - 'public': no login (health, login, the runtime configuration);
 * - 'login': any logged-in user (pickers and lookups other screens share);
 * - { page }: the whole gate of that screen (definitions: masters, reports, pages), access tree included; with
 *   `also`, of those screens too;
 * - { gate, page }: an explicit gate, checked against the access-tree entry of `page` (masters and reports pass their
 *   definition's);
 * - { modules }: only module conditions (a master's reads: every screen may pick from it);
 * - { dynamic }: the gate depends on the record (e.g. a stocktake's kind); the handler checks it, and `pages` lists
 *   the screens one of which it will need. The OpenAPI description says so.
 * - { anyOf }: the gate of any one of these screens (a document list that the entry, list, cancel and validation
 *   screens of its kind all read).
 */
export type RouteGate =
  | 'public'
  | 'login'
  | { page: string; also?: readonly string[] }
  | { gate: Gate; page: string }
  /** A gate of levels and modules with no screen behind it yet: nobody's access tree is asked. */
  | { gate: Omit<Gate, 'access'>; page: null }
  | { modules: Gate }
  | { dynamic: string; pages: readonly string[] }
  | { anyOf: readonly string[] };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: Method;
  /** Below /api/v1/, Fastify style (`barang/get/:kode_barcode`). */
  url: string;
  gate: RouteGate;
  /** One line for the API reference. */
  summary: string;
  /** More for the API reference: an answer beside the success that clients act on (a 403 naming authorizations). */
  description?: string;
  /** Groups operations in the API reference (the business area). */
  tags: readonly string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /**
   * A declared body is required (a missing one is 400, as the OpenAPI description's requestBody says); here no body
   * reads as an empty object instead (a master's activation: the values the form sends, or none).
   */
  bodyOptional?: boolean;
  /** The answer of a success; the reference shows it, tests may check answers against it. Never used to serialize. */
  response?: JsonSchema;
  /** Status of a success when not 200 (201 for creates). */
  status?: number;
  /**
   * A check past the gate that needs the request (a definition's write rule on the record named): it runs after the
   * gate and before validation, so a refused writer learns nothing of the body rules either.
   */
  authorize?: (req: FastifyRequest) => Promise<void>;
  /** Extra Fastify route options (a rate limit, a raw-body parser's limit). */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'> & { config?: Record<string, unknown> };
}

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    gate?: RouteGate;
  }
}

export const API_PREFIX = '/api/v1/';
/** The mark of a body schema whose route also runs without a body (validation.ts, the OpenAPI requestBody). */
export const BODY_OPTIONAL = 'x-body-optional';
const NOTHING = { type: 'object', properties: {} };
const pick = (spec: RouteSpec, keys: readonly ('params' | 'querystring' | 'body')[]) =>
  Object.fromEntries(keys.filter((k) => spec[k]).map((k) => [k, spec[k]]));

/** Registers one declared route. */
export function route(app: FastifyInstance, spec: RouteSpec, handler: Handler): void {
  const status = spec.status ?? 200;
  // Every operation declares what it reads; one that reads nothing says so (an empty query, an empty body).
  const reads = spec.method === 'GET' || spec.method === 'DELETE' ? 'querystring' : 'body';
  const input = { [reads]: NOTHING, ...pick(spec, ['params', 'querystring', 'body']) };
  if (spec.body && spec.bodyOptional) input.body = { ...spec.body, [BODY_OPTIONAL]: true };
  app.route({
    method: spec.method,
    url: `${API_PREFIX}${spec.url}`,
    ...(spec.options?.bodyLimit ? { bodyLimit: spec.options.bodyLimit } : {}),
    ...(spec.authorize ? { preValidation: [spec.authorize] } : {}),
    config: { ...spec.options?.config, gate: spec.gate, ...(spec.gate === 'public' ? { public: true } : {}) },
    schema: {
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: [...spec.tags],
      ...input,
      response: { [status]: spec.response ?? { type: 'object', additionalProperties: true } },
    },
    handler: async (req, reply) => {
      if (status !== 200) reply.code(status);
      return handler(req, reply);
    },
  });
}

/** Binds the app so a route file reads as a list of declarations. */
export const routesOf = (app: FastifyInstance) => (spec: RouteSpec, handler: Handler) => route(app, spec, handler);
