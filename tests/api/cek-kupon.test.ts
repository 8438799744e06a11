import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const kupon = (kode: string, tgl_mulai: string, tgl_selesai: string) => ({
  kode_kupon: kode, nama_kupon: `Kupon ${kode}`, jenis_potongan: 'NOMINAL', potongan_rp: 50000, tgl_mulai, tgl_selesai, kuota: 10,
});

describe('GET kupon/cek/{kode_kupon}', () => {
  it('is behind KUPON_PENJUALAN_MODULE', async () => {
    await t.setModule('KUPON_PENJUALAN_MODULE', false);
    expect((await t.call('GET', '/api/v1/kupon/cek/ABC', { token })).statusCode).toBe(403);
  });

  it('tells whether a coupon can be used on tgl_system', async () => {
    await t.setModule('KUPON_PENJUALAN_MODULE', true);
    await setBusinessDate(t.db, '2026-11-15');
    for (const k of [kupon('NOV', '2026-11-01', '2026-11-30'), kupon('DES', '2026-12-01', '2026-12-31'), kupon('OKT', '2026-10-01', '2026-10-31')]) {
      expect((await t.call('POST', '/api/v1/transaksi-kupon/create', { token, body: k })).statusCode).toBe(201);
    }
    const nov = await t.call('GET', '/api/v1/kupon/cek/nov', { token });
    expect(nov.statusCode).toBe(200);
    expect(nov.json()).toMatchObject({ message: 'Kupon Berlaku', data: { kode_kupon: 'NOV', potongan_rp: 50000, status_kupon: 'BERLAKU' } });
    expect((await t.call('GET', '/api/v1/kupon/cek/DES', { token })).json().message).toBe('Kupon Belum Berlaku');
    expect((await t.call('GET', '/api/v1/kupon/cek/OKT', { token })).json().message).toBe('Kupon Sudah Tidak Berlaku');
  });

  it('answers 404 for an unknown or deleted coupon', async () => {
    const res = await t.call('GET', '/api/v1/kupon/cek/TIDAKADA', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Kupon Tidak Ditemukan' });
    await t.call('DELETE', '/api/v1/transaksi-kupon/delete/NOV', { token });
    expect((await t.call('GET', '/api/v1/kupon/cek/NOV', { token })).statusCode).toBe(404);
  });
});
