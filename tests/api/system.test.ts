// Shops, system parameters, module flags and the current user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../definitions/modules';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const get = (url: string) => t.call('GET', url, { token });

describe('system endpoints', () => {
  it('tokos (the master-toko list) lists every shop, the own shop included, by code', async () => {
    await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, level) VALUES ('AAA01', 'Toko A', 'CABANG')`);
    const res = await get('/api/v1/tokos');
    expect(res.json()).toMatchObject({ status: 'success', count: 2 });
    expect(res.json().data.map((r: { kode_toko: string }) => r.kode_toko)).toEqual(['AAA01', 'TOKO01']);
    expect(res.json().data[1]).toEqual({ kode_toko: 'TOKO01', nama_toko: 'Toko Emas Kilau', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta', level: 'CABANG', portal: null, zona_waktu: 'Asia/Jakarta' });
  });

  it('para-system/key/tgl_system answers the business date', async () => {
    const [{ tgl_system: value }] = await t.db.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko');
    expect((await get('/api/v1/para-system/key/tgl_system')).json()).toEqual({ status: 'success', data: { key: 'tgl_system', value } });
    expect((await get('/api/v1/para-system')).json().data).toContainEqual({ key: 'tgl_system', value });
  });

  it('para-system/key of an unknown key answers 404', async () => {
    const res = await get('/api/v1/para-system/key/tidak_ada');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
  });

  it('modules answers every flag, and a change once reloaded', async () => {
    const before = (await get('/api/v1/modules')).json().data;
    expect(Object.keys(before).sort()).toEqual(MODULES.map((m) => m.key).sort());
    expect(before.APP_MODE).toEqual({ active: true, value: 'STANDARD' });
    await t.setModule('BERLIAN_MODULE', true);
    expect((await get('/api/v1/modules')).json().data.BERLIAN_MODULE).toEqual({ active: true, value: null });
    expect((await get('/api/v1/users/me')).json().modules.BERLIAN_MODULE.active).toBe(true);
  });

  it('users/me answers the profile, without a token field', async () => {
    const res = await get('/api/v1/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: 'OWNER', level: 'OWN', kode_toko: 'TOKO01', type: 'CABANG' });
    expect(res.json()).not.toHaveProperty('token');
  });
});
