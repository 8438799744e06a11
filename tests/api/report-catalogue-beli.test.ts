// The buy-back and diamond reports of issue 24 items 9 and 12 on one business day of a small shop, every document
// posted through the counter's own calls: the shop's own ring sold and bought back with its receipt, a ring from
// elsewhere paid by transfer (then sorted for melting and melted), a damaged one without a receipt, a scrap lot, a
// cancelled buy-back, a manual buy-back by another sales person, a ring sorted for resale; three diamond pieces, one
// sold. Each report's rows and totals are worked out by hand below (buy prices: domain/buyback-pricing.ts with the
// masters of tests/helpers/buyback-fixture.ts: B75 Rp 800,000/g, MURNI Rp 1,000,000/g, EMAS Rp 5,000/g off, RUSAK
// 10 % off, no receipt at kadar 75 damaged 5 % off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { ACCOUNT, authorize, cash, customer, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

let shop: SaleShop;
let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
type Row = Record<string, unknown>;

/** What the day leaves, for the expectations. */
const day = {
  sold: { code: '', no: '', harga: 0 },
  own: '',
  transfer: { no: '', code: '' },
  rusak: '',
  rosok: '',
  manual: '',
  cancelled: '',
  melt: '',
  sortir: [] as string[],
  diamonds: [] as string[],
  diamondSale: { no: '', harga: 0 },
};

const posted = async (url: string, body: Record<string, unknown>, token = kasir) => {
  const res = await postAs(t, token, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
};
const buy = (items: Record<string, unknown>[], pembayaran: Record<string, unknown>[], more: Record<string, unknown> = {}) =>
  posted('pembelian', { ...customer, items, pembayaran, ...more });

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, owner, kasir, tgl } = shop);
  await seedBuybackMasters(t.db);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S02', 'Dewi')`);
  await openingFloat(shop, 50_000_000);
  await openingFloat(shop, 50_000_000, ACCOUNT);
  for (const m of ['SEPUHAN_MODULE', 'MANUAL_ITEMS_TRANSACTION_MODULE', 'BERLIAN_MODULE']) await t.setModule(m, true);

  // The shop's own ring (2.345 g, C75), sold for cash, back with its receipt: 2.345 g x 800,000 = 1,876,000 less
  // 11,725 = 1,864,275, up to 1,864,500.
  const code = await newPiece(shop, { harga_total: 0 });
  const sale = await posted('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(3_000_000)] });
  day.sold = { code, no: sale.no_faktur_jual, harga: sale.items[0].total };
  day.own = (await buy([{ ...foreignLine({ nama_barang: 'Cincin Polos Belah Rotan', berat: 2.345, berat_kotor: 2.345 }), kode_barcode: code }], [cash(1_864_500)]))
    .no_faktur_beli;
  // A ring from elsewhere, 3 g: 2,400,000 less 15,000 = 2,385,000, to the customer's account.
  const tr = await buy([foreignLine()], [{ jenis: 'TRANSFER', jumlah_rp: 2_385_000, kode_bank: 'BCA', no_rekening: '0987654321' }]);
  day.transfer = { no: tr.no_faktur_beli, code: tr.items[0].kode_barcode };
  // Damaged, no receipt, 2 g: 1,600,000 less 10 % (160,000), 5 % (80,000) and 10,000 = 1,350,000.
  day.rusak = (await buy([foreignLine({ nama_barang: 'Cincin Penyok', berat: 2, berat_kotor: 2.1, kondisi: 'RUSAK', ada_nota: false })], [cash(1_350_000)])).no_faktur_beli;
  // Scrap, 1.5 g at kadar 70 by MURNI: 1.5 x 0.70 x 1,000,000 = 1,050,000, no cut.
  day.rosok = (await buy([foreignLine({ nama_barang: 'Patahan Emas', kadar: 70, berat: 1.5, berat_kotor: 1.5, kondisi: 'ROSOK', ada_nota: false })], [cash(1_050_000)]))
    .no_faktur_beli;
  // Cancelled on its day: in none of the reports.
  day.cancelled = (await buy([foreignLine({ nama_barang: 'Cincin Batal', berat: 1, berat_kotor: 1 })], [cash(795_000)])).no_faktur_beli;
  const batal = await t.call('POST', `/api/v1/pembelian/${day.cancelled}/batal`, {
    token: kasir,
    body: { alasan: 'Salah timbang', authorization_id: await authorize(t, kasir, 'BATAL_PEMBELIAN') },
  });
  expect(batal.statusCode, batal.body).toBe(200);
  // Manual, by S02: 2 pieces, 4 g: 3,200,000 less 20,000 = 3,180,000.
  day.manual = (
    await posted('pembelian-manual', {
      ...customer,
      kode_sales: 'S02',
      items: [{ kode_group: 'C75', kadar: 75, qty: 2, berat: 4, kondisi: 'BAGUS', ada_nota: true }],
      pembayaran: [cash(3_180_000)],
    })
  ).no_faktur_beli;

  // Sorting: the own ring to resell, the transfer ring to melt; the melt gives a 2.95 g bar.
  day.sortir = [
    (await posted('sepuhan/sortir', { items: [{ kode_barcode: day.sold.code, status_sortir: 'JUAL' }, { kode_barcode: day.transfer.code, status_sortir: 'LEBUR' }] }, owner)).no_sortir,
  ];
  day.melt = (await posted('sepuhan/hancur', { keterangan: 'Lebur rosokan', berat_hasil: 2.95, items: [{ kode_barcode: day.transfer.code }] }, owner)).no_hancur;

  // Diamonds: two round stones of 0.3 ct (trays A1 and A2), a heart of 0.25 ct; one round sold at its tag.
  const diamond = (over: Record<string, unknown>) => newPiece(shop, { nama_barang: 'Cincin Berlian', karat_batu: 0.3, bentuk_batu: 'Round', biaya_berlian: 5_000_000, total_hpp: 8_000_000, harga_total: 11_000_000, ...over });
  day.diamonds = [await diamond({}), await diamond({ kode_baki: 'A2', berat: 3, biaya_berlian: 6_000_000, total_hpp: 9_000_000, harga_total: 12_500_000 }), await diamond({ bentuk_batu: 'heart', karat_batu: 0.25, berat: 1.5, total_hpp: 7_000_000, harga_total: 9_000_000 })];
  const ds = await posted('penjualan', { ...customer, items: [{ kode_barcode: day.diamonds[0] }], pembayaran: [cash(11_000_000)] });
  day.diamondSale = { no: ds.no_faktur_jual, harga: ds.items[0].total };
}, 120_000);
afterAll(() => t.close());

