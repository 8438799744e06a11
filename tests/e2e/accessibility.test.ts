// Accessibility sweep: axe-core (WCAG 2.1 A and AA) over every route the app knows, as the owner with every
// module a gate asks for switched on, so nearly every screen shows itself rather than the not-available page.
// One login, one page: each route is opened client-side (as a menu click does), settles, and axe reports its serious
// and critical findings. /export-csv is for SU and MU only, so for the owner it is the not-available page.
// A screen that calls an API path the server does not have (answered 404 by no route) is a finding too: it once left
// the pre-order entry's supplier list empty.
// New definitions and pages are covered without touching this test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Gate, MasterDefinition } from '../../definitions/define';
import { buildMenus } from '../../definitions/menus';
import { PAGES } from '../../definitions/pages';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { loginAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { coveringMasters } from '../helpers/master-traits';
import { apiCall, openInApp, tokenOf } from '../helpers/e2e-helpers';
import { ROOT } from '../helpers/paths';

const defs = await loadDefinitions();
const gates: Gate[] = [...PAGES.map((p) => p.gate), ...defs.map((d) => d.gate)];
const gateModules = [...new Set(gates.flatMap((g) => g.modules ?? []))];

/**
 * Every route of `npm run routes` but the login page (checked on its own, before logging in); of the masters, the list
 * and create form of those that show every field kind in each form kind (master-traits.ts): the rest are the same
 * engine screens drawing the same kinds of field.
 */
const masters = coveringMasters(defs.filter((d): d is MasterDefinition => d.kind === 'master'));
const ROUTES = [
  ...PAGES.filter((p) => p.route !== '/').map((p) => p.route),
  ...defs.filter((d) => d.kind !== 'master').map((d) => d.route),
  ...masters.flatMap((d) => [d.route, `${d.route}/create`]),
  ...buildMenus(defs).flatMap((g) => (g.submenu ? [g.submenu] : [])),
];

const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    for (const key of gateModules) await db.query('UPDATE modules SET active = true WHERE key = $1', [key]);
  }),
}));

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** Calls the page has in flight (the live socket's long poll aside), for settle(). */
function trackCalls(page: Page): () => number {
  const open = new Set<unknown>();
  const api = (r: { url(): string }) => r.url().includes('/api/') || r.url().includes('/assets/');
  page.on('request', (r) => api(r) && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Waits until the screen has drawn: its lazy code and first data loaded, nothing loading for a moment. The router draws
 * a new screen in a React transition, the previous one staying on display meanwhile: a page whose main thread does not
 * come to rest is still drawing. (Without that, on a loaded machine the previous screen, quiet, passed for the new one:
 * axe then ran while the new list appeared and caught its Cari button fading in, white on part-opaque gold.)
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 8_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy =
      inFlight() > 0 ||
      (await page.evaluate(
        // Drawing, a loading indicator, or a transition still running (a screen fading in is measured at part opacity).
        () =>
          new Promise<boolean>((resolve) =>
            requestIdleCallback(
              (idle) =>
                resolve(
                  idle.didTimeout ||
                    !!document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root') ||
                    document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
                ),
              { timeout: 1_000 },
            ),
          ),
      ));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await page.waitForTimeout(50);
  }
}

/** The API calls answered 404, by the route the sweep was on (a missing record, or a path no route serves). */
function track404(page: Page, routeNow: () => string): { route: string; method: string; path: string }[] {
  const seen: { route: string; method: string; path: string }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() === 404 && url.pathname.startsWith('/api/v1/')) seen.push({ route: routeNow(), method: r.request().method(), path: url.pathname });
  });
  return seen;
}

/** Of those, the ones no route of the server's OpenAPI document serves. */
async function unknownPaths(page: Page, baseUrl: string, answered: ReturnType<typeof track404>): Promise<Finding[]> {
  const doc = await apiCall<{ paths: Record<string, Record<string, unknown>> }>(baseUrl, await tokenOf(page), 'GET', 'openapi.json');
  const routes = Object.entries(doc.json.paths).map(([path, ops]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: Object.keys(ops).map((m) => m.toUpperCase()),
  }));
  return answered
    .filter((a) => !routes.some((r) => r.pattern.test(a.path) && r.methods.includes(a.method)))
    .map((a) => ({ route: a.route, rule: 'unknown-api-path', impact: 'critical', targets: [`${a.method} ${a.path}`], summary: 'the screen calls an API path the server does not serve' }));
}

/** react-admin's error page ('Terjadi kesalahan ...') in place of the screen. */
const crashed = async (page: Page) => (await page.locator('.RaError-title').count()) > 0;

async function audit(page: Page, route: string): Promise<Finding[]> {
  // Evaluated through the debugging protocol, which the app's strict CSP (no inline scripts) does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    type Node = { target: string[]; failureSummary?: string; html: string };
    type Axe = { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: Node[] }[] }> };
    // The target, and why it fails (e.g. the measured contrast and colours), in one line.
    const describe = (n: Node) => [n.target.join(' '), ...(n.failureSummary ?? '').split('\n').slice(1, 2).map((l) => l.trim()), n.html.slice(0, 160)].join(': ');
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(describe) }));
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, rule: v.id, impact: v.impact, targets: v.targets, summary: v.help }));
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.route}  ${f.rule} (${f.impact}): ${f.summary}\n    ${f.targets.slice(0, 6).join('\n    ')}`).join('\n');

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it(`finds no serious or critical violation on the login page and on each of ${ROUTES.length} routes`, { timeout: 360_000 }, async () => {
    const { page, server } = e;
    const findings: Finding[] = [];
    const inFlight = trackCalls(page);
    let current = '/';
    const answered404 = track404(page, () => current);

    await page.goto(`${server.url}/`);
    await page.getByLabel('Username').waitFor();
    findings.push(...(await audit(page, '/')));

    await loginAs(page, server.url);
    for (const route of ROUTES) {
      current = route;
      // Client-side, as a menu click does: no reload, so the sweep stays within a few minutes on a small machine.
      await openInApp(page, route);
      await page.locator('#main-content').waitFor();
      await settle(page, inFlight);
      if (await crashed(page)) {
        // Once more from a full load (a lazy chunk can fail to load while dist/ is rebuilt); a screen that still
        // crashes is a finding of its own.
        await page.goto(`${server.url}${route}`);
        await page.locator('#main-content').waitFor();
        await settle(page, inFlight);
        if (await crashed(page)) findings.push({ route, rule: 'screen-error', impact: 'critical', targets: [], summary: "react-admin's error page instead of the screen" });
      }
      findings.push(...(await audit(page, route)));
    }
    findings.push(...(await unknownPaths(page, server.url, answered404)));
    if (findings.length) console.log(report(findings));
    expect(report(findings)).toBe('');
  });
});
