// One Idempotency-Key, one request (issue 19 item 23), for every route that posts through the document kernel: the
// same key with the same body, its keys in another order, answers the first document and writes nothing; the same key
// with another body (or for another record of the path) answers 422 'Idempotency-Key Sudah Dipakai Untuk Transaksi
// Lain' and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, authorize, cash, customer, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { taggedPiece } from '../helpers/books-fixture';
import { hashPassword } from '../../server/auth/passwords';

const KEY_REUSED = 'Idempotency-Key Sudah Dipakai Untuk Transaksi Lain';
const SERVICE_TOKEN = 'token-layanan-pusat-uji';
let shop: SaleShop;
let spv: string;
/** The head office's supervisor (PST01 in the same database). */
let ho: string;
const t = () => shop.t;

/** Rows of every table a document writes. */
async function written(): Promise<Record<string, number>> {
  const tables = ['dokumen', 'dokumen_baris', 'dokumen_bayar', 'dokumen_status', 'dokumen_otorisasi', 'kas_mutasi', 'kas_dokumen', 'jurnal', 'barang_mutasi', 'barang_manual_mutasi', 'terima_uang'];
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = (await t().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return out;
}

/** The same value with every object's keys in reverse order. */
const reordered = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(reordered) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reordered(x)])) : v;

/** A deposit of a new tagged piece (3.000.000, 1.000.000 down): its number. */
async function deposit(): Promise<string> {
  const code = await taggedPiece(shop, 3_000_000, 2_400_000);
  const res = await postAs(t(), shop.kasir, 'titip', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(1_000_000)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_titip;
}

/** A send of the branch's till to the head office: its number. */
async function send(jumlah_rp: number): Promise<string> {
  const res = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp, keterangan: 'Setoran harian' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().nota_kirim.no_reff;
}

interface Request {
  url: string;
  body: Record<string, unknown>;
}
interface Case {
  name: string;
  token: () => string;
  /** A request the route takes. */
  first: () => Promise<Request>;
  /** Another transaction under the same key: another body, or the same body for another record. */
  other: (first: Request) => Promise<Request>;
}

const manualLine = { kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN' };
const CASES: Case[] = [
  {
    name: 'penjualan',
    token: () => shop.kasir,
    first: async () => ({ url: 'penjualan', body: { ...customer, items: [{ kode_barcode: await taggedPiece(shop, 2_000_000, 1_500_000) }], pembayaran: [cash(2_000_000)] } }),
    other: async (r) => ({ ...r, body: { ...r.body, pembayaran: [cash(2_500_000)] } }),
  },
  {
    name: 'pembelian',
    token: () => shop.kasir,
    first: async () => ({ url: 'pembelian', body: { ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] } }),
    other: async (r) => ({ ...r, body: { ...r.body, nama_customer: 'Siti Aminah' } }),
  },
  {
    name: 'titip',
    token: () => shop.kasir,
    first: async () => ({ url: 'titip', body: { ...customer, items: [{ kode_barcode: await taggedPiece(shop, 3_000_000, 2_400_000) }], pembayaran: [cash(1_000_000)] } }),
    other: async (r) => ({ ...r, body: { ...r.body, pembayaran: [cash(1_500_000)] } }),
  },
  {
    name: 'titip lunas',
    token: () => shop.kasir,
    first: async () => ({ url: `titip/${await deposit()}/lunas`, body: { pembayaran: [cash(2_000_000)] } }),
    // The same payment for another deposit is another transaction.
    other: async (r) => ({ ...r, url: `titip/${await deposit()}/lunas` }),
  },
  {
    name: 'penjualan-manual',
    token: () => shop.kasir,
    first: async () => ({ url: 'penjualan-manual', body: { ...customer, items: [{ ...manualLine, qty: 1, berat: 2 }], pembayaran: [cash(2_000_000)] } }),
    other: async (r) => ({ ...r, body: { ...r.body, items: [{ ...manualLine, qty: 1, berat: 2.5 }], pembayaran: [cash(3_000_000)] } }),
  },
  {
    name: 'pembelian-manual',
    token: () => shop.kasir,
    first: async () => ({
      url: 'pembelian-manual',
      body: { ...customer, items: [{ kode_group: 'C75', kadar: 75, qty: 1, berat: 3, berat_kotor: 3.2, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(2_385_000)] },
    }),
    other: async (r) => ({ ...r, body: { ...r.body, alamat_customer: 'Jl. Sudirman 2' } }),
  },
  {
    name: 'cash (kas manual)',
    token: () => shop.kasir,
    first: async () => ({ url: 'cash', body: { akun: 'KAS', kategori: 'MODAL', keterangan: 'Tambah modal', jumlah: 100_000 } }),
    other: async (r) => ({ ...r, body: { ...r.body, jumlah: 200_000 } }),
  },
  {
    name: 'cash/mutasi-uang-bank',
    token: () => shop.kasir,
    first: async () => ({
      url: 'cash/mutasi-uang-bank',
      body: { kategori: 'SETOR', asal: 'CASH', asal_rekening: null, tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 50_000, keterangan: 'Setor siang' },
    }),
    other: async (r) => ({ ...r, body: { ...r.body, keterangan: 'Setor sore' } }),
  },
  {
    name: 'cash/mutasi-uang-cash',
    token: () => shop.kasir,
    first: async () => ({ url: 'cash/mutasi-uang-cash', body: { kategori: 'SETOR', tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 40_000, keterangan: 'Setor' } }),
    other: async (r) => ({ ...r, body: { ...r.body, jumlah: 45_000 } }),
  },
  {
    name: 'gesek-tunai',
    token: () => shop.kasir,
    first: async () => ({ url: 'gesek-tunai', body: { nama_customer: 'Budi', jenis: 'DEBIT', no_rekening: ACCOUNT, jumlah: 100_000 } }),
    other: async (r) => ({ ...r, body: { ...r.body, jumlah: 150_000 } }),
  },
  {
    name: 'pengalihan-saldo',
    token: () => spv,
    first: async () => ({ url: 'pengalihan-saldo', body: { akun_asal: 'KAS', akun_tujuan: ACCOUNT, jumlah: 1_000, keterangan: 'Koreksi' } }),
    other: async (r) => ({ ...r, body: { ...r.body, jumlah: 2_000 } }),
  },
  {
    name: 'kirim-uang',
    token: () => shop.owner,
    first: async () => ({ url: 'kirim-uang', body: { jumlah_rp: 100_000, keterangan: 'Setoran harian' } }),
    other: async (r) => ({ ...r, body: { ...r.body, jumlah_rp: 200_000 } }),
  },
  {
    name: 'kirim-uang reception (terima uang)',
    token: () => ho,
    first: async () => ({ url: `kirim-uang/${await send(300_000)}/reception`, body: { akun: 'KAS' } }),
    // Another send received under the key of the first reception.
    other: async (r) => ({ ...r, url: `kirim-uang/${await send(310_000)}/reception` }),
  },
];

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000, portalServiceToken: SERVICE_TOKEN });
  await seedBuybackMasters(t().db);
  spv = await t().login('SPV1', 'rahasia123');
  await t().db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('SETOR', 'SETOR KE BANK', 'KELUAR'), ('MODAL', 'TAMBAH MODAL', 'MASUK')`);
  await t().setModule('MANUAL_ITEMS_TRANSACTION_MODULE', true);
  const manual = await t().call('POST', '/api/v1/barang-manual/tambah', { token: shop.owner, body: { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 } });
  expect(manual.statusCode, manual.body).toBe(200);
  await t().db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await t().db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [shop.tgl]);
  await t().db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('HO1', 'Pusat', $1, 'SPV', 'PST01')`, [await hashPassword('rahasia123')]);
  ho = await t().login('HO1', 'rahasia123');
  // Cash in the till for every payout below, and money in the bank account.
  const sale = await postAs(t(), shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: await taggedPiece(shop, 20_000_000, 15_000_000) }], pembayaran: [cash(20_000_000)] });
  expect(sale.statusCode, sale.body).toBe(201);
});
afterAll(() => shop?.t.close());

