// A shop with the activity the books must prove (issue 11, section 7), for tests/api/books.test.ts and
// integritas.test.ts: on top of sale-fixture.ts and buyback-fixture.ts, tagged pieces at a known price and cost, and a
// business day of every kind of document the kernel writes: sales in cash and by transfer, a buy-back, a trade-in
// (the old gold worth less than the sale), deposits paid off, refunded and forfeited on cancelling, and cancelled sales
// and buy-backs, through the API as the screens send them.
import { expect } from 'vitest';
import { authorize, cash, customer, postAs, startSaleShop, transfer, type SaleShop } from './sale-fixture';
import { foreignLine, seedBuybackMasters } from './buyback-fixture';
import { itemInput } from './inventory-fixture';
import { setBusinessDate } from './paths';

export { cash, transfer };

export async function startBookShop(): Promise<SaleShop> {
  // Every cancellation asks a supervisor's password: more than the login limit allows a minute.
  const shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  await seedBuybackMasters(shop.t.db);
  return shop;
}

/** Moves the shop's business date (no close in between: the books must hold on any date). */
export const onDay = (shop: SaleShop, tgl: string) => setBusinessDate(shop.t.db, tgl);

/** A piece at a tag price (a multiple of the 500 rounding, so it sells at exactly that) and cost, on tray A1. */
export async function taggedPiece(shop: SaleShop, harga: number, cost: number): Promise<string> {
  const res = await shop.t.call('POST', '/api/v1/barang/create', { token: shop.owner, body: itemInput({ harga_total: harga, total_hpp: cost }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}

async function posted(shop: SaleShop, url: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await postAs(shop.t, shop.kasir, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json().data;
}

/** A sale of a new tagged piece paid so: its number. */
export async function sale(shop: SaleShop, harga: number, cost: number, pembayaran: unknown[], tukar?: unknown[]): Promise<Record<string, string>> {
  const code = await taggedPiece(shop, harga, cost);
  return posted(shop, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran, ...(tukar ? { tukar: { items: tukar } } : {}) });
}

/** A buy-back of a ring from elsewhere (3 g, worth 2.385.000: buyback-fixture.ts) paid in cash: its number. */
export async function buyback(shop: SaleShop, line = foreignLine(), total = 2_385_000): Promise<string> {
  return (await posted(shop, 'pembelian', { ...customer, items: [line], pembayaran: [cash(total)] })).no_faktur_beli;
}

/** A deposit of a new tagged piece with its down payment: its number. */
export async function deposit(shop: SaleShop, harga: number, cost: number, pembayaran: unknown[]): Promise<string> {
  const code = await taggedPiece(shop, harga, cost);
  return (await posted(shop, 'titip', { ...customer, items: [{ kode_barcode: code }], pembayaran })).no_titip;
}

export async function payOff(shop: SaleShop, noTitip: string, pembayaran: unknown[]): Promise<string> {
  return (await posted(shop, `titip/${noTitip}/lunas`, { pembayaran })).no_faktur_jual;
}

/** Cancels a document of `kind` (penjualan, pembelian, titip) with the supervisor's authorization of `kategori`. */
export async function cancel(shop: SaleShop, kind: string, no: string, kategori: string, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await postAs(shop.t, shop.kasir, `${kind}/${no}/batal`, { alasan: 'Salah input', authorization_id: await authorize(shop.t, shop.kasir, kategori), ...extra });
  expect(res.statusCode, `${kind}/${no}/batal: ${res.body}`).toBe(200);
}

/** The shop's rule for a cancelled deposit's down payment (KEMBALI refunds it, HANGUS keeps it). */
export async function depositRule(shop: SaleShop, value: 'KEMBALI' | 'HANGUS'): Promise<void> {
  const res = await shop.t.call('PUT', '/api/v1/para-system/key/batal_titip', { token: shop.owner, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * One business day of every kind of document, on the shop's current date: a sale by transfer, a trade-in, a deposit
 * paid off the same day, a deposit refunded and one forfeited on cancelling, a cash sale and a buy-back each cancelled,
 * a trade-in cancelled whole. Answers the numbers of what stands at the end of the day.
 */
export async function dayOfEverything(shop: SaleShop): Promise<{ transferSale: string; tradeIn: Record<string, string>; paidOff: string; cancelledSale: string }> {
  const transferSale = (await sale(shop, 2_000_000, 1_600_000, [transfer(2_000_000)])).no_faktur_jual;
  // The old ring (1 g: 795.000) pays part of a 3.000.000 sale, the customer the rest in cash.
  const tradeIn = await sale(shop, 3_000_000, 2_400_000, [cash(2_205_000)], [foreignLine({ berat: 1, berat_kotor: 1 })]);
  const dp = await deposit(shop, 1_500_000, 1_200_000, [cash(500_000)]);
  const paidOff = await payOff(shop, dp, [cash(1_000_000)]);
  await cancel(shop, 'titip', await deposit(shop, 1_000_000, 800_000, [cash(300_000), transfer(200_000)]), 'BATAL_TITIP');
  await depositRule(shop, 'HANGUS');
  await cancel(shop, 'titip', await deposit(shop, 1_000_000, 800_000, [cash(250_000)]), 'BATAL_TITIP');
  await depositRule(shop, 'KEMBALI');
  const cancelledSale = (await sale(shop, 2_500_000, 2_000_000, [cash(2_500_000)])).no_faktur_jual;
  await cancel(shop, 'penjualan', cancelledSale, 'BATAL_PENJUALAN');
  await cancel(shop, 'pembelian', await buyback(shop), 'BATAL_PEMBELIAN');
  const cancelledTradeIn = await sale(shop, 1_000_000, 800_000, [cash(205_000)], [foreignLine({ berat: 1, berat_kotor: 1 })]);
  await cancel(shop, 'penjualan', cancelledTradeIn.no_faktur_jual, 'BATAL_PENJUALAN', { no_faktur_group: cancelledTradeIn.no_faktur_group });
  return { transferSale, tradeIn, paidOff, cancelledSale };
}
