// Every payout checks the till (issue 19 item 20): money leaves the till or a bank account only while it holds it,
// whatever pays it out: a buy-back in cash or by transfer, a sale's cash refund on cancelling, a trade-in's cash back
// (TUKAR KURANG), a deposit's refund on cancelling, a manual buy-back. Each is refused with the books' own message
// ('Saldo Tidak Mencukupi', server/documents/money.ts ensureFunds) and writes nothing; two payouts at once that the
// till can pay only one of cannot both pass (a real race on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { ACCOUNT, authorize, cash, customer, newPiece, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { balanceOf } from '../../server/documents/money';

let shop: SaleShop;
let t: TestApp;
beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  t = shop.t;
  await seedBuybackMasters(t.db);
  await t.db.query(
    `INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'Tambah Modal', 'MASUK'), ('BIAYA', 'Biaya Toko', 'KELUAR')`,
  );
});
afterAll(() => t.close());

const SHORT = { statusCode: 400, message: 'Saldo Tidak Mencukupi' };
const till = () => balanceOf(t.db, 'TOKO01', 'KAS');

/** Brings an akun to exactly `target` rupiah with a manual income or expense, as the books' screens enter them. */
async function balanceTo(target: number, akun = 'KAS'): Promise<void> {
  const now = await balanceOf(t.db, 'TOKO01', akun);
  if (now === target) return;
  const res = await postAs(t, shop.owner, 'cash', { akun, kategori: now < target ? 'MODAL' : 'BIAYA', keterangan: 'Saldo uji', jumlah: Math.abs(target - now) });
  expect(res.statusCode, res.body).toBe(201);
  expect(await balanceOf(t.db, 'TOKO01', akun)).toBe(target);
}