const rows = async (api: string, q: Record<string, string> = {}) => {
  const res = await t.call('GET', `/api/v1/${api}?${new URLSearchParams({ tgl_from: tgl, tgl_to: tgl, ...q })}`, { token: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};

describe('Laporan Pembelian Transfer', () => {
  it("lists the transfer to the customer's account, the shop account it left from, and nothing paid in cash", async () => {
    const data = await rows('reportpembelian/transfer', { no_rekening: 'ALL' });
    expect(data).toEqual([
      expect.objectContaining({ tanggal: tgl, no_faktur_beli: day.transfer.no, jenis_dokumen: 'PEMBELIAN', kode_bank: 'BCA', rekening_customer: '0987654321', rekening_toko: ACCOUNT, jumlah_rp: 2_385_000, grand_total: 2_385_000 }),
    ]);
    expect(await rows('reportpembelian/transfer', { no_rekening: '999' })).toEqual([]);
  });
});

describe('Laporan Rekap Pembelian', () => {
  it('sums every buy-back not cancelled, manual too, per group, kadar and condition', async () => {
    expect(await rows('reportpembelian/rekap', { group_by: 'GROUP' })).toEqual([
      // 2.345 + 3 + 2 + 1.5 + 4 g; 1,864,500 + 2,385,000 + 1,350,000 + 1,050,000 + 3,180,000 = 9,829,500; / 12.845 g.
      expect.objectContaining({ kode_group: 'C75', nama_group: 'Cincin 75%', jumlah_baris: 5, qty: 6, berat: 12.845, harga: 9_829_500, rata_per_gram: Math.round(9_829_500 / 12.845) }),
    ]);
    const kadar = await rows('reportpembelian/rekap', { group_by: 'KADAR' });
    expect(kadar.map((r) => [r.kadar, r.jumlah_baris, r.berat, r.berat_murni, r.harga])).toEqual([
      [70, 1, 1.5, 1.05, 1_050_000],
      // 11.345 g x 75 %: 1.759 (2.345 x 0.75 = 1.75875) + 2.25 + 1.5 + 3 = 8.509.
      [75, 4, 11.345, 8.509, 8_779_500],
    ]);
    const kondisi = await rows('reportpembelian/rekap', { group_by: 'KONDISI' });
    expect(kondisi.map((r) => [r.kondisi, r.harga])).toEqual([
      ['BAGUS', 7_429_500],
      ['ROSOK', 1_050_000],
      ['RUSAK', 1_350_000],
    ]);
  });
});

describe('Laporan Potongan Pembelian', () => {
  it('sets each line against its gold at the price per gram it was bought by', async () => {
    const data = await rows('reportpembelian/potongan', { kondisi: 'ALL' });
    const pick = (r: Row) => [r.no_faktur_beli, r.ada_nota, r.harga_per_gram, r.harga_kotor, r.potongan, r.harga_sistem, r.selisih, r.harga];
    expect(data.map(pick)).toEqual([
      // 1,876,000 gross; the cut 11,725 less 225 rounded up.
      [day.own, 'YA', 800_000, 1_876_000, 11_500, 1_864_500, 0, 1_864_500],
      [day.transfer.no, 'YA', 800_000, 2_400_000, 15_000, 2_385_000, 0, 2_385_000],
      [day.rusak, 'TIDAK', 800_000, 1_600_000, 250_000, 1_350_000, 0, 1_350_000],
      [day.rosok, 'TIDAK', 1_000_000, 1_050_000, 0, 1_050_000, 0, 1_050_000],
      [day.manual, 'YA', 800_000, 3_200_000, 20_000, 3_180_000, 0, 3_180_000],
    ]);
    expect((await rows('reportpembelian/potongan', { kondisi: 'RUSAK' })).map((r) => r.no_faktur_beli)).toEqual([day.rusak]);
  });
});

describe('Laporan Rugi Nota', () => {
  it("sets the shop's own piece against its sale's receipt", async () => {
    const data = await rows('reportpembelian/rugi-nota', { kode_sales: 'ALL' });
    const rugi = day.sold.harga - 1_864_500;
    expect(data).toEqual([
      expect.objectContaining({
        no_faktur_beli: day.own,
        kode_barcode: day.sold.code,
        no_faktur_jual: day.sold.no,
        tgl_jual: tgl,
        lama_hari: 0,
        berat_nota: 2.345,
        berat: 2.345,
        selisih_berat: 0,
        harga_nota: day.sold.harga,
        harga: 1_864_500,
        rugi_nota: rugi,
        persen_rugi: Math.round((rugi / day.sold.harga) * 10_000) / 100,
      }),
    ]);
    expect(await rows('reportpembelian/rugi-nota', { kode_sales: 'S02' })).toEqual([]);
  });
});

describe('Laporan Pembelian Manual', () => {
  it('lists the manual buy-back line with its fine gold', async () => {
    expect(await rows('reportpembelian/manual', { kode_sales: 'ALL' })).toEqual([
      expect.objectContaining({ no_faktur_beli: day.manual, kode_sales: 'S02', nama_barang: 'CINCIN 75%', kode_group: 'C75', kadar: 75, qty: 2, berat: 4, berat_murni: 3, harga: 3_180_000 }),
    ]);
  });
});

describe('Laporan Pembelian Per Sales', () => {
  it("sums each sales person's buy-backs, manual ones included, with the lines beneath", async () => {
    const data = await rows('reportpembelian/per-sales', { kode_sales: 'ALL' });
    expect(data.map((r) => [r.kode_sales, r.nama_sales, r.jumlah_nota, r.qty, r.berat, r.harga, r.rata_per_gram])).toEqual([
      ['S01', 'Sinta', 4, 4, 8.845, 6_649_500, Math.round(6_649_500 / 8.845)],
      ['S02', 'Dewi', 1, 2, 4, 3_180_000, 795_000],
    ]);
    expect((data[0].detail as Row[]).map((l) => [l.no_faktur_beli, l.berat, l.harga])).toEqual([
      [day.own, 2.345, 1_864_500],
      [day.transfer.no, 3, 2_385_000],
      [day.rusak, 2, 1_350_000],
      [day.rosok, 1.5, 1_050_000],
    ]);
  });
});

describe('Laporan Sortir Pembelian and Laporan Hancur Pembelian', () => {
  it('lists each piece sorted with its weight then and where it is now', async () => {
    const data = await rows('reportpembelian/sortir', { status_sortir: 'ALL' });
    expect(data.map((r) => [r.no_sortir, r.kode_barcode, r.berat, r.berat_murni, r.status_sortir, r.no_faktur_beli, r.status_barang])).toEqual([
      [day.sortir[0], day.sold.code, 2.345, 1.759, 'JUAL', day.own, 'BELI'],
      [day.sortir[0], day.transfer.code, 3, 2.25, 'LEBUR', day.transfer.no, 'HANCUR'],
    ]);
    expect((await rows('reportpembelian/sortir', { status_sortir: 'LEBUR' })).map((r) => r.kode_barcode)).toEqual([day.transfer.code]);
  });

  it('lists the melted piece with its buy-back price and the bar', async () => {
    expect(await rows('reportpembelian/hancur')).toEqual([
      expect.objectContaining({ no_hancur: day.melt, kode_barcode: day.transfer.code, kadar: 75, berat: 3, berat_murni: 2.25, no_faktur_beli: day.transfer.no, harga_beli: 2_385_000, berat_hasil: 2.95, keterangan: 'Lebur rosokan' }),
    ]);
  });
});

describe('Laporan History Pembelian', () => {
  it("shows each barcode bought back with its whole ledger, the own ring's sale included", async () => {
    const data = await rows('reportpembelian/history-barcode', { status_barang: 'ALL' });
    expect(data.map((r) => [r.no_faktur_beli, r.status_barang, r.status_sortir])).toEqual([
      [day.own, 'BELI', 'JUAL'],
      [day.transfer.no, 'HANCUR', 'LEBUR'],
      [day.rusak, 'BELI', ''],
      [day.rosok, 'BELI', ''],
    ]);
    expect((data[0].detail as Row[]).map((m) => [m.jenis, m.berat_mutasi, m.no_ref])).toEqual([
      ['TAMBAH', 2.345, expect.any(String)],
      ['JUAL', -2.345, day.sold.no],
      ['BELI', 2.345, day.own],
      ['SORTIR', 0, day.sortir[0]],
    ]);
    expect((data[1].detail as Row[]).map((m) => m.jenis)).toEqual(['BELI', 'SORTIR', 'HANCUR_BELI']);
    expect((await rows('reportpembelian/history-barcode', { status_barang: 'HANCUR' })).map((r) => r.kode_barcode)).toEqual([day.transfer.code]);
  });
});

describe('Laporan Buku Berlian and Laporan Stok Berlian', () => {
  it('books every diamond piece of the period with its sale and margin', async () => {
    const data = await rows('reportbarang/buku-berlian', { status: 'ALL' });
    expect(data.map((r) => [r.kode_barcode, r.status, r.karat_batu, r.no_faktur_jual, r.harga_jual, r.margin])).toEqual([
      [day.diamonds[0], 'TERJUAL', 0.3, day.diamondSale.no, day.diamondSale.harga, day.diamondSale.harga - 8_000_000],
      [day.diamonds[1], 'READY', 0.3, null, 0, null],
      [day.diamonds[2], 'READY', 0.25, null, 0, null],
    ]);
    expect((await rows('reportbarang/buku-berlian', { status: 'TERJUAL' })).map((r) => r.kode_barcode)).toEqual([day.diamonds[0]]);
  });

  it('counts the diamonds held per shape and carat, today and on a tray', async () => {
    const stok = async (q: Record<string, string>) => {
      const res = await t.call('GET', `/api/v1/reportbarang/stok-berlian?${new URLSearchParams({ tanggal: tgl, ...q })}`, { token: owner });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Row[];
    };
    const all = await stok({ kode_baki: 'ALL' });
    expect(all.map((r) => [r.bentuk_batu, r.karat_batu, r.jumlah, r.total_karat, r.berat, r.biaya_berlian, r.total_hpp, r.harga_total])).toEqual([
      ['HEART', 0.25, 1, 0.25, 1.5, 5_000_000, 7_000_000, 9_000_000],
      ['ROUND', 0.3, 1, 0.3, 3, 6_000_000, 9_000_000, 12_500_000],
    ]);
    expect((all[1].detail as Row[]).map((d) => [d.kode_barcode, d.kode_baki])).toEqual([[day.diamonds[1], 'A2']]);
    expect((await stok({ kode_baki: 'A1' })).map((r) => r.bentuk_batu)).toEqual(['HEART']);
  });
});
