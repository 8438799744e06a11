// A sale made through an online marketplace (issue 24 item 8): behind MARKETPLACE_INTEGRATION_MODULE it names an
// active record of /master-marketplace, kept on the sale (dokumen.kode_marketplace), and Laporan Penjualan Marketplace
// sums the sales per marketplace, cancelled ones left out. A marketplace that is unknown, deleted, or named while the
// module is off is refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '../../server/documents/kinds/penjualan';
import { authorize, cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
type Row = Record<string, unknown>;

beforeAll(async () => {
  shop = await startSaleShop();
});
afterAll(() => shop.t.close());

/** POST penjualan of one new 2.345 g ring for cash, through `kode_marketplace` when given. */
const sell = async (kode_marketplace?: string) => {
  const code = await newPiece(shop, { harga_total: 0 });
  const res = await postAs(shop.t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)], ...(kode_marketplace === undefined ? {} : { kode_marketplace }) });
  return { code, res };
};
const written = async () => {
  const [counts] = await shop.t.db.query<{ dokumen: number; mutasi: number }>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM kas_mutasi)::int AS mutasi`,
  );
  return counts;
};
const status = async (code: string) => (await shop.t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]))[0].status;
const marketplaceOf = async (no: string) => (await shop.t.db.query<{ kode_marketplace: string | null }>('SELECT kode_marketplace FROM dokumen WHERE no_dokumen = $1', [no]))[0].kode_marketplace;
const report = () => shop.t.call('GET', `/api/v1/reportpenjualan/marketplace?tgl_from=${shop.tgl}&tgl_to=${shop.tgl}`, { token: shop.owner });

/** A refused sale: its message on kode_marketplace, no document or money row written, the piece still on its tray. */
async function expectRefused(kode_marketplace: string, message: string) {
  const before = await written();
  const { code, res } = await sell(kode_marketplace);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, errors: [{ field: 'kode_marketplace', message }] });
  expect(await written()).toEqual(before);
  expect(await status(code)).toBe('READY');
}

describe('with MARKETPLACE_INTEGRATION_MODULE off', () => {
  it('refuses a sale naming a marketplace, and keeps a sale in the shop as it was', async () => {
    await expectRefused('TOKOPEDIA', SALE_MESSAGES.marketplaceOff);
    const inShop = await sell('');
    expect(inShop.res.statusCode, inShop.res.body).toBe(201);
    expect(await marketplaceOf(inShop.res.json().data.no_faktur_jual)).toBeNull();
    expect((await report()).statusCode).toBe(403);
  });
});

describe('with MARKETPLACE_INTEGRATION_MODULE on', () => {
  const no: Record<string, string> = {};
  const totals: Record<string, number> = {};
  beforeAll(async () => {
    await shop.t.setModule('MARKETPLACE_INTEGRATION_MODULE', true);
    for (const [kode_marketplace, nama_marketplace] of [['TOKOPEDIA', 'Tokopedia'], ['SHOPEE', 'Shopee'], ['LAZADA', 'Lazada']]) {
      const res = await shop.t.call('POST', '/api/v1/marketplace', { token: shop.owner, body: { kode_marketplace, nama_marketplace, biaya_admin_persen: 5 } });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await shop.t.call('DELETE', '/api/v1/marketplace/LAZADA', { token: shop.owner })).statusCode).toBe(200);
  });

  it('refuses a marketplace that is not on the master, or deleted from it', async () => {
    await expectRefused('BUKALAPAK', SALE_MESSAGES.marketplaceUnknown);
    await expectRefused('LAZADA', SALE_MESSAGES.marketplaceUnknown);
  });

  it('records the marketplace on the sale, in the same transaction', async () => {
    for (const [key, kode] of [['t1', 'tokopedia'], ['t2', 'TOKOPEDIA'], ['s1', 'SHOPEE'], ['s2', 'SHOPEE'], ['toko', '']] as const) {
      const { res } = await sell(kode);
      expect(res.statusCode, res.body).toBe(201);
      no[key] = res.json().data.no_faktur_jual;
      totals[key] = res.json().data.grand_total;
    }
    expect(await marketplaceOf(no.t1)).toBe('TOKOPEDIA');
    expect(await marketplaceOf(no.s1)).toBe('SHOPEE');
    expect(await marketplaceOf(no.toko)).toBeNull();
    // A marketplace sale cancelled: out of the report.
    const cancel = await postAs(shop.t, shop.kasir, `penjualan/${no.s2}/batal`, { alasan: 'Pesanan dibatalkan pembeli', authorization_id: await authorize(shop.t, shop.kasir, 'BATAL_PENJUALAN') });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
  });

  it('reports the sales per marketplace, each sale beneath, leaving out the shop and the cancelled ones', async () => {
    const res = await report();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Row[];
    expect(data.map(({ detail, ...r }) => r)).toEqual([
      { kode_marketplace: 'SHOPEE', nama_marketplace: 'Shopee', jumlah_nota: 1, qty: 1, berat_jual: 2.345, grand_total: totals.s1 },
      { kode_marketplace: 'TOKOPEDIA', nama_marketplace: 'Tokopedia', jumlah_nota: 2, qty: 2, berat_jual: 4.69, grand_total: totals.t1 + totals.t2 },
    ]);
    expect((data[1].detail as Row[]).map((d) => [d.no_faktur_jual, d.nama_customer, d.qty, d.berat_jual, d.grand_total])).toEqual([
      [no.t1, customer.nama_customer, 1, 2.345, totals.t1],
      [no.t2, customer.nama_customer, 1, 2.345, totals.t2],
    ]);
  });
});
