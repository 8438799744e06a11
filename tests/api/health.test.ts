import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers without a token', async () => {
    const res = await t.call('GET', '/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '1.8.5', kode_toko: 'TOKO01' });
  });
  it('refuses a call without a token with Invalid Token.', async () => {
    const res = await t.call('GET', '/api/v1/banks');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token.' });
  });
});
