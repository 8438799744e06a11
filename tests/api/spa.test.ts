// The browser app is served beside the API: client routes get index.html, unknown API paths JSON 404.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

const INDEX = '<!doctype html><html><body><div id="root">Kilau</div></body></html>';
let dir: string;
let t: TestApp;
let token: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kilau-static-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  t = await startTestApp({ staticDir: dir });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the browser app', () => {
  it.each(['/master-bank', '/SubMenuLaporan', '/laporan-batal-titip', '/'])('GET %s answers index.html', async (url) => {
    const res = await t.call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.call('GET', '/api/v1/nope', { token });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
  });

  it('answers /config.json with the runtime configuration', async () => {
    const res = await t.call('GET', '/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ backendUrl: '/api/v1/', type: 'CABANG', version: '1.8.5', versionTag: 'NEW RELEASE' });
  });

  it('still answers the API', async () => {
    expect((await t.call('GET', '/api/v1/health')).json()).toMatchObject({ status: 'ok', version: '1.8.5', type: 'CABANG' });
  });
});
