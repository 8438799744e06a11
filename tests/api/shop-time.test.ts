// The shop's time zone (issue 19 item 11): a shop's "today" and its times of day are read on its own clock
// (toko.zona_waktu, Asia/Jakarta unless /master-toko says WITA or WIT), never on the server's (UTC). The server's clock
// is injected, so each test stands at a chosen moment around midnight.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/boot';
import { startSaleShop, authorize, cashSale, type SaleShop } from '../helpers/sale-fixture';
import { TEST_ROOT, testConfig } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';

describe('the first start', () => {
  it("dates a Jakarta shop's first business day on Jakarta's calendar: at 2026-11-28T18:30Z it is 2026-11-29", async () => {
    const dir = mkdtempSync(join(TEST_ROOT, 'first-start-'));
    const { db } = await prepareDatabase(testConfig({ dataDir: dir }), () => new Date('2026-11-28T18:30:00Z'));
    try {
      expect(await db.query('SELECT t.kode_toko, h.tgl_system::text AS tgl_system, t.zona_waktu FROM toko t JOIN hari_toko h USING (kode_toko)')).toEqual([
        { kode_toko: 'TOKO01', tgl_system: '2026-11-29', zona_waktu: 'Asia/Jakarta' },
      ]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // A database made from nothing (every migration), not a copy of the template: over half a minute on a loaded machine.
  }, 120_000);
});

let now = new Date('2026-11-28T18:30:00Z');
let shop: SaleShop;
let t: TestApp;
beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 }, { clock: () => now });
  t = shop.t;
});
afterAll(() => t.close());

const setZone = (zona: string) => t.db.query(`UPDATE toko SET zona_waktu = $1 WHERE kode_toko = 'TOKO01'`, [zona]);
const setDate = (tgl: string) => t.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [tgl]);
const summary = async () => {
  const res = await t.call('GET', '/api/v1/tutup-toko', { token: shop.owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { tgl_hari_ini: string; bisa_tutup: boolean };
};

describe("the shop's zone", () => {
  it('is chosen on /master-toko among the zones of Indonesia, and reaches the browser with the session', async () => {
    const shopRecord = { nama_toko: 'Toko Emas Kilau', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta', level: 'CABANG' };
    const me = await t.call('GET', '/api/v1/users/me', { token: shop.owner });
    expect(me.json().zona_waktu).toBe('Asia/Jakarta');

    const wrong = await t.call('PUT', '/api/v1/tokos/TOKO01', { token: shop.owner, body: { ...shopRecord, zona_waktu: 'Asia/Tokyo' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Zona Waktu Tidak Valid');
    expect((await t.call('GET', '/api/v1/toko/own', { token: shop.owner })).json().data.zona_waktu).toBe('Asia/Jakarta');

    const wit = await t.call('PUT', '/api/v1/tokos/TOKO01', { token: shop.owner, body: { ...shopRecord, zona_waktu: 'Asia/Jayapura' } });
    expect(wit.statusCode, wit.body).toBe(200);
    expect((await t.call('GET', '/api/v1/users/me', { token: shop.owner })).json().zona_waktu).toBe('Asia/Jayapura');
    expect((await t.call('GET', '/api/v1/toko/own', { token: shop.owner })).json().data.zona_waktu).toBe('Asia/Jayapura');
    await setZone('Asia/Jakarta');
  });
});

describe('the close', () => {
  it("compares the business date with the shop's calendar, not the server's", async () => {
    await setDate('2026-11-29');
    // 18:30 UTC on the 28th is 01:30 on the 29th in Jakarta: the 29th may close.
    now = new Date('2026-11-28T18:30:00Z');
    expect(await summary()).toMatchObject({ tgl_hari_ini: '2026-11-29', bisa_tutup: true });
    // 15:30 UTC is 22:30 of the 28th in Jakarta, but 00:30 of the 29th in Jayapura.
    now = new Date('2026-11-28T15:30:00Z');
    expect(await summary()).toMatchObject({ tgl_hari_ini: '2026-11-28', bisa_tutup: false });
    const early = await t.call('POST', '/api/v1/tutup-toko', { token: shop.owner, body: { authorization_id: await authorize(t, shop.owner, 'TUTUP_TOKO') } });
    expect(early.statusCode).toBe(409);
    await setZone('Asia/Jayapura');
    expect(await summary()).toMatchObject({ tgl_hari_ini: '2026-11-29', bisa_tutup: true });
    const closed = await t.call('POST', '/api/v1/tutup-toko', { token: shop.owner, body: { authorization_id: await authorize(t, shop.owner, 'TUTUP_TOKO') } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`))[0].tgl).toBe('2026-11-30');
    await setZone('Asia/Jakarta');
  });
});

describe("today's sales per hour", () => {
  it("count each sale in the hour the shop's clock showed", async () => {
    await setDate('2026-11-29');
    const no = await cashSale(shop);
    await t.db.query(`UPDATE dokumen SET created_at = '2026-11-28T18:30:00Z' WHERE no_dokumen = $1`, [no]);
    const hourOf = async () => {
      const res = await t.call('GET', '/api/v1/penjualan/chart?type=today', { token: shop.owner });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { x: string; jumlah: number }[]).filter((p) => p.jumlah > 0).map((p) => p.x);
    };
    expect(await hourOf()).toEqual(['01:00']);
    await setZone('Asia/Makassar');
    expect(await hourOf()).toEqual(['02:00']);
    await setZone('Asia/Jakarta');
  });
});
