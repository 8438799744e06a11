// The login page's JavaScript on the wire in `npm run bench` (issue 25, `--only bundle`): read from the built app
// (dist/, `npm run build` first), nothing is started. It counts what index.html makes the browser fetch before any
// code runs: the entry script and every modulepreload (the entry's static imports). Chunks loaded later with
// import() are not counted: /login loads none today (checked once in Chromium: the same files and bytes), so a
// route split that gives the login page a lazy chunk of its own must count it here. A file goes out as the build's
// .br copy to a browser that accepts brotli, its .gz copy to one that accepts only gzip, and plain when the build
// wrote no copy (server/app.ts, preCompressed).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The target for the login page's JavaScript, compressed on the wire. */
export const LOGIN_JS_TARGET = 300 * 1024;

export interface BundleResult {
  skipped?: string;
  files?: number;
  plainBytes?: number;
  gzipBytes?: number;
  brotliBytes?: number;
  target: number;
  ok?: boolean;
}

/** The size of the copy with this extension when the build wrote one, else of the file itself. */
const sent = (file: string, ext: string) => statSync(existsSync(file + ext) ? file + ext : file).size;

export function benchBundle(distDir: string): BundleResult {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return { skipped: `${index} missing: run npm run build first`, target: LOGIN_JS_TARGET };
  const html = readFileSync(index, 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)];
  const files = scripts.map(([, url]) => join(distDir, url));
  const sum = (size: (f: string) => number) => files.reduce((n, f) => n + size(f), 0);
  const brotliBytes = sum((f) => sent(f, '.br'));
  return {
    files: files.length,
    plainBytes: sum((f) => statSync(f).size),
    gzipBytes: sum((f) => sent(f, '.gz')),
    brotliBytes,
    target: LOGIN_JS_TARGET,
    ok: brotliBytes <= LOGIN_JS_TARGET,
  };
}

export function bundleText(r: BundleResult): string {
  if (r.skipped) return `login page JavaScript: ${r.skipped}`;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return [
    `login page JavaScript (index.html's entry and modulepreloads, ${r.files} files): ${kb(r.brotliBytes!)} brotli on the wire, target <= ${kb(r.target)}: ${r.ok ? 'ok' : 'over target'}`,
    `  ${kb(r.gzipBytes!)} gzip, ${kb(r.plainBytes!)} plain (${r.brotliBytes} / ${r.gzipBytes} / ${r.plainBytes} B)`,
  ].join('\n');
}
