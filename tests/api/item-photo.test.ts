// Item photos: the browser sends a resized JPEG; the server checks it and keeps it at NSIPIC/{shop}/{code}.jpg in
// the file store: a folder by default, an S3-compatible bucket by configuration (here a small S3 stand-in that
// records the signed requests).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { jpegSize } from '../../domain/photo';

/** The header of a JPEG of the given size: what the server reads to check it. */
function jpegOf(width: number, height: number): Buffer {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, ...sof, 0xff, 0xd9]);
}

async function withItem(t: TestApp) {
  await seedInventoryMasters(t.db);
  const token = await t.login();
  const res = await t.call('POST', '/api/v1/barang/create', { token, body: itemInput() });
  return { token, code: res.json().data.kode_barcode as string };
}

const put = (t: TestApp, token: string, code: string, body: Buffer) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/barang/foto/${code}`, headers: { 'x-auth-token': token, 'content-type': 'image/jpeg' }, payload: body });

const apps: TestApp[] = [];
let diskToken: string;
let s3: Server | undefined;
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  s3?.close();
});

describe('item photos on disk', () => {
  it('stores the JPEG at NSIPIC/{shop}/{code}.jpg and serves it back', async () => {
    const t = await startTestApp();
    apps.push(t);
    const { token, code } = await withItem(t);
    diskToken = token;
    const res = await put(t, token, code, jpegOf(720, 960));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Foto Berhasil Disimpan', data: { foto: `NSIPIC/TOKO01/${code}.jpg`, width: 720, height: 960 } });
    const file = join(t.ctx.config.fileDir, 'NSIPIC', 'TOKO01', `${code}.jpg`);
    expect(existsSync(file)).toBe(true);
    expect(jpegSize(readFileSync(file))).toEqual({ width: 720, height: 960 });
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/barang/foto/${code}`, headers: { 'x-auth-token': token } });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(jpegOf(720, 960))).toBe(true);
  });

  it('refuses a photo larger than 720 x 1366 or not a JPEG, and keeps nothing', async () => {
    const t = apps[0];
    const token = diskToken;
    const [{ kode_barcode: code }] = await t.db.query<{ kode_barcode: string }>('SELECT kode_barcode FROM barang LIMIT 1');
    expect((await put(t, token, code, jpegOf(721, 900))).json().message).toBe('Ukuran Foto Maksimal 720 x 1366');
    expect((await put(t, token, code, jpegOf(700, 1367))).json().message).toBe('Ukuran Foto Maksimal 720 x 1366');
    expect((await put(t, token, code, Buffer.from('GIF89a....'))).json().message).toBe('Foto Harus Berupa JPEG');
    expect(jpegSize(readFileSync(join(t.ctx.config.fileDir, 'NSIPIC', 'TOKO01', `${code}.jpg`)))).toEqual({ width: 720, height: 960 });
  });
});

describe('item photos in an S3-compatible bucket', () => {
  it('PUTs the photo signed (AWS Signature V4) to {endpoint}/{bucket}/NSIPIC/{shop}/{code}.jpg and reads it back', async () => {
    const objects = new Map<string, Buffer>();
    const seen: { method: string; url: string; auth: string }[] = [];
    s3 = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization ?? '') });
        if (req.method === 'PUT') {
          objects.set(req.url!, Buffer.concat(chunks));
          res.writeHead(200).end();
        } else if (objects.has(req.url!)) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(objects.get(req.url!));
        else res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => s3!.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
    const t = await startTestApp({ s3: { endpoint, bucket: 'kilau-foto', region: 'ap-southeast-3', accessKeyId: 'AKIATEST', secretAccessKey: 'rahasia' } });
    apps.push(t);
    const { token, code } = await withItem(t);
    expect((await put(t, token, code, jpegOf(640, 480))).statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: `/kilau-foto/NSIPIC/TOKO01/${code}.jpg` });
    expect(seen[0].auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/ap-southeast-3\/s3\/aws4_request/);
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/barang/foto/${code}`, headers: { 'x-auth-token': token } });
    expect(jpegSize(back.rawPayload)).toEqual({ width: 640, height: 480 });
  });
});
