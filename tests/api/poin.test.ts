// Member points on the sale (issue 9, item 2: points behind PENJUALAN_BAYAR_POIN_MODULE at the poin_rupiah rate):
// a member found by the sale's phone earns by the /parameter-get-point-member rule, pays with points (the journal to
// promotion, no money row), is refused beyond the balance or without the module, and a cancelled sale writes the
// mirror of both. Amounts worked by hand; every refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cash, customer, journalOf, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
const PHONE = '081234567890';
const PHONE_62 = '6281234567890';

beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await t.setModule('MEMBER_MODULE', true);
  await t.setModule('PENJUALAN_BAYAR_POIN_MODULE', true);
  // One point is worth Rp 5.000; one point for every Rp 100.000 of a sale of at least Rp 1.000.000.
  await t.db.query(`INSERT INTO para_system (key, value) VALUES ('poin_rupiah', '5000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  const rule = await t.call('POST', '/api/v1/parameter-get-point-member/create', {
    token: shop.owner,
    body: { kode_get_poin: 'GP1', jenis_transaksi: 'PENJUALAN', rupiah_per_poin: 100_000, minimal_transaksi: 1_000_000 },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const member = await t.call('POST', '/api/v1/member/create', { token: shop.owner, body: { kode_member: 'm001', nama_member: 'Budi Santoso', no_hp: PHONE } });
  expect(member.statusCode, member.body).toBe(201);
});
afterAll(() => t.close());

const sell = (body: Record<string, unknown>, token = shop.kasir) => postAs(t, token, 'penjualan', { ...customer, ...body });
/** A gold ring of 2.345 g (no tag price): 2.345 x Rp 950.000 = 2.227.750, up to the next 500: Rp 2.228.000. */
const ring = (over: Record<string, unknown> = {}) => newPiece(shop, { harga_total: 0, ...over });
const points = (poin: number, jumlah_rp: number) => ({ jenis: 'POIN', poin, jumlah_rp });

async function balance(phone = PHONE): Promise<number> {
  const res = await t.call('GET', `/api/v1/member/poin?no_hp=${phone}`, { token: shop.kasir });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.poin;
}

async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM kas_mutasi)::int AS kas, (SELECT count(*) FROM jurnal)::int AS jurnal,
            (SELECT count(*) FROM poin_mutasi)::int AS poin, (SELECT count(*) FROM barang WHERE status <> 'READY')::int AS off_trays`,
  );
  return row;
}

