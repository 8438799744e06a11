// The shop's public page in `npm run bench` (issue 23 item 7; `--only landing`): on a fresh PGlite with the demo shop,
// its weight (HTML bytes, gzipped, the JavaScript it loads, which must stay under 100 KB; the page carries none) and
// the time to answer GET /landingpages and GET /api/v1/publik/halaman (app.inject; each run from its own address,
// as the rate limit is per address). Lighthouse is not run here: README "The public page" has its figures.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { fillDemo } from '../server/demo';
import { LANDING_PAGE_KEY, LANDING_PAGE_ROUTE } from '../domain/landing-page';
import { stat, withFreshPglite, type Stat } from './bench-common';

/** The budget of JavaScript for the public page. */
export const LANDING_JS_BUDGET = 100 * 1024;

export interface LandingResult {
  htmlBytes: number;
  gzipBytes: number;
  scripts: number;
  jsBytes: number;
  jsBudget: number;
  ok: boolean;
  page: Stat;
  data: Stat;
}

/** The bytes of every script the page loads: inline ones as written, others fetched from the server. */
async function scriptBytes(app: FastifyInstance, html: string): Promise<{ scripts: number; bytes: number }> {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  let bytes = 0;
  for (const [, attrs, body] of tags) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1];
    bytes += src ? Buffer.byteLength((await app.inject({ method: 'GET', url: src })).body) : Buffer.byteLength(body);
  }
  return { scripts: tags.length, bytes };
}

export async function benchLanding(runs: number): Promise<LandingResult> {
  return withFreshPglite(async (config) => {
    const { db } = await prepareDatabase(config);
    let app: FastifyInstance | undefined;
    try {
      await fillDemo(db);
      // Everything switched on: the page at its largest.
      const setting = { aktif: true, alamat: true, harga_emas: true, grup: [], jam_buka: 'Senin - Sabtu 09.00 - 17.00\nMinggu 10.00 - 14.00', whatsapp: '6281234567890' };
      await db.query(`INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [LANDING_PAGE_KEY, JSON.stringify(setting)]);
      ({ app } = await buildApp(config, db));
      await app.ready();
      let n = 0;
      const get = async (url: string) => {
        const res = await app!.inject({ method: 'GET', url, remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` });
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res.body;
      };
      const measure = async (url: string) => {
        for (let i = 0; i < 3; i++) await get(url);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          await get(url);
          times.push(performance.now() - t);
        }
        return stat(times);
      };
      const html = await get(LANDING_PAGE_ROUTE);
      const js = await scriptBytes(app, html);
      return {
        htmlBytes: Buffer.byteLength(html),
        gzipBytes: gzipSync(html).length,
        scripts: js.scripts,
        jsBytes: js.bytes,
        jsBudget: LANDING_JS_BUDGET,
        ok: js.bytes < LANDING_JS_BUDGET,
        page: await measure(LANDING_PAGE_ROUTE),
        data: await measure('/api/v1/publik/halaman'),
      };
    } finally {
      await app?.close();
      await db.close();
    }
  });
}

export function landingText(r: LandingResult): string {
  return [
    `public page ${LANDING_PAGE_ROUTE}: HTML ${r.htmlBytes} B (${r.gzipBytes} B gzipped), ${r.scripts} script(s), JavaScript ${r.jsBytes} B of ${r.jsBudget} B allowed: ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    `  GET ${LANDING_PAGE_ROUTE} median ${r.page.median} ms, p95 ${r.page.p95} ms; GET publik/halaman median ${r.data.median} ms, p95 ${r.data.p95} ms (${r.page.runs} runs each)`,
  ].join('\n');
}
