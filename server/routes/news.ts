// /hak-akses-news on the server: the announcement and its per-level switch (para_system 'hak_akses_news', read and
// written by OWN and SU), and GET news, the announcement for the user's level (server/users/news.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import * as news from '../users/news';
import { NEWS_KEY, NEWS_MESSAGES, PENGUMUMAN_MAX } from '../../domain/news';

const gate = { page: '/hak-akses-news' } as const;
const tags = ['Users'];
// A static path: it takes precedence over the generic para-system/key/:key, which any user may read.
const url = `para-system/key/${NEWS_KEY}`;

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route({ method: 'GET', url, gate, summary: 'The announcement and the levels shown it (JSON text)', tags, response: answer.record() }, async () => ({
    status: 'success',
    data: await news.readNewsAccess(ctx),
  }));

  // { value }: the JSON text, as para_system values are text; an object is taken as well. Its content is judged by
  // domain/news.ts (messages per level and for the announcement).
  route(
    {
      method: 'PUT',
      url,
      gate,
      summary: 'Save the announcement and the levels shown it',
      tags,
      body: s.object(
        {
          value: {
            title: 'Hak Akses News',
            description: `{ pengumuman: text up to ${PENGUMUMAN_MAX}, levels: { LEVEL: boolean } }, as JSON text or as an object`,
            type: ['string', 'object'],
            maxLength: 20_000,
            'x-messages': { required: NEWS_MESSAGES.invalid, type: NEWS_MESSAGES.invalid },
          },
        },
        ['value'],
      ),
      response: answer.record(),
    },
    async (req) => ({ message: NEWS_MESSAGES.saved, data: await news.saveNewsAccess(ctx, (req.body as { value: unknown }).value) }),
  );

  route(
    { method: 'GET', url: 'news', gate: 'login', summary: "The announcement for the user's level (null when switched off)", tags, response: answer.record() },
    async (req) => ({ status: 'success', data: await news.announcementFor(ctx, actorOf(req).level) }),
  );
}
