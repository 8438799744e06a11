// One server and one browser per e2e file, with a fresh page per test.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deobfuscate } from '../../domain/obfuscate';
import { SESSION_KEY, type Session } from '../../src/engine/session';
import { isStoredLogin, launchBrowser, startServer, type RunningServer, type ServerOptions } from './e2e';
import { TEST_ROOT } from './paths';

export interface E2E {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export function useE2E(options: ServerOptions | (() => Promise<ServerOptions>) = {}): E2E {
  const e = {} as E2E;
  let prepared: string | undefined;
  beforeAll(async () => {
    const opts = typeof options === 'function' ? await options() : options;
    // A folder made for this file (preparedDataDir) goes with it; startServer removes only the copies it makes itself.
    prepared = opts.dataDir?.startsWith(join(TEST_ROOT, 'e2e-')) ? opts.dataDir : undefined;
    e.server = await startServer(opts);
    e.browser = await launchBrowser();
  });
  beforeEach(async () => {
    e.context = await e.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
    await e.context.addInitScript(recordToasts);
    e.page = await e.context.newPage();
  });
  afterEach(async () => {
    // Bounded: once in CI a page stopped answering after its test had passed, and the unbounded hook timed out.
    if (e.page) await within(endTestSession(e.page, e.server.url).catch(() => undefined), 20_000);
    if (e.context) await within(e.context.close().catch(() => undefined), 20_000);
  });
  afterAll(async () => {
    await e.browser?.close();
    await e.server?.stop();
    if (prepared) rmSync(prepared, { recursive: true, force: true });
  });
  return e;
}

/**
 * Runs in every page before its scripts: keeps the text of every toast (MUI snackbar) the page shows, in order.
 * A success toast lasts 2 s and is often followed by a navigation; on a loaded CI machine a locator polling for it
 * has missed it twice, so tests that assert such a toast ask this record instead (waitForToast).
 */
function recordToasts(): void {
  const seen: string[] = [];
  const last = new WeakMap<Element, string>();
  (window as unknown as { __kilauToasts: string[] }).__kilauToasts = seen;
  const record = () => {
    for (const toast of document.querySelectorAll('.MuiSnackbar-root')) {
      const text = toast.textContent?.trim() ?? '';
      if (text && last.get(toast) !== text) {
        last.set(toast, text);
        seen.push(text);
      }
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Every toast the page has shown since it was loaded. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __kilauToasts?: string[] }).__kilauToasts ?? []).catch(() => []);
}

/**
 * Waits until the page has shown a toast containing `text`, however briefly. Failing, says which toasts it showed
 * and where the page is, so the cause is in the report. A full page load starts a new record.
 */
export async function waitForToast(page: Page, text: string, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const seen = await toastsSeen(page);
    if (seen.some((t) => t.includes(text))) return;
    if (Date.now() > deadline) throw new Error(`no toast '${text}' within ${timeout} ms; at ${page.url()} the page showed ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The promise's outcome, or nothing once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The session the page keeps, read back the way the app reads it. */
export async function storedSession(page: Page): Promise<Session | undefined> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY).catch(() => null);
  return deobfuscate<Session>(stored);
}

/** After a test: ends a session the test opened itself, and keeps a stored login (loginAs) for the file's next tests. */
async function endTestSession(page: Page, baseUrl: string): Promise<void> {
  const s = await storedSession(page);
  if (s && !isStoredLogin(baseUrl, s.user_id, s.token)) await logoutApi(page, baseUrl);
}

/** Ends the page's session on the server, so the same user can log in again (one live session per user). */
export async function logoutApi(page: Page, baseUrl: string): Promise<void> {
  const s = await storedSession(page);
  if (!s) return;
  await fetch(`${baseUrl}/api/v1/users/logout`, {
    method: 'POST',
    headers: { 'x-auth-token': s.token, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: s.user_id }),
    signal: AbortSignal.timeout(15_000),
  });
}
