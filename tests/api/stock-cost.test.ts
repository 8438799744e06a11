// The stock at cost in the books (issue 19 item 27): the journal's stock account (1-1401 Persediaan Emas Siap Jual)
// equals the cost of the pieces the shop holds for sale (domain/sale-pricing.ts pieceCost) after every way stock comes
// in or goes out: pieces added by hand (against the opening stock), received from a supplier (against the supplier),
// a cost corrected, a sale and its cancellation, a melt, a receipt cancelled, a transfer received by a branch (out of
// the sender's books, into the receiver's); the integrity report checks the same and finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cash, customer, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { itemInput, seedBranch } from '../helpers/inventory-fixture';
import { integrityBreaks } from '../../server/books/integrity';
import { pieceCost } from '../../domain/sale-pricing';
import { COST_IN_STOCK_STATUSES } from '../../domain/inventory';
import { weightMg } from '../../domain/units';

let shop: SaleShop;
let t: TestApp;
let cabang: string;
beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  t = shop.t;
  await seedBranch(t.db, { kode_toko: 'CAB02', nama_toko: 'Cabang Dua', spv: { user: 'SPVCAB', password: 'rahasia123' } });
  await t.ctx.reloadOwnShop();
  cabang = await t.login('SPVCAB', 'rahasia123');
  await openingFloat(shop, 10_000_000);
});
afterAll(() => t.close());

/** The stock account's balance in a shop's journal (debit - credit). */
async function books(kodeToko = 'TOKO01'): Promise<number> {
  const [{ saldo }] = await t.db.query<{ saldo: number }>(
    `SELECT coalesce(sum(debet - kredit), 0)::bigint AS saldo FROM jurnal WHERE kode_toko = $1 AND nomor_akun = '1-1401'`,
    [kodeToko],
  );
  return Number(saldo);
}

/** The cost of the pieces a shop holds for sale, piece by piece as the domain costs them. */
async function stockCost(kodeToko = 'TOKO01'): Promise<number> {
  const pieces = await t.db.query<{ total_hpp: number; hpp: number; berat: number }>(
    'SELECT total_hpp, hpp, berat FROM barang WHERE kode_toko = $1 AND status = ANY($2::text[])',
    [kodeToko, COST_IN_STOCK_STATUSES],
  );
  return pieces.reduce((s, p) => s + pieceCost(p, weightMg(p.berat)), 0);
}

/** The journal a stock-value entry wrote, as [type, account, debit, credit]. */
const journalOf = async (no: string) =>
  (await t.db.query<{ type: string; nomor_akun: string; debet: number; kredit: number }>('SELECT type, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id', [no])).map(
    (j) => [j.type, j.nomor_akun, Number(j.debet), Number(j.kredit)],
  );
const lastEntry = async () =>
  (await t.db.query<{ no: string }>(`SELECT no_dokumen AS no FROM dokumen WHERE jenis = 'NILAI_STOK' ORDER BY created_at DESC, no_dokumen DESC LIMIT 1`))[0].no;

