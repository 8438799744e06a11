// The reconciliation pairs of Laporan Integritas Data (issue 24 item 13): two reports a shop would hold side by side to
// find a document never posted, compared by the integrity report itself. A healthy shop (a day of every kind of
// document: sales by transfer, with a trade-in, paying off a deposit, cancelled ones) passes all three; each is then
// broken on purpose with a raw write, inside a transaction rolled back afterwards, and the check names what breaks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { Executor } from '../../server/db/database';
import type { SaleShop } from '../helpers/sale-fixture';
import { cash, dayOfEverything, onDay, sale, startBookShop, taggedPiece } from '../helpers/books-fixture';
import { integrityBreaks, type IntegrityFinding } from '../../server/books/integrity';

const DAY = '2026-11-21';
const SHOP = 'TOKO01';
const PAIRS = ['penjualan_bayar_berbeda', 'detail_summary_berbeda', 'letak_barang_berbeda'];

let shop: SaleShop;
let t: TestApp;
let cashSale: string;
let tradeInSale: string;
let piece: string;

beforeAll(async () => {
  shop = await startBookShop();
  t = shop.t;
  await onDay(shop, DAY);
  ({ tradeIn: { no_faktur_jual: tradeInSale } } = await dayOfEverything(shop));
  cashSale = (await sale(shop, 2_000_000, 1_500_000, [cash(2_000_000)])).no_faktur_jual;
  piece = await taggedPiece(shop, 1_000_000, 800_000);
});
afterAll(() => t.close());

const ROLLBACK = new Error('rolled back: the break was only looked at');

/** The findings of the pair checks once `damage` is done, in a transaction then rolled back. */
async function broken(damage: (tx: Executor) => Promise<unknown>): Promise<IntegrityFinding[]> {
  let found: IntegrityFinding[] = [];
  await expect(
    t.db.transaction(async (tx) => {
      await damage(tx);
      found = (await integrityBreaks(tx, SHOP)).filter((f) => PAIRS.includes(f.check));
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
  return found;
}

it('finds nothing on a healthy shop', async () => {
  expect(await integrityBreaks(t.db, SHOP)).toEqual([]);
});

describe('the sales report against cash and non-cash', () => {
  it("names a sale whose money row is not its grand total", async () => {
    const found = await broken((tx) => tx.query(`UPDATE kas_mutasi SET jumlah_in = jumlah_in - 50000 WHERE no_dokumen = $1`, [cashSale]));
    expect(found).toEqual([{ check: 'penjualan_bayar_berbeda', count: 1, examples: [`${cashSale} total 2000000 kas dan non tunai 1950000`] }]);
  });

  it('names a sale whose non-cash payment (the trade-in) does not make up the rest', async () => {
    const found = await broken((tx) => tx.query(`UPDATE dokumen_bayar SET jumlah_rp = jumlah_rp - 5000 WHERE no_dokumen = $1 AND jenis = 'TUKAR'`, [tradeInSale]));
    expect(found).toEqual([{ check: 'penjualan_bayar_berbeda', count: 1, examples: [`${tradeInSale} total 3000000 kas dan non tunai 2995000`] }]);
  });

  it('leaves a sale with no money row at all to Dokumen Tanpa Mutasi Uang', async () => {
    const found = await broken((tx) => tx.query('DELETE FROM kas_mutasi WHERE no_dokumen = $1', [cashSale]));
    expect(found).toEqual([]);
  });
});

describe('Barang Detail against Barang Summary', () => {
  it('names the tray whose ledger stock is not its pieces', async () => {
    // A weight correction booked in the ledger and never made to the item: the summary's grams run ahead of the detail.
    const [{ pcs, gr }] = await t.db.query<{ pcs: number; gr: string }>(
      `SELECT sum(qty)::int AS pcs, sum(berat)::text AS gr FROM barang WHERE kode_toko = $1 AND kode_baki = 'A1' AND status IN ('READY', 'BELI')`,
      [SHOP],
    );
    const found = await broken((tx) =>
      tx.query(
        `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
         SELECT kode_barcode, $2, 'KOREKSI', kode_toko, kode_gudang, kode_baki, 0, 0.5, 'OWNER' FROM barang WHERE kode_barcode = $1`,
        [piece, DAY],
      ),
    );
    const summary = (Number(gr) + 0.5).toFixed(3);
    expect(found).toEqual([{ check: 'detail_summary_berbeda', count: 1, examples: [`baki G1/A1 detail ${pcs} pcs ${gr} gr summary ${pcs} pcs ${summary} gr`] }]);
  });
});

describe('the stock ledger against the trays', () => {
  it('names an item moved to another tray without its ledger rows', async () => {
    const found = await broken((tx) => tx.query(`UPDATE barang SET kode_baki = 'A2' WHERE kode_barcode = $1`, [piece]));
    expect(found.find((f) => f.check === 'letak_barang_berbeda')).toEqual({
      check: 'letak_barang_berbeda',
      count: 1,
      examples: [`barang ${piece} kartu stok G1/A1 data barang G1/A2 READY`],
    });
    // Both trays' detail and summary disagree too: one piece too many on A2, one too few on A1.
    expect(found.find((f) => f.check === 'detail_summary_berbeda')?.count).toBe(2);
  });

  it('names a sold item whose sale never left the ledger', async () => {
    const [{ kode_barcode: sold, status }] = await t.db.query<{ kode_barcode: string; status: string }>(
      `SELECT b.kode_barcode, b.status FROM barang_mutasi m JOIN barang b USING (kode_barcode) WHERE m.no_ref = $1 AND m.jenis = 'JUAL'`,
      [cashSale],
    );
    const found = await broken((tx) => tx.query(`DELETE FROM barang_mutasi WHERE no_ref = $1 AND jenis = 'JUAL'`, [cashSale]));
    expect(found.find((f) => f.check === 'letak_barang_berbeda')).toEqual({
      check: 'letak_barang_berbeda',
      count: 1,
      examples: [`barang ${sold} kartu stok G1/A1 data barang G1/A1 ${status}`],
    });
  });
});
