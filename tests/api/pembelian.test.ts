// The buy-back and the trade-in through the document kernel (issue 10 fixed points): the shop's own piece found by its
// barcode or receipt comes back into the buy-back stock, a piece from elsewhere becomes a new item, money leaves the
// till or an account, the journal balances; each authorization is needed and used up; one piece bought back twice at
// once gives one buy-back; a trade-in posts both documents or neither and is cancelled only whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize as authorizeBy, cash, customer, journalOf, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { BUYBACK_TRAY, foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

let shop: SaleShop;
let t: TestApp;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  // Every cancellation and price override asks a supervisor's password: more than the login limit allows a minute.
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, kasir, tgl } = shop);
  await seedBuybackMasters(t.db);
  // Buy-backs are paid out of the till or the shop's account: each opens with money in it.
  await openingFloat(shop, 50_000_000);
  await openingFloat(shop, 50_000_000, ACCOUNT);
});
afterAll(() => t.close());

const buy = (body: Record<string, unknown>, opts: { key?: string } = {}) => postAs(t, kasir, 'pembelian', { ...customer, ...body }, opts.key);
const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);

/** Sells a new ring (2.345 g, C75) for cash: its barcode, the sale's number and the price paid for the line. */
async function soldRing(): Promise<{ code: string; no: string; harga: number }> {
  const code = await newPiece(shop, { harga_total: 0 });
  const res = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(3_000_000)] });
  expect(res.statusCode, res.body).toBe(201);
  return { code, no: res.json().data.no_faktur_jual, harga: res.json().data.items[0].total };
}

/** The shop's own ring bought back as sold: 2.345 g, good, with its receipt. */
const ownLine = (code: string, over: Record<string, unknown> = {}) => ({
  kode_barcode: code,
  nama_barang: 'Cincin Polos Belah Rotan',
  kode_group: 'C75',
  kadar: 75,
  berat_kotor: 2.345,
  berat: 2.345,
  kondisi: 'BAGUS',
  ada_nota: true,
  ...over,
});

