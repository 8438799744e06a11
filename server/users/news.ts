// /hak-akses-news: the announcement and its per-level switch in para_system 'hak_akses_news', and the announcement
// a user is shown (only when their level is switched on, so the decision is the server's, not the home page's).
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { checkNewsAccess, NEWS_KEY, NEWS_MESSAGES, newsFor, parseNewsAccess } from '../../domain/news';
import type { Level } from '../../domain/levels';

async function stored(ctx: AppContext) {
  const rows = await ctx.db.query<{ value: string | null }>('SELECT value FROM para_system WHERE key = $1', [NEWS_KEY]);
  return parseNewsAccess(rows[0]?.value);
}

/** The setting as para_system answers it: its JSON text. */
export async function readNewsAccess(ctx: AppContext) {
  return { key: NEWS_KEY, value: JSON.stringify(await stored(ctx)) };
}

/** `raw`: the JSON text (para_system values are text) or the object itself. */
export async function saveNewsAccess(ctx: AppContext, raw: unknown) {
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
  return { key: NEWS_KEY, value: text };
}

export async function announcementFor(ctx: AppContext, level: Level) {
  return { pengumuman: newsFor(await stored(ctx), level) };
}
