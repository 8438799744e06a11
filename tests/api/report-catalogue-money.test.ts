// The money, books and end-of-day reports of the catalogue (issue 24 items 10 and 11) on two business days worked out
// by hand, every document posted through its own call. Another shop's rows never count.
//
// Day 1 (2026-03-02), closed with the till counted at what the ledger expects (Rp 2,500,000):
//   sale A by S01: a ring (kadar 75, 2.345 g) at its tag price 2,500,000, cash; a ring X (kadar 75) and a bar Y
//   (kadar 99.9, 5.000 g) and a piece Z (kadar 50, 1.000 g) put on the trays and kept.
// Day 2 (2026-03-03), the business date, open:
//   sale B by S01 at 1,500,000 cash, cancelled on the owner's request (SPV1 authorizes); sale C by S02 at 1,000,000
//   cash; buy-back P by S01 (kadar 75, 3.000 g) for 2,385,000 cash; card cash GT: a debit card charged 1,025,000 on
//   BCA, 1,000,000 paid out of the till, fee 25,000; mutation MU: 100,000 from the till to BCA; balance move PS:
//   300,000 from BCA to the till (SPV1); SPV1 validates GT's card payment against the statement.
//   till: 2,500,000 + 1,500,000 - 1,500,000 + 1,000,000 - 2,385,000 - 1,000,000 - 100,000 + 300,000 = 315,000
//   BCA:  1,025,000 + 100,000 - 300,000 = 825,000
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize, cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

const D1 = '2026-03-02';
const D2 = '2026-03-03';

let shop: SaleShop;
let t: TestApp;
let owner: string;
let kasir: string;
let spv: string;
type Row = Record<string, unknown>;
const no: Record<'A' | 'B' | 'C' | 'P' | 'GT' | 'GT2' | 'MU' | 'PS', string> = { A: '', B: '', C: '', P: '', GT: '', GT2: '', MU: '', PS: '' };

