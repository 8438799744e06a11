// The dashboard's calls (spec section 7, cash-pusat/*) on one business day worked out by hand, sales and a buy-back
// posted through their own calls, manual income and expense (KAS_MANUAL) and a service written into the kernel's tables:
//   sales: A 2,500,000 cash; B 1,500,000 by transfer (not validated); C 800,000 by transfer (validated); E 700,000
//          cash, cancelled. Each piece 2.345 g.
//   buy-back: 3.000 g for 2,385,000 cash.  service: 150,000.
//   till: yesterday SETORAN +500,000; today A +2,500,000, E +700,000 -700,000, buy-back -2,385,000, LISTRIK -300,000,
//         SETORAN +1,000,000, GAJI -50,000 cancelled (+50,000)                        -> opens 500,000, closes 1,315,000
//   BCA 1234567890: B +1,500,000, C +800,000                                         -> 2,300,000
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { ACCOUNT, authorize, cash, customer, newPiece, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { insertManual, seedKodeTransaksi } from '../helpers/kas-rows';

let shop: SaleShop;
let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
let yesterday: string;
type Row = Record<string, unknown>;

async function sellTagged(price: number, pembayaran: unknown[]): Promise<string> {
  const code = await newPiece(shop, { harga_total: price });
  const res = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_jual;
}

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, owner, kasir, tgl } = shop);
  yesterday = new Date(Date.parse(`${tgl}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await seedBuybackMasters(t.db);
  await seedKodeTransaksi(t.db);
  await t.db.query(`UPDATE master_rekening SET nama_bank = 'Bank Central Asia' WHERE no_rekening = $1`, [ACCOUNT]);

  const shopOf = { kode_toko: 'TOKO01' };
  await insertManual(t.db, { ...shopOf, no: 'KM-0', tgl: yesterday, akun: 'KAS', kategori: 'SETORAN', keterangan: 'Modal awal', jumlah_in: 500_000 });
  await sellTagged(2_500_000, [cash(2_500_000)]);
  await sellTagged(1_500_000, [transfer(1_500_000)]);
  const c = await sellTagged(800_000, [transfer(800_000)]);
  await t.db.query(
    `INSERT INTO dokumen_bayar_validasi (no_dokumen, baris, kode_toko, no_rekening, tgl_system, oleh) VALUES ($1, 1, 'TOKO01', $2, $3, 'SPV1')`,
    [c, ACCOUNT, tgl],
  );
  const e = await sellTagged(700_000, [cash(700_000)]);
  const cancel = await t.call('POST', `/api/v1/penjualan/${e}/batal`, {
    token: owner,
    body: { alasan: 'Batal beli', authorization_id: await authorize(t, owner, 'BATAL_PENJUALAN') },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const buy = await postAs(t, kasir, 'pembelian', { ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] });
  expect(buy.statusCode, buy.body).toBe(201);
  await insertManual(t.db, { ...shopOf, no: 'KM-1', tgl, akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Token listrik', jumlah_out: 300_000 });
  await insertManual(t.db, { ...shopOf, no: 'KM-2', tgl, akun: 'KAS', kategori: 'SETORAN', keterangan: 'Modal', jumlah_in: 1_000_000 });
  await insertManual(t.db, { ...shopOf, no: 'KM-3', tgl, akun: 'KAS', kategori: 'GAJI', keterangan: 'Salah', jumlah_out: 50_000, batal: tgl });
  // A service, as its issue will write it: only its total counts here.
  await t.db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('SV-1', 'SERVICE', 'TOKO01', $1, 150000, 150000, 'OWNER')`,
    [tgl],
  );
  await t.db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('SV-1', 'OPEN', $1, 'OWNER')`, [tgl]);
}, 120_000);
afterAll(() => t.close());

async function answer(path: string, token = kasir): Promise<Row> {
  const res = await t.call('GET', `/api/v1/cash-pusat/${path}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
}
const total = (points: { y: number }[]) => points.reduce((s, p) => s + p.y, 0);
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

describe('cash-pusat/daily-transaction-chart', () => {
  it("answers a list whose first item holds the day's four totals and the grams sold and bought back per hour", async () => {
    const { data } = (await answer('daily-transaction-chart')) as { data: { values: Row; resultGram: { key: string; values: { x: string; y: number }[] }[] }[] };
    expect(data).toHaveLength(1);
    expect(data[0].values).toEqual({ total_penjualan: 4_800_000, total_pembelian: 2_385_000, total_service: 150_000, total_hutang: 0 });
    expect(data[0].resultGram.map((s) => s.key)).toEqual(['datagram_penjualan', 'datagram_pembelian']);
    for (const s of data[0].resultGram) expect(s.values.map((p) => p.x)).toEqual(HOURS);
    expect(total(data[0].resultGram[0].values)).toBeCloseTo(7.035, 6);
    expect(total(data[0].resultGram[1].values)).toBeCloseTo(3, 6);
  });
});

