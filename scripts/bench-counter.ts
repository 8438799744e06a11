// The counter's scan in `npm run bench` (issue 25 item 1, `--only counter`): a copy of the run's demo shop (a PGlite
// filled once as `npm run demo` fills it), the server started on it as the browser tests start theirs (server/main.ts
// serving the built app from dist/: `npm run build` first), and headless Chromium at 1366x768 on /transaksi-penjualan
// as the demo cashier. It scans SCANS different pieces that are on sale (READY, on a tray) into one sale, and times
// each from the Enter key (the keydown event's own timestamp) to the frame after the new line reached the page (a
// MutationObserver sees the row, a requestAnimationFrame and a message later it has been painted), read back from the
// page. A cashier scans one piece after another, so each scan waits for the page to go quiet after the last one
// (SCAN_GAP_MS). Also the lookup's own time on the wire (Resource Timing of GET barang/get). SESSIONS fresh sales; each
// figure is the median over them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { obfuscate } from '../domain/obfuscate';
import { SESSION_KEY } from '../src/engine/session';
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium.mjs';
import { alignedTable, round, withDemoShopPglite } from './bench-common';
import { startBenchServer } from './bench-server';
import { ratio, type SummaryRow } from './bench-summary';

/** The targets: p95 of a scan, and the last 5 scans of a sale against its first 5. */
export const SCAN_P95_TARGET_MS = 60;
export const SCAN_GROWTH_TARGET = 1.15;
const SCANS = 30;
/** Fresh sales scanned; --quick scans one. */
const SESSIONS = 3;
const SCAN_GAP_MS = 250;
export const CASHIER = { user_id: 'KASIR01', password: 'demo1234' };

export interface CounterSession { scans: number[]; lookups: number[] }
export interface CounterResult {
  skipped?: string;
  sessions?: CounterSession[];
  p50?: number;
  p95?: number;
  first5?: number;
  last5?: number;
  ratio?: number;
  lookupP50?: number;
  ok?: boolean;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Nearest rank, as bench-common's stat. */
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

interface ScanRecord {
  enter: number;
  times: number[];
  /** Called when a line has been painted (the bench waiting for it, without polling the page every frame). */
  painted?: () => void;
}

/** Runs in the page before its scripts: the Enter keydown's time, and the time each new sale line was painted. */
function recordScans(): void {
  const w = window as unknown as { __scan: ScanRecord };
  const rec: ScanRecord = (w.__scan = { enter: 0, times: [] });
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter') rec.enter = e.timeStamp;
    },
    true,
  );
  let lines = 0;
  new MutationObserver(() => {
    const n = document.querySelectorAll('tr[data-testid^="line-"]').length;
    const added = n > lines;
    lines = n;
    if (!added) return;
    const enter = rec.enter;
    // The frame after this one's rendering: the row has been painted.
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        rec.times.push(performance.now() - enter);
        rec.painted?.();
      };
      ch.port2.postMessage(0);
    });
  }).observe(document, { childList: true, subtree: true });
}

async function scanSession(page: Page, url: string, codes: string[]): Promise<CounterSession> {
  await page.goto(`${url}/transaksi-penjualan`);
  const box = page.getByLabel('Scan / Ketik Barcode');
  await box.waitFor();
  await page.waitForLoadState('networkidle');
  for (const [i, code] of codes.entries()) {
    await box.fill(code);
    await box.press('Enter');
    // Waits without polling: a wait that checks every frame would take the page's time from the scan it measures.
    await page.evaluate(
      (n) =>
        new Promise<void>((resolve) => {
          const rec = (window as unknown as { __scan: ScanRecord }).__scan;
          rec.painted = () => rec.times.length > n && resolve();
          rec.painted();
        }),
      i,
    );
    await page.waitForTimeout(SCAN_GAP_MS);
  }
  return page.evaluate(() => ({
    scans: (window as unknown as { __scan: ScanRecord }).__scan.times,
    lookups: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/api/v1/barang/get/'))
      .map((r) => (r as PerformanceResourceTiming).responseEnd - r.startTime),
  }));
}

