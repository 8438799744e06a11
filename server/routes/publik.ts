// The shop's public page (issue 23 item 7), open to anyone without a login:
// - GET /landingpages            the page itself, HTML rendered here (./publik-page.ts), under its own stricter CSP
// - GET /api/v1/publik/halaman   the same content as JSON, for a client of the shop's own (a website, a display)
// - GET /robots.txt              search engines may index the public page, never the back office
// Both pages show only what the owner switched on in /settingtoko (./publik-data.ts); unpublished, both answer 404.
// Limited per address: a page anyone may call must not become a way to keep the shop's database busy.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { routesOf } from '../http/route';
import { HttpError } from '../http-error';
import { LANDING_PAGE_ROUTE } from '../../domain/landing-page';
import { publicPage } from './publik-data';
import { PUBLIC_PAGE_CSP, PUBLIC_PAGE_TEXT, publicPageHtml, unavailablePageHtml } from './publik-page';

const tags = ['Publik'];
const PER_MINUTE = 120;
const rateLimit = { max: PER_MINUTE, timeWindow: '1 minute' };
// A visitor sees a price change within the minute the ticker applies it.
const CACHE = 'public, max-age=60';
export const ROBOTS_TXT = `User-agent: *\nAllow: ${LANDING_PAGE_ROUTE}\nDisallow: /\n`;

export function registerPublicPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'publik/halaman',
      gate: 'public',
      summary: "The shop's public page as data: name, and the address, opening hours, WhatsApp and gold prices its owner shows",
      tags,
      response: { type: 'object', properties: { status: { type: 'string' }, data: { type: 'object', additionalProperties: true } } },
      options: { config: { rateLimit } },
    },
    async (_req, reply) => {
      const data = await publicPage(ctx.db, ctx.clock);
      if (!data) throw new HttpError(404, PUBLIC_PAGE_TEXT.unavailableTitle);
      reply.header('cache-control', CACHE);
      return { status: 'success', data };
    },
  );

  app.get(LANDING_PAGE_ROUTE, { config: { public: true, rateLimit } }, async (_req, reply: FastifyReply) => {
    const data = await publicPage(ctx.db, ctx.clock);
    reply.type('text/html; charset=utf-8').header('content-security-policy', PUBLIC_PAGE_CSP);
    if (!data) return reply.code(404).header('cache-control', 'no-store').send(unavailablePageHtml());
    return reply.header('cache-control', CACHE).send(publicPageHtml(data));
  });

  app.get('/robots.txt', { config: { public: true } }, async (_req, reply: FastifyReply) => reply.type('text/plain; charset=utf-8').send(ROBOTS_TXT));
}
