// `npm start` runs the server from its bundle (scripts/build-server.mjs: one JavaScript file, definitions compiled in,
// SQL files read from server/): built afresh and started as a real process on a copy of the test database, it serves
// the routes of the definitions, checks input against their schemas, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server.mjs';
import { OWNER, ROOT, TEST_ROOT } from '../helpers/paths';
import { freePort } from '../helpers/free-port';

const SLOW = 180_000;
// The bundle is the same on either database; the PGlite run shows it.
const onPostgres = process.env.KILAU_TEST_DB === 'postgres';
let dataDir: string;
let server: ChildProcess | undefined;
let url: string;
let token: string;

describe.skipIf(onPostgres)('the server bundle', () => {
  beforeAll(async () => {
    await buildServer();
    dataDir = mkdtempSync(join(TEST_ROOT, 'bundle-'));
    cpSync(inject('templateDir'), dataDir, { recursive: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '', LOG_LEVEL: 'warn', OWNER_PASSWORD: OWNER.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const seen = (d: Buffer) => ((out += d), out.includes('Kilau siap') && resolve());
      server!.stdout!.on('data', seen);
      server!.stderr!.on('data', seen);
      server!.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
    });
    const login = await fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
    expect(login.status).toBe(200);
    token = (await login.json()).token;
  }, SLOW);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves a master's list, a route made from its definition", async () => {
    const res = await fetch(`${url}/api/v1/banks`, { headers: { 'x-auth-token': token } });
    expect(res.status).toBe(200);
  });

  it("refuses what breaks a route's schema, naming the field", async () => {
    const res = await fetch(`${url}/api/v1/kadar/create`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ kode_kadar: 'K99', nama_kadar: 'Uji', kadar: 'abc' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ field: 'kadar' })]);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((r) => server!.once('exit', r));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
