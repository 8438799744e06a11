import { inject } from 'vitest';
// End-to-end harness: a real server process on a fresh data directory (copied from the run's PGlite
// template) serving the built app, and headless Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { openPglite, type Db } from '../../server/db/database';
import { OWNER, ROOT, TEST_ROOT } from './paths';

export { OWNER };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
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
      // KILAU_E2E_DIST: a build of one's own, so work beside another build does not swap the app mid-run.
      STATIC_DIR: process.env.KILAU_E2E_DIST ?? join(root, 'dist'),
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
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
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
    await fill(db);
  } finally {
    await db.close();
  }
  return dir;
}

/** Logs in through the login page and waits for the home screen. */
export async function loginAs(page: Page, baseUrl: string, user = OWNER.user_id, password = OWNER.password): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home$/);
}