const ledgerOf = (no: string) => t.db.query('SELECT kode_member, jenis, poin, rupiah FROM poin_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);

let earnedSale: string;
let spendSale: string;

describe('the member record', () => {
  it('keeps the phone in the 62 form and one active member per phone', async () => {
    const [row] = await t.db.query('SELECT kode_member, no_hp FROM member');
    expect(row).toEqual({ kode_member: 'M001', no_hp: PHONE_62 });
    const again = await t.call('POST', '/api/v1/member/create', { token: shop.owner, body: { kode_member: 'M002', nama_member: 'Ani', no_hp: '+62 812-3456-7890' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `No HP ${PHONE_62} Sudah Terdaftar`, errors: [{ field: 'no_hp' }] });
    const bad = await t.call('POST', '/api/v1/member/create', { token: shop.owner, body: { kode_member: 'M003', nama_member: 'Ani', no_hp: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('No HP Harus Diawali 0 Atau 62 Dan Berisi Angka Saja');
    expect((await t.db.query('SELECT 1 FROM member')).length).toBe(1);
  });

  it('answers the member and its balance by phone, typed any way; a stranger is 404', async () => {
    const res = await t.call('GET', `/api/v1/member/poin?no_hp=${encodeURIComponent('+62 812 3456 7890')}`, { token: shop.kasir });
    expect(res.json()).toEqual({ status: 'success', data: { kode_member: 'M001', nama_member: 'Budi Santoso', no_hp: PHONE_62, alamat: '', poin: 0 } });
    const none = await t.call('GET', '/api/v1/member/poin?no_hp=089999999999', { token: shop.kasir });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Member Tidak Terdaftar');
  });
});

describe('points on the sale', () => {
  it('earns floor(grand total / 100.000) points on a member purchase', async () => {
    const res = await sell({ items: [{ kode_barcode: await ring() }], pembayaran: [cash(2_228_000)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.grand_total).toBe(2_228_000);
    earnedSale = res.json().data.no_faktur_jual;
    // 2.228.000 / 100.000 = 22.28: 22 points.
    expect(await ledgerOf(earnedSale)).toEqual([{ kode_member: 'M001', jenis: 'EARN', poin: 22, rupiah: 0 }]);
    expect(await balance()).toBe(22);
  });

  it('earns nothing below the minimal purchase, for a stranger, or while MEMBER_MODULE is off', async () => {
    // 1.000 g x Rp 950.000 = Rp 950.000, below the minimal Rp 1.000.000.
    const small = await sell({ items: [{ kode_barcode: await ring({ berat: 1 }) }], pembayaran: [cash(950_000)] });
    expect(small.statusCode, small.body).toBe(201);
    expect(await ledgerOf(small.json().data.no_faktur_jual)).toEqual([]);
    const stranger = await sell({ no_hp: '089999999999', items: [{ kode_barcode: await ring() }], pembayaran: [cash(2_228_000)] });
    expect(await ledgerOf(stranger.json().data.no_faktur_jual)).toEqual([]);
    await t.setModule('MEMBER_MODULE', false);
    try {
      const off = await sell({ items: [{ kode_barcode: await ring() }], pembayaran: [cash(2_228_000)] });
      expect(off.statusCode, off.body).toBe(201);
      expect(await ledgerOf(off.json().data.no_faktur_jual)).toEqual([]);
    } finally {
      await t.setModule('MEMBER_MODULE', true);
    }
    expect(await balance()).toBe(22);
  });

  it('pays with points: Rp 5.000 a point, no money row, promotion debited, points earned on the rest', async () => {
    const res = await sell({ items: [{ kode_barcode: await ring() }], pembayaran: [points(10, 50_000), cash(2_178_000)] });
    expect(res.statusCode, res.body).toBe(201);
    spendSale = res.json().data.no_faktur_jual;
    expect(res.json().data.pembayaran).toEqual([
      expect.objectContaining({ jenis: 'POIN', jumlah_rp: 50_000, fee_rp: 0, no_reff: 'M001' }),
      expect.objectContaining({ jenis: 'TUNAI', jumlah_rp: 2_178_000 }),
    ]);
    // Spent 10 points (10 x 5.000 = Rp 50.000); earned on 2.228.000 - 50.000 = 2.178.000: 21 points.
    expect(await ledgerOf(spendSale)).toEqual([
      { kode_member: 'M001', jenis: 'SPEND', poin: -10, rupiah: 50_000 },
      { kode_member: 'M001', jenis: 'EARN', poin: 21, rupiah: 0 },
    ]);
    expect(await balance()).toBe(22 - 10 + 21);
    // Only the cash reaches the till.
    expect(await t.db.query('SELECT akun, jenis_bayar, jumlah_in FROM kas_mutasi WHERE no_dokumen = $1', [spendSale])).toEqual([
      { akun: 'KAS', jenis_bayar: 'TUNAI', jumlah_in: 2_178_000 },
    ]);
    // Debit: Kas 2.178.000 + promotion 50.000 = 2.228.000 = credit: gold sales 2.228.000.
    const journal = await journalOf(t, spendSale);
    expect(journal).toEqual([
      { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 2_178_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PROMOSI', nomor_akun: '6-1104', debet: 50_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PENJUALAN', nomor_akun: expect.any(String), debet: 0, kredit: 2_228_000 },
    ]);
  });

  it('refuses, writing nothing: more points than the balance, a wrong rupiah, the module off, a stranger', async () => {
    const code = await ring();
    const before = await written();
    const tooMany = await sell({ items: [{ kode_barcode: code }], pembayaran: [points(34, 170_000), cash(2_058_000)] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Poin Tidak Mencukupi');
    const wrong = await sell({ items: [{ kode_barcode: code }], pembayaran: [points(5, 30_000), cash(2_198_000)] });
    expect(wrong.json()).toMatchObject({ message: 'Jumlah Pembayaran Poin Harus Sama Dengan Nilai Poin: 25.000', errors: [{ field: 'pembayaran.0.jumlah_rp' }] });
    const notWhole = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'POIN', poin: 2.5, jumlah_rp: 12_500 }, cash(2_215_500)] });
    expect(notWhole.statusCode).toBe(400);
    const stranger = await sell({ no_hp: '089999999999', items: [{ kode_barcode: code }], pembayaran: [points(5, 25_000), cash(2_203_000)] });
    expect(stranger.json()).toMatchObject({ message: 'Member Tidak Terdaftar', errors: [{ field: 'pembayaran.0.jenis' }] });
    await t.setModule('PENJUALAN_BAYAR_POIN_MODULE', false);
    try {
      const off = await sell({ items: [{ kode_barcode: code }], pembayaran: [points(5, 25_000), cash(2_203_000)] });
      expect(off.json()).toMatchObject({ message: 'Modul Pembayaran Dengan Poin Tidak Aktif', errors: [{ field: 'pembayaran.0.jenis' }] });
    } finally {
      await t.setModule('PENJUALAN_BAYAR_POIN_MODULE', true);
    }
    expect(await written()).toEqual(before);
    expect(await balance()).toBe(33);
  });

  it('a cancelled sale gives back the points it spent and takes back those it earned', async () => {
    const authorization_id = await authorize(t, shop.owner, 'BATAL_PENJUALAN');
    const res = await t.call('POST', `/api/v1/penjualan/${spendSale}/batal`, { token: shop.owner, body: { alasan: 'Salah input', authorization_id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledgerOf(spendSale)).toEqual([
      { kode_member: 'M001', jenis: 'SPEND', poin: -10, rupiah: 50_000 },
      { kode_member: 'M001', jenis: 'EARN', poin: 21, rupiah: 0 },
      { kode_member: 'M001', jenis: 'BATAL_SPEND', poin: 10, rupiah: 50_000 },
      { kode_member: 'M001', jenis: 'BATAL_EARN', poin: -21, rupiah: 0 },
    ]);
    expect(await balance()).toBe(22);
    const [{ net }] = await t.db.query<{ net: number }>('SELECT sum(debet - kredit)::bigint AS net FROM jurnal WHERE no_dokumen = $1', [spendSale]);
    expect(Number(net)).toBe(0);
  });

  it('two sales spending the same last points at once: one is paid, the other refused', async () => {
    const [a, b] = [await ring(), await ring()];
    // The balance is 22 points, Rp 110.000: each sale wants all of it.
    const both = await Promise.all([a, b].map((code) => sell({ items: [{ kode_barcode: code }], pembayaran: [points(22, 110_000), cash(2_118_000)] })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().message).toBe('Poin Tidak Mencukupi');
    // 22 spent; earned on 2.228.000 - 110.000 = 2.118.000: 21 points.
    expect(await balance()).toBe(21);
  });
});
