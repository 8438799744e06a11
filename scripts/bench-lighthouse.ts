// Lighthouse on the login page and the sale screen in `npm run bench` (issue 25, `--only lighthouse`): a copy of the
// run's demo shop (a PGlite filled once as `npm run demo` fills it), the server started on it (serving the built app
// from dist/: `npm run build` first), and the npm `lighthouse` package with its desktop preset driving the machine's
// Chromium. The login page is opened as a first-time visitor; /transaksi-penjualan as the demo cashier, whose session
// is written where the login page writes it (Lighthouse keeps the storage: disableStorageReset; the HTTP cache is
// emptied before each run instead, so every run loads the page cold). Each page `runs` times (3, 1 when quick); each
// figure is the median over the runs: the four category scores, the unused JavaScript Lighthouse counts (transfer KiB;
// its audit leaves out every file that wastes less than 20 KiB, so it changes with how the code is split), and beside
// it the unused JavaScript of every script the page ran (from Lighthouse's script-treemap-data: each file's unused
// share of its transfer size), with the number of scripts and their transfer size.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { obfuscate } from '../domain/obfuscate';
import { SESSION_KEY } from '../src/engine/session';
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium.mjs';
import { alignedTable, withDemoShopPglite } from './bench-common';
import { CASHIER } from './bench-counter';
import { startBenchServer } from './bench-server';
import { freePort } from '../tests/helpers/free-port';
import type { SummaryRow } from './bench-summary';

/** The issue's targets: every page's performance score, and its unused JavaScript. */
export const SCORE_TARGET = 95;
export const UNUSED_JS_TARGET_KIB = 150;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The desktop performance score's metrics: what a lost point was lost on. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'] as const;
const PAGES = [
  { name: 'login', path: '/', cashier: false },
  { name: '/transaksi-penjualan', path: '/transaksi-penjualan', cashier: true },
] as const;

export interface LighthousePage {
  name: string;
  /** Category scores 0-100, median over the runs. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  unusedJsKib: number;
  /** Every script the page ran: how many, their transfer size, and the unused share of it (KiB). */
  scripts: number;
  scriptKib: number;
  allUnusedJsKib: number;
  /** The metrics the performance score is made of, median over the runs (ms; CLS unitless). */
  metrics: Record<(typeof METRICS)[number], number>;
  /** The performance audits that did not pass in the last run, with what they would save. */
  flagged: string[];
  ok: boolean;
}
export interface LighthouseResult {
  skipped?: string;
  runs?: number;
  pages?: LighthousePage[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** One script of Lighthouse's script-treemap-data: bytes as run, unused of them, and as sent. */
interface TreemapNode {
  resourceBytes: number;
  unusedBytes?: number;
  encodedBytes?: number;
}

function pageResult(name: string, lhrs: Lhr[]): LighthousePage {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(lhrs.map((l) => Math.round((l.categories[c]?.score ?? 0) * 100)))])) as LighthousePage['scores'];
  const unused = (l: Lhr) => ((l.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) / 1024;
  const unusedJsKib = Math.round(median(lhrs.map(unused)));
  const treemap = (l: Lhr) => ((l.audits['script-treemap-data']?.details as { nodes?: TreemapNode[] } | undefined)?.nodes ?? []);
  const sum = (l: Lhr, f: (n: TreemapNode) => number) => treemap(l).reduce((a, n) => a + f(n), 0) / 1024;
  const wasted = (n: TreemapNode) => (n.resourceBytes ? ((n.unusedBytes ?? 0) / n.resourceBytes) * (n.encodedBytes ?? 0) : 0);
  const metrics = Object.fromEntries(METRICS.map((m) => [m, median(lhrs.map((l) => l.audits[m]?.numericValue ?? 0))])) as LighthousePage['metrics'];
  const last = lhrs.at(-1)!;
  const flagged = last.categories.performance.auditRefs
    .map((ref) => last.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    name,
    scores,
    unusedJsKib,
    scripts: Math.round(median(lhrs.map((l) => treemap(l).length))),
    scriptKib: Math.round(median(lhrs.map((l) => sum(l, (n) => n.encodedBytes ?? 0)))),
    allUnusedJsKib: Math.round(median(lhrs.map((l) => sum(l, wasted)))),
    metrics,
    flagged,
    ok: scores.performance >= SCORE_TARGET && unusedJsKib < UNUSED_JS_TARGET_KIB };
}

