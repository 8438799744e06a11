// The engine's side of the sale's screens (definitions/transactions/penjualan.ts): the list's filters (sales person,
// status, cashier, not validated yet), the validation of a day's notas by a supervisor (all or none), the cashiers
// of the 'valid by' filter, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cashSale, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
let kasir1: string;
let kasir2: string;
let spv: string;
beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S02', 'Sari')`);
  await t.createUser('KASIR2', 'KASIR');
  kasir1 = shop.kasir;
  kasir2 = await t.login('KASIR2', 'rahasia123');
  spv = await t.login('SPV1', 'rahasia123');
});
afterAll(() => t.close());

const sale = (token: string, kode_sales = 'S01') => cashSale(shop, { token, kode_sales });
const list = async (token: string, query: Record<string, string>) => {
  const res = await t.call('GET', `/api/v1/penjualan?${new URLSearchParams(query)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { no_faktur_jual: string; status: string; valid_oleh: string | null }[]).map((r) => r.no_faktur_jual);
};
const validate = (token: string, nomor: string[]) => t.call('POST', '/api/v1/penjualan/validasi', { token, body: { nomor } });

describe('the sale list and its validation', () => {
  let a: string;
  let b: string;
  let c: string;
  beforeAll(async () => {
    a = await sale(kasir1);
    b = await sale(kasir2, 'S02');
    c = await sale(kasir1);
  });

  it('filters by sales person, cashier and status, ALL meaning every one', async () => {
    expect(await list(spv, { kode_sales: 'S02' })).toEqual([b]);
    expect(await list(spv, { kode_sales: 'ALL', valid_by: 'KASIR1' })).toEqual([a, c]);
    expect(await list(spv, { valid_by: 'ALL', status: 'ALL' })).toEqual([a, b, c]);
    expect(await list(spv, { status: 'VALID' })).toEqual([]);
  });

  it('lists the cashiers of the shop for valid_by, to a supervisor only', async () => {
    const res = await t.call('GET', '/api/v1/users/kasir', { token: spv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((u: { user_id: string }) => u.user_id)).toEqual(['KASIR1', 'KASIR2']);
    expect((await t.call('GET', '/api/v1/users/kasir', { token: kasir1 })).statusCode).toBe(403);
  });

  it('refuses a cashier, and validates nothing when one nota of the set cannot be validated', async () => {
    expect((await validate(kasir1, [a])).statusCode).toBe(403);
    const refused = await validate(spv, [a, 'JL-TIDAK-ADA']);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('JL-TIDAK-ADA');
    expect(await list(spv, { validasi: 'BELUM' })).toEqual([a, b, c]);
    const none = await validate(spv, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Pilih Nota Yang Akan Divalidasi');
  });

  it("validates a cashier's notas: they show VALID, leave the 'not validated' list, and cannot be validated twice", async () => {
    const res = await validate(spv, [a, c]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Penjualan Berhasil Divalidasi');
    expect(await list(spv, { status: 'VALID' })).toEqual([a, c]);
    expect(await list(spv, { validasi: 'BELUM' })).toEqual([b]);
    const one = await t.call('GET', `/api/v1/penjualan/${a}`, { token: kasir1 });
    expect(one.json().data).toMatchObject({ status: 'VALID', validasi: { oleh: 'SPV1' } });
    const twice = await validate(spv, [c]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Nota ${c} Sudah Divalidasi`);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen_validasi');
    expect(n).toBe(2);
  });

  it('cancels a validated sale only on a BATAL_SETELAH_VALIDASI authorization, and never validates a cancelled one', async () => {
    const auth = (token = kasir1) => authorize(t, token, 'BATAL_PENJUALAN');
    const cancel = async (no: string, token: string, authorization_id: string) =>
      t.call('POST', `/api/v1/penjualan/${no}/batal`, { token, body: { alasan: 'Salah input', authorization_id } });
    const ordinary = await cancel(a, kasir1, await auth());
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json().message).toBe('Otorisasi Tidak Valid');
    const afterValidation = await cancel(a, kasir1, await authorize(t, kasir1, 'BATAL_SETELAH_VALIDASI'));
    expect(afterValidation.statusCode, afterValidation.body).toBe(200);
    expect(await list(spv, { status: 'BATAL' })).toEqual([a]);
    const d = await sale(kasir2);
    const cancelled = await t.call('POST', `/api/v1/penjualan/${d}/batal`, { token: kasir2, body: { alasan: 'Batal beli', authorization_id: await auth(kasir2) } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await validate(spv, [d]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Nota ${d} Sudah Dibatalkan`);
    expect(await list(spv, { validasi: 'BELUM' })).toEqual([b]);
  });

  it('lists DONE and VALID together for the cancel screen', async () => {
    expect(await list(spv, { status: 'DONE,VALID' })).toEqual([b, c]);
    expect((await t.call('GET', '/api/v1/penjualan?status=DONE,HILANG', { token: spv })).statusCode).toBe(400);
  });
});
