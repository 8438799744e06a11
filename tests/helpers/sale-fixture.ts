// A shop ready to sell, for the API tests of the document kinds: the inventory masters, sales person S01 (Sinta),
// bank BCA with the shop's account 1234567890, a cashier KASIR1 and a supervisor SPV1 (password rahasia123), their
// tokens and the business date; and the calls those tests share (post with an Idempotency-Key, a supervisor's
// authorization, a new piece, a cash sale, a document's journal).
import { expect } from 'vitest';
import { startTestApp, type TestApp } from './test-app';
import { itemInput, seedInventoryMasters } from './inventory-fixture';

export interface SaleShop {
  t: TestApp;
  owner: string;
  kasir: string;
  /** The shop's business date. */
  tgl: string;
}

export const ACCOUNT = '1234567890';
export const customer = { kode_sales: 'S01', nama_customer: 'Budi Santoso', alamat_customer: 'Jl. Merdeka 1', no_hp: '081234567890' };
export const cash = (jumlah_rp: number) => ({ jenis: 'TUNAI', jumlah_rp });
export const transfer = (jumlah_rp: number) => ({ jenis: 'TRANSFER', jumlah_rp, no_rekening: ACCOUNT, kode_bank: 'BCA' });

export async function startSaleShop(opts: Parameters<typeof startTestApp>[0] = {}, options: Parameters<typeof startTestApp>[1] = {}): Promise<SaleShop> {
  const t = await startTestApp(opts, options);
  await seedInventoryMasters(t.db);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
  await t.db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
  await t.db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA')`, [ACCOUNT]);
  await t.createUser('KASIR1', 'KASIR');
  await t.createUser('SPV1', 'SPV');
  const owner = await t.login();
  const kasir = await t.login('KASIR1', 'rahasia123');
  const [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  return { t, owner, kasir, tgl };
}

/** POST /api/v1/{url} as `token`, with an Idempotency-Key when given. */
export function postAs(t: TestApp, token: string, url: string, body: unknown, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { 'x-auth-token': token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
}

/** SPV1's (or `by`'s) authorization of `kategori`, asked by the holder of `token`: its id. */
export async function authorize(t: TestApp, token: string, kategori: string, by = { user_id: 'SPV1', password: 'rahasia123' }): Promise<string> {
  const res = await t.call('POST', '/api/v1/authorisation', { token, body: { ...by, kategori } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authorization_id ?? res.json().data.authorization_id;
}

/** A new piece on tray A1 (itemInput with `over`): its barcode. */
export async function newPiece(shop: SaleShop, over: Record<string, unknown> = {}): Promise<string> {
  const res = await shop.t.call('POST', '/api/v1/barang/create', { token: shop.owner, body: itemInput(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}

/** A cash sale of one new gold ring (no tag price) by `token` (default the cashier): its nota number. */
export async function cashSale(shop: SaleShop, over: { token?: string; kode_sales?: string } = {}): Promise<string> {
  const code = await newPiece(shop, { harga_total: 0 });
  const res = await postAs(shop.t, over.token ?? shop.kasir, 'penjualan', {
    ...customer,
    kode_sales: over.kode_sales ?? 'S01',
    items: [{ kode_barcode: code }],
    pembayaran: [cash(5_000_000)],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_jual;
}

/** A document's journal rows in the order written. */
export const journalOf = (t: TestApp, no: string) =>
  t.db.query<{ type: string; kode_akun: string; nomor_akun: string; debet: number; kredit: number }>(
    'SELECT type, kode_akun, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id',
    [no],
  );

/**
 * Money put into the till (or a bank account) as a shop puts its opening float there: a manual income (POST cash,
 * Kode Transaksi MODAL), so buy-backs and refunds have cash to pay out of.
 */
export async function openingFloat(shop: SaleShop, jumlah: number, akun = 'KAS'): Promise<void> {
  await shop.t.db.query(
    `INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'Tambah Modal', 'MASUK') ON CONFLICT DO NOTHING`,
  );
  const res = await postAs(shop.t, shop.owner, 'cash', { akun, kategori: 'MODAL', keterangan: 'Modal awal', jumlah });
  expect(res.statusCode, res.body).toBe(201);
}
