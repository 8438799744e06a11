// At head office (own shop level PUSAT) a report may be asked for another shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertReportRows, OTHER_SHOP, pesananRow, titipRow } from './report-rows';

const MARCH = 'tgl_from=2026-03-01&tgl_to=2026-03-31';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  // Before the first request: the server reads (and keeps) its own shop record then.
  await t.db.query(`UPDATE toko SET level = 'PUSAT' WHERE is_own`);
  await insertReportRows(t);
  token = await t.login();
});
afterAll(() => t.close());

const get = (url: string) => t.call('GET', url, { token });

describe('reports at head office', () => {
  it('runs as PUSAT', async () => {
    expect((await get('/api/v1/users/me')).json().type).toBe('PUSAT');
  });

  it('answers the chosen shop rows', async () => {
    const titip = await get(`/api/v1/titip/report-batal-titip-uang?${MARCH}&kode_toko=${OTHER_SHOP}`);
    expect(titip.statusCode).toBe(200);
    expect(titip.json().data).toHaveLength(1);
    expect(titip.json().data[0]).toMatchObject(titipRow('TT06'));

    const pesanan = await get(`/api/v1/pesanan/batal-reports?${MARCH}&kode_toko=${OTHER_SHOP.toLowerCase()}`);
    expect(pesanan.statusCode).toBe(200);
    expect(pesanan.json().data).toHaveLength(1);
    expect(pesanan.json().data[0]).toMatchObject(pesananRow('PS05'));
  });

  it('answers its own rows without a shop', async () => {
    const res = await get(`/api/v1/titip/report-batal-titip-uang?${MARCH}`);
    expect(res.json().data.map((r: { no_titip: string }) => r.no_titip)).toEqual(['TT01', 'TT02']);
  });
});