/** Rows of every table a buy-back writes, to prove a refused call wrote nothing. */
async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_baris)::int AS baris,
            (SELECT count(*) FROM barang_mutasi)::int AS mutasi, (SELECT count(*) FROM kas_mutasi)::int AS kas,
            (SELECT count(*) FROM jurnal)::int AS jurnal, (SELECT count(*) FROM barang)::int AS barang,
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS used`,
  );
  return row;
}

describe('POST pembelian', () => {
  it('buys back a piece from elsewhere for cash: system price, a new item on the buy-back tray, money out, journal', async () => {
    const res = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] }, { key: 'beli-0001' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Transaksi Pembelian Berhasil Disimpan');
    // 3 g x Rp 800.000 = 2.400.000, less the kategori's Rp 5.000 per gram (15.000): 2.385.000, a multiple of 500.
    expect(data).toMatchObject({ no_faktur_beli: `BL-TOKO01-${tgl.replaceAll('-', '')}-0001`, tgl_system: tgl, total_harga: 2_385_000 });
    expect(data.items[0]).toMatchObject({ harga_sistem: 2_385_000, harga: 2_385_000, kode_harga: 'B75', kondisi: 'BAGUS', harga_per_gram: 800_000 });
    const code = data.items[0].kode_barcode;
    const [item] = await t.db.query(`SELECT status, kode_gudang, kode_baki, berat::text, hpp::int FROM barang WHERE kode_barcode = $1`, [code]);
    expect(item).toEqual({ status: 'BELI', kode_gudang: 'GB', kode_baki: BUYBACK_TRAY, berat: '3.000', hpp: 2_385_000 });
    expect(await t.db.query(`SELECT jenis, qty, berat::text FROM barang_mutasi WHERE kode_barcode = $1`, [code])).toEqual([{ jenis: 'BELI', qty: 1, berat: '3.000' }]);
    expect(await t.db.query(`SELECT items, berat::text FROM stock_baki WHERE kode_baki = $1`, [BUYBACK_TRAY])).toEqual([{ items: 1, berat: '3.000' }]);
    const no = data.no_faktur_beli;
    expect(await t.db.query(`SELECT akun, kategori, jumlah_in::int, jumlah_out::int FROM kas_mutasi WHERE no_dokumen = $1`, [no])).toEqual([
      { akun: 'KAS', kategori: 'PEMBELIAN', jumlah_in: 0, jumlah_out: 2_385_000 },
    ]);
    expect(await journalOf(t, no)).toEqual([
      { type: 'TUNAI', kode_akun: 'PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', debet: 2_385_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 2_385_000 },
    ]);
    // The same key again: the first buy-back, nothing new.
    const before = await written();
    const again = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] }, { key: 'beli-0001' });
    expect(again.json().data.no_faktur_beli).toBe(no);
    expect(await written()).toEqual(before);
  });

  it("buys back the shop's own piece found by its receipt number, with cash and a transfer to the customer's account", async () => {
    const ring = await soldRing();
    const asal = await t.call('GET', `/api/v1/pembelian/asal?no_faktur_jual=${ring.no}`, { token: kasir });
    expect(asal.json().data).toEqual([
      expect.objectContaining({ kode_barcode: ring.code, no_faktur_jual: ring.no, berat_nota: 2.345, harga_nota: ring.harga, dibeli: false }),
    ]);
    // 2.345 g x 800.000 = 1.876.000 less 11.725 = 1.864.275, up to 1.864.500.
    const res = await buy({
      items: [{ ...ownLine(ring.code), kode_barcode: undefined, no_faktur_jual: ring.no }],
      pembayaran: [cash(864_500), { jenis: 'TRANSFER', jumlah_rp: 1_000_000, kode_bank: 'BCA', no_rekening: '0987654321' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.total_harga).toBe(1_864_500);
    expect(data.items[0]).toMatchObject({ kode_barcode: ring.code, no_faktur_jual: ring.no, harga_nota: ring.harga, berat_nota: 2.345 });
    expect(await t.db.query(`SELECT status, kode_baki FROM barang WHERE kode_barcode = $1`, [ring.code])).toEqual([{ status: 'BELI', kode_baki: BUYBACK_TRAY }]);
    expect(await t.db.query(`SELECT akun, jumlah_out::int FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id`, [data.no_faktur_beli])).toEqual([
      { akun: 'KAS', jumlah_out: 864_500 },
      { akun: '1234567890', jumlah_out: 1_000_000 },
    ]);
    expect(data.pembayaran[1]).toMatchObject({ jenis: 'TRANSFER', no_rekening: '1234567890', no_reff: '0987654321' });
    const journal = await journalOf(t, data.no_faktur_beli);
    expect(journal.reduce((s, l) => s + l.debet - l.kredit, 0)).toBe(0);
    expect(journal.find((l) => l.kode_akun === 'BANK')).toMatchObject({ type: 'NON_TUNAI', kredit: 1_000_000 });
    // Bought back already: the lookup says so and a second buy-back is refused.
    expect((await t.call('GET', `/api/v1/pembelian/asal?kode_barcode=${ring.code}`, { token: kasir })).json().data[0].dibeli).toBe(true);
    const twice = await buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Barang Sudah Dibeli Atau Ditukar: ${ring.code}`);
  });

  it('prices each cut and scrap as the domain does, and takes the price paid when given', async () => {
    const res = await buy({
      items: [
        foreignLine({ kondisi: 'RUSAK', ada_nota: false }),
        foreignLine({ nama_barang: 'Patahan Kalung', kondisi: 'ROSOK', kadar: 70, berat: 1.111, berat_kotor: 1.2 }),
        foreignLine({ harga: 2_000_000 }),
      ],
      pembayaran: [cash(2_025_000 + 778_000 + 2_000_000)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().data.items;
    // Damaged, no receipt: 2.400.000 - 10 % - 5 % - 15.000 = 2.025.000. Scrap: 1.111 g x 70 % x 1.000.000 = 777.700 -> 778.000.
    expect(items.map((i: { harga_sistem: number; harga: number; rosok: boolean }) => [i.harga_sistem, i.harga, i.rosok])).toEqual([
      [2_025_000, 2_025_000, false],
      [778_000, 778_000, true],
      [2_385_000, 2_000_000, false],
    ]);
  });

  it('refuses bad lines and payments with the spec messages and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [foreignLine({ berat: 0, berat_kotor: 0 })], pembayaran: [cash(1)] }, 400, 'Berat Tidak Boleh 0'],
      [{ items: [foreignLine({ berat_kotor: 2.9 })], pembayaran: [cash(1)] }, 400, 'Berat Kotor Tidak Boleh Kurang Dari Berat Emas'],
      [{ items: [foreignLine({ kadar: 0 })], pembayaran: [cash(1)] }, 400, 'Kadar Tidak Boleh 0'],
      [{ items: [foreignLine({ kondisi: 'ROSOK', kadar: 120 })], pembayaran: [cash(1)] }, 400, 'Kadar Rosok Tidak Boleh Lebih Dari 100'],
      [{ items: [foreignLine({ kode_group: 'K70' })], pembayaran: [cash(1)] }, 400, 'Kode Harga Beli Group K70 Belum Diatur'],
      [{ items: [foreignLine()], pembayaran: [cash(2_000_000)] }, 400, 'Jumlah Pembayaran Harus Sama Dengan Total Pembelian'],
      [{ items: [foreignLine()], pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 2_385_000 }] }, 400, 'Nomor Rekening Customer Belum Diisi'],
      [{ items: [ownLine('NOPE01')], pembayaran: [cash(1)] }, 404, 'Nota Penjualan Barang Ini Tidak Ditemukan'],
    ];
    for (const [body, status, message] of cases) {
      const res = await buy(body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('needs HARGA_BELI_DIATAS_NOTA above the system or receipt price and TOLERANSI_BERAT_PEMBELIAN beyond the weight tolerance, each used up', async () => {
    const ring = await soldRing();
    const body = { items: [ownLine(ring.code, { berat: 2.2, berat_kotor: 2.2, harga: ring.harga + 1_000 })], pembayaran: [cash(ring.harga + 1_000)] };
    const refused = await buy(body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().kategori).toEqual(['HARGA_BELI_DIATAS_NOTA', 'TOLERANSI_BERAT_PEMBELIAN']);
    const price = await authorize('HARGA_BELI_DIATAS_NOTA');
    expect((await buy({ ...body, authorization_ids: [price] })).json().kategori).toEqual(['TOLERANSI_BERAT_PEMBELIAN']);
    const weight = await authorize('TOLERANSI_BERAT_PEMBELIAN');
    const res = await buy({ ...body, authorization_ids: [price, weight] });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_beli;
    const doc = (await t.call('GET', `/api/v1/pembelian/${no}`, { token: kasir })).json().data;
    expect(doc.otorisasi.map((o: { kategori: string }) => o.kategori)).toEqual(['HARGA_BELI_DIATAS_NOTA', 'TOLERANSI_BERAT_PEMBELIAN']);
    // Used up: the same ids do not serve a second buy-back.
    const other = await buy({ items: [foreignLine({ harga: 3_000_000 })], pembayaran: [cash(3_000_000)], authorization_ids: [price] });
    expect(other.statusCode).toBe(403);
  });

  it('gives exactly one buy-back when one piece is bought back twice at once', async () => {
    const ring = await soldRing();
    const answers = await Promise.all([1, 2].map((n) => buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] }, { key: `race-${n}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM barang_mutasi WHERE kode_barcode = $1 AND jenis = 'BELI'`, [ring.code])).toEqual([{ n: 1 }]);
  });
});

