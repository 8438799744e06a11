// Customer payments reach the shop's own accounts only (issue 19 item 17): a sales person's personal account is
// picked from /master-rekening by the sales master, yet a transfer, card or QRIS payment booked to it is refused with
// an Indonesian message, for a sale and a deposit alike, and nothing is written; an account deleted from the master is
// unknown. The shop's own account is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
const STAFF_ACCOUNT = '5550001112';
const OLD_ACCOUNT = '7770001112';

const documents = () => shop.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen').then(([r]) => r.n);
const pay = (jenis: string, no_rekening: string, jumlah_rp: number) => ({ jenis, jumlah_rp, no_rekening, kode_bank: 'BCA' });

beforeAll(async () => {
  shop = await startSaleShop();
  await shop.t.db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank) VALUES ($1, 'Budi Santoso', 'BCA'), ($2, 'Rekening Lama', 'BCA')`, [
    STAFF_ACCOUNT,
    OLD_ACCOUNT,
  ]);
  await shop.t.db.query(
    `INSERT INTO master_sales (kode_sales, nama_sales, kode_bank, nama_bank, no_rekening, nama_rekening) VALUES ('S02', 'Budi Santoso', 'BCA', 'Bank Central Asia', $1, 'Budi Santoso')`,
    [STAFF_ACCOUNT],
  );
  await shop.t.db.query('UPDATE master_rekening SET is_active = false WHERE no_rekening = $1', [OLD_ACCOUNT]);
});
afterAll(() => shop.t.close());

describe('payment accounts', () => {
  it("refuses a sale paid into a sales person's account, whatever the kind, and writes nothing", async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const before = await documents();
    for (const [i, jenis] of ['TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'].entries()) {
      const res = await postAs(shop.t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000), pay(jenis, STAFF_ACCOUNT, 100_000)] }, `staff-${i}`);
      expect(res.statusCode, jenis).toBe(400);
      expect(res.json()).toEqual({
        message: 'Nomor Rekening Bukan Rekening Toko',
        errors: [{ field: 'pembayaran.1.no_rekening', message: 'Nomor Rekening Bukan Rekening Toko' }],
      });
    }
    expect(await documents()).toBe(before);
    const [item] = await shop.t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]);
    expect(item.status).toBe('READY');
  });

  it("refuses a deposit's down payment into a sales person's account too", async () => {
    const res = await postAs(shop.t, shop.kasir, 'titip', { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [pay('TRANSFER', STAFF_ACCOUNT, 500_000)] }, 'staff-titip');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nomor Rekening Bukan Rekening Toko');
  });

  it('takes an account deleted from the master as unknown', async () => {
    const res = await postAs(shop.t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [pay('TRANSFER', OLD_ACCOUNT, 3_000_000)] }, 'old');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nomor Rekening Tidak Terdaftar');
  });

  it("books a transfer into the shop's own account", async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const res = await postAs(shop.t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000), pay('TRANSFER', ACCOUNT, 100_000)] }, 'shop');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pembayaran.map((p: { jenis: string; no_rekening: string }) => [p.jenis, p.no_rekening])).toEqual([
      ['TUNAI', ''],
      ['TRANSFER', ACCOUNT],
    ]);
  });
});
