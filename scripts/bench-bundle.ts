// The login page's JavaScript on the wire in `npm run bench` (issue 25, `--only bundle`): headless Chromium opens the
// login page as a first-time visitor (the server started on a fresh PGlite, serving the built app from dist/: `npm run
// build` first) and lists every script the page fetched until the form is shown and the network is quiet: the entry,
// its modulepreloads and what it imports at once (the texts of the language). Each file's size is then read from
// dist/: a file goes out as the build's .br copy to a browser that accepts brotli, its .gz copy to one that accepts
// only gzip, and plain when the build wrote no copy (server/app.ts, preCompressed). The encodings the server really
// answered Chromium with are reported beside.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium.mjs';
import { withFreshPglite } from './bench-common';
import { startBenchServer } from './bench-server';
import type { SummaryRow } from './bench-summary';

/** The target for the login page's JavaScript, compressed on the wire. */
export const LOGIN_JS_TARGET = 300 * 1024;

export interface BundleResult {
  skipped?: string;
  files?: string[];
  plainBytes?: number;
  gzipBytes?: number;
  brotliBytes?: number;
  /** Content-Encoding of the scripts as served to Chromium (none: plain). */
  encodings?: string[];
  target: number;
  ok?: boolean;
}

/** The size of the copy with this extension when the build wrote one, else of the file itself. */
const sent = (file: string, ext: string) => statSync(existsSync(file + ext) ? file + ext : file).size;

export async function benchBundle(root: string): Promise<BundleResult> {
  const distDir = join(root, 'dist');
  const skip = (skipped: string): BundleResult => ({ skipped, target: LOGIN_JS_TARGET });
  if (!existsSync(join(distDir, 'index.html'))) return skip(`${join(distDir, 'index.html')} missing: run npm run build first`);
  const chromiumPath = findChromium();
  if (!chromiumPath) return skip('Chromium not found (set CHROMIUM_PATH)');
  const fetched = await withFreshPglite(async (config) => {
    const server = await startBenchServer(root, config.dataDir);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const scripts = new Map<string, string>();
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith('.js')) scripts.set(path, r.headers()['content-encoding'] ?? 'none');
      });
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      return scripts;
    } finally {
      await browser.close();
      await server.stop();
    }
  });
  const files = [...fetched.keys()].sort();
  const sum = (size: (f: string) => number) => files.reduce((n, f) => n + size(join(distDir, f)), 0);
  const brotliBytes = sum((f) => sent(f, '.br'));
  return {
    files,
    plainBytes: sum((f) => statSync(f).size),
    gzipBytes: sum((f) => sent(f, '.gz')),
    brotliBytes,
    encodings: [...new Set(fetched.values())],
    target: LOGIN_JS_TARGET,
    ok: brotliBytes <= LOGIN_JS_TARGET,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

export function bundleText(r: BundleResult): string {
  if (r.skipped) return `login page JavaScript: ${r.skipped}`;
  return [
    `login page JavaScript (what Chromium fetched on /, ${r.files!.length} files): ${kb(r.brotliBytes!)} brotli on the wire, target <= ${kb(r.target)}: ${r.ok ? 'ok' : 'over target'}`,
    `  ${kb(r.gzipBytes!)} gzip, ${kb(r.plainBytes!)} plain (${r.brotliBytes} / ${r.gzipBytes} / ${r.plainBytes} B); served to Chromium as: ${r.encodings!.join(', ')}`,
  ].join('\n');
}

export function bundleSummary(r: BundleResult): SummaryRow[] {
  const what = 'JS of the login page';
  const target = '≤ 300 KB compressed on the wire; brotli or gzip served';
  if (r.skipped) return [{ what, now: r.skipped, target }];
  return [{ what, now: `${r.files!.length} files, ${kb(r.brotliBytes!)} brotli (${kb(r.gzipBytes!)} gzip, ${kb(r.plainBytes!)} plain)`, target, met: r.ok }];
}