export async function benchLighthouse(root: string, { quick }: { quick: boolean }): Promise<LighthouseResult> {
  if (!existsSync(join(root, 'dist', 'index.html'))) return { skipped: `${join(root, 'dist', 'index.html')} missing: run npm run build first` };
  const chromiumPath = findChromium();
  if (!chromiumPath) return { skipped: 'Chromium not found (set CHROMIUM_PATH)' };
  const runs = quick ? 1 : 3;
  return withDemoShopPglite(async (config) => {
    const server = await startBenchServer(root, config.dataDir);
    const profile = mkdtempSync(join(tmpdir(), 'kilau-lighthouse-'));
    const port = await freePort();
    // One profile for the session written here and the tabs Lighthouse opens through the debugging port.
    const browser = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
    try {
      const { url } = server;
      const login = await fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CASHIER) });
      if (login.status !== 200) throw new Error(`login ${CASHIER.user_id}: ${login.status} ${await login.text()}`);
      const session = obfuscate(await login.json());
      const page = browser.pages()[0] ?? (await browser.newPage());
      const cdp = await browser.newCDPSession(page);
      await page.goto(`${url}/api/v1/health`);
      const pages: LighthousePage[] = [];
      for (const p of PAGES) {
        await page.evaluate(([k, v]) => (v ? localStorage.setItem(k, v) : localStorage.removeItem(k)), [SESSION_KEY, p.cashier ? session : ''] as const);
        const lhrs: Lhr[] = [];
        for (let i = 0; i < runs; i++) {
          await cdp.send('Network.clearBrowserCache');
          const answer = await lighthouse(`${url}${p.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true }, desktopConfig);
          if (!answer) throw new Error(`lighthouse gave no result for ${p.path}`);
          lhrs.push(answer.lhr);
        }
        pages.push(pageResult(p.name, lhrs));
      }
      return { runs, pages };
    } finally {
      await browser.close();
      await server.stop();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

export function lighthouseText(r: LighthouseResult): string {
  if (r.skipped) return `lighthouse: ${r.skipped}`;
  const lines = [['page', ...CATEGORIES, 'unused JS', 'scripts', 'of them unused', '']];
  for (const p of r.pages!) {
    lines.push([p.name, ...CATEGORIES.map((c) => String(p.scores[c])), `${p.unusedJsKib} KiB`, `${p.scripts}, ${p.scriptKib} KiB`, `${p.allUnusedJsKib} KiB`, p.ok ? 'ok' : 'over target']);
  }
  return [
    `Lighthouse desktop (median of ${r.runs} run${r.runs === 1 ? '' : 's'}), target performance >= ${SCORE_TARGET}, unused JS < ${UNUSED_JS_TARGET_KIB} KiB`,
    alignedTable(lines),
    ...r.pages!.map((p) => {
      const m = p.metrics;
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      return `  ${p.name}: FCP ${s(m['first-contentful-paint'])}, LCP ${s(m['largest-contentful-paint'])}, TBT ${Math.round(m['total-blocking-time'])} ms, SI ${s(m['speed-index'])}, CLS ${m['cumulative-layout-shift'].toFixed(3)}`;
    }),
    ...r.pages!.filter((p) => p.flagged.length).map((p) => `  ${p.name} flags: ${p.flagged.join(', ')}`),
  ].join('\n');
}

export function lighthouseSummary(r: LighthouseResult): SummaryRow[] {
  const what = 'Lighthouse desktop, login / /transaksi-penjualan';
  const target = `≥ ${SCORE_TARGET} both; unused JS < ${UNUSED_JS_TARGET_KIB} KiB`;
  if (r.skipped) return [{ what, now: r.skipped, target }];
  const [login, sale] = r.pages!;
  const now =
    `${login.scores.performance} / ${sale.scores.performance}; unused JS ${login.unusedJsKib} / ${sale.unusedJsKib} KiB ` +
    `(of all ${login.scripts} / ${sale.scripts} scripts: ${login.allUnusedJsKib} / ${sale.allUnusedJsKib} KiB)`;
  return [{ what, now, target, met: login.ok && sale.ok }];
}
