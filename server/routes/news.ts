// /hak-akses-news on the server: the announcement and its per-level switch in para_system 'hak_akses_news'
// (read and written by OWN and SU), and GET news, which hands each user the announcement only when their
// level is switched on, so the decision is the server's and not the home page's.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { checkNewsAccess, NEWS_KEY, NEWS_MESSAGES, newsFor, parseNewsAccess } from '../../domain/news';
import { requireScreen } from './user-admin-guard';

const SCREEN = '/hak-akses-news';
const PATH = `/api/v1/para-system/key/${NEWS_KEY}`;

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const stored = async () => {
    const rows = await ctx.db.query<{ value: string | null }>('SELECT value FROM para_system WHERE key = $1', [NEWS_KEY]);
    return parseNewsAccess(rows[0]?.value);
  };

  // A static path: it takes precedence over the generic para-system/key/:key, which any user may read.
  app.get(PATH, async (req) => {
    await requireScreen(ctx, req, SCREEN);
    return { status: 'success', data: { key: NEWS_KEY, value: JSON.stringify(await stored()) } };
  });

  // Body { value }: the JSON text, as para_system values are text; an object is taken as well.
  app.put(PATH, async (req) => {
    await requireScreen(ctx, req, SCREEN);
    const raw = (req.body as { value?: unknown } | null)?.value;
    let input: unknown = raw;
    if (typeof raw === 'string') {
      try {
        input = JSON.parse(raw);
      } catch {
        throw new HttpError(400, NEWS_MESSAGES.invalid, [{ field: 'value', message: NEWS_MESSAGES.invalid }]);
      }
    }
    const { value, errors } = checkNewsAccess(input);
    if (errors.length) throw new HttpError(400, errors[0].message, errors);
    const text = JSON.stringify(value);
    await ctx.db.query(
      `INSERT INTO para_system (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [NEWS_KEY, text],
    );
    return { message: NEWS_MESSAGES.saved, data: { key: NEWS_KEY, value: text } };
  });

  app.get('/api/v1/news', async (req) => ({
    status: 'success',
    data: { pengumuman: newsFor(await stored(), currentUser(req).level) },
  }));
}