export async function benchCounter(root: string, opts: { quick: boolean }): Promise<CounterResult> {
  const sessionCount = opts.quick ? 1 : SESSIONS;
  const distDir = join(root, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) return { skipped: `${join(distDir, 'index.html')} missing: run npm run build first` };
  const chromiumPath = findChromium();
  if (!chromiumPath) return { skipped: 'Chromium not found (set CHROMIUM_PATH)' };
  return withDemoShopPglite(async (config: Config) => {
    const { db } = await prepareDatabase(config);
    let codes: string[];
    try {
      const rows = await db.query<{ kode_barcode: string }>(
        `SELECT kode_barcode FROM barang b JOIN toko t ON t.kode_toko = b.kode_toko AND t.is_own
         WHERE b.status = 'READY' AND b.kode_baki <> '' AND b.no_pesanan = ''
           AND COALESCE(b.karat_batu, 0) = 0 AND COALESCE(b.biaya_berlian, 0) = 0
         ORDER BY b.kode_barcode LIMIT ${SCANS}`,
      );
      codes = rows.map((r) => r.kode_barcode);
    } finally {
      await db.close();
    }
    if (codes.length < SCANS) return { skipped: `only ${codes.length} demo pieces on sale` };

    const server = await startBenchServer(root, config.dataDir);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS }).catch(async (e) => {
      await server.stop();
      throw e;
    });
    try {
      const { url } = server;
      const login = await fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CASHIER) });
      if (login.status !== 200) throw new Error(`login ${CASHIER.user_id}: ${login.status} ${await login.text()}`);
      const session = await login.json();
      const sessions: CounterSession[] = [];
      for (let s = 0; s < sessionCount; s++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        await context.addInitScript(recordScans);
        const page = await context.newPage();
        // The session written where the login page writes it (tests/helpers/e2e.ts openAs).
        await page.goto(`${url}/api/v1/health`);
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_KEY, obfuscate(session)] as const);
        sessions.push(await scanSession(page, url, codes));
        await context.close();
      }
      const over = (f: (s: CounterSession) => number) => round(median(sessions.map(f)));
      const p95 = over((s) => pct(s.scans, 0.95));
      const first5 = over((s) => mean(s.scans.slice(0, 5)));
      const last5 = over((s) => mean(s.scans.slice(-5)));
      const ratio = round(median(sessions.map((s) => mean(s.scans.slice(-5)) / mean(s.scans.slice(0, 5)))));
      return {
        sessions,
        p50: over((s) => pct(s.scans, 0.5)),
        p95,
        first5,
        last5,
        ratio,
        lookupP50: over((s) => pct(s.lookups, 0.5)),
        ok: p95 <= SCAN_P95_TARGET_MS && ratio <= SCAN_GROWTH_TARGET,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}

export function counterText(r: CounterResult): string {
  if (r.skipped) return `counter scan: ${r.skipped}`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    `counter scan on /transaksi-penjualan, Enter to line painted, ${SCANS} scans into one sale (median of ${r.sessions!.length} sales): ${r.ok ? 'ok' : 'over target'}`,
    alignedTable([
      ['', 'now', 'target'],
      ['p50', ms(r.p50!), ''],
      ['p95', ms(r.p95!), `<= ${SCAN_P95_TARGET_MS} ms`],
      ['first 5 scans, mean', ms(r.first5!), ''],
      ['last 5 scans, mean', ms(r.last5!), ''],
      ['last 5 / first 5', `${r.ratio!.toFixed(2)}x`, `<= ${SCAN_GROWTH_TARGET}x`],
      ['lookup on the wire, p50', ms(r.lookupP50!), ''],
    ]),
  ].join('\n');
}

export function counterSummary(r: CounterResult): SummaryRow[] {
  const what = `scan-to-line on /transaksi-penjualan, Enter to line painted, ${SCANS} scans`;
  const target = `p95 <= ${SCAN_P95_TARGET_MS} ms; last 5 scans <= ${SCAN_GROWTH_TARGET}x the first 5`;
  if (r.skipped) return [{ what, now: r.skipped, target }];
  return [{ what, now: `p50 ${r.p50!.toFixed(0)} ms, p95 ${r.p95!.toFixed(0)} ms; last 5 / first 5 ${ratio(r.ratio!)}; lookup ${r.lookupP50!.toFixed(1)} ms`, target, met: r.ok }];
}
