// Manual sales and buy-backs (issue 11 section 6) on the document kernel: a sale of grams of a manual stock line and a
// buy-back of gold into a manual line of the buy-back warehouse, each moving stock, money and journal exactly; weight
// above the stock or 0 refused with nothing written; a cancellation puts the stock back and nets money and journal to
// zero; the same Idempotency-Key answers the first document; the gate (module off, or APP_MODE STOCK_JUAL_MANUAL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize as authorizeBy, cash, customer, journalOf, openingFloat, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { BUYBACK_TRAY, seedBuybackMasters } from '../helpers/buyback-fixture';
import { integrityBreaks } from '../../server/books/integrity';

let shop: SaleShop;
let t: TestApp;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  // Every cancellation asks a supervisor's password: more than the login limit allows a minute.
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, kasir, tgl } = shop);
  await seedBuybackMasters(t.db);
  await t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', true);
  // Ring stock without tags on tray A1: 10 pieces, 25.500 g of group C75 (Rp 950,000/g to sell, cost Rp 900,000/g).
  const res = await t.call('POST', '/api/v1/barang-manual/tambah', { token: shop.owner, body: { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', true);
  await t.setModule('APP_MODE', true, 'STANDARD');
});

const A1 = { kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN' };
const sell = (body: Record<string, unknown>, key?: string) => postAs(t, kasir, 'penjualan-manual', { ...customer, ...body }, key);
const buy = (body: Record<string, unknown>, key?: string) => postAs(t, kasir, 'pembelian-manual', { ...customer, ...body }, key);
const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);

/** A manual line now: pieces and grams. */
async function line(key: { kode_baki: string; kode_group: string }) {
  const [row] = await t.db.query<{ qty: number; berat: number }>('SELECT qty, berat FROM barang_manual WHERE kode_baki = $1 AND kode_group = $2', [key.kode_baki, key.kode_group]);
  return row && { qty: Number(row.qty), berat: Number(row.berat) };
}
const moneyOf = (no: string) =>
  t.db.query('SELECT akun, jenis_bayar, kategori, jumlah_in, jumlah_out, tgl_system::text AS tgl FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
const trxOf = async (no: string) => (await t.db.query<{ trx: string }>('SELECT DISTINCT trx FROM jurnal WHERE no_dokumen = $1', [no])).map((r) => r.trx);
const ledgerOf = (no: string) =>
  t.db.query('SELECT kode_gudang, kode_baki, kode_group, kode_dept, jenis, qty, berat FROM barang_manual_mutasi WHERE no_ref = $1 ORDER BY id', [no]);

/** Rows of every table a manual document writes, to prove a refused call wrote nothing. */
async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_baris)::int AS baris,
            (SELECT count(*) FROM barang_manual_mutasi)::int AS mutasi, (SELECT count(*) FROM kas_mutasi)::int AS kas,
            (SELECT count(*) FROM jurnal)::int AS jurnal, (SELECT sum(versi)::int FROM barang_manual) AS versi`,
  );
  return row;
}

/** Per account, debit minus credit of a document's journal; per akun, money in minus out: all zero once cancelled. */
async function netOf(no: string) {
  const journal = await t.db.query<{ nomor_akun: string; net: number }>(
    'SELECT nomor_akun, sum(debet - kredit)::bigint AS net FROM jurnal WHERE no_dokumen = $1 GROUP BY nomor_akun ORDER BY nomor_akun',
    [no],
  );
  const money = await t.db.query<{ akun: string; net: number }>('SELECT akun, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas_mutasi WHERE no_dokumen = $1 GROUP BY akun', [no]);
  return { journal: journal.map((j) => Number(j.net)), money: money.map((m) => Number(m.net)) };
}

describe('POST penjualan-manual', () => {
  it('sells grams and pieces of a manual line for cash: priced by the group, stock, money and journal exactly', async () => {
    const before = await line(A1);
    const res = await sell({ items: [{ ...A1, qty: 2, berat: 5 }], pembayaran: [cash(5_000_000)] }, 'jm-0001');
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Transaksi Penjualan Manual Berhasil Disimpan');
    expect(data.no_faktur_jual).toMatch(new RegExp(`^JM-TOKO01-${tgl.replaceAll('-', '')}-\\d{4}$`));
    // 5.000 g x Rp 950,000 = Rp 4,750,000 (a multiple of 500 already); no ongkos for C75; cash 5,000,000 gives 250,000 back.
    expect(data).toMatchObject({ tgl_system: tgl, grand_total: 4_750_000, kembalian: 250_000 });
    expect(data.items).toEqual([
      expect.objectContaining({ kode_barcode: '', nama_barang: 'Cincin 75%', ...A1, qty: 2, berat_jual: 5, harga_per_gram: 950_000, harga: 4_750_000, total: 4_750_000, harga_modal: 4_500_000 }),
    ]);
    const no = data.no_faktur_jual;

    expect(await line(A1)).toEqual({ qty: before!.qty - 2, berat: before!.berat - 5 });
    expect(await ledgerOf(no)).toEqual([{ ...A1, jenis: 'JUAL', qty: -2, berat: -5 }]);
    expect(await moneyOf(no)).toEqual([{ akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'PENJUALAN MANUAL', jumlah_in: 4_750_000, jumlah_out: 0, tgl }]);
    // Its own journal JUAL_MANUAL (migration 032): Kas and cost of sales debited; gold sales and stock credited at the group's cost.
    expect(await trxOf(no)).toEqual(['JUAL_MANUAL']);
    expect(await journalOf(t, no)).toEqual([
      { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 4_750_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 4_750_000 },
      { type: 'TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 4_500_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1405', debet: 0, kredit: 4_500_000 },
    ]);
    // Stock without tags has an account of its own: the tagged pieces' stock account still holds what they cost.
    expect((await integrityBreaks(t.db, 'TOKO01')).map((f) => f.check)).not.toContain('persediaan_berbeda');

    // The same key again answers the same sale and writes nothing.
    const counts = await written();
    const again = await sell({ items: [{ ...A1, qty: 2, berat: 5 }], pembayaran: [cash(5_000_000)] }, 'jm-0001');
    expect(again.json().data.no_faktur_jual).toBe(no);
    expect(await written()).toEqual(counts);
  });

  it('is paid as a sale is: a debit card with its fee to the account, the rest by transfer, the journal NON_TUNAI', async () => {
    // 1.250 g x 950,000 = 1,187,500. Card 1,000,000 + 2 % fee 20,000; transfer 187,500.
    const res = await sell({
      items: [{ kode_baki: 'a1', kode_group: 'c75', kode_dept: 'cin', qty: 1, berat: 1.25 }],
      pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 1_000_000, no_rekening: ACCOUNT, kode_bank: 'BCA', fee_persen: 2 }, transfer(187_500)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_jual;
    expect(res.json().data.grand_total).toBe(1_187_500);
    expect(await moneyOf(no)).toEqual([
      { akun: ACCOUNT, jenis_bayar: 'DEBIT', kategori: 'PENJUALAN MANUAL', jumlah_in: 1_020_000, jumlah_out: 0, tgl },
      { akun: ACCOUNT, jenis_bayar: 'TRANSFER', kategori: 'PENJUALAN MANUAL', jumlah_in: 187_500, jumlah_out: 0, tgl },
    ]);
    // Cost 1.250 g x 900,000 = 1,125,000.
    expect(await journalOf(t, no)).toEqual([
      { type: 'NON_TUNAI', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 1_207_500, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 1_187_500 },
      { type: 'NON_TUNAI', kode_akun: 'FEE_KARTU', nomor_akun: '4-1901', debet: 0, kredit: 20_000 },
      { type: 'NON_TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 1_125_000, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1405', debet: 0, kredit: 1_125_000 },
    ]);
  });

  it('refuses a weight above the stock weight, also over two lines of one stock line, and a weight of 0; nothing written', async () => {
    const stock = (await line(A1))!;
    const counts = await written();
    const above = await sell({ items: [{ ...A1, qty: 1, berat: stock.berat + 0.001 }], pembayaran: [cash(50_000_000)] });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ message: 'Berat Input Tidak Boleh Melebihi Berat Stock', errors: [{ field: 'items.0.berat' }] });
    const together = await sell({ items: [{ ...A1, berat: stock.berat - 1 }, { ...A1, berat: 1.001 }], pembayaran: [cash(50_000_000)] });
    expect(together.statusCode).toBe(400);
    expect(together.json().message).toBe('Berat Input Tidak Boleh Melebihi Berat Stock');
    const zero = await sell({ items: [{ ...A1, qty: 1, berat: 0 }], pembayaran: [cash(1_000_000)] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Berat Tidak Boleh 0', errors: [{ field: 'items.0.berat' }] });
    const pieces = await sell({ items: [{ ...A1, qty: stock.qty + 1, berat: 1 }], pembayaran: [cash(1_000_000)] });
    expect(pieces.json().message).toBe('Jumlah Input Tidak Boleh Melebihi Stock');
    const noLine = await sell({ items: [{ ...A1, kode_group: 'K70', kode_dept: 'KAL', berat: 1 }], pembayaran: [cash(1_000_000)] });
    expect(noLine.json().message).toBe('Data Barang Manual Tidak Ditemukan');
    const coupon = await sell({ items: [{ ...A1, berat: 1 }], pembayaran: [{ jenis: 'KUPON', jumlah_rp: 950_000 }] });
    expect(coupon.statusCode).toBe(400);
    expect(await written()).toEqual(counts);
    expect(await line(A1)).toEqual(stock);
  });

  it('cancels with BATAL_PENJUALAN on its day: the grams back into the line, money and journal net to zero', async () => {
    const before = (await line(A1))!;
    const res = await sell({ items: [{ ...A1, qty: 1, berat: 2.5 }], pembayaran: [cash(2_375_000)] });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_jual;
    expect(await line(A1)).toEqual({ qty: before.qty - 1, berat: before.berat - 2.5 });

    const wrongKind = await t.call('POST', `/api/v1/penjualan-manual/${no}/batal`, { token: kasir, body: { alasan: 'Salah input', authorization_id: await authorize('BATAL_PEMBELIAN') } });
    expect(wrongKind.statusCode).toBe(400);
    const ok = await t.call('POST', `/api/v1/penjualan-manual/${no}/batal`, { token: kasir, body: { alasan: 'Salah input', authorization_id: await authorize('BATAL_PENJUALAN') } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Penjualan Manual Berhasil Dibatalkan');
    expect(await line(A1)).toEqual(before);
    expect(await ledgerOf(no)).toEqual([
      { ...A1, jenis: 'JUAL', qty: -1, berat: -2.5 },
      { ...A1, jenis: 'BATAL_JUAL', qty: 1, berat: 2.5 },
    ]);
    expect((await moneyOf(no)).map((m) => m.kategori)).toEqual(['PENJUALAN MANUAL', 'BATAL PENJUALAN MANUAL']);
    expect(await netOf(no)).toEqual({ journal: [0, 0, 0, 0], money: [0] });
    const read = await t.call('GET', `/api/v1/penjualan-manual/${no}`, { token: kasir });
    expect(read.json().data.status).toBe('BATAL');
    const twice = await t.call('POST', `/api/v1/penjualan-manual/${no}/batal`, { token: kasir, body: { alasan: 'Lagi', authorization_id: await authorize('BATAL_PENJUALAN') } });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses to cancel yesterday's manual sale", async () => {
    const res = await sell({ items: [{ ...A1, qty: 0, berat: 0.5 }], pembayaran: [cash(475_000)] });
    const no = res.json().data.no_faktur_jual;
    await setBusinessDate(t.db, '2099-01-02');
    try {
      const late = await t.call('POST', `/api/v1/penjualan-manual/${no}/batal`, { token: kasir, body: { alasan: 'Terlambat', authorization_id: await authorize('BATAL_PENJUALAN') } });
      expect([late.statusCode, late.json().message]).toEqual([400, 'Penjualan Manual Hari Sebelumnya Tidak Dapat Dibatalkan']);
    } finally {
      await setBusinessDate(t.db, tgl);
    }
  });
});

describe('POST pembelian-manual', () => {
  const BELI = { kode_baki: BUYBACK_TRAY, kode_group: 'C75' };
  const gold = (over: Record<string, unknown> = {}) => ({ kode_group: 'C75', kadar: 75, qty: 1, berat: 3, kondisi: 'BAGUS', ada_nota: true, ...over });

  it('buys gold by weight and kadar into the manual line of the buy-back warehouse: price, stock, money, journal', async () => {
    const res = await buy({ items: [gold({ berat_kotor: 3.2 })], pembayaran: [cash(2_385_000)] });
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Transaksi Pembelian Manual Berhasil Disimpan');
    expect(data.no_faktur_beli).toMatch(/^BM-TOKO01-\d{8}-\d{4}$/);
    // 3.000 g x Rp 800,000 (B75) = 2,400,000 less EMAS's Rp 5,000/g = 2,385,000.
    expect(data.total_harga).toBe(2_385_000);
    expect(data.items).toEqual([
      expect.objectContaining({ nama_barang: 'CINCIN 75%', kode_gudang: 'GB', kode_baki: BUYBACK_TRAY, kode_group: 'C75', kode_dept: 'CIN', qty: 1, berat: 3, berat_kotor: 3.2, harga_sistem: 2_385_000, harga: 2_385_000, kode_harga: 'B75' }),
    ]);
    const no = data.no_faktur_beli;
    expect(await line(BELI)).toEqual({ qty: 1, berat: 3 });
    expect(await ledgerOf(no)).toEqual([{ kode_gudang: 'GB', kode_baki: BUYBACK_TRAY, kode_group: 'C75', kode_dept: 'CIN', jenis: 'BELI', qty: 1, berat: 3 }]);
    expect(await moneyOf(no)).toEqual([{ akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'PEMBELIAN MANUAL', jumlah_in: 0, jumlah_out: 2_385_000, tgl }]);
    expect(await trxOf(no)).toEqual(['BELI_MANUAL']);
    expect(await journalOf(t, no)).toEqual([
      { type: 'TUNAI', kode_akun: 'PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', debet: 2_385_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 2_385_000 },
    ]);
  });

  it('pays by transfer from the shop account, and asks HARGA_BELI_DIATAS_NOTA above the system price', async () => {
    const above = await buy({ items: [gold({ berat: 1, harga: 900_000 })], pembayaran: [transfer(900_000)] });
    expect(above.statusCode).toBe(403);
    expect(above.json().kategori).toEqual(['HARGA_BELI_DIATAS_NOTA']);
    const res = await buy({ items: [gold({ berat: 1, harga: 900_000 })], pembayaran: [transfer(900_000)], authorization_ids: [await authorize('HARGA_BELI_DIATAS_NOTA')] });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_beli;
    expect(await moneyOf(no)).toEqual([{ akun: ACCOUNT, jenis_bayar: 'TRANSFER', kategori: 'PEMBELIAN MANUAL', jumlah_in: 0, jumlah_out: 900_000, tgl }]);
    expect(await journalOf(t, no)).toEqual([
      { type: 'NON_TUNAI', kode_akun: 'PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', debet: 900_000, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'BANK', nomor_akun: '1-1201', debet: 0, kredit: 900_000 },
    ]);
  });

  it("asks HARGA_BELI_KODE_LAIN for a price code that pays more than the group's default, and says what it approves", async () => {
    // A price code a cashier could pick to pay more: 1.230.000 a gram (the group's default B75 pays 800.000).
    await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B99', 1230000) ON CONFLICT DO NOTHING`);
    await openingFloat(shop, 12_250_000);
    // 10 g: by B99 10 x 1.230.000 - EMAS's 5.000/g = 12.250.000; by B75 7.950.000.
    const body = { items: [gold({ berat: 10, berat_kotor: 10, kode_harga: 'B99' })], pembayaran: [cash(12_250_000)] };
    const counts = await written();
    const refused = await buy(body);
    expect(refused.statusCode, refused.body).toBe(403);
    // A manual line has no piece of its own: it is named by its group ('CINCIN 75%').
    expect(refused.json()).toEqual({
      message: 'Transaksi Ini Membutuhkan Otorisasi',
      kategori: ['HARGA_BELI_KODE_LAIN'],
      keterangan: ['Harga Beli Dengan Kode Harga Lain'],
      rincian: [{ kategori: 'HARGA_BELI_KODE_LAIN', nama_barang: 'CINCIN 75%', satuan: 'RP', nilai: 12_250_000, batas: 7_950_000, kode_harga: 'B99', kode_harga_default: 'B75' }],
    });
    expect(await written()).toEqual(counts);
    const res = await buy({ ...body, authorization_ids: [await authorize('HARGA_BELI_KODE_LAIN')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.items).toEqual([expect.objectContaining({ kode_harga: 'B99', harga_sistem: 12_250_000, harga: 12_250_000 })]);
    // A code that pays less needs no one: 1 g by B50, 500.000 - 5.000 = 495.000.
    await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B50', 500000) ON CONFLICT DO NOTHING`);
    const less = await buy({ items: [gold({ berat: 1, kode_harga: 'B50' })], pembayaran: [cash(495_000)] });
    expect(less.statusCode, less.body).toBe(201);
    expect(less.json().data.items).toEqual([expect.objectContaining({ kode_harga: 'B50', harga_sistem: 495_000, harga: 495_000 })]);
  });

  it('refuses a weight of 0 and a payment that is not the total; nothing written', async () => {
    const counts = await written();
    const zero = await buy({ items: [gold({ berat: 0 })], pembayaran: [cash(1)] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Berat Tidak Boleh 0', errors: [{ field: 'items.0.berat' }] });
    const short = await buy({ items: [gold()], pembayaran: [cash(2_000_000)] });
    expect(short.json().message).toBe('Jumlah Pembayaran Harus Sama Dengan Total Pembelian');
    expect(await written()).toEqual(counts);
  });

  it('cancels with BATAL_PEMBELIAN while the grams are still in the line; not once they moved on', async () => {
    const before = (await line(BELI))!;
    const res = await buy({ items: [gold({ berat: 2 })], pembayaran: [cash(1_590_000)] });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_beli;
    const ok = await t.call('POST', `/api/v1/pembelian-manual/${no}/batal`, { token: kasir, body: { alasan: 'Salah input', authorization_id: await authorize('BATAL_PEMBELIAN') } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Pembelian Manual Berhasil Dibatalkan');
    expect(await line(BELI)).toEqual(before);
    expect((await ledgerOf(no)).map((l) => [l.jenis, l.qty, l.berat])).toEqual([['BELI', 1, 2], ['BATAL_BELI', -1, -2]]);
    expect(await netOf(no)).toEqual({ journal: [0, 0], money: [0] });

    // Bought, then the whole line melted: its grams have moved on, so the buy-back stands.
    const kept = await buy({ items: [gold({ berat: 1 })], pembayaran: [cash(795_000)] });
    const kno = kept.json().data.no_faktur_beli;
    const [l] = await t.db.query<{ versi: number; qty: number; berat: string }>('SELECT versi, qty, berat FROM barang_manual WHERE kode_baki = $1 AND kode_group = $2', [BUYBACK_TRAY, 'C75']);
    const melt = await t.call('POST', '/api/v1/barang-manual/hancur', {
      token: shop.owner,
      body: { kode_gudang: 'GB', kode_baki: BUYBACK_TRAY, kode_group: 'C75', kode_dept: 'CIN', versi: l.versi, qty: l.qty, berat: Number(l.berat) },
    });
    expect(melt.statusCode, melt.body).toBe(200);
    const counts = await written();
    const late = await t.call('POST', `/api/v1/pembelian-manual/${kno}/batal`, { token: kasir, body: { alasan: 'Salah input', authorization_id: await authorize('BATAL_PEMBELIAN') } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Barang Pembelian Sudah Diproses, Pembelian Tidak Dapat Dibatalkan');
    expect(await written()).toEqual(counts);
  });
});

describe('lists and gates', () => {
  it("lists the day's manual sales and buy-backs, each kind apart from the tagged ones", async () => {
    const sales = await t.call('GET', `/api/v1/penjualan-manual?tgl_from=${tgl}&tgl_to=${tgl}`, { token: kasir });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data.length).toBeGreaterThan(0);
    expect(sales.json().data.every((r: { no_faktur_jual: string }) => r.no_faktur_jual.startsWith('JM-'))).toBe(true);
    const buys = await t.call('GET', `/api/v1/pembelian-manual?status=DONE`, { token: kasir });
    expect(buys.json().data.every((r: { no_faktur_beli: string; status: string }) => r.no_faktur_beli.startsWith('BM-') && r.status === 'DONE')).toBe(true);
    const tagged = await t.call('GET', '/api/v1/penjualan', { token: kasir });
    expect(tagged.json().data).toEqual([]);
  });

  it('opens with MANUAL_ITEMS_TRANSACTION_MODULE or APP_MODE STOCK_JUAL_MANUAL, and not without', async () => {
    await t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', false);
    const counts = await written();
    const off = await sell({ items: [{ ...A1, berat: 1 }], pembayaran: [cash(950_000)] });
    expect(off.statusCode).toBe(403);
    expect((await buy({ items: [{ kode_group: 'C75', kadar: 75, berat: 1, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(795_000)] })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/penjualan-manual', { token: kasir })).statusCode).toBe(403);
    expect(await written()).toEqual(counts);
    await t.setModule('APP_MODE', true, 'STOCK_JUAL_MANUAL');
    const mode = await sell({ items: [{ ...A1, berat: 1 }], pembayaran: [cash(950_000)] });
    expect(mode.statusCode, mode.body).toBe(201);
  });
});

describe('/validasi-jual-beli-manual', () => {
  it("validates the day's manual sales and buy-backs together for a supervisor, and none of the tagged ones", async () => {
    const sold = await sell({ items: [{ ...A1, berat: 1 }], pembayaran: [cash(950_000)] });
    const bought = await buy({ items: [{ kode_group: 'C75', kadar: 75, qty: 1, berat: 1, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(795_000)] });
    expect([sold.statusCode, bought.statusCode]).toEqual([201, 201]);
    const jm = sold.json().data.no_faktur_jual;
    const bm = bought.json().data.no_faktur_beli;
    const spv = await t.login('SPV1', 'rahasia123');
    const open = await t.call('GET', '/api/v1/validasi-jual-beli-manual?validasi=BELUM', { token: spv });
    expect(open.statusCode, open.body).toBe(200);
    const rows = open.json().data as { no_nota: string; jenis: string }[];
    expect(rows.map((r) => r.no_nota)).toEqual(expect.arrayContaining([jm, bm]));
    expect(rows.every((r) => /^(JM|BM)-/.test(r.no_nota))).toBe(true);
    expect((await t.call('POST', '/api/v1/validasi-jual-beli-manual/validasi', { token: kasir, body: { nomor: [jm] } })).statusCode).toBe(403);
    const done = await t.call('POST', '/api/v1/validasi-jual-beli-manual/validasi', { token: spv, body: { nomor: [jm, bm] } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Jual Beli Manual Berhasil Divalidasi');
    const listed = await t.call('GET', `/api/v1/penjualan-manual?status=VALID`, { token: kasir });
    expect(listed.json().data.map((r: { no_faktur_jual: string }) => r.no_faktur_jual)).toContain(jm);
    await t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', false);
    expect((await t.call('GET', '/api/v1/validasi-jual-beli-manual', { token: spv })).statusCode).toBe(403);
  });
});