describe('POST pembelian/{no}/batal', () => {
  it('cancels a buy-back of today: the piece back to its owner, money and journal reversed; not twice, not yesterday', async () => {
    const ring = await soldRing();
    const res = await buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] });
    const no = res.json().data.no_faktur_beli;
    const cancel = (authorization_id: string) => postAs(t, kasir, `pembelian/${no}/batal`, { alasan: 'Salah input', authorization_id });
    const ok = await cancel(await authorize('BATAL_PEMBELIAN'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Pembelian Berhasil Dibatalkan');
    // Its record as it was before the buy-back: the tray it was sold from, its weight and cost.
    expect(await t.db.query(`SELECT status, kode_gudang, kode_baki, berat::text, qty FROM barang WHERE kode_barcode = $1`, [ring.code])).toEqual([
      { status: 'TERJUAL', kode_gudang: 'G1', kode_baki: 'A1', berat: '2.345', qty: 1 },
    ]);
    expect(await t.db.query(`SELECT jenis, qty FROM barang_mutasi WHERE kode_barcode = $1 AND no_ref = $2 ORDER BY id`, [ring.code, no])).toEqual([
      { jenis: 'BELI', qty: 1 },
      { jenis: 'BATAL_BELI', qty: -1 },
    ]);
    expect(await t.db.query(`SELECT kategori, jumlah_in::int, jumlah_out::int FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id`, [no])).toEqual([
      { kategori: 'PEMBELIAN', jumlah_in: 0, jumlah_out: 1_864_500 },
      { kategori: 'BATAL PEMBELIAN', jumlah_in: 1_864_500, jumlah_out: 0 },
    ]);
    const [sum] = await t.db.query<{ d: number }>(`SELECT sum(debet - kredit)::int AS d FROM jurnal WHERE no_dokumen = $1`, [no]);
    expect(sum.d).toBe(0);
    expect((await cancel(await authorize('BATAL_PEMBELIAN'))).json().message).toBe('Nota Sudah Dibatalkan');
    // The piece can be bought back again after the cancellation.
    expect((await buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] })).statusCode).toBe(201);
  });

  it('refuses once a piece has moved on (sent to cleaning, plating loss); a sale whose piece was bought back cannot be cancelled', async () => {
    await t.setModule('SEPUHAN_MODULE', true);
    const beli = async () => (await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] })).json().data;
    const cancel = async (no: string) => postAs(t, kasir, `pembelian/${no}/batal`, { alasan: 'Salah input', authorization_id: await authorize('BATAL_PEMBELIAN') });
    const processed = [409, 'Barang Pembelian Sudah Diproses, Pembelian Tidak Dapat Dibatalkan'];
    const sent = await beli();
    const code = sent.items[0].kode_barcode;
    expect((await postAs(t, shop.owner, 'sepuhan/sortir', { items: [{ kode_barcode: code, status_sortir: 'CUCI' }] })).statusCode).toBe(200);
    expect((await postAs(t, shop.owner, 'sepuhan/kirim', { jenis: 'CUCI', tujuan: 'Tukang Cuci', items: [{ kode_barcode: code }] })).statusCode).toBe(200);
    const refused = await cancel(sent.no_faktur_beli);
    expect([refused.statusCode, refused.json().message]).toEqual(processed);
    const wasted = await beli();
    const waste = await postAs(t, shop.owner, 'sepuhan/wasting', { keterangan: 'Sepuh', items: [{ kode_barcode: wasted.items[0].kode_barcode, berat_susut: 0.01 }] });
    expect(waste.statusCode, waste.body).toBe(200);
    const refused2 = await cancel(wasted.no_faktur_beli);
    expect([refused2.statusCode, refused2.json().message]).toEqual(processed);
    // The ring's sale: its piece came back to the shop, so the sale is no longer there to cancel.
    const ring = await soldRing();
    expect((await buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] })).statusCode).toBe(201);
    const sale = await postAs(t, kasir, `penjualan/${ring.no}/batal`, { alasan: 'Salah', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect([sale.statusCode, sale.json().message]).toEqual([409, 'Barang Nota Ini Sudah Dibeli Kembali, Penjualan Tidak Dapat Dibatalkan']);
    await t.setModule('SEPUHAN_MODULE', false);
  });

  it('lets the sale be cancelled again once its buy-back is cancelled: the piece back on its tray at its weight', async () => {
    const ring = await soldRing();
    const beli = (await buy({ items: [ownLine(ring.code)], pembayaran: [cash(1_864_500)] })).json().data;
    expect((await postAs(t, kasir, `pembelian/${beli.no_faktur_beli}/batal`, { alasan: 'Batal jual', authorization_id: await authorize('BATAL_PEMBELIAN') })).statusCode).toBe(200);
    const sale = await postAs(t, kasir, `penjualan/${ring.no}/batal`, { alasan: 'Batal beli', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect(sale.statusCode, sale.body).toBe(200);
    expect(await t.db.query(`SELECT status, kode_baki, berat::text FROM barang WHERE kode_barcode = $1`, [ring.code])).toEqual([{ status: 'READY', kode_baki: 'A1', berat: '2.345' }]);
  });

  it("refuses an earlier business day's buy-back", async () => {
    const res = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] });
    const no = res.json().data.no_faktur_beli;
    await setBusinessDate(t.db, '2099-01-02');
    try {
      const refused = await postAs(t, kasir, `pembelian/${no}/batal`, { alasan: 'Terlambat', authorization_id: await authorize('BATAL_PEMBELIAN') });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Pembelian Hari Sebelumnya Tidak Dapat Dibatalkan']);
    } finally {
      await setBusinessDate(t.db, tgl);
    }
  });
});