describe('an Idempotency-Key sent again', () => {
  for (const c of CASES) {
    it(`${c.name}: the same body answers the first document, another body is 422; neither writes`, async () => {
      const key = `kunci-${c.name}`;
      const first = await c.first();
      const posted = await postAs(t(), c.token(), first.url, first.body, key);
      expect(posted.statusCode, posted.body).toBe(201);
      const before = await written();

      const again = await postAs(t(), c.token(), first.url, reordered(first.body), key);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(posted.json());
      expect(await written()).toEqual(before);

      const other = await c.other(first);
      const afterOther = await written();
      const refused = await postAs(t(), c.token(), other.url, other.body, key);
      expect([refused.statusCode, refused.json()]).toEqual([422, { message: KEY_REUSED }]);
      expect(await written()).toEqual(afterOther);
    });
  }

  it('a retry of an authorized document without its authorization ids is the same request', async () => {
    // The sale screen forgets the ids after a lost answer and sends the cart again under its key.
    const code = await taggedPiece(shop, 2_000_000, 2_500_000);
    const body = { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(2_000_000)] };
    const needs = await postAs(t(), shop.kasir, 'penjualan', body, 'kunci-otorisasi');
    expect(needs.json().kategori).toEqual(['PENJUALAN_DIBAWAH_MODAL']);
    const ids = [await authorize(t(), shop.kasir, 'PENJUALAN_DIBAWAH_MODAL')];
    const posted = await postAs(t(), shop.kasir, 'penjualan', { ...body, authorization_ids: ids }, 'kunci-otorisasi');
    expect(posted.statusCode, posted.body).toBe(201);
    const before = await written();
    const again = await postAs(t(), shop.kasir, 'penjualan', body, 'kunci-otorisasi');
    expect([again.statusCode, again.json()]).toEqual([201, posted.json()]);
    expect(await written()).toEqual(before);
  });
});
