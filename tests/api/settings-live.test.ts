// settings-changed (spec section 4: the live event carries the module records) goes to every open browser, which
// then asks to reload: only when the module flags or the default language change, never for a receipt footer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Payload = { modules: Record<string, { active: boolean; value: string | null }>; language?: string };

let t: TestApp;
let owner: string;
const events: { event: string; payload: Payload }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
  t.ctx.live.attach({ emit: (event: string, payload: unknown) => void events.push({ event, payload: payload as Payload }) });
});
afterAll(() => t.close());
beforeEach(() => {
  events.length = 0;
});

const put = (url: string, body: unknown) => t.call('PUT', `/api/v1/${url}`, { token: owner, body });

describe('settings-changed', () => {
  it('is not sent for a receipt footer, a rounding rule or several settings saved together', async () => {
    expect((await put('para-system/key/setting_nota', { value: { header: ['TOKO EMAS KILAU'], footer: ['Terima Kasih'] } })).statusCode).toBe(200);
    expect((await put('para-system/key/pembulatan', { value: '500' })).statusCode).toBe(200);
    expect((await put('para-system', { settings: { toleransi_penjualan: '0', ppn: { mode: 'PERSEN', nilai: 11 } } })).statusCode).toBe(200);
    expect(events).toEqual([]);
  });

  it('carries the module records when a module changes', async () => {
    const res = await put('modules', { KIRIM_BARANG_MODULE: { active: true } });
    expect(res.statusCode).toBe(200);
    expect(events).toEqual([{ event: 'settings-changed', payload: { modules: res.json().data } }]);
    expect(events[0].payload.modules.KIRIM_BARANG_MODULE).toEqual({ active: true, value: null });
  });

  it('is not sent when the modules are saved as they were', async () => {
    const res = await put('modules', { KIRIM_BARANG_MODULE: { active: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.KIRIM_BARANG_MODULE).toEqual({ active: true, value: null });
    expect(events).toEqual([]);
  });

  it('carries the language when the default language changes, once', async () => {
    const res = await put('para-system', { settings: { bahasa_default: 'en', pembulatan: '1000' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'settings-changed', payload: { language: 'en' } });
    expect(events[0].payload.modules.KIRIM_BARANG_MODULE).toEqual({ active: true, value: null });
    events.length = 0;
    expect((await put('para-system/key/bahasa_default', { value: 'en' })).statusCode).toBe(200);
    expect(events).toEqual([]);
    expect((await put('para-system/key/bahasa_default', { value: 'id' })).statusCode).toBe(200);
    expect(events.map((e) => e.payload.language)).toEqual(['id']);
  });
});
