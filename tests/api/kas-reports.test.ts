// The money reports (issue 11 section 8) on two business days worked out by hand: real sales, a buy-back, a cancelled
// sale and the close of the first day through their own calls, manual income and expense (KAS_MANUAL) written into the
// kernel's tables. Another shop's money never counts.
//
// Day 1 (2026-03-02), closed with Rp 2,150,000 counted:
//   till: sale A +2,500,000 (3,000,000 cash, 500,000 change), KM-1 LISTRIK -300,000 (2,200,000 expected),
//         the close's SELISIH KAS -50,000                                                      -> 2,150,000
//   BCA 1234567890: sale B by transfer +1,500,000, KM-2 SETORAN +1,000,000                      -> 2,500,000
// Day 2 (2026-03-03), the business date, open:
//   till: sale C +1,000,000 and its cancellation -1,000,000, sale D +2,000,000, buy-back -2,385,000,
//         KM-3 GAJI -500,000, KM-4 LISTRIK -100,000 cancelled (+100,000)                       -> 1,265,000
//   9876543210: KM-5 SETORAN +200,000                                                           -> 200,000
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { OWNER, setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize, cash, customer, newPiece, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { insertManual, seedKodeTransaksi } from '../helpers/kas-rows';

const D1 = '2026-03-02';
const D2 = '2026-03-03';
const D3 = '2026-03-04';
const OTHER_ACCOUNT = '9876543210';

let shop: SaleShop;
let t: TestApp;
let owner: string;
let kasir: string;
type Row = Record<string, unknown>;
const no: Record<'A' | 'B' | 'C' | 'D' | 'P' | 'SK', string> = { A: '', B: '', C: '', D: '', P: '', SK: '' };

/** A sale of one piece at its tag price by the cashier: its number. */
async function sellTagged(price: number, pembayaran: unknown[]): Promise<string> {
  const code = await newPiece(shop, { harga_total: price });
  const res = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_jual;
}

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, owner, kasir } = shop);
  await seedBuybackMasters(t.db);
  await seedKodeTransaksi(t.db);
  await t.db.query(`UPDATE master_rekening SET nama_bank = 'Bank Central Asia' WHERE no_rekening = $1`, [ACCOUNT]);
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('TOKO02', 'Toko Lain', 'Jl. Lain', 'CABANG')`);

  await setBusinessDate(t.db, D1);
  no.A = await sellTagged(2_500_000, [cash(3_000_000)]);
  no.B = await sellTagged(1_500_000, [transfer(1_500_000)]);
  await insertManual(t.db, { no: 'KM-1', kode_toko: 'TOKO01', tgl: D1, akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Token listrik Maret', jumlah_out: 300_000 });
  await insertManual(t.db, { no: 'KM-2', kode_toko: 'TOKO01', tgl: D1, akun: ACCOUNT, kategori: 'SETORAN', keterangan: 'Modal pemilik', jumlah_in: 1_000_000 });
  await insertManual(t.db, { no: 'KM-8', kode_toko: 'TOKO02', tgl: D1, akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Toko lain', jumlah_out: 999_000 });
  await insertManual(t.db, { no: 'KM-9', kode_toko: 'TOKO02', tgl: D1, akun: '5550001112', kategori: 'SETORAN', keterangan: 'Toko lain', jumlah_in: 10_000 });
  const close = await t.call('POST', '/api/v1/tutup-toko', {
    token: owner,
    body: { authorization_id: await authorize(t, owner, 'TUTUP_TOKO'), kas_fisik: 2_150_000, alasan_selisih: 'Kurang hitung kembalian' },
  });
  expect(close.statusCode, close.body).toBe(200);
  expect(close.json().data).toEqual({ tgl_system_lama: D1, tgl_system: D2 });
  [{ no_selisih: no.SK }] = await t.db.query<{ no_selisih: string }>('SELECT no_selisih FROM tutup_toko WHERE tgl_system = $1', [D1]);

  no.C = await sellTagged(1_000_000, [cash(1_000_000)]);
  const cancel = await t.call('POST', `/api/v1/penjualan/${no.C}/batal`, {
    token: owner,
    body: { alasan: 'Salah ukuran', authorization_id: await authorize(t, owner, 'BATAL_PENJUALAN') },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  no.D = await sellTagged(2_000_000, [cash(2_000_000)]);
  const buy = await postAs(t, kasir, 'pembelian', { ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] });
  expect(buy.statusCode, buy.body).toBe(201);
  no.P = buy.json().data.no_faktur_beli;
  await insertManual(t.db, { no: 'KM-3', kode_toko: 'TOKO01', tgl: D2, akun: 'KAS', kategori: 'GAJI', keterangan: 'Gaji harian', jumlah_out: 500_000 });
  await insertManual(t.db, { no: 'KM-4', kode_toko: 'TOKO01', tgl: D2, akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Dobel', jumlah_out: 100_000, batal: D2 });
  await insertManual(t.db, { no: 'KM-5', kode_toko: 'TOKO01', tgl: D2, akun: OTHER_ACCOUNT, kategori: 'SETORAN', keterangan: 'Setoran cabang', jumlah_in: 200_000 });
}, 120_000);
afterAll(() => t.close());

const get = (path: string, token = owner) => t.call('GET', `/api/v1/${path}`, { token });
async function rows(path: string): Promise<Row[]> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}
const pick = (r: Row, fields: string[]) => Object.fromEntries(fields.filter((f) => f in r).map((f) => [f, r[f]]));
const DAY = ['tanggal', 'saldo_awal', 'jumlah_in', 'jumlah_out', 'saldo_akhir'];
const MOVE = ['no_dokumen', 'kategori', 'jumlah_in', 'jumlah_out', 'saldo_akhir'];
const move = (no_dokumen: string, kategori: string, jumlah_in: number, jumlah_out: number, saldo_akhir: number) => ({ no_dokumen, kategori, jumlah_in, jumlah_out, saldo_akhir });
const sum = (list: Row[], field: string) => list.reduce((s, r) => s + Number(r[field]), 0);

describe('Laporan Kas Harian (reportkas/kas-harian)', () => {
  // A manual entry's kategori is its Kode Transaksi, named by its master; the kernel's own kategori are codes.
  it('gives each day the till opening, every movement with the balance after it, and the closing', async () => {
    const data = await rows(`reportkas/kas-harian?tgl_from=${D1}&tgl_to=${D2}`);
    expect(data.map((r) => pick(r, DAY))).toEqual([
      { tanggal: D1, saldo_awal: 0, jumlah_in: 2_500_000, jumlah_out: 350_000, saldo_akhir: 2_150_000 },
      { tanggal: D2, saldo_awal: 2_150_000, jumlah_in: 3_100_000, jumlah_out: 3_985_000, saldo_akhir: 1_265_000 },
    ]);
    expect((data[0].detail as Row[]).map((r) => pick(r, MOVE))).toEqual([
      move(no.A, 'PENJUALAN', 2_500_000, 0, 2_500_000),
      move('KM-1', 'Biaya Listrik', 0, 300_000, 2_200_000),
      move(no.SK, 'SELISIH KAS', 0, 50_000, 2_150_000),
    ]);
    expect((data[0].detail as Row[])[1].keterangan).toBe('Token listrik Maret');
    expect((data[1].detail as Row[]).map((r) => pick(r, MOVE))).toEqual([
      move(no.C, 'PENJUALAN', 1_000_000, 0, 3_150_000),
      move(no.C, 'BATAL PENJUALAN', 0, 1_000_000, 2_150_000),
      move(no.D, 'PENJUALAN', 2_000_000, 0, 4_150_000),
      move(no.P, 'PEMBELIAN', 0, 2_385_000, 1_765_000),
      move('KM-3', 'Gaji Karyawan', 0, 500_000, 1_265_000),
      move('KM-4', 'Biaya Listrik', 0, 100_000, 1_165_000),
      move('KM-4', 'BATAL KAS MANUAL', 100_000, 0, 1_265_000),
    ]);
  });

  it('opens a later range with every row before it, and stops at the business date', async () => {
    expect((await rows(`reportkas/kas-harian?tgl_from=${D2}&tgl_to=${D2}`)).map((r) => pick(r, DAY))).toEqual([
      { tanggal: D2, saldo_awal: 2_150_000, jumlah_in: 3_100_000, jumlah_out: 3_985_000, saldo_akhir: 1_265_000 },
    ]);
    expect((await rows(`reportkas/kas-harian?tgl_from=${D1}&tgl_to=${D3}`)).map((r) => r.tanggal)).toEqual([D1, D2]);
  });

  it('is for supervisors and up, not a cashier', async () => {
    expect((await get(`reportkas/kas-harian?tgl_from=${D1}&tgl_to=${D2}`, kasir)).statusCode).toBe(403);
  });
});

describe('Laporan Buku Bank (reportkas/buku-bank)', () => {
  it("offers the accounts the shop's ledger used, named by their bank", async () => {
    expect(await rows('reportkas/rekening')).toEqual([
      { no_rekening: ACCOUNT, nama_rekening: 'Toko Emas Kilau', nama_bank: 'Bank Central Asia' },
      { no_rekening: OTHER_ACCOUNT, nama_rekening: '', nama_bank: '' },
    ]);
  });

  it('books every account per day (ALL), or the one chosen', async () => {
    const data = await rows(`reportkas/buku-bank?tgl_from=${D1}&tgl_to=${D2}&no_rekening=ALL`);
    expect(data.map((r) => pick(r, ['no_rekening', 'nama_bank', ...DAY]))).toEqual([
      { no_rekening: ACCOUNT, nama_bank: 'Bank Central Asia', tanggal: D1, saldo_awal: 0, jumlah_in: 2_500_000, jumlah_out: 0, saldo_akhir: 2_500_000 },
      { no_rekening: ACCOUNT, nama_bank: 'Bank Central Asia', tanggal: D2, saldo_awal: 2_500_000, jumlah_in: 0, jumlah_out: 0, saldo_akhir: 2_500_000 },
      { no_rekening: OTHER_ACCOUNT, nama_bank: '', tanggal: D1, saldo_awal: 0, jumlah_in: 0, jumlah_out: 0, saldo_akhir: 0 },
      { no_rekening: OTHER_ACCOUNT, nama_bank: '', tanggal: D2, saldo_awal: 0, jumlah_in: 200_000, jumlah_out: 0, saldo_akhir: 200_000 },
    ]);
    expect((data[0].detail as Row[]).map((r) => pick(r, [...MOVE, 'jenis_bayar', 'keterangan']))).toEqual([
      { ...move(no.B, 'PENJUALAN', 1_500_000, 0, 1_500_000), jenis_bayar: 'TRANSFER', keterangan: customer.nama_customer },
      { ...move('KM-2', 'Setoran Modal', 1_000_000, 0, 2_500_000), jenis_bayar: 'TRANSFER', keterangan: 'Modal pemilik' },
    ]);
    expect(data[1].detail).toEqual([]);

    const one = await rows(`reportkas/buku-bank?tgl_from=${D2}&tgl_to=${D2}&no_rekening=${ACCOUNT}`);
    expect(one.map((r) => pick(r, ['no_rekening', ...DAY]))).toEqual([
      { no_rekening: ACCOUNT, tanggal: D2, saldo_awal: 2_500_000, jumlah_in: 0, jumlah_out: 0, saldo_akhir: 2_500_000 },
    ]);
  });
});

describe('Laporan Saldo Transaksi Harian (reportkas/saldo-harian)', () => {
  const path = `reportkas/saldo-harian?tgl_from=${D1}&tgl_to=${D2}`;

  it('is behind DAILY_SALDO_TRANSACTION_REPORT_MODULE', async () => {
    await t.setModule('DAILY_SALDO_TRANSACTION_REPORT_MODULE', false);
    expect((await get(path)).statusCode).toBe(403);
  });

  it('sums each day and kategori over the till and the accounts, per account beneath, with totals that are the balances', async () => {
    await t.setModule('DAILY_SALDO_TRANSACTION_REPORT_MODULE', true);
    const data = await rows(path);
    expect(data.map((r) => pick(r, ['tanggal', 'kategori', 'nama_kategori', 'jumlah_in', 'jumlah_out', 'netto']))).toEqual([
      { tanggal: D1, kategori: 'LISTRIK', nama_kategori: 'Biaya Listrik', jumlah_in: 0, jumlah_out: 300_000, netto: -300_000 },
      { tanggal: D1, kategori: 'PENJUALAN', nama_kategori: '', jumlah_in: 4_000_000, jumlah_out: 0, netto: 4_000_000 },
      { tanggal: D1, kategori: 'SELISIH KAS', nama_kategori: '', jumlah_in: 0, jumlah_out: 50_000, netto: -50_000 },
      { tanggal: D1, kategori: 'SETORAN', nama_kategori: 'Setoran Modal', jumlah_in: 1_000_000, jumlah_out: 0, netto: 1_000_000 },
      { tanggal: D2, kategori: 'BATAL KAS MANUAL', nama_kategori: '', jumlah_in: 100_000, jumlah_out: 0, netto: 100_000 },
      { tanggal: D2, kategori: 'BATAL PENJUALAN', nama_kategori: '', jumlah_in: 0, jumlah_out: 1_000_000, netto: -1_000_000 },
      { tanggal: D2, kategori: 'GAJI', nama_kategori: 'Gaji Karyawan', jumlah_in: 0, jumlah_out: 500_000, netto: -500_000 },
      { tanggal: D2, kategori: 'LISTRIK', nama_kategori: 'Biaya Listrik', jumlah_in: 0, jumlah_out: 100_000, netto: -100_000 },
      { tanggal: D2, kategori: 'PEMBELIAN', nama_kategori: '', jumlah_in: 0, jumlah_out: 2_385_000, netto: -2_385_000 },
      { tanggal: D2, kategori: 'PENJUALAN', nama_kategori: '', jumlah_in: 3_000_000, jumlah_out: 0, netto: 3_000_000 },
      { tanggal: D2, kategori: 'SETORAN', nama_kategori: 'Setoran Modal', jumlah_in: 200_000, jumlah_out: 0, netto: 200_000 },
    ]);
    expect(data[1].detail).toEqual([
      { akun: 'KAS', nama_bank: '', jumlah_in: 2_500_000, jumlah_out: 0, netto: 2_500_000 },
      { akun: ACCOUNT, nama_bank: 'Bank Central Asia', jumlah_in: 1_500_000, jumlah_out: 0, netto: 1_500_000 },
    ]);
    // The period's net over every account is what the till and the accounts hold at its end.
    expect([sum(data, 'jumlah_in'), sum(data, 'jumlah_out'), sum(data, 'netto')]).toEqual([8_300_000, 4_335_000, 1_265_000 + 2_500_000 + 200_000]);
  });
});

describe('Laporan Biaya Per Kategori (reportkas/biaya)', () => {
  it('lists every Kode Transaksi with the manual money of the period, cancelled entries and other shops left out', async () => {
    const data = await rows(`reportkas/biaya?tgl_from=${D1}&tgl_to=${D2}&jenis_transaksi=ALL`);
    expect(data.map((r) => pick(r, ['kategori', 'nama_transaksi', 'jenis_transaksi', 'jumlah_dokumen', 'jumlah_in', 'jumlah_out']))).toEqual([
      { kategori: 'GAJI', nama_transaksi: 'Gaji Karyawan', jenis_transaksi: 'KELUAR', jumlah_dokumen: 1, jumlah_in: 0, jumlah_out: 500_000 },
      { kategori: 'LISTRIK', nama_transaksi: 'Biaya Listrik', jenis_transaksi: 'KELUAR', jumlah_dokumen: 1, jumlah_in: 0, jumlah_out: 300_000 },
      { kategori: 'SEWA', nama_transaksi: 'Sewa Toko', jenis_transaksi: 'KELUAR', jumlah_dokumen: 0, jumlah_in: 0, jumlah_out: 0 },
      { kategori: 'SETORAN', nama_transaksi: 'Setoran Modal', jenis_transaksi: 'MASUK', jumlah_dokumen: 2, jumlah_in: 1_200_000, jumlah_out: 0 },
    ]);
    expect(data[1].detail).toEqual([
      { tanggal: D1, no_dokumen: 'KM-1', keterangan: 'Token listrik Maret', akun: 'KAS', jumlah_in: 0, jumlah_out: 300_000, input_by: OWNER.user_id },
    ]);
    expect((data[3].detail as Row[]).map((r) => [r.no_dokumen, r.akun, r.jumlah_in])).toEqual([
      ['KM-2', ACCOUNT, 1_000_000],
      ['KM-5', OTHER_ACCOUNT, 200_000],
    ]);
  });

  it('keeps to the expenses or the income when asked', async () => {
    const keluar = await rows(`reportkas/biaya?tgl_from=${D1}&tgl_to=${D2}&jenis_transaksi=KELUAR`);
    expect(keluar.map((r) => r.kategori)).toEqual(['GAJI', 'LISTRIK', 'SEWA']);
    expect(sum(keluar, 'jumlah_out')).toBe(800_000);
    const d2 = await rows(`reportkas/biaya?tgl_from=${D2}&tgl_to=${D2}&jenis_transaksi=MASUK`);
    expect(d2.map((r) => pick(r, ['kategori', 'jumlah_dokumen', 'jumlah_in']))).toEqual([{ kategori: 'SETORAN', jumlah_dokumen: 1, jumlah_in: 200_000 }]);
  });
});

describe('Laporan Tutup Toko (reportkas/tutup-toko)', () => {
  it('shows the closed day (cash expected and counted, documents, balances carried, prices logged) and the open one', async () => {
    const data = await rows(`reportkas/tutup-toko?tgl_from=${D1}&tgl_to=${D2}`);
    const fields = ['tanggal', 'status', 'ditutup_by', 'kas_sistem', 'kas_fisik', 'selisih', 'jumlah_jual', 'total_jual', 'jumlah_beli', 'total_beli'];
    expect(data.map((r) => pick(r, fields))).toEqual([
      {
        tanggal: D1,
        status: 'TUTUP',
        ditutup_by: OWNER.user_id,
        kas_sistem: 2_200_000,
        kas_fisik: 2_150_000,
        selisih: -50_000,
        jumlah_jual: 2,
        total_jual: 4_000_000,
        jumlah_beli: 0,
        total_beli: 0,
      },
      {
        tanggal: D2,
        status: 'BUKA',
        ditutup_by: null,
        kas_sistem: 1_265_000,
        kas_fisik: null,
        selisih: null,
        jumlah_jual: 1,
        total_jual: 2_000_000,
        jumlah_beli: 1,
        total_beli: 2_385_000,
      },
    ]);
    expect(typeof data[0].ditutup_at).toBe('string');
    expect(data[0].detail).toEqual([
      { rincian: 'SALDO', kode: 'KAS', nilai: 2_150_000 },
      { rincian: 'SALDO', kode: ACCOUNT, nilai: 2_500_000 },
      { rincian: 'HARGA', kode: 'C75', nilai: 950_000 },
      { rincian: 'HARGA', kode: 'K70', nilai: 900_000 },
    ]);
    expect(data[1].detail).toEqual([]);
  });

  it('leaves out the open day when the period ends before it', async () => {
    expect((await rows(`reportkas/tutup-toko?tgl_from=${D1}&tgl_to=${D1}`)).map((r) => r.status)).toEqual(['TUTUP']);
  });
});