/** A sale of one new piece at its tag price, paid in cash, by the cashier: its number. */
async function sell(price: number, cost: number, kode_sales: string): Promise<string> {
  const code = await newPiece(shop, { harga_total: price, total_hpp: cost });
  const res = await postAs(t, kasir, 'penjualan', { ...customer, kode_sales, items: [{ kode_barcode: code }], pembayaran: [cash(price)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_jual;
}
function created(res: { statusCode: number; body: string; json(): { data: Row } }, field: string): string {
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json().data[field]);
}

/** A card swipe of the other shop on day 2, written into the kernel's tables with its journal: never in these reports. */
async function otherShopSwipe(): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_customer, subtotal, grand_total, input_by)
       VALUES ('GT-LAIN', 'GESEK_TUNAI', 'TOKO02', $1, 'S01', 'LAIN', 500000, 500000, 'OWNER')`,
      [D2],
    );
    await tx.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('GT-LAIN', 'DONE', $1, 'OWNER')`, [D2]);
    await tx.query(`INSERT INTO kas_dokumen (no_dokumen, kategori, akun_asal, akun_tujuan, jumlah, fee_rp) VALUES ('GT-LAIN', 'GESEK TUNAI', 'KAS', $1, 500000, 10000)`, [ACCOUNT]);
    await tx.query(`INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp, fee_rp, no_rekening) VALUES ('GT-LAIN', 1, 'DEBIT', 500000, 10000, $1)`, [ACCOUNT]);
    await tx.query(
      `INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet, kredit)
       VALUES ('TOKO02', $1, 'GT-LAIN', 'GESEK_TUNAI', 'KARTU', 'EDC', '1-1202', 10000, 0), ('TOKO02', $1, 'GT-LAIN', 'GESEK_TUNAI', 'KARTU', 'FEE_KARTU', '4-1901', 0, 10000)`,
      [D2],
    );
  });
}

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, owner, kasir } = shop);
  spv = await t.login('SPV1', 'rahasia123');
  await seedBuybackMasters(t.db);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S02', 'Rudi')`);
  await t.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('SETOR', 'Setor Ke Bank', 'KELUAR')`);
  await t.db.query(
    `INSERT INTO master_kadar_eod (kode_kadar_eod, nama_kadar_eod, kadar_dari, kadar_sampai)
     VALUES ('E75', 'Kadar 75%', 74, 76.99), ('E99', 'Kadar 99,9%', 99, 100), ('E70', 'Kadar 70%', 69, 71.99)`,
  );
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('TOKO02', 'Toko Lain', 'Jl. Lain', 'CABANG')`);
  await otherShopSwipe();

  await setBusinessDate(t.db, D1);
  no.A = await sell(2_500_000, 2_000_000, 'S01');
  await newPiece(shop, { harga_total: 0 });
  await newPiece(shop, { nama_barang: 'Logam Mulia', kadar: 99.9, berat: 5, harga_total: 0 });
  await newPiece(shop, { nama_barang: 'Cincin Muda', kadar: 50, berat: 1, harga_total: 0 });
  const close = await t.call('POST', '/api/v1/tutup-toko', { token: owner, body: { authorization_id: await authorize(t, owner, 'TUTUP_TOKO'), kas_fisik: 2_500_000 } });
  expect(close.statusCode, close.body).toBe(200);

  no.B = await sell(1_500_000, 1_200_000, 'S01');
  const cancel = await t.call('POST', `/api/v1/penjualan/${no.B}/batal`, {
    token: owner,
    body: { alasan: 'Salah ukuran', authorization_id: await authorize(t, owner, 'BATAL_PENJUALAN') },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  no.C = await sell(1_000_000, 800_000, 'S02');
  const gt2 = created(await postAs(t, kasir, 'gesek-tunai', { nama_customer: 'Salah', jenis: 'KREDIT', no_rekening: ACCOUNT, jumlah: 200_000 }), 'no_gesek');
  const gtCancel = await postAs(t, owner, `gesek-tunai/${gt2}/batal`, { alasan: 'Kartu ditolak', authorization_id: await authorize(t, owner, 'BATAL_MUTASI_UANG') });
  expect(gtCancel.statusCode, gtCancel.body).toBe(200);
  no.GT2 = gt2;
  no.P = created(await postAs(t, kasir, 'pembelian', { ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] }), 'no_faktur_beli');
  no.GT = created(
    await postAs(t, kasir, 'gesek-tunai', { nama_customer: 'Agus', no_hp: '0811', jenis: 'DEBIT', no_rekening: ACCOUNT, no_reff: '4455', jumlah: 1_000_000, fee_persen: 2.5 }),
    'no_gesek',
  );
  no.MU = created(
    await postAs(t, owner, 'cash/mutasi-uang-cash', { kategori: 'SETOR', tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 100_000, keterangan: 'Setor Harian' }),
    'no_mutasi',
  );
  no.PS = created(await postAs(t, spv, 'pengalihan-saldo', { akun_asal: ACCOUNT, akun_tujuan: 'KAS', jumlah: 300_000, keterangan: 'Salah rekening' }), 'no_pengalihan');
  const valid = await t.call('POST', '/api/v1/non-cash/validasi', {
    token: spv,
    body: { pembayaran: [{ no_dokumen: no.GT, baris: 1, tgl_mutasi: D2, no_reff_mutasi: 'BCA-778', jumlah_mutasi: 1_025_000 }] },
  });
  expect(valid.statusCode, valid.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const get = (path: string, token = owner) => t.call('GET', `/api/v1/${path}`, { token });
async function rows(path: string): Promise<Row[]> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}
const pick = (r: Row, fields: string[]) => Object.fromEntries(fields.filter((f) => f in r).map((f) => [f, r[f]]));
const sum = (list: Row[], field: string) => list.reduce((s, r) => s + Number(r[field] ?? 0), 0);
const period = `tgl_from=${D1}&tgl_to=${D2}`;

describe('Laporan Gesek Tunai (reportkas/gesek-tunai)', () => {
  it('lists each swipe with the cash paid out, the fee and what reached the account', async () => {
    expect(await rows(`reportkas/gesek-tunai?${period}&status=DONE`)).toEqual([
      {
        tanggal: D2,
        no_dokumen: no.GT,
        nama_customer: 'AGUS',
        no_hp: '0811',
        jenis: 'DEBIT',
        nama_bank: 'Bank Central Asia',
        no_rekening: ACCOUNT,
        no_reff: '4455',
        jumlah: 1_000_000,
        fee_rp: 25_000,
        total: 1_025_000,
        status: 'DONE',
        input_by: 'KASIR1',
      },
    ]);
    const batal = await rows(`reportkas/gesek-tunai?${period}&status=BATAL`);
    expect(batal.map((r) => pick(r, ['no_dokumen', 'nama_customer', 'jenis', 'jumlah', 'fee_rp', 'total', 'status']))).toEqual([
      { no_dokumen: no.GT2, nama_customer: 'SALAH', jenis: 'KREDIT', jumlah: 200_000, fee_rp: 0, total: 200_000, status: 'BATAL' },
    ]);
    expect((await rows(`reportkas/gesek-tunai?${period}&status=ALL`)).map((r) => r.no_dokumen)).toEqual([no.GT2, no.GT]);
    expect(await rows(`reportkas/gesek-tunai?tgl_from=${D1}&tgl_to=${D1}&status=ALL`)).toEqual([]);
  });

  it('is for supervisors and up, not a cashier', async () => {
    expect((await get(`reportkas/gesek-tunai?${period}&status=ALL`, kasir)).statusCode).toBe(403);
  });
});

describe('Laporan Mutasi Bank (reportkas/mutasi-bank)', () => {
  it('lists the mutation between the till and the bank with its way and Kode Transaksi', async () => {
    const data = await rows(`reportkas/mutasi-bank?${period}&arah=ALL&status=DONE`);
    expect(data.map((r) => pick(r, ['tanggal', 'no_dokumen', 'arah', 'kategori', 'akun_asal', 'bank_asal', 'akun_tujuan', 'bank_tujuan', 'jumlah', 'keterangan']))).toEqual([
      {
        tanggal: D2,
        no_dokumen: no.MU,
        arah: 'SETOR',
        kategori: 'Setor Ke Bank',
        akun_asal: 'KAS',
        bank_asal: '',
        akun_tujuan: ACCOUNT,
        bank_tujuan: 'Bank Central Asia',
        jumlah: 100_000,
        keterangan: 'Setor Harian',
      },
    ]);
    expect(await rows(`reportkas/mutasi-bank?${period}&arah=TARIK&status=ALL`)).toEqual([]);
  });
});

describe('Laporan Pengalihan Saldo (reportkas/pengalihan-saldo)', () => {
  it('lists the balance moved with its reason and who moved it', async () => {
    expect(await rows(`reportkas/pengalihan-saldo?${period}&status=ALL`)).toEqual([
      {
        tanggal: D2,
        no_dokumen: no.PS,
        akun_asal: ACCOUNT,
        bank_asal: 'Bank Central Asia',
        akun_tujuan: 'KAS',
        bank_tujuan: '',
        jumlah: 300_000,
        keterangan: 'Salah rekening',
        status: 'DONE',
        input_by: 'SPV1',
      },
    ]);
  });
});

describe('Laporan Validasi Non Cash (reportkas/validasi-non-cash)', () => {
  it('lists each validation with its payment and the statement line it was matched with', async () => {
    const data = await rows(`reportkas/validasi-non-cash?${period}&jenis=ALL`);
    expect(data.map((r) => pick(r, ['tgl_validasi', 'no_dokumen', 'jenis_dokumen', 'tgl_dokumen', 'jenis', 'nama_bank', 'no_rekening', 'no_reff', 'nominal', 'tgl_mutasi', 'no_reff_mutasi', 'jumlah_mutasi', 'valid_oleh']))).toEqual([
      {
        tgl_validasi: D2,
        no_dokumen: no.GT,
        jenis_dokumen: 'GESEK_TUNAI',
        tgl_dokumen: D2,
        jenis: 'DEBIT',
        nama_bank: 'Bank Central Asia',
        no_rekening: ACCOUNT,
        no_reff: '4455',
        nominal: 1_025_000,
        tgl_mutasi: D2,
        no_reff_mutasi: 'BCA-778',
        jumlah_mutasi: 1_025_000,
        valid_oleh: 'SPV1',
      },
    ]);
    expect(typeof data[0].valid_at).toBe('string');
    expect(await rows(`reportkas/validasi-non-cash?${period}&jenis=TRANSFER`)).toEqual([]);
  });
});

describe('Laporan Laba Rugi (laporan/laba-rugi)', () => {
  // Day 1: sale A less its cost. Day 2: sale B and its cancellation net out; sale C less its cost; the card fee of GT
  // is other income (GT2 charged none); the buy-back, the mutation and the balance move are no income or expense.
  it('gives each day its income, expenses and profit, the accounts beneath', async () => {
    const data = await rows(`laporan/laba-rugi?${period}&group_by=HARIAN`);
    expect(data.map((r) => pick(r, ['periode', 'pendapatan', 'beban', 'laba']))).toEqual([
      { periode: D1, pendapatan: 2_500_000, beban: 2_000_000, laba: 500_000 },
      { periode: D2, pendapatan: 1_025_000, beban: 800_000, laba: 225_000 },
    ]);
    expect(data[1].detail).toEqual([
      { nomor_akun: '4-1101', nama_akun: 'Penjualan Emas', pendapatan: 1_000_000, laba: 1_000_000 },
      { nomor_akun: '4-1901', nama_akun: 'Pendapatan Lain-lain', pendapatan: 25_000, laba: 25_000 },
      { nomor_akun: '5-1101', nama_akun: 'Harga Pokok Penjualan', beban: 800_000, laba: -800_000 },
    ]);
  });

  it('sums a month in one row', async () => {
    const data = await rows(`laporan/laba-rugi?${period}&group_by=BULANAN`);
    expect(data.map((r) => pick(r, ['periode', 'pendapatan', 'beban', 'laba']))).toEqual([{ periode: '2026-03', pendapatan: 3_525_000, beban: 2_800_000, laba: 725_000 }]);
  });
});

describe('Laporan Neraca (laporan/neraca)', () => {
  // The pieces came into stock at their cost against Modal Persediaan Awal (A 2,000,000, B 1,200,000, C 800,000); A
  // and C left it at their cost. The till and the bank account of the chart as the ledgers moved them: the card
  // swipe's money sits on the card clearing account (1-1202), the mutation and the move went through 1-1201.
  it('balances the assets against the liabilities, equity and the profit to date', async () => {
    const data = await rows(`laporan/neraca?tgl=${D2}`);
    expect(data.map((r) => pick(r, ['kelompok', 'nomor_akun', 'aktiva', 'pasiva']))).toEqual([
      { kelompok: 'ASET', nomor_akun: '1-1101', aktiva: 315_000, pasiva: 0 },
      { kelompok: 'ASET', nomor_akun: '1-1201', aktiva: -200_000, pasiva: 0 },
      { kelompok: 'ASET', nomor_akun: '1-1202', aktiva: 1_025_000, pasiva: 0 },
      { kelompok: 'ASET', nomor_akun: '1-1401', aktiva: 1_200_000, pasiva: 0 },
      { kelompok: 'ASET', nomor_akun: '1-1402', aktiva: 2_385_000, pasiva: 0 },
      { kelompok: 'MODAL', nomor_akun: '3-1301', aktiva: 0, pasiva: 4_000_000 },
      { kelompok: 'LABA', nomor_akun: '', aktiva: 0, pasiva: 725_000 },
    ]);
    expect([sum(data, 'aktiva'), sum(data, 'pasiva')]).toEqual([4_725_000, 4_725_000]);
    expect((await rows(`laporan/neraca?tgl=${D1}`)).map((r) => pick(r, ['nomor_akun', 'aktiva', 'pasiva']))).toEqual([
      { nomor_akun: '1-1101', aktiva: 2_500_000, pasiva: 0 },
      { nomor_akun: '1-1401', aktiva: 0, pasiva: 0 },
      { nomor_akun: '3-1301', aktiva: 0, pasiva: 2_000_000 },
      { nomor_akun: '', aktiva: 0, pasiva: 500_000 },
    ]);
  });
});

describe('Laporan EOD Per Sales (reportkas/eod-sales)', () => {
  it('gives each sales person the sales and buy-backs not cancelled, and the sales cancelled', async () => {
    expect(await rows(`reportkas/eod-sales?${period}&kode_sales=ALL`)).toEqual([
      { kode_sales: 'S01', nama_sales: 'Sinta', nota_jual: 1, qty_jual: 1, berat_jual: 2.345, total_jual: 2_500_000, nota_beli: 1, qty_beli: 1, berat_beli: 3, total_beli: 2_385_000, nota_batal: 1 },
      { kode_sales: 'S02', nama_sales: 'Rudi', nota_jual: 1, qty_jual: 1, berat_jual: 2.345, total_jual: 1_000_000, nota_beli: 0, qty_beli: 0, berat_beli: 0, total_beli: 0, nota_batal: 0 },
    ]);
    expect((await rows(`reportkas/eod-sales?tgl_from=${D2}&tgl_to=${D2}&kode_sales=S01`)).map((r) => pick(r, ['kode_sales', 'nota_jual', 'nota_beli', 'nota_batal']))).toEqual([
      { kode_sales: 'S01', nota_jual: 0, nota_beli: 1, nota_batal: 1 },
    ]);
  });
});

describe('Laporan Jumlah Penjualan 1 Bulan (reportkas/penjualan-satu-bulan)', () => {
  it("counts every day of the month up to the business date, a day without sales with zeros", async () => {
    expect(await rows(`reportkas/penjualan-satu-bulan?tanggal=${D1}`)).toEqual([
      { tanggal: '2026-03-01', nota_jual: 0, qty: 0, berat: 0, total_jual: 0, nota_batal: 0 },
      { tanggal: D1, nota_jual: 1, qty: 1, berat: 2.345, total_jual: 2_500_000, nota_batal: 0 },
      { tanggal: D2, nota_jual: 1, qty: 1, berat: 2.345, total_jual: 1_000_000, nota_batal: 1 },
    ]);
    expect((await rows('reportkas/penjualan-satu-bulan?tanggal=2026-02-10')).length).toBe(28);
  });
});

describe('Laporan Otorisasi (laporan/otorisasi)', () => {
  it('gives who asked, who authorized and what it was used for, on the day of its use', async () => {
    const data = await rows(`laporan/otorisasi?${period}&kategori=ALL`);
    expect(data.map((r) => pick(r, ['tanggal', 'kategori', 'requested_by', 'authorized_by', 'method', 'used_for']))).toEqual([
      { tanggal: D1, kategori: 'TUTUP_TOKO', requested_by: 'OWNER', authorized_by: 'SPV1', method: 'PASSWORD', used_for: `TUTUP TOKO01 ${D1}` },
      { tanggal: D2, kategori: 'BATAL_PENJUALAN', requested_by: 'OWNER', authorized_by: 'SPV1', method: 'PASSWORD', used_for: no.B },
      { tanggal: D2, kategori: 'BATAL_MUTASI_UANG', requested_by: 'OWNER', authorized_by: 'SPV1', method: 'PASSWORD', used_for: no.GT2 },
    ]);
    expect((await rows(`laporan/otorisasi?${period}&kategori=TUTUP_TOKO`)).map((r) => r.tanggal)).toEqual([D1]);
  });
});

describe('Laporan Kadar EOD (reportbarang/kadar-eod)', () => {
  // Kadar 75: X held since day 1 (A came and went that day); on day 2 B, C and buy-back P came in and B came back on
  // its cancellation, B and C went out. Kadar 99.9: Y. Kadar 50 lies in no band: its own line.
  it('sums the stock per purity band: start of day, in, out, end of day', async () => {
    const cols = ['kode_kadar_eod', 'qty_awal', 'berat_awal', 'qty_masuk', 'berat_masuk', 'qty_keluar', 'berat_keluar', 'qty_akhir', 'berat_akhir'];
    expect((await rows(`reportbarang/kadar-eod?tanggal=${D2}`)).map((r) => pick(r, cols))).toEqual([
      { kode_kadar_eod: 'E70', qty_awal: 0, berat_awal: 0, qty_masuk: 0, berat_masuk: 0, qty_keluar: 0, berat_keluar: 0, qty_akhir: 0, berat_akhir: 0 },
      { kode_kadar_eod: 'E75', qty_awal: 1, berat_awal: 2.345, qty_masuk: 4, berat_masuk: 10.035, qty_keluar: 2, berat_keluar: 4.69, qty_akhir: 3, berat_akhir: 7.69 },
      { kode_kadar_eod: 'E99', qty_awal: 1, berat_awal: 5, qty_masuk: 0, berat_masuk: 0, qty_keluar: 0, berat_keluar: 0, qty_akhir: 1, berat_akhir: 5 },
      { kode_kadar_eod: '-', qty_awal: 1, berat_awal: 1, qty_masuk: 0, berat_masuk: 0, qty_keluar: 0, berat_keluar: 0, qty_akhir: 1, berat_akhir: 1 },
    ]);
  });
});
