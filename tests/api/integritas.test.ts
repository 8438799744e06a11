// The integrity report (issue 11, section 7): GET laporan/integritas answers { data: [{ check, count, examples }] },
// every count 0 on a healthy shop with sales, buy-backs, trade-ins, deposits and cancellations over two days and a
// balance carried forward; then the database is corrupted in each way the report looks for, and the report names
// exactly that check, with the example. Each corruption is made inside a transaction that reads the report's query
// (server/books/integrity.ts, the same SQL the route runs) and is rolled back, so every case starts from the healthy
// database; one is committed and undone to see the route itself name it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { Executor } from '../../server/db/database';
import { ACCOUNT, type SaleShop } from '../helpers/sale-fixture';
import { cancel, cash, dayOfEverything, deposit, onDay, sale, startBookShop, taggedPiece } from '../helpers/books-fixture';
import { integrityBreaks, integrityChecks, type IntegrityFinding } from '../../server/books/integrity';
import { INTEGRITY_CHECKS } from '../../definitions/reports/integritas';
import { REPORTS_DIR } from '../../server/engine/reports';
import { COST_IN_STOCK_STATUSES, ON_TRAY_STATUSES } from '../../domain/inventory';

const DAY_1 = '2026-11-20';
const DAY_2 = '2026-11-21';
const SHOP = 'TOKO01';

let shop: SaleShop;
let t: TestApp;
/** Documents of the second day the corruptions work on. */
let cashSale: string;
let cancelledSale: string;
let bankSale: string;
let piece: string;

beforeAll(async () => {
  shop = await startBookShop();
  t = shop.t;
  await onDay(shop, DAY_1);
  await dayOfEverything(shop);
  // A deposit of the first day refunded on the second: its mirror rows are dated on the day it was cancelled.
  const yesterday = await deposit(shop, 1_000_000, 800_000, [cash(400_000)]);
  await onDay(shop, DAY_2);
  // The balances carried into the second day, as the close writes them: the sum of every money row before it.
  await t.db.query(
    `INSERT INTO saldo_kas (kode_toko, tgl_system, akun, saldo_awal)
     SELECT kode_toko, $1::date, akun, sum(jumlah_in - jumlah_out) FROM kas_mutasi WHERE tgl_system < $1::date GROUP BY kode_toko, akun`,
    [DAY_2],
  );
  await cancel(shop, 'titip', yesterday, 'BATAL_TITIP');
  ({ transferSale: bankSale, cancelledSale } = await dayOfEverything(shop));
  cashSale = (await sale(shop, 2_000_000, 1_500_000, [cash(2_000_000)])).no_faktur_jual;
  piece = await taggedPiece(shop, 1_000_000, 800_000);
});
afterAll(() => t.close());

const ROLLBACK = new Error('rolled back: the corruption was only looked at');

