import { inject } from 'vitest';
// End-to-end harness: a real server process on a fresh data directory (copied from the run's PGlite
// template) serving the built app, and headless Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { openPglite, type Db } from '../../server/db/database';
import { hashPassword } from '../../server/auth/passwords';
import { todayIso } from '../../domain/dates';
import { obfuscate } from '../../domain/obfuscate';
import { SESSION_KEY } from '../../src/engine/session';
import { OWNER, ROOT, TEST_ROOT } from './paths';

export { OWNER };

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process's id (what its data folder's lock names). */
  pid: number;
  output: () => string;
  /** How it ended ('code 0', 'signal SIGKILL'), once it has; for a test's failure message. */
  ended: () => string | undefined;
  /** Stops it with SIGTERM (or `signal`: Ctrl+C is SIGINT) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  args?: string[];
  /** An already prepared data directory (kept after stop); default a fresh copy of the template. */
  dataDir?: string;
  /** A copy of the project to run instead of this one (the add-a-master test). */
  root?: string;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const root = opts.root ?? ROOT;
  const dataDir = opts.dataDir ?? mkdtempSync(join(TEST_ROOT, 'e2e-'));
  if (!opts.dataDir) cpSync(inject('templateDir'), dataDir, { recursive: true });
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts'), ...(opts.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // KILAU_E2E_DIST: a build of one's own, so work beside another build does not swap the app mid-run; a copy of
      // the project (opts.root) serves its own build.
      STATIC_DIR: (!opts.root && process.env.KILAU_E2E_DIST) || join(root, 'dist'),
      OWNER_PASSWORD: OWNER.password,
      LOG_LEVEL: 'warn',
      // Browser tests log in once per test; the limit itself is covered by tests/api/auth.test.ts.
      LOGIN_ATTEMPTS_PER_MINUTE: '10000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = () => {
      if (out.includes('Kilau siap')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    output: () => out,
    ended: () => (child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : undefined),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A copy of the template data directory, opened so a test can put rows in before the server starts. */
export async function preparedDataDir(fill: (db: Db) => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(TEST_ROOT, 'e2e-'));
  cpSync(inject('templateDir'), dir, { recursive: true });
  const db = await openPglite(dir);
  try {
    // The business date of a shop made today. The template may date from before midnight on the shop's clock (a run
    // that crossed 17:00 UTC, or a template kept from an earlier day), while members, audit rows and price changes a
    // fill writes are dated by the clock: reports that open on the business date would miss them.
    await db.query('UPDATE hari_toko SET tgl_system = $1 WHERE tgl_system < $1', [todayIso()]);
    await fill(db);
  } finally {
    await db.close();
  }
  return dir;
}

/** Logs in through the login page and waits for the home screen: for the tests whose subject is the login itself. */
export async function loginThroughPage(page: Page, baseUrl: string, user = OWNER.user_id, password = OWNER.password): Promise<void> {
  await releaseStoredLogin(baseUrl, user);
  // Right after a logout the app may still be taking itself to the login page; that navigation is as good as ours.
  await page.goto(`${baseUrl}/`).catch(async (error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
    await page.waitForLoadState();
  });
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home$/);
}

/**
 * The stored logins of this file's servers, per server and user: one API login per user and file instead of one
 * login page per test. A test that logs the user out (or changes the password) ends the token; the next call notices
 * and logs in again.
 */
const storedLogins = new Map<string, { password: string; token: string }>();
const loginKey = (baseUrl: string, user: string) => `${baseUrl} ${user.trim().toUpperCase()}`;

/** Whether the page's session is one of the stored logins, which outlive the test (the fixture logs out the others). */
export function isStoredLogin(baseUrl: string, user: string, token: string): boolean {
  return storedLogins.get(loginKey(baseUrl, user))?.token === token;
}

async function apiJson(baseUrl: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The session the login page would have stored: the stored token with a fresh profile, or a new login. */
async function sessionFor(baseUrl: string, user: string, password: string): Promise<Record<string, unknown>> {
  const key = loginKey(baseUrl, user);
  const stored = storedLogins.get(key);
  if (stored) {
    const me = await apiJson(baseUrl, 'users/me', { headers: { 'x-auth-token': stored.token } });
    if (me.status === 200 && stored.password === password) return { token: stored.token, ...me.body };
    storedLogins.delete(key);
    if (me.status === 200) await apiJson(baseUrl, 'users/logout', logoutRequest(stored.token, user));
  }
  const login = await apiJson(baseUrl, 'users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user, password }),
  });
  if (login.status !== 200) throw new Error(`login ${user}: ${login.status} ${JSON.stringify(login.body)}`);
  storedLogins.set(key, { password, token: String(login.body.token) });
  return login.body;
}

/** Ends the user's stored login, so the login page can open a session of its own (one live session per user). */
async function releaseStoredLogin(baseUrl: string, user: string): Promise<void> {
  const key = loginKey(baseUrl, user);
  const stored = storedLogins.get(key);
  if (!stored) return;
  storedLogins.delete(key);
  await apiJson(baseUrl, 'users/logout', logoutRequest(stored.token, user));
}

/** The token of the user's stored login on that server, logging in first when there is none. */
export async function storedLoginToken(baseUrl: string, user = OWNER.user_id, password = OWNER.password): Promise<string> {
  return String((await sessionFor(baseUrl, user, password)).token);
}

function logoutRequest(token: string, user: string): RequestInit {
  return { method: 'POST', headers: { 'x-auth-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ user_id: user }) };
}

/**
 * Opens `path` (with its query) logged in as `user`, with the stored login of this file (README "Tests"): the
 * session is written where the login page would write it, and the app loads once, at the screen under test.
 */
export async function openAs(page: Page, baseUrl: string, path: string, user = OWNER.user_id, password = OWNER.password): Promise<void> {
  const session = await sessionFor(baseUrl, user, password);
  // Any same-origin page will do to write the app's storage; the health answer is the smallest. Right after a logout
  // the app may still be taking itself to the login page, which interrupts or aborts this navigation (Chromium says
  // either): let that navigation land, then go.
  await page.goto(`${baseUrl}/api/v1/health`).catch(async (error: Error) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(error.message)) throw error;
    await page.waitForLoadState();
    await page.goto(`${baseUrl}/api/v1/health`);
  });
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_KEY, obfuscate(session)] as const);
  await page.goto(`${baseUrl}${path}`);
}

/** Opens the home screen logged in as `user` (openAs). */
export async function loginAs(page: Page, baseUrl: string, user = OWNER.user_id, password = OWNER.password): Promise<void> {
  await openAs(page, baseUrl, '/home', user, password);
  await page.waitForURL(/\/home$/);
}

/** The counter's staff of the browser tests: cashier KASIR01 (password kasir-pw) and supervisor SPV01 (spv-pw). */
export async function seedCounterStaff(db: Db): Promise<void> {
  for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [
      user_id,
      await hashPassword(password),
      level,
    ]);
  }
}
