// One process per PGlite data folder (issue 19 item 18), with real processes: a second server or `npm run
// reset-owner` on a live folder refuses, exits non-zero and names the process that holds it, the first one serving on
// untouched; a clean stop (SIGTERM, Ctrl+C) and any exit release the folder; a lock left by a process that is gone
// is taken over.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/e2e';
import { OWNER, ROOT, TEST_ROOT } from '../helpers/paths';

const SLOW = 180_000;
// The lock guards a PGlite folder only: the PostgreSQL run of the API layer has nothing more to show here.
const onPostgres = process.env.KILAU_TEST_DB === 'postgres';
let dataDir: string;
let server: RunningServer | undefined;
const lockFile = () => join(dataDir, 'kilau.lock');
const heldBy = (pid: number) => `Folder data ${dataDir} sedang dipakai oleh proses lain (pid ${pid})`;

/** Runs a command of the project (server/main.ts, scripts/reset-owner.ts) on the folder to its end. */
function run(script: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], {
      cwd: ROOT,
      // Port 0: were the lock to let it through, it would start on a port of its own and be seen saying so.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '', PORT: '0', LOG_LEVEL: 'warn', OWNER_PASSWORD: OWNER.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const login = (url: string) =>
  fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });

beforeAll(() => {
  dataDir = mkdtempSync(join(TEST_ROOT, 'lock-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('a live data folder', () => {
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { STATIC_DIR: '' } });
  }, SLOW);

  it('holds the lock with its process id', () => {
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(server!.pid));
  });

  it('a second server refuses, exits non-zero and names the process that holds the folder', async () => {
    const second = await run('server/main.ts');
    expect(second.code).toBe(1);
    expect(second.output).toContain(heldBy(server!.pid));
    expect(second.output).not.toContain('Kilau siap');
    expect((await fetch(`${server!.url}/api/v1/health`)).status).toBe(200);
  }, SLOW);

  it('npm run reset-owner refuses the same way and changes no password', async () => {
    const reset = await run('scripts/reset-owner.ts');
    expect(reset.code).toBe(1);
    expect(reset.output).toContain(heldBy(server!.pid));
    expect(reset.output).not.toContain('PASSWORD OWNER DIRESET');
    expect((await login(server!.url)).status).toBe(200);
  }, SLOW);
});

describe.skipIf(onPostgres)('released', () => {
  it('on a clean stop (SIGTERM): reset-owner then runs', async () => {
    await server!.stop('SIGTERM');
    server = undefined;
    expect(existsSync(lockFile())).toBe(false);
    const reset = await run('scripts/reset-owner.ts');
    expect(reset.output).toContain('PASSWORD OWNER DIRESET');
    expect(reset.code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, SLOW);

  it('on Ctrl+C (SIGINT)', async () => {
    const interrupted = await startServer({ dataDir, env: { STATIC_DIR: '' } });
    server = interrupted;
    await interrupted.stop('SIGINT');
    server = undefined;
    // Stopped the moment it says it is ready: its handler must already be there (a loaded machine once showed not).
    expect(existsSync(lockFile()), `ended with ${interrupted.ended()}:\n${interrupted.output()}`).toBe(false);
    expect(interrupted.ended()).toBe('code 0');
  }, SLOW);

  it('when the process exits on an error after opening the folder', async () => {
    const bad = await run('server/main.ts', ['--items', 'banyak']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--items membutuhkan jumlah barang');
    expect(existsSync(lockFile())).toBe(false);
  }, SLOW);
});

describe.skipIf(onPostgres)('a lock whose process is gone', () => {
  it('is taken over by the next server', async () => {
    const gone = await deadPid();
    writeFileSync(lockFile(), `${gone}\n`);
    server = await startServer({ dataDir, env: { STATIC_DIR: '' } });
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(server.pid));
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  }, SLOW);
});
