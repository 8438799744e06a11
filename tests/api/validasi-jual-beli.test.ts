// /validasi-jual-beli (issue 11 section 4): the day's sales and buy-backs side by side for a supervisor
// (definitions/transactions/validasi-jual-beli.ts, a validation over several kinds): the mixed list with each row's
// kind, the 'valid by' and date filters, the validation of a mixed set in one call (all or none), once only, never a
// cancelled document, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cash, cashSale, customer, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

let shop: SaleShop;
let t: TestApp;
let kasir2: string;
let spv: string;
beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await seedBuybackMasters(t.db);
  // Buy-backs are paid out of the till (and the shop's account): each opens with money in it.
  await openingFloat(shop, 20_000_000);
  await t.createUser('KASIR2', 'KASIR');
  kasir2 = await t.login('KASIR2', 'rahasia123');
  spv = await t.login('SPV1', 'rahasia123');
});
afterAll(() => t.close());

/** A cash buy-back of a piece from elsewhere (Rp 2,385,000) by `token`: its number. */
async function buyback(token: string): Promise<string> {
  const res = await postAs(t, token, 'pembelian', { ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_beli;
}

type Row = { no_nota: string; jenis: string; status: string; input_by: string };
const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', `/api/v1/validasi-jual-beli?${new URLSearchParams(query)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
/** What the screen offers: the numbers not validated yet. */
const numbers = async (token: string, query: Record<string, string> = {}) => (await list(token, { validasi: 'BELUM', ...query })).map((r) => r.no_nota);
const validate = (token: string, nomor: string[]) => t.call('POST', '/api/v1/validasi-jual-beli/validasi', { token, body: { nomor } });
const validations = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen_validasi'))[0].n;

describe('the validation of the day’s sales and buy-backs', () => {
  let jual1: string;
  let jual2: string;
  let beli1: string;
  let beli2: string;
  beforeAll(async () => {
    jual1 = await cashSale(shop);
    beli1 = await buyback(shop.kasir);
    jual2 = await cashSale(shop, { token: kasir2 });
    beli2 = await buyback(kasir2);
  });

  it('lists the sales and buy-backs not validated yet side by side, each with its kind, per cashier or all', async () => {
    const rows = await list(spv, { validasi: 'BELUM' });
    expect(rows.map((r) => [r.no_nota, r.jenis, r.status])).toEqual(
      [
        [beli1, 'pembelian', 'DONE'],
        [beli2, 'pembelian', 'DONE'],
        [jual1, 'penjualan', 'DONE'],
        [jual2, 'penjualan', 'DONE'],
      ].sort((a, b) => a[0].localeCompare(b[0])),
    );
    expect((await numbers(spv, { valid_by: 'KASIR2' })).sort()).toEqual([beli2, jual2].sort());
    expect(await numbers(spv, { valid_by: 'ALL', tgl_from: '2000-01-01', tgl_to: '2000-01-01' })).toEqual([]);
  });

  it('is a supervisor’s: a cashier can neither list nor validate', async () => {
    expect((await t.call('GET', '/api/v1/validasi-jual-beli', { token: shop.kasir })).statusCode).toBe(403);
    expect((await validate(shop.kasir, [jual1])).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/users/kasir', { token: spv })).json().data.map((u: { user_id: string }) => u.user_id)).toEqual(['KASIR1', 'KASIR2']);
  });

  it('validates nothing when one number of a mixed set cannot be validated', async () => {
    const refused = await validate(spv, [jual1, beli1, 'BL-TIDAK-ADA']);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('BL-TIDAK-ADA');
    expect(await validations()).toBe(0);
    const none = await validate(spv, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Pilih Nota Yang Akan Divalidasi');
  });

  it('validates a sale and a buy-back in one call: both show VALID and leave the list; a second time is 409', async () => {
    const res = await validate(spv, [jual1, beli1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Jual Beli Berhasil Divalidasi', data: { jumlah: 2 } });
    expect((await numbers(spv)).sort()).toEqual([beli2, jual2].sort());
    expect((await list(spv, { status: 'VALID' })).map((r) => r.no_nota).sort()).toEqual([beli1, jual1].sort());
    const sale = await t.call('GET', `/api/v1/penjualan/${jual1}`, { token: spv });
    expect(sale.json().data).toMatchObject({ status: 'VALID', validasi: { oleh: 'SPV1' } });
    const buy = await t.call('GET', `/api/v1/pembelian/${beli1}`, { token: spv });
    expect(buy.json().data).toMatchObject({ status: 'VALID', validasi: { oleh: 'SPV1' } });
    // The sale's own validation screen sees the same record.
    const own = await t.call('GET', '/api/v1/penjualan?validasi=BELUM', { token: spv });
    expect(own.json().data.map((r: { no_faktur_jual: string }) => r.no_faktur_jual)).toEqual([jual2]);
    const twice = await validate(spv, [jual2, beli1]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Nota ${beli1} Sudah Divalidasi`);
    expect(await validations()).toBe(2);
  });

  it('never validates a cancelled buy-back, which leaves the list', async () => {
    const cancelled = await t.call('POST', `/api/v1/pembelian/${beli2}/batal`, {
      token: kasir2,
      body: { alasan: 'Salah input', authorization_id: await authorize(t, kasir2, 'BATAL_PEMBELIAN') },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await validate(spv, [jual2, beli2]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Nota ${beli2} Sudah Dibatalkan`);
    expect(await numbers(spv)).toEqual([jual2]);
    expect(await validations()).toBe(2);
  });

  it('refuses a document of a kind the screen does not show', async () => {
    await t.db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('TP-LAIN-0001', 'TITIP', 'TOKO01', $1, 0, 0, 'KASIR1')`,
      [shop.tgl],
    );
    await t.db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('TP-LAIN-0001', 'OPEN', $1, 'KASIR1')`, [shop.tgl]);
    const res = await validate(spv, [jual2, 'TP-LAIN-0001']);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('TP-LAIN-0001');
    expect(await validations()).toBe(2);
  });
});