describe('trade-in (POST penjualan with tukar)', () => {
  it('posts the sale and the buy-back under one group: TUKAR pays part, the customer pays the rest; one journal each, both balanced', async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const res = await postAs(t, kasir, 'penjualan', {
      ...customer,
      items: [{ kode_barcode: code }],
      pembayaran: [cash(2_000_000)],
      tukar: { items: [foreignLine({ berat: 1, berat_kotor: 1 })] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    // The old ring: 1 g x 800.000 - 5.000 = 795.000; it pays that much of the sale.
    expect(data.no_faktur_group).toMatch(/^TT-TOKO01-/);
    expect(data.no_faktur_beli).toMatch(/^BL-TOKO01-/);
    expect(data.pembayaran).toEqual(expect.arrayContaining([expect.objectContaining({ jenis: 'TUKAR', jumlah_rp: 795_000, no_reff: data.no_faktur_beli })]));
    const buyback = (await t.call('GET', `/api/v1/pembelian/${data.no_faktur_beli}`, { token: kasir })).json().data;
    expect(buyback).toMatchObject({ no_faktur_group: data.no_faktur_group, grand_total: 795_000, tukar: { no_faktur_jual: data.no_faktur_jual } });
    expect(buyback.pembayaran).toEqual([expect.objectContaining({ jenis: 'TUKAR', jumlah_rp: 795_000, no_reff: data.no_faktur_jual })]);
    for (const no of [data.no_faktur_jual, data.no_faktur_beli]) {
      const journal = await journalOf(t, no);
      expect(journal.reduce((s, l) => s + l.debet - l.kredit, 0)).toBe(0);
      expect(journal.find((l) => l.kode_akun === 'TUKAR')).toMatchObject({ nomor_akun: '1-1990' });
    }
    // No money moved for the buy-back: its value went into the sale.
    expect(await t.db.query(`SELECT count(*)::int AS n FROM kas_mutasi WHERE no_dokumen = $1`, [data.no_faktur_beli])).toEqual([{ n: 0 }]);
  });

  it('pays the customer the difference in cash (TUKAR KURANG) when the old gold is worth more', async () => {
    const code = await newPiece(shop, { harga_total: 0, berat: 1 });
    const res = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [], tukar: { items: [foreignLine()] } });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    const saleTotal = data.grand_total;
    expect(data.pembayaran).toEqual([expect.objectContaining({ jenis: 'TUKAR', jumlah_rp: saleTotal })]);
    expect(await t.db.query(`SELECT akun, kategori, jumlah_out::int FROM kas_mutasi WHERE no_dokumen = $1`, [data.no_faktur_beli])).toEqual([
      { akun: 'KAS', kategori: 'TUKAR KURANG', jumlah_out: 2_385_000 - saleTotal },
    ]);
  });

  it("needs HARGA_BELI_KODE_LAIN for an old piece priced by a code that pays more than its group's default, as a buy-back does", async () => {
    // A price code a cashier could pick to pay more: 1.230.000 a gram (the group's default B75 pays 800.000).
    await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B99', 1230000) ON CONFLICT DO NOTHING`);
    const code = await newPiece(shop, { harga_total: 15_000_000 });
    // 10 g of C75: by B99 10 x 1.230.000 - the kategori cut 50.000 = 12.250.000 (by B75 7.950.000); the customer pays the rest of 15.000.000.
    const body = { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(2_750_000)], tukar: { items: [foreignLine({ berat: 10, berat_kotor: 10, kode_harga: 'B99' })] } };
    const before = await written();
    const refused = await postAs(t, kasir, 'penjualan', body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Transaksi Ini Membutuhkan Otorisasi',
      kategori: ['HARGA_BELI_KODE_LAIN'],
      keterangan: ['Harga Beli Dengan Kode Harga Lain'],
      rincian: [
        { kategori: 'HARGA_BELI_KODE_LAIN', nama_barang: 'CINCIN TOKO LAIN', satuan: 'RP', nilai: 12_250_000, batas: 7_950_000, kode_harga: 'B99', kode_harga_default: 'B75' },
      ],
    });
    // Neither document written, the piece still on its tray.
    expect(await written()).toEqual(before);
    expect(await t.db.query(`SELECT status FROM barang WHERE kode_barcode = $1`, [code])).toEqual([{ status: 'READY' }]);

    const res = await postAs(t, kasir, 'penjualan', { ...body, authorization_ids: [await authorize('HARGA_BELI_KODE_LAIN')] });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.pembayaran).toEqual(expect.arrayContaining([expect.objectContaining({ jenis: 'TUKAR', jumlah_rp: 12_250_000 })]));
    const buyback = (await t.call('GET', `/api/v1/pembelian/${data.no_faktur_beli}`, { token: kasir })).json().data;
    expect(buyback.items[0]).toMatchObject({ kode_harga: 'B99', harga_sistem: 12_250_000, harga: 12_250_000 });
    const sale = (await t.call('GET', `/api/v1/penjualan/${data.no_faktur_jual}`, { token: kasir })).json().data;
    // The authorization is the trade-in's: recorded on its sale, the document it was posted as.
    expect(sale.otorisasi).toEqual([expect.objectContaining({ kategori: 'HARGA_BELI_KODE_LAIN', authorized_by: 'SPV1' })]);
  });

  it('posts neither document when a buy-back line fails', async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const before = await written();
    const res = await postAs(t, kasir, 'penjualan', {
      ...customer,
      items: [{ kode_barcode: code }],
      pembayaran: [cash(3_000_000)],
      tukar: { items: [foreignLine(), foreignLine({ berat_kotor: 1 })] },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Berat Kotor Tidak Boleh Kurang Dari Berat Emas']);
    expect(await written()).toEqual(before);
    expect(await t.db.query(`SELECT status FROM barang WHERE kode_barcode = $1`, [code])).toEqual([{ status: 'READY' }]);
  });

  it('refuses to cancel one half alone and cancels both together on the same day', async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const res = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(3_000_000)], tukar: { items: [foreignLine({ berat: 1, berat_kotor: 1 })] } });
    const { no_faktur_jual, no_faktur_beli, no_faktur_group } = res.json().data;
    const alone = 'Barang Tukar Tambah Dan Barang Biasa Tidak Dapat Dibatalkan Terpisah, Batalkan Keduanya Bersamaan';
    const saleAlone = await postAs(t, kasir, `penjualan/${no_faktur_jual}/batal`, { alasan: 'Batal', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect([saleAlone.statusCode, saleAlone.json().message]).toEqual([409, alone]);
    const buyAlone = await postAs(t, kasir, `pembelian/${no_faktur_beli}/batal`, { alasan: 'Batal', authorization_id: await authorize('BATAL_PEMBELIAN') });
    expect([buyAlone.statusCode, buyAlone.json().message]).toEqual([409, alone]);
    const both = await postAs(t, kasir, `pembelian/${no_faktur_beli}/batal`, { alasan: 'Batal', authorization_id: await authorize('BATAL_PEMBELIAN'), no_faktur_group });
    expect(both.statusCode, both.body).toBe(200);
    const statuses = await t.db.query(`SELECT no_dokumen, status FROM dokumen_terkini WHERE no_faktur_group = $1 ORDER BY no_dokumen`, [no_faktur_group]);
    expect(statuses).toEqual([
      { no_dokumen: no_faktur_beli, status: 'BATAL' },
      { no_dokumen: no_faktur_jual, status: 'BATAL' },
    ]);
    expect(await t.db.query(`SELECT status FROM barang WHERE kode_barcode = $1`, [code])).toEqual([{ status: 'READY' }]);
    for (const no of [no_faktur_jual, no_faktur_beli]) {
      const [sum] = await t.db.query<{ d: number }>(`SELECT sum(debet - kredit)::int AS d FROM jurnal WHERE no_dokumen = $1`, [no]);
      expect(sum.d).toBe(0);
    }
  });
});
