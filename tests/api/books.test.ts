// Books that prove themselves (issue 11, section 7): the trial balance (GET laporan/neraca-saldo?tgl), the general
// ledger of one account (laporan/buku-besar) and the daily journal (laporan/jurnal-harian), all read from the journal
// rows. A small case worked out by hand on the first day; then a day of every kind of document (sales in cash and by
// transfer, a trade-in, deposits paid off, refunded and forfeited, cancelled sales, buy-backs and trade-ins), after
// which debit equals credit on every date, the trial balance of the first day is unchanged, and the cash account's
// running balance ends at what the till holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { SaleShop } from '../helpers/sale-fixture';
import { buyback, cash, dayOfEverything, onDay, sale, startBookShop } from '../helpers/books-fixture';

const DAY_1 = '2026-11-20';
const DAY_2 = '2026-11-21';

let shop: SaleShop;
let t: TestApp;
type Row = Record<string, unknown>;

beforeAll(async () => {
  shop = await startBookShop();
  t = shop.t;
  await onDay(shop, DAY_1);
  await sale(shop, 3_000_000, 2_400_000, [cash(3_000_000)]);
  await buyback(shop);
});
afterAll(() => t.close());

const get = async (path: string, token = shop.owner) => {
  const res = await t.call('GET', `/api/v1/${path}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
const trialBalance = (tgl: string) => get(`laporan/neraca-saldo?tgl=${tgl}`);
const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + Number(r[field] ?? 0), 0);

describe('the trial balance (GET laporan/neraca-saldo?tgl)', () => {
  it('is worked out by hand for a cash sale and a cash buy-back', async () => {
    // The piece came in at its cost 2.400.000: stock debit, the opening stock it was brought in as credit. The sale: at
    // its tag price 3.000.000 paid in cash: Kas 3.000.000 debit, gold sales 3.000.000 credit; its cost 2.400.000 from
    // stock (credit, back to 0) to cost of sales (debit). The buy-back of 3 g at 800.000 less 5.000/g = 2.385.000 in
    // cash: scrap stock debit, Kas credit. Kas nets 615.000 on the debit side.
    const rows = await trialBalance(DAY_1);
    expect(rows).toEqual([
      { nomor_akun: '1-1101', nama_akun: 'Kas Toko', debit: 615_000, kredit: 0 },
      { nomor_akun: '1-1401', nama_akun: 'Persediaan Emas Siap Jual', debit: 0, kredit: 0 },
      { nomor_akun: '1-1402', nama_akun: 'Persediaan Emas Rongsok', debit: 2_385_000, kredit: 0 },
      { nomor_akun: '3-1301', nama_akun: 'Modal Persediaan Awal', debit: 0, kredit: 2_400_000 },
      { nomor_akun: '4-1101', nama_akun: 'Penjualan Emas', debit: 0, kredit: 3_000_000 },
      { nomor_akun: '5-1101', nama_akun: 'Harga Pokok Penjualan', debit: 2_400_000, kredit: 0 },
    ]);
    expect(sum(rows, 'debit')).toBe(5_400_000);
    expect(sum(rows, 'kredit')).toBe(5_400_000);
    // The day before: nothing yet.
    expect(await trialBalance('2026-11-19')).toEqual([]);
  });

  it('balances after a day of every kind of document, and leaves the earlier day as it was', async () => {
    const before = await trialBalance(DAY_1);
    await onDay(shop, DAY_2);
    await dayOfEverything(shop);
    const rows = await trialBalance(DAY_2);
    expect(sum(rows, 'debit')).toBeGreaterThan(5_400_000);
    expect(sum(rows, 'debit')).toBe(sum(rows, 'kredit'));
    // Each account on one side only: its net balance.
    for (const r of rows) expect(Number(r.debit) === 0 || Number(r.kredit) === 0, JSON.stringify(r)).toBe(true);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(rows.map(() => ['debit', 'kredit', 'nama_akun', 'nomor_akun']));
    // Per account, the net balance is what the journal holds up to the date.
    const net = await t.db.query<{ nomor_akun: string; saldo: number }>(
      `SELECT nomor_akun, sum(debet - kredit)::int8 AS saldo FROM jurnal WHERE kode_toko = 'TOKO01' AND tgl_system <= $1 GROUP BY nomor_akun ORDER BY nomor_akun`,
      [DAY_2],
    );
    expect(rows.map((r) => ({ nomor_akun: r.nomor_akun, saldo: Number(r.debit) - Number(r.kredit) }))).toEqual(net);
    // The forfeited deposit's 250.000 is other income now; the trade-in's clearing account nets to zero.
    expect(rows.find((r) => r.nomor_akun === '4-1901')).toMatchObject({ debit: 0, kredit: 250_000 });
    expect(rows.find((r) => r.nomor_akun === '1-1990')).toMatchObject({ debit: 0, kredit: 0 });
    expect(await trialBalance(DAY_1)).toEqual(before);
  });

  it('is open to a supervisor by default, refused without a date, and to a cashier', async () => {
    const spv = await t.login('SPV1', 'rahasia123');
    expect(await get(`laporan/neraca-saldo?tgl=${DAY_1}`, spv)).toHaveLength(6);
    const res = await t.call('GET', '/api/v1/laporan/neraca-saldo', { token: shop.owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tanggal Tidak Boleh Kosong');
    expect((await t.call('GET', `/api/v1/laporan/neraca-saldo?tgl=${DAY_2}`, { token: shop.kasir })).statusCode).toBe(403);
  });
});

describe('the general ledger (GET laporan/buku-besar)', () => {
  const ledger = (akun: string, from: string, to: string) => get(`laporan/buku-besar?nomor_akun=${akun}&tgl_from=${from}&tgl_to=${to}`);

  it('opens with the balance before the period and runs it through every row of the account', async () => {
    const rows = await ledger('1-1101', DAY_2, DAY_2);
    expect(rows[0]).toEqual({ tanggal: DAY_2, no_dokumen: null, keterangan: 'Saldo Awal', debit: 0, kredit: 0, saldo: 615_000 });
    let saldo = 615_000;
    for (const r of rows.slice(1)) {
      saldo += Number(r.debit) - Number(r.kredit);
      expect(r.saldo, JSON.stringify(r)).toBe(saldo);
      expect(r.tanggal).toBe(DAY_2);
      expect(r.no_dokumen).toMatch(/^(JL|BL|TP)-TOKO01-20261121-/);
    }
    // The Kas account ends where the trial balance has it, and at what the till (kas_mutasi KAS) holds.
    const kas = (await trialBalance(DAY_2)).find((r) => r.nomor_akun === '1-1101')!;
    expect(saldo).toBe(Number(kas.debit) - Number(kas.kredit));
    const [till] = await t.db.query<{ saldo: number }>(`SELECT sum(jumlah_in - jumlah_out)::int8 AS saldo FROM kas_mutasi WHERE akun = 'KAS'`);
    expect(saldo).toBe(till.saldo);
  });

  it('starts from zero before the first journal row, day one then day two', async () => {
    const rows = await ledger('1-1101', DAY_1, DAY_2);
    expect(rows.slice(0, 3)).toEqual([
      { tanggal: DAY_1, no_dokumen: null, keterangan: 'Saldo Awal', debit: 0, kredit: 0, saldo: 0 },
      expect.objectContaining({ tanggal: DAY_1, no_dokumen: 'JL-TOKO01-20261120-0001', debit: 3_000_000, kredit: 0, saldo: 3_000_000 }),
      expect.objectContaining({ tanggal: DAY_1, no_dokumen: 'BL-TOKO01-20261120-0001', debit: 0, kredit: 2_385_000, saldo: 615_000 }),
    ]);
    expect(rows.slice(3).every((r) => r.tanggal === DAY_2)).toBe(true);
  });

  it('offers every account of the chart, and wants one', async () => {
    const accounts = await get('laporan/akun');
    expect(accounts).toContainEqual({ nomor_akun: '1-1101', nama_akun: 'Kas Toko', kelompok: 'ASET' });
    const res = await t.call('GET', `/api/v1/laporan/buku-besar?tgl_from=${DAY_1}&tgl_to=${DAY_2}`, { token: shop.owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Filter Tidak Boleh Kosong');
  });
});

describe('the daily journal (GET laporan/jurnal-harian)', () => {
  it('groups the day by document, each balanced, the day too', async () => {
    const rows = await get(`laporan/jurnal-harian?tanggal=${DAY_2}`);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(DISTINCT no_dokumen)::int AS n FROM jurnal WHERE tgl_system = $1`, [DAY_2]);
    expect(rows).toHaveLength(n);
    for (const r of rows) {
      const lines = r.detail as Row[];
      expect(r.debit, String(r.no_dokumen)).toBe(r.kredit);
      expect(sum(lines, 'debit')).toBe(r.debit);
      expect(sum(lines, 'kredit')).toBe(r.kredit);
    }
    expect(sum(rows, 'debit')).toBe(sum(rows, 'kredit'));
    const first = await get(`laporan/jurnal-harian?tanggal=${DAY_1}`);
    expect(first.map((r) => [r.no_dokumen, r.jurnal, r.debit, r.kredit])).toEqual([
      ['NS-TOKO01-20261120-0001', 'NILAI_STOK', 2_400_000, 2_400_000],
      ['JL-TOKO01-20261120-0001', 'PENJUALAN', 5_400_000, 5_400_000],
      ['BL-TOKO01-20261120-0001', 'PEMBELIAN', 2_385_000, 2_385_000],
    ]);
    expect(first[0].detail).toEqual([
      { jurnal: 'STOK/TAMBAH PERSEDIAAN', nomor_akun: '1-1401', nama_akun: 'Persediaan Emas Siap Jual', debit: 2_400_000, kredit: 0 },
      { jurnal: 'STOK/TAMBAH MODAL_STOK', nomor_akun: '3-1301', nama_akun: 'Modal Persediaan Awal', debit: 0, kredit: 2_400_000 },
    ]);
    expect(first[2].detail).toEqual([
      { jurnal: 'PEMBELIAN/TUNAI PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', nama_akun: 'Persediaan Emas Rongsok', debit: 2_385_000, kredit: 0 },
      { jurnal: 'PEMBELIAN/TUNAI KAS', nomor_akun: '1-1101', nama_akun: 'Kas Toko', debit: 0, kredit: 2_385_000 },
    ]);
  });
});
