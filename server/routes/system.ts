// Health, the browser's runtime configuration, system parameters, module flags and the API's own description.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { actorOf } from '../actor';
import pkg from '../../package.json' with { type: 'json' };

export const VERSION = pkg.version;
export const VERSION_TAG = 'NEW RELEASE';

const tags = ['Sistem'];

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const health = {
    type: 'object',
    properties: { status: { const: 'ok' }, version: { type: 'string' }, kode_toko: { type: 'string' }, nama_toko: { type: 'string' }, type: { type: 'string' } },
    required: ['status', 'version'],
  };
  route({ method: 'GET', url: 'health', gate: 'public', summary: 'The server is up: its version and its own shop', tags, response: health }, async () => {
    const shop = await ctx.ownShop();
    return { status: 'ok', version: VERSION, kode_toko: shop.kode_toko, nama_toko: shop.nama_toko, type: shop.level };
  });

  // One build serves every client: what differs per installation comes from here, not from the bundle.
  app.get('/config.json', { config: { public: true } }, async () => {
    const shop = await ctx.ownShop();
    return {
      backendUrl: process.env.BACKEND_URL || '/api/v1/',
      appUrl: '/',
      type: shop.level,
      version: VERSION,
      versionTag: VERSION_TAG,
      encrypt: false,
      authType: 'token',
      whatsappBackend: process.env.WHATSAPP_BACKEND_URL || null,
      grosirBackend: process.env.GROSIR_BACKEND_URL || null,
      grosirUrl: ctx.config.grosirUrl ?? null,
      semiGrosirUrl: ctx.config.semiGrosirUrl ?? null,
      onlineStoreBackend: process.env.ONLINE_STORE_BACKEND_URL || null,
      pushServiceName: process.env.PUSH_SERVICE_NAME || null,
    };
  });

  // GET tokos is the list of the master-toko definition (definitions/masters/toko.ts), served by the master engine.

  // tgl_system is no longer a stored setting but the business date of the user's shop (hari_toko); the spec's
  // key still answers it, so clients that read it there see their own shop's date.
  const withDate = async (req: FastifyRequest, rows: { key: string; value: string | null }[]) =>
    [...rows, { key: 'tgl_system', value: actorOf(req).tgl_system }].sort((a, b) => a.key.localeCompare(b.key));

  route({ method: 'GET', url: 'para-system', gate: 'login', summary: 'System parameters, tgl_system the business date of the user shop', tags, response: answer.rows() }, async (req) => ({
    status: 'success',
    data: await withDate(req, await ctx.db.query('SELECT key, value FROM para_system ORDER BY key')),
  }));

  route(
    { method: 'GET', url: 'para-system/key/:key', gate: 'login', summary: 'One system parameter', tags, params: s.params('key'), response: answer.record() },
    async (req) => {
    const key = (req.params as { key: string }).key;
    if (key === 'tgl_system') return { status: 'success', data: { key, value: actorOf(req).tgl_system } };
    const rows = await ctx.db.query('SELECT key, value FROM para_system WHERE key = $1', [key]);
    if (!rows[0]) throw new HttpError(404, MESSAGES.notFound);
    return { status: 'success', data: rows[0] };
    },
  );

  route(
    { method: 'GET', url: 'modules', gate: 'login', summary: 'Module flags of the shop', tags, response: answer.record({ type: 'object', additionalProperties: true }) },
    async () => ({ status: 'success', data: await ctx.modules() }),
  );

  route(
    { method: 'GET', url: 'openapi.json', gate: 'login', summary: 'This description (OpenAPI 3.1)', tags, response: { type: 'object', additionalProperties: true } },
    async () => app.swagger(),
  );
}