/** Rows of every table a document writes, and the pieces' states: a refused payout changes none of them. */
async function written(): Promise<Record<string, unknown>> {
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_status)::int AS status,
            (SELECT count(*) FROM kas_mutasi)::int AS kas, (SELECT count(*) FROM jurnal)::int AS jurnal,
            (SELECT count(*) FROM barang_mutasi)::int AS stok, (SELECT count(*) FROM barang_manual_mutasi)::int AS stok_manual,
            (SELECT string_agg(kode_barcode || status || versi, ',' ORDER BY kode_barcode) FROM barang) AS barang`,
  );
  return row;
}

/** Expects `call` refused for want of money, with nothing written. */
async function refusedShort(call: () => Promise<{ statusCode: number; json(): { message: string } }>): Promise<void> {
  const before = await written();
  const res = await call();
  expect({ statusCode: res.statusCode, message: res.json().message }).toEqual(SHORT);
  expect(await written()).toEqual(before);
}

async function post(url: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await postAs(t, shop.kasir, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json().data;
}

const cancel = (kind: string, no: string, kategori: string, extra: Record<string, unknown> = {}) =>
  authorize(t, shop.kasir, kategori).then((authorization_id) => postAs(t, shop.kasir, `${kind}/${no}/batal`, { alasan: 'Salah input', authorization_id, ...extra }));

describe('a buy-back paid out of the till', () => {
  it('of Rp 14.105.000 against a till of Rp 4.076.000 is refused and writes nothing', async () => {
    await balanceTo(4_076_000);
    // 18 g at 795.000/g is worth 14.310.000; the customer accepts 14.105.000 (below the system price: no authorization).
    const line = foreignLine({ berat: 18, berat_kotor: 18.5, harga: 14_105_000 });
    await refusedShort(() => postAs(t, shop.kasir, 'pembelian', { ...customer, items: [line], pembayaran: [cash(14_105_000)] }));
    expect(await till()).toBe(4_076_000);
    // What the till holds it pays.
    await balanceTo(14_105_000);
    await post('pembelian', { ...customer, items: [line], pembayaran: [cash(14_105_000)] });
    expect(await till()).toBe(0);
  });

  it('is refused before a supervisor is asked for the price above the system price', async () => {
    await balanceTo(1_000_000);
    // Above the system price it needs HARGA_BELI_DIATAS_NOTA, but the till could not pay it anyway: 400, not 403.
    await refusedShort(() => postAs(t, shop.kasir, 'pembelian', { ...customer, items: [foreignLine({ harga: 3_000_000 })], pembayaran: [cash(3_000_000)] }));
  });

  it('by transfer is refused when the bank account holds less', async () => {
    await balanceTo(2_000_000, ACCOUNT);
    const pembayaran = [{ ...transfer(2_385_000), no_rekening: '5550001111', rekening_toko: ACCOUNT }];
    await refusedShort(() => postAs(t, shop.kasir, 'pembelian', { ...customer, items: [foreignLine()], pembayaran }));
    await balanceTo(2_385_000, ACCOUNT);
    await post('pembelian', { ...customer, items: [foreignLine()], pembayaran });
    expect(await balanceOf(t.db, 'TOKO01', ACCOUNT)).toBe(0);
  });
});

describe('every other payout', () => {
  it("a sale's cash refund on cancelling", async () => {
    await balanceTo(0);
    const sold = await post('penjualan', { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 2_500_000 }) }], pembayaran: [cash(2_500_000)] });
    // The till paid an expense since: it holds less than the refund.
    await balanceTo(2_000_000);
    await refusedShort(() => cancel('penjualan', sold.no_faktur_jual, 'BATAL_PENJUALAN'));
    await balanceTo(2_500_000);
    expect((await cancel('penjualan', sold.no_faktur_jual, 'BATAL_PENJUALAN')).statusCode).toBe(200);
    expect(await till()).toBe(0);
  });

  it("a trade-in's cash back to the customer (TUKAR KURANG)", async () => {
    await balanceTo(1_000_000);
    // The old ring (3 g: 2.385.000) is worth more than the 1.000.000 piece: 1.385.000 back in cash.
    const body = { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 1_000_000 }) }], pembayaran: [], tukar: { items: [foreignLine()] } };
    await refusedShort(() => postAs(t, shop.kasir, 'penjualan', body));
    await balanceTo(1_385_000);
    await post('penjualan', body);
    expect(await till()).toBe(0);
  });

  it("a deposit's down payment refunded on cancelling", async () => {
    await balanceTo(0);
    const deposit = await post('titip', { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 2_000_000 }) }], pembayaran: [cash(600_000)] });
    await balanceTo(500_000);
    await refusedShort(() => cancel('titip', deposit.no_titip, 'BATAL_TITIP'));
    await balanceTo(600_000);
    expect((await cancel('titip', deposit.no_titip, 'BATAL_TITIP')).statusCode).toBe(200);
    expect(await till()).toBe(0);
  });

  it("an order's down payment refunded on cancelling (batal_pesanan KEMBALI)", async () => {
    const rule = await t.call('PUT', '/api/v1/para-system/key/batal_pesanan', { token: shop.owner, body: { value: 'KEMBALI' } });
    expect(rule.statusCode, rule.body).toBe(200);
    await balanceTo(0);
    // 1 g of C75 ordered, 700.000 down in cash; the till then pays an expense and holds 100.000 less than the refund.
    const ordered = await post('pesanan', { ...customer, items: [{ nama_barang: 'Cincin Kawin Custom', kode_group: 'C75', kadar: 75, perkiraan_berat: 1, ongkos_rp: 0 }], pembayaran: [cash(700_000)] });
    const read = async () => (await t.call('GET', `/api/v1/pesanan/${ordered.no_pesanan}`, { token: shop.kasir })).json().data;
    const saldo = async () => (await t.call('GET', `/api/v1/pesanan/${ordered.no_pesanan}/saldo`, { token: shop.kasir })).json().data;
    await balanceTo(600_000);
    const balance = await saldo();
    await refusedShort(() => cancel('pesanan', ordered.no_pesanan, 'BATAL_PESANAN'));
    // Still open, its down payment still held, nothing refunded or forfeited; the till as it was.
    expect(await read()).toMatchObject({ status: 'OPEN', bisa_batal: true, dp_rp: 700_000, batal_dp: null });
    expect(await saldo()).toEqual(balance);
    expect(await till()).toBe(600_000);
    await balanceTo(700_000);
    expect((await cancel('pesanan', ordered.no_pesanan, 'BATAL_PESANAN')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'BATAL', batal_dp: { aturan: 'KEMBALI', dp_rp: 700_000 } });
    expect(await till()).toBe(0);
  });

  it("a service's down payment refunded on cancelling", async () => {
    await balanceTo(0);
    const taken = await post('service', { ...customer, items: [{ nama_barang: 'Kalung Putus', berat: 10.5, jumlah: 1, ongkos_rp: 150_000, deskripsi: 'Patri' }], pembayaran: [cash(80_000)] });
    const read = async () => (await t.call('GET', `/api/v1/service/${taken.no_service}`, { token: shop.kasir })).json().data;
    const saldo = async () => (await t.call('GET', `/api/v1/service/${taken.no_service}/saldo`, { token: shop.kasir })).json().data;
    await balanceTo(50_000);
    const balance = await saldo();
    await refusedShort(() => cancel('service', taken.no_service, 'BATAL_SERVICE'));
    expect(await read()).toMatchObject({ status: 'OPEN', bisa_batal: true, dp_rp: 80_000, sisa_bayar: 70_000 });
    expect(await saldo()).toEqual(balance);
    expect(await till()).toBe(50_000);
    await balanceTo(80_000);
    expect((await cancel('service', taken.no_service, 'BATAL_SERVICE')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'BATAL' });
    expect(await till()).toBe(0);
  });

  it('a manual buy-back paid in cash', async () => {
    await t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', true);
    await balanceTo(2_000_000);
    const body = { ...customer, items: [{ kode_group: 'C75', kadar: 75, qty: 1, berat: 3, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(2_385_000)] };
    await refusedShort(() => postAs(t, shop.kasir, 'pembelian-manual', body));
    await balanceTo(2_385_000);
    await post('pembelian-manual', body);
    expect(await till()).toBe(0);
  });
});

describe('two payouts at once', () => {
  it('each above half the till: exactly one passes, and the till never goes below zero', async () => {
    await balanceTo(3_000_000);
    const body = { ...customer, items: [foreignLine({ harga: 2_000_000 })], pembayaran: [cash(2_000_000)] };
    const kasir2 = await t.login('SPV1', 'rahasia123');
    const both = await Promise.all([postAs(t, shop.kasir, 'pembelian', body), postAs(t, kasir2, 'pembelian', body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().message).toBe('Saldo Tidak Mencukupi');
    expect(await till()).toBe(1_000_000);
  });
});