/** The checks that find something once `damage` is done, in a transaction that is then rolled back. */
async function corrupted(damage: (tx: Executor) => Promise<unknown>): Promise<IntegrityFinding[]> {
  let found: IntegrityFinding[] = [];
  await expect(
    t.db.transaction(async (tx) => {
      await damage(tx);
      found = await integrityBreaks(tx, SHOP);
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
  return found;
}

describe('GET laporan/integritas on a healthy database', () => {
  it('answers every check with count 0 and no examples', async () => {
    const res = await t.call('GET', '/api/v1/laporan/integritas', { token: shop.owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(INTEGRITY_CHECKS.map((c) => ({ check: c.value, count: 0, examples: [] })));
    // The healthy shop is not an empty one: 11 documents a day (6 of them cancelled), the deposit of the first day
    // cancelled on the second, a cash sale; the till and the bank account carried into the second day (and beside
    // them the stock-value entries of the pieces added).
    const [n] = await t.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM dokumen WHERE jenis <> 'NILAI_STOK')::int AS dokumen, (SELECT count(*) FROM dokumen_terkini WHERE status = 'BATAL')::int AS batal,
              (SELECT count(*) FROM saldo_kas)::int AS saldo`,
    );
    expect(n).toEqual({ dokumen: 24, batal: 13, saldo: 2 });
  });

  it('counts as on a tray, and as stock at cost, the statuses domain/inventory.ts does', () => {
    const sql = readFileSync(join(REPORTS_DIR, 'integritas.sql'), 'utf8');
    const list = (statuses: readonly string[]) => `status IN (${statuses.map((st) => `'${st}'`).join(', ')})`;
    const onTray = list(ON_TRAY_STATUSES);
    expect(sql.match(/status IN \([^)]*\)/g)).toEqual([onTray, onTray, onTray, list(COST_IN_STOCK_STATUSES), onTray]);
  });

  it('is for the supervisors and up', async () => {
    expect((await t.call('GET', '/api/v1/laporan/integritas', { token: shop.kasir })).statusCode).toBe(403);
  });
});

describe('each corruption is named by exactly its check', () => {
  it('a document without its money rows', async () => {
    expect(await corrupted((tx) => tx.query('DELETE FROM kas_mutasi WHERE no_dokumen = $1', [cashSale]))).toEqual([
      { check: 'dokumen_tanpa_kas', count: 1, examples: [cashSale] },
    ]);
    // A bank payment's row counts as much as the till's.
    expect(await corrupted((tx) => tx.query('DELETE FROM kas_mutasi WHERE no_dokumen = $1', [bankSale]))).toEqual([
      { check: 'dokumen_tanpa_kas', count: 1, examples: [bankSale] },
    ]);
  });

  it('money rows without a document, or of another shop', async () => {
    const orphan = await corrupted(async (tx) => {
      await tx.query('ALTER TABLE kas_mutasi DROP CONSTRAINT kas_mutasi_no_dokumen_fkey');
      await tx.query(
        `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_in, input_by)
         VALUES ($1, $2, 'JL-TOKO01-20261121-9999', 'KAS', 'TUNAI', 'PENJUALAN', 100000, 'OWNER')`,
        [SHOP, DAY_2],
      );
    });
    expect(orphan).toEqual([{ check: 'kas_tanpa_dokumen', count: 1, examples: ['JL-TOKO01-20261121-9999 KAS'] }]);
    const elsewhere = await corrupted(async (tx) => {
      await tx.query(`INSERT INTO toko (kode_toko, nama_toko) VALUES ('TOKO02', 'Toko Dua')`);
      await tx.query(
        `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by)
         VALUES ('JL-TOKO02-20261121-0001', 'PENJUALAN', 'TOKO02', $1, 0, 0, 'OWNER')`,
        [DAY_2],
      );
      await tx.query(
        `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_in, input_by)
         VALUES ($1, $2, 'JL-TOKO02-20261121-0001', 'KAS', 'TUNAI', 'PENJUALAN', 100000, 'OWNER')`,
        [SHOP, DAY_2],
      );
    });
    expect(elsewhere).toEqual([{ check: 'kas_tanpa_dokumen', count: 1, examples: ['JL-TOKO02-20261121-0001 KAS'] }]);
  });

  it('a cancellation that does not net to zero, in money or in the journal', async () => {
    const money = await corrupted((tx) => tx.query(`DELETE FROM kas_mutasi WHERE no_dokumen = $1 AND kategori = 'BATAL PENJUALAN'`, [cancelledSale]));
    expect(money).toEqual([{ check: 'batal_tidak_nol', count: 1, examples: [`${cancelledSale} KAS`] }]);
    // The mirror's cash line posted to petty cash instead: the document still balances, its accounts do not net.
    const journal = await corrupted((tx) =>
      tx.query(`UPDATE jurnal SET nomor_akun = '1-1102' WHERE no_dokumen = $1 AND type = 'BATAL' AND kode_akun = 'KAS'`, [cancelledSale]),
    );
    expect(journal).toEqual([{ check: 'batal_tidak_nol', count: 2, examples: [`${cancelledSale} 1-1101`, `${cancelledSale} 1-1102`] }]);
  });

  it('a document whose rows are dated otherwise: journal, money, stock ledger', async () => {
    expect(await corrupted((tx) => tx.query('UPDATE jurnal SET tgl_system = $2 WHERE no_dokumen = $1', [cashSale, DAY_1]))).toEqual([
      { check: 'tanggal_berbeda', count: 1, examples: [`${cashSale} jurnal ${DAY_1}`] },
    ]);
    // A day later, so the balance carried into the second day stays right.
    expect(await corrupted((tx) => tx.query(`UPDATE kas_mutasi SET tgl_system = '2026-11-22' WHERE no_dokumen = $1`, [cashSale]))).toEqual([
      { check: 'tanggal_berbeda', count: 1, examples: [`${cashSale} kas 2026-11-22`] },
    ]);
    expect(await corrupted((tx) => tx.query(`UPDATE barang_mutasi SET tgl_system = '2026-11-22' WHERE no_ref = $1`, [cashSale]))).toEqual([
      { check: 'tanggal_berbeda', count: 1, examples: [`${cashSale} stok 2026-11-22`] },
    ]);
  });

  it('an opening balance not equal to the previous closing balance', async () => {
    expect(await corrupted((tx) => tx.query(`UPDATE saldo_kas SET saldo_awal = saldo_awal + 1000 WHERE akun = 'KAS'`))).toEqual([
      { check: 'saldo_awal_berbeda', count: 1, examples: [`${DAY_2} KAS`] },
    ]);
    // An account carried forward that never moved before that day.
    expect(await corrupted((tx) => tx.query(`INSERT INTO saldo_kas VALUES ($1, $2, '5555555555', 1000)`, [SHOP, DAY_2]))).toEqual([
      { check: 'saldo_awal_berbeda', count: 1, examples: [`${DAY_2} 5555555555`] },
    ]);
    // The accounts' balances stored at the close of the first day (saldo_akun), as the close writes them, then one off.
    const store = (tx: Executor) =>
      tx.query(
        `INSERT INTO saldo_akun (kode_toko, tgl_system, nomor_akun, saldo)
         SELECT kode_toko, $1::date, nomor_akun, sum(debet - kredit) FROM jurnal WHERE tgl_system <= $1::date GROUP BY kode_toko, nomor_akun`,
        [DAY_1],
      );
    expect(await corrupted(store)).toEqual([]);
    const off = async (tx: Executor) => {
      await store(tx);
      await tx.query(`UPDATE saldo_akun SET saldo = saldo + 1000 WHERE nomor_akun = '1-1101'`);
    };
    expect(await corrupted(off)).toEqual([
      { check: 'saldo_awal_berbeda', count: 1, examples: [`${DAY_1} 1-1101`] },
    ]);
  });

  it('stock not equal to its ledger: per tray and per item', async () => {
    // Barang Detail no longer agrees with Barang Summary on that tray either (integrity-reconciliation.test.ts).
    expect(await corrupted((tx) => tx.query('UPDATE barang SET berat = berat + 0.1 WHERE kode_barcode = $1', [piece]))).toEqual([
      { check: 'stok_berbeda', count: 2, examples: ['baki A1', `barang ${piece}`] },
      { check: 'detail_summary_berbeda', count: 1, examples: ['baki G1/A1 detail 10 pcs 23.550 gr summary 10 pcs 23.450 gr'] },
    ]);
    // A piece gone from its tray with no ledger row (still the shop's stock: out as a sample): the ledger still puts it
    // on the tray.
    expect((await corrupted((tx) => tx.query(`UPDATE barang SET status = 'CONTOH' WHERE kode_barcode = $1`, [piece]))).map((c) => c.check)).toEqual([
      'stok_berbeda',
      'detail_summary_berbeda',
      'letak_barang_berbeda',
    ]);
  });

  it('a journal that does not balance, per document and per date', async () => {
    // The deferred balance trigger (migration 019) would refuse it at commit; the transaction is rolled back before.
    const found = await corrupted((tx) =>
      tx.query(
        `INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet) VALUES ($1, $2, $3, 'PENJUALAN', 'TUNAI', 'KAS', '1-1101', 1000)`,
        [SHOP, DAY_2, cashSale],
      ),
    );
    expect(found).toEqual([{ check: 'jurnal_tidak_seimbang', count: 2, examples: [DAY_2, cashSale] }]);
  });

  it('a till or bank account below zero at the end of a day', async () => {
    // A payout the till did not hold, written past the kernel's check: the till ends the second day below zero.
    const found = await corrupted(async (tx) => {
      const [{ saldo }] = await tx.query<{ saldo: number }>(`SELECT sum(jumlah_in - jumlah_out)::bigint AS saldo FROM kas_mutasi WHERE akun = 'KAS'`);
      await tx.query(
        `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_out, input_by)
         VALUES ($1, $2, $3, 'KAS', 'TUNAI', 'PENJUALAN', $4, 'OWNER')`,
        [SHOP, DAY_2, cashSale, Number(saldo) + 1],
      );
    });
    // Booked on a sale, the payout also leaves that sale unequal to its cash.
    expect(found.map((c) => c.check)).toEqual(['saldo_negatif', 'penjualan_bayar_berbeda']);
    expect(found[0]).toEqual({ check: 'saldo_negatif', count: 1, examples: [`${DAY_2} KAS`] });
  });

  it('a bank account below zero at the end of a day, as the till is', async () => {
    // A transfer out of the shop's account (1234567890) for more than it holds, written past the kernel's check.
    const [{ saldo }] = await t.db.query<{ saldo: number }>(`SELECT sum(jumlah_in - jumlah_out)::bigint AS saldo FROM kas_mutasi WHERE akun = $1`, [ACCOUNT]);
    expect(Number(saldo)).toBeGreaterThan(0);
    const found = await corrupted((tx) =>
      tx.query(
        `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_out, input_by)
         VALUES ($1, $2, $3, $4, 'TRANSFER', 'PENJUALAN', $5, 'OWNER')`,
        [SHOP, DAY_2, bankSale, ACCOUNT, Number(saldo) + 1],
      ),
    );
    expect(found.map((c) => c.check)).toEqual(['saldo_negatif', 'penjualan_bayar_berbeda']);
    expect(found[0]).toEqual({ check: 'saldo_negatif', count: 1, examples: [`${DAY_2} ${ACCOUNT}`] });
    // Exactly what it holds paid out leaves it at zero: not below.
    const even = await corrupted((tx) =>
      tx.query(
        `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_out, input_by)
         VALUES ($1, $2, $3, $4, 'TRANSFER', 'PENJUALAN', $5, 'OWNER')`,
        [SHOP, DAY_2, bankSale, ACCOUNT, Number(saldo)],
      ),
    );
    expect(even.map((c) => c.check)).toEqual(['penjualan_bayar_berbeda']);
  });

  it("the books' stock account not equal to the cost of the pieces held for sale", async () => {
    const [{ buku }] = await t.db.query<{ buku: number }>(`SELECT sum(debet - kredit)::bigint AS buku FROM jurnal WHERE nomor_akun = '1-1401'`);
    // A piece's cost changed past the inventory service: the books no longer hold what the pieces cost.
    expect(await corrupted((tx) => tx.query('UPDATE barang SET total_hpp = total_hpp + 1000 WHERE kode_barcode = $1', [piece]))).toEqual([
      { check: 'persediaan_berbeda', count: 1, examples: [`buku ${buku} barang ${Number(buku) + 1000}`] },
    ]);
    // A stock entry of the journal lost.
    const found = await corrupted((tx) => tx.query(`DELETE FROM jurnal WHERE no_dokumen = (SELECT max(no_dokumen) FROM dokumen WHERE jenis = 'NILAI_STOK')`));
    expect(found.map((f) => f.check)).toEqual(['persediaan_berbeda']);
  });

  it('the route names a committed corruption, and nothing once it is undone', async () => {
    const report = async () => (await t.call('GET', '/api/v1/laporan/integritas', { token: shop.owner })).json().data as IntegrityFinding[];
    await t.db.query('UPDATE barang SET berat = berat + 0.5 WHERE kode_barcode = $1', [piece]);
    try {
      expect((await report()).filter((c) => c.count)).toEqual([
        { check: 'stok_berbeda', count: 2, examples: ['baki A1', `barang ${piece}`] },
        { check: 'detail_summary_berbeda', count: 1, examples: ['baki G1/A1 detail 10 pcs 23.950 gr summary 10 pcs 23.450 gr'] },
      ]);
    } finally {
      await t.db.query('UPDATE barang SET berat = berat - 0.5 WHERE kode_barcode = $1', [piece]);
    }
    expect((await report()).every((c) => c.count === 0)).toBe(true);
    expect(await integrityChecks(t.db, SHOP)).toEqual(await report());
  });
});
