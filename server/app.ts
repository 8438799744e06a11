// Builds the server: plugins (rate limit, auth), the API routes, the browser app with SPA fallback, and
// JSON errors that never carry a stack trace. Tests import buildApp and use inject().
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/database';
import { kindScreens, type MasterDefinition, type ReportDefinition, type TransactionDefinition } from '../definitions/define';
import { createContext, type AppContext } from './context';
import type { Clock } from './shop-clock';
import { HttpError, MESSAGES } from './http-error';
import { authPlugin } from './plugins/auth';
import { connectOrigins, securityHeaders } from './plugins/security-headers';
import { BARCODE_MESSAGE, isBarcodeText } from '../domain/barang';
import { gatePlugin } from './http/gates';
import { validatorCompiler } from './http/validation';
import { openapiPlugin } from './plugins/openapi';
import { registerMasterRoutes } from './engine/crud';
import { loadReportQueries, pairReports, registerReportRoute } from './engine/reports';
import { registerTransactionRoutes } from './engine/transactions';
import { loadLookupQueries, pairLookups, registerLookupRoutes } from './engine/lookups';
import { loadDefinitions } from './engine/load-definitions';
import { VERSION } from './routes/system';
import { ROUTE_MODULES } from './routes/index';
import { KINDS, PRODUCT_KINDS, registerKinds } from './documents/registry';
import type { KindApiInput } from './documents/kind-api';

export const BODY_LIMIT = 1024 * 1024;
/** The browser build's hashed files (assets/): their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A JSON route sent text (text/plain and the like): the body cannot be what the route reads. */
export const NOT_JSON = 'Data Harus Dikirim Dalam Format JSON';

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

export interface BuildOptions {
  clock?: Clock;
  /** Document kinds beyond the product's, each a kind file and its definition (a test's fixture kind). */
  kinds?: readonly KindApiInput<never>[];
}

export async function buildApp(config: Config, db: Db, options: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const kinds = options.kinds?.length ? registerKinds([...PRODUCT_KINDS, ...options.kinds]) : KINDS;
  const definitions = [...(await loadDefinitions()), ...(options.kinds ?? []).flatMap((k) => kindScreens(k.definition))];
  const ctx = createContext(db, config, definitions, options.clock);
  // Loaded before any request: a service reading them inside its transaction must never wait on the database
  // (PGlite is one connection, so a first load there would queue behind that very transaction).
  await ctx.reloadModules();
  const reportPairs = pairReports(
    definitions.filter((d): d is ReportDefinition => d.kind === 'report'),
    await loadReportQueries(),
  );
  const lookups = pairLookups(definitions, await loadLookupQueries());

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Errors Fastify raises before routing (a malformed URL) get the same JSON body as the rest.
    frameworkErrors: (_error, _req, reply) => void (reply as FastifyReply).code(400).send({ message: MESSAGES.badRequest }),
  });
  // Routes declare their schemas (server/http/route.ts): validated with the screens' messages; answers are sent as
  // the handler made them (a response schema documents, it never drops a field).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // An empty body with a JSON content type is no body: common clients send that header on DELETE.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    (body as string).trim() === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );

  // A parameter given twice arrives as an array; every handler expects one value.
  app.addHook('preValidation', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (query && Object.values(query).some(Array.isArray)) throw new HttpError(400, MESSAGES.badRequest);
  });

  // Every JSON route reads its body as an object: "x", [1], null or 123 (valid JSON, wrong shape) is bad input,
  // never a 500 from a handler reading fields of a string. Text (text/plain, parsed by Fastify as a string)
  // is not JSON at all. Routes taking raw bytes (photo, import) have their own parsers and get a Buffer.
  app.addHook('preValidation', async (req, reply) => {
    const body = req.body;
    if (body === undefined || Buffer.isBuffer(body) || isPlainObject(body)) return;
    const json = /^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '');
    if (!json && typeof body === 'string') return reply.code(415).send({ message: NOT_JSON });
    throw new HttpError(400, MESSAGES.badRequest);
  });

  // A barcode in a path names a photo file and a row: what no label can carry is refused before any handler.
  app.addHook('preValidation', async (req) => {
    const code = (req.params as Record<string, unknown> | undefined)?.kode_barcode;
    if (typeof code === 'string' && !isBarcodeText(code)) {
      throw new HttpError(400, BARCODE_MESSAGE, [{ field: 'kode_barcode', message: BARCODE_MESSAGE }]);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.details, ...(error.errors ? { errors: error.errors } : {}) });
    }
    // The database refusing a value (too large, too long) is bad input, not a server fault.
    if (typeof (error as { code?: unknown }).code === 'string' && /^22/.test((error as { code: string }).code)) {
      return reply.code(400).send({ message: MESSAGES.valueOutOfRange });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: MESSAGES.tooLarge });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: MESSAGES.badRequest });
    req.log.error(error);
    return reply.code(500).send({ message: MESSAGES.serverError });
  });

  await app.register(securityHeaders, { connect: connectOrigins(process.env.BACKEND_URL) });
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { ctx });
  await app.register(gatePlugin, { ctx });
  await app.register(openapiPlugin, { version: VERSION });

  for (const register of ROUTE_MODULES) register(app, ctx, kinds);
  for (const def of definitions) if (def.kind === 'master') registerMasterRoutes(app, ctx, def as MasterDefinition);
  for (const [def, query] of reportPairs) registerReportRoute(app, ctx, def, query);
  registerLookupRoutes(app, ctx, lookups);
  registerTransactionRoutes(app, ctx, definitions.filter((d): d is TransactionDefinition => d.kind === 'transaction'));

  const staticDir = config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : undefined;
  if (staticDir) {
    const hashed = join(staticDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build's .br / .gz copy of a file (vite.config.ts) when the browser accepts it, else the file itself.
      preCompressed: true,
      cacheControl: false,
      // A file under assets/ carries its content's hash in its name, so it never changes: kept a year. index.html
      // (and the client routes answered with it) names the current ones, so the browser checks it on every load.
      // The answer depends on Accept-Encoding, which shared caches must key on.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(hashed) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    // Client routes (/master-bank, /SubMenuLaporan ...) are the browser app's to resolve.
    if (staticDir && req.method === 'GET' && !req.url.startsWith('/api/')) return reply.sendFile('index.html', staticDir);
    return reply.code(404).send({ message: MESSAGES.notFound });
  });

  return { app, ctx };
}
