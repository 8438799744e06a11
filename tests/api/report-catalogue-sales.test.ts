// The sales reports of issue 24 item 8 over one known business day, every figure worked by hand. Nine pieces are put
// on the trays the day before (so the day opens with stock), then on the day: sale A (S01) of a ring 2.000 g C75 with
// Rp 100.000 off it and a 3.000 g K70 necklace received from supplier SUP1, paid in cash with change; sale B (S02) of
// a 1.500 g C75 ring paid by transfer, a coupon and cash; sale C (S01) of a diamond ring at its tag price; sale D,
// cancelled; three deposits (open, paid off by sale E, cancelled); and a manual sale of 5 g of rings without tags.
// C75 sells at Rp 950.000/g, K70 at Rp 900.000/g, no ongkos, no PPN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { itemInput } from '../helpers/inventory-fixture';
import { authorize, cash, customer, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
/** The day the pieces came in, and the day of the sales (the next). */
let d0: string;
let d1: string;
const no: Record<string, string> = {};
const codes: Record<string, string> = {};

type Row = Record<string, unknown>;
const rows = async (api: string, q: Record<string, string> = {}, token = shop.owner): Promise<Row[]> => {
  const res = await t.call('GET', `/api/v1/${api}?${new URLSearchParams({ tgl_from: d1, tgl_to: d1, ...q })}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
const ok = async (res: { statusCode: number; body: string; json(): { data: Row } }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const piece = async (over: Record<string, unknown>) => String((await ok(await t.call('POST', '/api/v1/barang/create', { token: shop.owner, body: itemInput({ harga_total: 0, ...over }) }))).kode_barcode);
const sell = async (kode_sales: string, items: Row[], pembayaran: Row[]) =>
  String((await ok(await postAs(t, shop.kasir, 'penjualan', { ...customer, kode_sales, items, pembayaran }))).no_faktur_jual);

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  t = shop.t;
  d0 = shop.tgl;
  d1 = new Date(Date.parse(`${d0}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const m of ['POTONGAN_PENJUALAN_MODULE', 'KUPON_PENJUALAN_MODULE', 'BERLIAN_MODULE', 'SUPPLIER_BARANG_MODULE', 'MANUAL_ITEMS_TRANSACTION_MODULE']) await t.setModule(m, true);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S02', 'Rudi')`);
  await t.db.query(`INSERT INTO master_supplier (kode_supplier, nama_supplier) VALUES ('SUP1', 'CV Emas Jaya')`);

  // The day before: the pieces (cost in total_hpp), one of them received from SUP1.
  codes.p1 = await piece({ berat: 2, total_hpp: 1_700_000 });
  const receipt = await ok(
    await t.call('POST', '/api/v1/penerimaan-barang', {
      token: shop.owner,
      body: { kode_supplier: 'SUP1', no_po: '', keterangan: 'Titipan pabrik', items: [itemInput({ kode_barcode: 'SUP-K70', kode_group: 'K70', kode_dept: 'KAL', berat: 3, kadar: 70, harga_total: 0, total_hpp: 2_500_000 })] },
    }),
  );
  no.terima = String(receipt.no_terima);
  codes.p2 = 'SUP-K70';
  codes.p3 = await piece({ berat: 1.5, total_hpp: 1_200_000 });
  codes.berlian = await piece({ nama_barang: 'Cincin Berlian Solitaire', berat: 3.25, harga_total: 5_000_000, total_hpp: 3_800_000, karat_batu: 0.25, bentuk_batu: 'Round', biaya_berlian: 2_000_000 });
  codes.p4 = await piece({ berat: 1, total_hpp: 800_000 });
  codes.p5 = await piece({ kode_group: 'K70', kode_dept: 'KAL', berat: 2, kadar: 70, total_hpp: 1_600_000 });
  codes.p6 = await piece({ berat: 2, total_hpp: 1_500_000 });
  codes.p7 = await piece({ berat: 1, total_hpp: 800_000 });
  codes.p8 = await piece({ kode_group: 'K70', kode_dept: 'KAL', berat: 4, kadar: 70, total_hpp: 3_200_000 });
  await ok(await t.call('POST', '/api/v1/transaksi-kupon/create', { token: shop.owner, body: { kode_kupon: 'HEMAT50', nama_kupon: 'Hemat 50 Ribu', jenis_potongan: 'NOMINAL', potongan_rp: 50_000, tgl_mulai: d0, tgl_selesai: d1, kuota: 5 } }));

  await setBusinessDate(t.db, d1);
  // A: 2.000 g x 950.000 = 1.900.000 - 100.000 off; 3.000 g x 900.000 = 2.700.000; 4.500.000 paid with 5.000.000 cash.
  no.a = await sell('S01', [{ kode_barcode: codes.p1, diskon_rp: 100_000 }, { kode_barcode: codes.p2 }], [cash(5_000_000)]);
  // B: 1.500 g x 950.000 = 1.425.000 = transfer 1.000.000 + coupon 50.000 + cash 375.000.
  no.b = await sell('S02', [{ kode_barcode: codes.p3 }], [transfer(1_000_000), { jenis: 'KUPON', jumlah_rp: 50_000, no_reff: 'HEMAT50' }, cash(375_000)]);
  // C: the diamond ring at its tag, 5.000.000 cash.
  no.c = await sell('S01', [{ kode_barcode: codes.berlian }], [cash(5_000_000)]);
  // D: sold and cancelled the same day: in no report here.
  no.d = await sell('S02', [{ kode_barcode: codes.p4 }], [cash(950_000)]);
  await ok(await postAs(t, shop.kasir, `penjualan/${no.d}/batal`, { alasan: 'Salah input barang', authorization_id: await authorize(t, shop.kasir, 'BATAL_PENJUALAN') }));
  // Deposits by S01: 2.000 g K70 = 1.800.000 (500.000 down, open); 2.000 g C75 = 1.900.000 (600.000 down, paid off by
  // sale E with 1.300.000 cash); 1.000 g C75 = 950.000 (200.000 down, cancelled).
  const deposit = async (code: string, dp: number) =>
    String((await ok(await postAs(t, shop.kasir, 'titip', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(dp)] }))).no_titip);
  no.t1 = await deposit(codes.p5, 500_000);
  no.t2 = await deposit(codes.p6, 600_000);
  no.t3 = await deposit(codes.p7, 200_000);
  no.e = String((await ok(await postAs(t, shop.kasir, `titip/${no.t2}/lunas`, { pembayaran: [cash(1_300_000)] }))).no_faktur_jual);
  await ok(await postAs(t, shop.kasir, `titip/${no.t3}/batal`, { alasan: 'Tidak jadi', authorization_id: await authorize(t, shop.kasir, 'BATAL_TITIP') }));
  // Manual: 10 rings, 25.500 g on tray A1; 2 of them, 5.000 g x 950.000 = 4.750.000 (cost 5 x 900.000), sold for cash.
  await ok(await t.call('POST', '/api/v1/barang-manual/tambah', { token: shop.owner, body: { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 } }));
  no.m = String((await ok(await postAs(t, shop.kasir, 'penjualan-manual', { ...customer, items: [{ kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', qty: 2, berat: 5 }], pembayaran: [cash(4_750_000)] }))).no_faktur_jual);
}, 120_000);
afterAll(() => t.close());

describe('Laporan Rekap Penjualan', () => {
  it('sums the day: notas A, B, C and E, their goods, and how the grand total was settled', async () => {
    expect(await rows('reportpenjualan/rekap')).toEqual([
      {
        tanggal: d1,
        jumlah_nota: 4,
        qty: 5,
        berat_jual: 11.75,
        harga: 12_925_000,
        ongkos: 0,
        diskon_rp: 100_000,
        pembulatan_rp: 0,
        ppn_rp: 0,
        grand_total: 12_825_000,
        // Cash 5.000.000 - 500.000 change + 375.000 + 5.000.000 + 1.300.000; the deposit's 600.000 and the coupon are the rest.
        tunai: 11_175_000,
        non_tunai: 1_000_000,
        tukar: 0,
        lainnya: 650_000,
      },
    ]);
  });
});

describe('Laporan Penjualan Per Sales', () => {
  it('gives each sales person their notas and pieces, one of them alone when asked', async () => {
    const all = await rows('reportpenjualan/per-sales', { kode_sales: 'ALL' });
    expect(all.map(({ detail, ...r }) => r)).toEqual([
      { kode_sales: 'S01', nama_sales: 'Sinta', jumlah_nota: 3, qty: 4, berat: 10.25, berat_jual: 10.25, total: 11_400_000 },
      { kode_sales: 'S02', nama_sales: 'Rudi', jumlah_nota: 1, qty: 1, berat: 1.5, berat_jual: 1.5, total: 1_425_000 },
    ]);
    expect((all[0].detail as Row[]).map((l) => [l.no_faktur_jual, l.kode_barcode, l.total])).toEqual([
      [no.a, codes.p1, 1_800_000],
      [no.a, codes.p2, 2_700_000],
      [no.c, codes.berlian, 5_000_000],
      [no.e, codes.p6, 1_900_000],
    ]);
    expect((await rows('reportpenjualan/per-sales', { kode_sales: 'S02' })).map((r) => r.kode_sales)).toEqual(['S02']);
  });
});

describe('Laporan Margin Penjualan', () => {
  it('per piece: price less its cost, and the margin in percent', async () => {
    const perPiece = await rows('reportpenjualan/margin', { group_by: 'BARANG' });
    expect(perPiece.map((r) => [r.kode_barcode, r.total, r.harga_modal, r.margin, r.margin_persen])).toEqual([
      [codes.p1, 1_800_000, 1_700_000, 100_000, 5.56],
      [codes.p2, 2_700_000, 2_500_000, 200_000, 7.41],
      [codes.p3, 1_425_000, 1_200_000, 225_000, 15.79],
      [codes.berlian, 5_000_000, 3_800_000, 1_200_000, 24],
      [codes.p6, 1_900_000, 1_500_000, 400_000, 21.05],
    ]);
    expect(perPiece[0]).not.toHaveProperty('nama_group');
  });
  it('per group', async () => {
    expect(await rows('reportpenjualan/margin', { group_by: 'GROUP' })).toEqual([
      { kode_group: 'C75', nama_group: 'Cincin 75%', qty: 4, berat_jual: 8.75, total: 10_125_000, harga_modal: 8_200_000, margin: 1_925_000, margin_persen: 19.01 },
      { kode_group: 'K70', nama_group: 'Kalung 70%', qty: 1, berat_jual: 3, total: 2_700_000, harga_modal: 2_500_000, margin: 200_000, margin_persen: 7.41 },
    ]);
  });
});

describe('Laporan Stok Jual', () => {
  it('per group: the stock the day opened with, what sold, what is left, and the share sold', async () => {
    // C75 opened with 6 pieces (10.750 g), sold 4 (8.750 g), closes with the cancelled sale's and deposit's 2 (2.000 g).
    // K70 opened with 3 (9.000 g), sold 1; the open deposit holds one: 1 left (4.000 g).
    expect(await rows('reportpenjualan/stok-jual')).toEqual([
      { kode_group: 'C75', nama_group: 'Cincin 75%', qty_awal: 6, berat_awal: 10.75, qty_terjual: 4, berat_terjual: 8.75, qty_akhir: 2, berat_akhir: 2, persen_terjual: 66.67 },
      { kode_group: 'K70', nama_group: 'Kalung 70%', qty_awal: 3, berat_awal: 9, qty_terjual: 1, berat_terjual: 3, qty_akhir: 1, berat_akhir: 4, persen_terjual: 50 },
    ]);
  });
});

describe('Laporan Transaksi Titip', () => {
  it('lists every deposit of the day with its status, the rest due on the open one, and the sale that paid one off', async () => {
    const all = await rows('titip/report-transaksi-titip', { status: 'ALL' });
    expect(all.map((r) => [r.no_titip, r.qty, r.berat, r.grand_total, r.dp_rp, r.sisa_bayar, r.status, r.tgl_status, r.no_faktur_jual])).toEqual([
      [no.t1, 1, 2, 1_800_000, 500_000, 1_300_000, 'OPEN', null, ''],
      [no.t2, 1, 2, 1_900_000, 600_000, 0, 'DONE', d1, no.e],
      [no.t3, 1, 1, 950_000, 200_000, 0, 'BATAL', d1, ''],
    ]);
    expect((await rows('titip/report-transaksi-titip', { status: 'BATAL' })).map((r) => r.no_titip)).toEqual([no.t3]);
  });
});

describe('Laporan Managerial Analysis', () => {
  it('ranks the fast movers by pieces or rupiah and the slow movers least first', async () => {
    const fast = await rows('reportpenjualan/managerial-analysis', { ukuran: 'QTY', arah: 'FAST' });
    expect(fast).toEqual([
      { peringkat: 1, kode_dept: 'CIN', nama_dept: 'Cincin', kode_group: 'C75', nama_group: 'Cincin 75%', qty_jual: 4, berat_jual: 8.75, total_jual: 10_125_000, qty_stok: 2, berat_stok: 2 },
      { peringkat: 2, kode_dept: 'KAL', nama_dept: 'Kalung', kode_group: 'K70', nama_group: 'Kalung 70%', qty_jual: 1, berat_jual: 3, total_jual: 2_700_000, qty_stok: 1, berat_stok: 4 },
    ]);
    expect((await rows('reportpenjualan/managerial-analysis', { ukuran: 'RUPIAH', arah: 'SLOW' })).map((r) => [r.peringkat, r.kode_group])).toEqual([
      [1, 'K70'],
      [2, 'C75'],
    ]);
  });
});

describe('Laporan Kupon Penjualan', () => {
  it('shows the sale the coupon paid and its value, of all coupons or the one asked; not to a cashier', async () => {
    const expected = [{ tanggal: d1, no_faktur_jual: no.b, kode_kupon: 'HEMAT50', nama_kupon: 'Hemat 50 Ribu', jenis_potongan: 'NOMINAL', kode_sales: 'S02', nama_customer: customer.nama_customer, grand_total: 1_425_000, jumlah_rp: 50_000, input_by: 'KASIR1' }];
    expect(await rows('reportpenjualan/kupon', { kode_kupon: 'ALL' })).toEqual(expected);
    expect(await rows('reportpenjualan/kupon', { kode_kupon: 'HEMAT50' })).toEqual(expected);
    const kasir = await t.call('GET', `/api/v1/reportpenjualan/kupon?${new URLSearchParams({ tgl_from: d1, tgl_to: d1, kode_kupon: 'ALL' })}`, { token: shop.kasir });
    expect(kasir.statusCode).toBe(403);
  });
});

describe('Laporan Penjualan Manual', () => {
  it('per manual stock line: what left it, its price, cost and margin, the sale beneath', async () => {
    const [line, ...more] = await rows('reportpenjualan/manual');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', qty: 2, berat_jual: 5, harga: 4_750_000, ongkos: 0, diskon_rp: 0, total: 4_750_000, harga_modal: 4_500_000, margin: 250_000 });
    expect((line.detail as Row[]).map((l) => [l.no_faktur_jual, l.total])).toEqual([[no.m, 4_750_000]]);
  });
});

describe('Laporan Penjualan Konsinyasi Per Supplier', () => {
  it("lists the supplier's pieces sold, at their price and cost", async () => {
    const [sup, ...more] = await rows('reportpenjualan/supplier', { kode_supplier: 'ALL' });
    expect(more).toEqual([]);
    expect(sup).toMatchObject({ kode_supplier: 'SUP1', nama_supplier: 'CV Emas Jaya', qty: 1, berat: 3, total: 2_700_000, harga_modal: 2_500_000, margin: 200_000 });
    expect(sup.detail).toEqual([
      { tanggal: d1, no_faktur_jual: no.a, kode_barcode: 'SUP-K70', nama_barang: 'CINCIN POLOS BELAH ROTAN', no_terima: no.terima, qty: 1, berat: 3, total: 2_700_000, harga_modal: 2_500_000, margin: 200_000 },
    ]);
  });
});

describe('Laporan Penjualan Berlian', () => {
  it('lists the diamond piece with its stones, price, cost and margin', async () => {
    expect(await rows('reportpenjualan/berlian')).toEqual([
      {
        tanggal: d1,
        no_faktur_jual: no.c,
        kode_sales: 'S01',
        nama_customer: customer.nama_customer,
        kode_barcode: codes.berlian,
        nama_barang: 'CINCIN BERLIAN SOLITAIRE',
        berat: 3.25,
        kadar: 75,
        karat_batu: 0.25,
        bentuk_batu: 'Round',
        biaya_berlian: 2_000_000,
        total: 5_000_000,
        harga_modal: 3_800_000,
        margin: 1_200_000,
      },
    ]);
  });
});

describe('Laporan Omzet', () => {
  it('gives each day up to the business date its sales and buy-backs, the day before with none', async () => {
    expect(await rows('reportpenjualan/omzet', { tgl_from: d0, tgl_to: d1 })).toEqual([
      { tgl_system: d0, nota_jual: 0, berat_jual: 0, omzet: 0, nota_beli: 0, berat_beli: 0, pembelian: 0, selisih: 0 },
      // Notas A, B, C and E (Laporan Rekap Penjualan) and the manual sale of 5 g; D was cancelled.
      { tgl_system: d1, nota_jual: 5, berat_jual: 16.75, omzet: 12_825_000 + 4_750_000, nota_beli: 0, berat_beli: 0, pembelian: 0, selisih: 17_575_000 },
    ]);
  });
});
