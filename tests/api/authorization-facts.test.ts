// What a supervisor approves (issue 19 items 2, 19, 21): the 403 of a sale or a buy-back names, beside its kinds, each
// fact to approve (the line, the value, the cost, the limit it passes); several kinds are authorized by one login; a
// discount above the shop's limit needs an authorization whatever the cost; a buy-back price code other than the
// default that raises the price needs one too; and a document says whether it can be cancelled before anyone is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cash, customer, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

let shop: SaleShop;
let t: TestApp;
let kasir: string;
beforeAll(async () => {
  shop = await startSaleShop();
  ({ t, kasir } = shop);
  await seedBuybackMasters(t.db);
  await t.setModule('POTONGAN_PENJUALAN_MODULE', true);
  // A price code a cashier could pick to pay more: 1,230,000 a gram.
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B99', 1230000), ('B50', 500000)`);
  await t.db.query(`INSERT INTO para_system (key, value) VALUES ('toleransi_penjualan', '0.05') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  // The buy-backs pay out cash, which the till must hold.
  await openingFloat(shop, 50_000_000);
});
afterAll(() => t.close());

const sell = (body: Record<string, unknown>) => postAs(t, kasir, 'penjualan', { ...customer, ...body });
const buy = (body: Record<string, unknown>) => postAs(t, kasir, 'pembelian', { ...customer, ...body });
const setting = (key: string, value: string) =>
  t.db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
/** SPV1's authorizations of several kinds at once, one login: their ids in that order. */
async function authorizeAll(asked: { kategori: string; description: string }[]): Promise<string[]> {
  const res = await t.call('POST', '/api/v1/authorisation', { token: kasir, body: { user_id: 'SPV1', password: 'rahasia123', otorisasi: asked } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authorization_ids;
}

describe('the 403 names what each kind approves (rincian)', () => {
  it('a sale below cost, above the discount limit, above the sales limit and weighed beyond tolerance: every fact, then one login authorizes all', async () => {
    await setting('batas_penjualan', '1000000');
    const gelang = await newPiece(shop, { nama_barang: 'Gelang Rantai', harga_total: 4_900_000, total_hpp: 4_900_000 });
    const kalung = await newPiece(shop, { nama_barang: 'Kalung Polos', harga_total: 0, berat: 5 });
    const body = {
      items: [{ kode_barcode: gelang, diskon_rp: 4_750_000 }, { kode_barcode: kalung, berat_jual: 5.12 }],
      pembayaran: [cash(5_014_000)],
    };
    const refused = await sell(body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Transaksi Ini Membutuhkan Otorisasi',
      kategori: ['PENJUALAN_DIBAWAH_MODAL', 'DISKON_DIATAS_BATAS', 'PENJUALAN_DIATAS_LIMIT', 'TOLERANSI_BERAT_PENJUALAN'],
      keterangan: ['Penjualan Di Bawah Harga Modal', 'Diskon Di Atas Batas', 'Penjualan Di Atas Batas', 'Toleransi Berat Penjualan'],
      rincian: [
        { kategori: 'PENJUALAN_DIBAWAH_MODAL', kode_barcode: gelang, nama_barang: 'GELANG RANTAI', satuan: 'RP', nilai: 150_000, modal: 4_900_000 },
        { kategori: 'DISKON_DIATAS_BATAS', kode_barcode: gelang, nama_barang: 'GELANG RANTAI', satuan: 'RP', nilai: 4_750_000, harga: 4_900_000, persen: 10, batas: 490_000 },
        // 150,000 + 5.12 g x 950,000 = 4,864,000
        { kategori: 'PENJUALAN_DIATAS_LIMIT', satuan: 'RP', nilai: 5_014_000, batas: 1_000_000 },
        { kategori: 'TOLERANSI_BERAT_PENJUALAN', kode_barcode: kalung, nama_barang: 'KALUNG POLOS', satuan: 'GRAM', nilai: 5.12, batas: 5, toleransi: 0.05 },
      ],
    });

    const kinds: string[] = refused.json().kategori;
    const ids = await authorizeAll(kinds.map((kategori) => ({ kategori, description: `Disetujui: ${kategori}` })));
    expect(ids).toHaveLength(4);
    const done = await sell({ ...body, authorization_ids: ids });
    expect(done.statusCode, done.body).toBe(201);
    const stored = await t.db.query<{ kategori: string; description: string; authorized_by: string; used_for: string }>(
      'SELECT kategori, description, authorized_by, used_for FROM authorizations WHERE id = ANY($1::text[]) ORDER BY kategori',
      [ids],
    );
    expect(stored).toEqual(
      [...kinds].sort().map((kategori) => ({ kategori, description: `Disetujui: ${kategori}`, authorized_by: 'SPV1', used_for: done.json().data.no_faktur_jual })),
    );
    await setting('batas_penjualan', '0');
  });

  it('authorizes several kinds by one login all or none: an unknown kind among them gives none', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM authorizations'))[0].n;
    const before = await count();
    const res = await t.call('POST', '/api/v1/authorisation', {
      token: kasir,
      body: { user_id: 'SPV1', password: 'rahasia123', otorisasi: [{ kategori: 'BATAL_PENJUALAN' }, { kategori: 'BUKAN_JENIS' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Kategori Otorisasi Tidak Dikenal' });
    expect(await count()).toBe(before);
  });
});

describe('discount limit (batas_diskon, default 10 %)', () => {
  it('stops a cashier selling a piece with no recorded cost at 150,000 for 4,900,000', async () => {
    const piece = await newPiece(shop, { nama_barang: 'Gelang Tanpa Modal', harga_total: 4_900_000 });
    const body = { items: [{ kode_barcode: piece, diskon_rp: 4_750_000 }], pembayaran: [cash(150_000)] };
    const refused = await sell(body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().kategori).toEqual(['DISKON_DIATAS_BATAS']);
    expect(refused.json().rincian).toEqual([
      { kategori: 'DISKON_DIATAS_BATAS', kode_barcode: piece, nama_barang: 'GELANG TANPA MODAL', satuan: 'RP', nilai: 4_750_000, harga: 4_900_000, persen: 10, batas: 490_000 },
    ]);
    const [id] = await authorizeAll([{ kategori: 'DISKON_DIATAS_BATAS', description: 'Obral' }]);
    expect((await sell({ ...body, authorization_ids: [id] })).statusCode).toBe(201);
  });

  it('lets exactly the limit pass, asks above it on the total discount too, and follows the setting', async () => {
    const within = await newPiece(shop, { harga_total: 4_900_000 });
    expect((await sell({ items: [{ kode_barcode: within, diskon_rp: 490_000 }], pembayaran: [cash(4_410_000)] })).statusCode).toBe(201);
    const total = await newPiece(shop, { harga_total: 4_900_000 });
    const onTotal = await sell({ items: [{ kode_barcode: total }], diskon_rp: 500_000, pembayaran: [cash(4_400_000)] });
    expect(onTotal.statusCode).toBe(403);
    expect(onTotal.json().rincian).toEqual([{ kategori: 'DISKON_DIATAS_BATAS', satuan: 'RP', nilai: 500_000, harga: 4_900_000, persen: 10, batas: 490_000 }]);
    await setting('batas_diskon', '12.5');
    expect((await sell({ items: [{ kode_barcode: total }], diskon_rp: 500_000, pembayaran: [cash(4_400_000)] })).statusCode).toBe(201);
    await setting('batas_diskon', '10');
  });
});

describe('buy-back price code', () => {
  // 10 g of C75 from elsewhere: by its group's code B75, 10 x 800,000 - the kategori cut 50,000 = 7,950,000.
  const tenGrams = (over: Record<string, unknown> = {}) => foreignLine({ berat: 10, berat_kotor: 10, ...over });

  it("refuses a cashier's code that pays more than the group's default without a supervisor, and says what it approves", async () => {
    // B99: 10 x 1,230,000 - 50,000 = 12,250,000, paid at that code's own system price.
    const body = { items: [tenGrams({ kode_harga: 'B99' })], pembayaran: [cash(12_250_000)] };
    const refused = await buy(body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      kategori: ['HARGA_BELI_KODE_LAIN'],
      keterangan: ['Harga Beli Dengan Kode Harga Lain'],
      rincian: [
        { kategori: 'HARGA_BELI_KODE_LAIN', nama_barang: 'CINCIN TOKO LAIN', satuan: 'RP', nilai: 12_250_000, batas: 7_950_000, kode_harga: 'B99', kode_harga_default: 'B75' },
      ],
    });
    const [id] = await authorizeAll([{ kategori: 'HARGA_BELI_KODE_LAIN', description: 'Kode B99' }]);
    const done = await buy({ ...body, authorization_ids: [id] });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.items[0]).toMatchObject({ kode_harga: 'B99', harga_sistem: 12_250_000, harga: 12_250_000 });
  });

  it('takes a code that pays less without a supervisor, and still compares a price above the system price', async () => {
    // B50: 10 x 500,000 - 50,000 = 4,950,000.
    expect((await buy({ items: [tenGrams({ kode_harga: 'B50' })], pembayaran: [cash(4_950_000)] })).statusCode).toBe(201);
    const above = await buy({ items: [tenGrams({ kode_harga: 'B50', harga: 5_000_000 })], pembayaran: [cash(5_000_000)] });
    expect(above.statusCode).toBe(403);
    expect(above.json().rincian).toEqual([
      { kategori: 'HARGA_BELI_DIATAS_NOTA', nama_barang: 'CINCIN TOKO LAIN', satuan: 'RP', nilai: 5_000_000, batas: 4_950_000, acuan: 'SISTEM' },
    ]);
  });
});

describe('whether a document can be cancelled, asked before a supervisor is', () => {
  it('answers bisa_batal on GET penjualan/{no}: a sale whose piece was bought back says why not, and the cancel refuses the same', async () => {
    const ring = await newPiece(shop, { harga_total: 0 });
    const sold = await sell({ items: [{ kode_barcode: ring }], pembayaran: [cash(3_000_000)] });
    const no = sold.json().data.no_faktur_jual;
    const read = async () => (await t.call('GET', `/api/v1/penjualan/${no}`, { token: kasir })).json().data;
    expect(await read()).toMatchObject({ no_faktur_jual: no, bisa_batal: true, alasan_tidak_bisa_batal: null });

    const line = { kode_barcode: ring, nama_barang: 'Cincin Polos Belah Rotan', kode_group: 'C75', kadar: 75, berat_kotor: 2.345, berat: 2.345, kondisi: 'BAGUS', ada_nota: true };
    const bought = await buy({ items: [line], pembayaran: [cash(1_864_500)] });
    expect(bought.statusCode, bought.body).toBe(201);
    const reason = 'Barang Nota Ini Sudah Dibeli Kembali, Penjualan Tidak Dapat Dibatalkan';
    expect(await read()).toMatchObject({ bisa_batal: false, alasan_tidak_bisa_batal: reason });

    const [id] = await authorizeAll([{ kategori: 'BATAL_PENJUALAN', description: 'Batal' }]);
    const cancel = await postAs(t, kasir, `penjualan/${no}/batal`, { alasan: 'Salah', authorization_id: id });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(reason);
  });

  it('answers bisa_batal on GET pembelian/{no} and says a cancelled one is cancelled', async () => {
    const bought = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] });
    const no = bought.json().data.no_faktur_beli;
    const read = async () => (await t.call('GET', `/api/v1/pembelian/${no}`, { token: kasir })).json().data;
    expect(await read()).toMatchObject({ bisa_batal: true, alasan_tidak_bisa_batal: null });
    const [id] = await authorizeAll([{ kategori: 'BATAL_PEMBELIAN', description: 'Batal' }]);
    expect((await postAs(t, kasir, `pembelian/${no}/batal`, { alasan: 'Salah', authorization_id: id })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ bisa_batal: false, alasan_tidak_bisa_batal: 'Nota Sudah Dibatalkan' });
  });
});