async function call(method: string, url: string, body: unknown, token = shop.owner) {
  const res = await t.call(method, `/api/v1/${url}`, { token, body });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

describe('the stock account follows the stock at cost', () => {
  let added: string;
  let received: { no_terima: string };

  it('debits what comes in: added by hand against the opening stock, received against the supplier', async () => {
    added = (await call('POST', 'barang/create', itemInput({ harga_total: 3_000_000, total_hpp: 2_400_000 }))).kode_barcode;
    expect(await journalOf(await lastEntry())).toEqual([
      ['TAMBAH', '1-1401', 2_400_000, 0],
      ['TAMBAH', '3-1301', 0, 2_400_000],
    ]);
    // Two pieces costed per gram: 2.345 g and 1.250 g at Rp 700.000/g.
    received = await call('POST', 'penerimaan-barang', {
      kode_supplier: 'SUP01',
      items: [itemInput({ kode_barcode: 'TR-1', hpp: 700_000 }), itemInput({ kode_barcode: 'TR-2', berat: 1.25, hpp: 700_000 })],
    });
    expect(await journalOf(await lastEntry())).toEqual([
      ['TERIMA', '1-1401', 1_641_500 + 875_000, 0],
      ['TERIMA', '2-1201', 0, 1_641_500 + 875_000],
    ]);
    expect(await books()).toBe(2_400_000 + 2_516_500);
    expect(await books()).toBe(await stockCost());
  });

  it('after a sale and its cancellation, the stock account is the cost of the pieces in stock', async () => {
    const sold = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: added }], pembayaran: [cash(3_000_000)] });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await books()).toBe(2_516_500);
    expect(await books()).toBe(await stockCost());
    const cancelled = await postAs(t, shop.kasir, `penjualan/${sold.json().data.no_faktur_jual}/batal`, {
      alasan: 'Salah input',
      authorization_id: await authorize(t, shop.kasir, 'BATAL_PENJUALAN'),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await books()).toBe(2_400_000 + 2_516_500);
    expect(await books()).toBe(await stockCost());
  });

  it('books a corrected cost, a melt and a receipt cancelled', async () => {
    const [{ versi }] = await t.db.query<{ versi: number }>('SELECT versi FROM barang WHERE kode_barcode = $1', [added]);
    await call('PUT', `barang/update/${added}`, { ...itemInput({ harga_total: 3_000_000, total_hpp: 2_500_000 }), versi });
    expect(await journalOf(await lastEntry())).toEqual([
      ['KOREKSI', '1-1401', 100_000, 0],
      ['KOREKSI', '3-1301', 0, 100_000],
    ]);
    expect(await books()).toBe(await stockCost());
    // Melted: its cost leaves the stock for sale into scrap stock.
    const [piece] = await t.db.query<{ versi: number }>('SELECT versi FROM barang WHERE kode_barcode = $1', [added]);
    await call('POST', 'barang/hancur', { items: [{ kode_barcode: added, versi: piece.versi }], keterangan: 'Rusak' });
    expect(await journalOf(await lastEntry())).toEqual([
      ['HANCUR', '1-1401', 0, 2_500_000],
      ['HANCUR', '1-1402', 2_500_000, 0],
    ]);
    expect(await books()).toBe(2_516_500);
    // The receipt cancelled: back to the supplier.
    await call('POST', `penerimaan-barang/${received.no_terima}/batal`, { alasan: 'Salah kirim' });
    expect(await journalOf(await lastEntry())).toEqual([
      ['TERIMA', '1-1401', 0, 2_516_500],
      ['TERIMA', '2-1201', 2_516_500, 0],
    ]);
    expect(await books()).toBe(0);
    expect(await stockCost()).toBe(0);
  });

  it("moves a transfer's cost from the sender's books to the receiver's when the branch receives it", async () => {
    await t.setModule('KIRIM_BARANG_MODULE', true);
    await call('POST', 'barang/create', itemInput({ kode_barcode: 'KB-1', harga_total: 0, hpp: 800_000 }));
    const sent = await call('POST', 'kirim-barang/kecabang', { kode_toko_tujuan: 'CAB02', items: [{ kode_barcode: 'KB-1', kode_baki: 'A1', versi: 1 }] });
    // In transit it is still the sender's stock.
    expect(await books()).toBe(1_876_000);
    expect(await books()).toBe(await stockCost());
    // Weighed 2.300 g on arrival: the branch holds it at its cost per gram of that weight.
    await call('POST', 'kirim-barang/terima', { no_kirim: sent.no_kirim, kode_baki: 'B1', items: [{ kode_barcode: 'KB-1', berat_terima: 2.3 }] }, cabang);
    expect(await books()).toBe(0);
    expect(await books('CAB02')).toBe(1_840_000);
    expect(await books('CAB02')).toBe(await stockCost('CAB02'));
  });

  it('leaves the integrity report clean in both shops', async () => {
    expect(await integrityBreaks(t.db, 'TOKO01')).toEqual([]);
    expect(await integrityBreaks(t.db, 'CAB02')).toEqual([]);
  });
});
