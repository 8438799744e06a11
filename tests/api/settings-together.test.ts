// The settings of one screen are saved together: all of them, or none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const stored = async (key: string) => (await t.db.query<{ value: string }>('SELECT value FROM para_system WHERE key = $1', [key]))[0]?.value;

describe('PUT para-system { settings }', () => {
  it('saves every setting in one go', async () => {
    const res = await t.call('PUT', '/api/v1/para-system', { token, body: { settings: { pembulatan: 500, toleransi_penjualan: 0.05 } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Berhasil Menyimpan Setting');
    expect(await stored('pembulatan')).toBe('500');
  });

  it('saves none when one is refused, naming the refused one', async () => {
    const before = await stored('pembulatan');
    const res = await t.call('PUT', '/api/v1/para-system', { token, body: { settings: { pembulatan: 2000, toleransi_penjualan: 'banyak' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['toleransi_penjualan']);
    expect(await stored('pembulatan')).toBe(before);
  });

  it('refuses tgl_system and an empty request', async () => {
    const res = await t.call('PUT', '/api/v1/para-system', { token, body: { settings: { pembulatan: 2000, tgl_system: '2030-01-01' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tanggal Sistem Hanya Dapat Diubah Melalui Tutup Toko');
    expect((await t.call('PUT', '/api/v1/para-system', { token, body: { settings: {} } })).statusCode).toBe(400);
  });
});