describe('cash-pusat/period-transaction-chart', () => {
  it('answers the four kinds per day of a month, or per month of a year', async () => {
    const month = (await answer(`period-transaction-chart?period=${tgl.slice(0, 7)}`)) as { data: { key: string; values: Row[] }[] };
    expect(month.data.map((s) => s.key)).toEqual(['total_penjualan', 'total_pembelian', 'total_service', 'total_hutang']);
    const day = month.data[0].values.find((p) => p.x === tgl.slice(8, 10))!;
    expect(day).toEqual({ x: tgl.slice(8, 10), y: 4_800_000, berat: 7.035, jumlah: 3 });
    expect(total(month.data[1].values as { y: number }[])).toBe(2_385_000);

    const year = (await answer(`period-transaction-chart?period=${tgl.slice(0, 4)}`)) as { data: { key: string; values: Row[] }[] };
    expect(year.data[0].values).toHaveLength(12);
    expect(year.data[0].values.find((p) => p.x === tgl.slice(5, 7))).toEqual({ x: tgl.slice(5, 7), y: 4_800_000, berat: 7.035, jumlah: 3 });
    expect(total(year.data[2].values as { y: number }[])).toBe(150_000);
  });

  it('refuses a period that is not a month or a year', async () => {
    for (const period of ['2026-13', '26-01', 'bulan']) {
      const res = await t.call('GET', `/api/v1/cash-pusat/period-transaction-chart?period=${period}`, { token: kasir });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Periode Tidak Valid');
    }
  });
});

describe('cash-pusat/daily-cash-chart', () => {
  it("answers each money account's day, the till first", async () => {
    const { data } = await answer('daily-cash-chart');
    expect(data).toEqual([
      { akun: 'KAS', nama_akun: 'Kas', saldo_awal: 500_000, masuk: 4_250_000, keluar: 3_435_000, saldo_akhir: 1_315_000, x: 'Kas', y: 1_315_000 },
      {
        akun: ACCOUNT,
        nama_akun: 'Toko Emas Kilau (BCA)',
        saldo_awal: 0,
        masuk: 2_300_000,
        keluar: 0,
        saldo_akhir: 2_300_000,
        x: 'Toko Emas Kilau (BCA)',
        y: 2_300_000,
      },
    ]);
  });
});

describe('cash-pusat/daily-biaya', () => {
  it("answers a day's expenses per Kode Transaksi, income and cancelled entries left out", async () => {
    expect(await answer('daily-biaya')).toEqual({
      status: 'success',
      tgl_system: tgl,
      total: 300_000,
      data: [{ kategori: 'LISTRIK', nama_transaksi: 'Biaya Listrik', jumlah_in: 0, jumlah_out: 300_000, jumlah: 300_000, x: 'Biaya Listrik', y: 300_000 }],
    });
    expect(await answer(`daily-biaya?tgl_system=${yesterday}`)).toEqual({ status: 'success', tgl_system: yesterday, total: 0, data: [] });
  });

  it('refuses a date that does not exist', async () => {
    const res = await t.call('GET', '/api/v1/cash-pusat/daily-biaya?tgl_system=2026-02-30', { token: kasir });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tanggal Tidak Valid');
  });
});

describe('cash-pusat/outstand-noncash', () => {
  it('answers the card, transfer and QRIS payments not validated by the day, per account and kind', async () => {
    expect(await answer('outstand-noncash')).toEqual({
      status: 'success',
      tgl_system: tgl,
      total: 1_500_000,
      data: [
        { no_rekening: ACCOUNT, nama_bank: 'Bank Central Asia', jenis: 'TRANSFER', jumlah_pembayaran: 1, tgl_terlama: tgl, masuk: 1_500_000, keluar: 0, jumlah: 1_500_000 },
      ],
    });
    expect((await answer(`outstand-noncash?tgl_system=${yesterday}`)).data).toEqual([]);
  });
});

describe('cash-pusat/daily-specific-chart', () => {
  it('answers one kind per hour of the business date or per day of its month', async () => {
    const today = (await answer('daily-specific-chart?kategori=PENJUALAN&type=today')) as { data: Row[] };
    expect(today.data.map((p) => p.x)).toEqual(HOURS);
    expect(today.data.reduce((s, p) => s + Number(p.jumlah), 0)).toBe(3);
    expect(total(today.data as { y: number }[])).toBe(4_800_000);

    const monthly = (await answer('daily-specific-chart?kategori=PEMBELIAN&type=monthly')) as { data: Row[] };
    expect(monthly.data.find((p) => p.x === tgl.slice(8, 10))).toEqual({ x: tgl.slice(8, 10), y: 2_385_000, berat: 3, jumlah: 1 });
    expect(total((await answer('daily-specific-chart?kategori=HUTANG&type=monthly')).data as { y: number }[])).toBe(0);
  });

  it('refuses an unknown kind', async () => {
    expect((await t.call('GET', '/api/v1/cash-pusat/daily-specific-chart?kategori=EMAS&type=today', { token: kasir })).statusCode).toBe(400);
  });
});

describe('the gate', () => {
  it('needs a login', async () => {
    expect((await t.call('GET', '/api/v1/cash-pusat/daily-cash-chart')).statusCode).toBe(401);
  });
});
