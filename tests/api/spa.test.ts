// The browser app is served beside the API: client routes get index.html, unknown API paths JSON 404. Its files go
// out as the build's brotli or gzip copy when the browser accepts one; the hashed ones under assets/ are cached a year.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

const INDEX = '<!doctype html><html><body><div id="root">Kilau</div></body></html>';
/** A hashed chunk as the build writes it, with its .br and .gz copies (vite.config.ts). */
const ASSET = '/assets/index-AbC123xy.js';
const JS = `export const words = [${Array.from({ length: 200 }, (_, i) => `'kata ${i}'`).join(', ')}];\n`;
/** Too small to gain from compression: the build wrote no copies of it. */
const TINY = '/assets/tiny-Zz9.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;
let t: TestApp;
let token: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kilau-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [['index.html', INDEX], [ASSET.slice(1), JS]]) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, TINY.slice(1)), 'export{};');
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

describe('the browser app compressed and cached', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a chunk as its %s copy to a browser that accepts it, the same bytes once decoded', async (encoding, decode) => {
    const res = await get(ASSET, encoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(JS);
  });

  it('prefers brotli when both are accepted', async () => {
    expect((await get(ASSET, 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
  });

  it('sends the plain file when no encoding is accepted, or when the build made no copy', async () => {
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    const tiny = await get(TINY, 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{};');
  });

  it('lets the browser keep a hashed chunk a year, under the same security headers', async () => {
    for (const encoding of ['br', undefined]) {
      const res = await get(ASSET, encoding);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['/index.html', '/', '/master-bank'])('has the browser check %s (index.html) on every load, compressed too', async (url) => {
    const res = await get(url, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    expect((await get(url)).headers['cache-control']).toBe('no-cache');
  });
});
