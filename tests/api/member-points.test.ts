// Members and points on every counter document (issue 23): the member named by code (or found by phone) is kept on
// the document; a group with a /master-parameter-point row earns floor(weight x points per gram) per line, the other
// lines by the rupiah rule of the document's kind; an order earns when collected, a buy-back only by a PEMBELIAN rule;
// cancelling takes the points back. GET member/{kode}/poin answers the balance and its history; POST tukar-point trades
// points for a gift (its stock down in the same transaction; 20 at once never overspend); POST transaksi-poin corrects
// by hand on an authorization, never below zero. Every amount is worked out in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput } from '../helpers/inventory-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { authorize, cash, customer, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;

beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await seedBuybackMasters(t.db);
  await openingFloat(shop, 50_000_000);
  await t.setModule('MEMBER_MODULE', true);
  const create = async (url: string, body: Record<string, unknown>) => {
    const res = await t.call('POST', `/api/v1/${url}`, { token: shop.owner, body });
    expect(res.statusCode, res.body).toBe(201);
  };
  // The example: group C75 earns 1 point per gram; K70 has no row and earns by rupiah.
  await create('parapoin/create', { kode_poin: 'P75', kode_group: 'C75', poin_per_gram: 1 });
  await create('member/create', { kode_member: 'M001', nama_member: 'Budi Santoso', no_hp: '081234567890' });
  await create('member/create', { kode_member: 'M002', nama_member: 'Sari Dewi', no_hp: '081299990000' });
  await create('member/create', { kode_member: 'M003', nama_member: 'Rina Marlina', no_hp: '081277770000' });
  await create('hadiah/create', { kode_hadiah: 'H01', nama_hadiah: 'Payung Kilau', poin: 3, stock: 5 });
});
afterAll(() => t.close());

const sell = (body: Record<string, unknown>) => postAs(t, shop.kasir, 'penjualan', { ...customer, ...body });
const pointsOf = async (kode: string) => {
  const res = await t.call('GET', `/api/v1/member/${kode}/poin`, { token: shop.kasir });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { kode_member: string; poin: number; riwayat: { tgl: string; no: string | null; jenis: string; keterangan: string; poin_masuk: number; poin_keluar: number; saldo: number }[] };
};
const ledgerOf = (no: string) => t.db.query('SELECT kode_member, jenis, poin FROM poin_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
const memberOf = async (no: string) => (await t.db.query<{ kode_member: string }>('SELECT kode_member FROM dokumen WHERE no_dokumen = $1', [no]))[0].kode_member;
const stockOf = async (kode: string) => Number((await t.db.query<{ stock: number }>('SELECT stock FROM master_hadiah WHERE kode_hadiah = $1', [kode]))[0].stock);
const counts = async () =>
  (
    await t.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM poin_mutasi)::int AS poin, (SELECT count(*) FROM hadiah_mutasi)::int AS hadiah,
              (SELECT sum(stock) FROM master_hadiah)::int AS stock`,
    )
  )[0];

describe('the member of a counter document', () => {
  it('is named by kode_member, else found by the phone, and kept on the document', async () => {
    const byCode = await sell({ no_hp: '', kode_member: 'm002', items: [{ kode_barcode: await newPiece(shop, { kode_group: 'K70', harga_total: 0 }) }], pembayaran: [cash(2_110_500)] });
    expect(byCode.statusCode, byCode.body).toBe(201);
    expect(await memberOf(byCode.json().data.no_faktur_jual)).toBe('M002');
    expect((await t.call('GET', `/api/v1/penjualan/${byCode.json().data.no_faktur_jual}`, { token: shop.kasir })).json().data.kode_member).toBe('M002');
    const byPhone = await sell({ items: [{ kode_barcode: await newPiece(shop, { kode_group: 'K70', harga_total: 0 }) }], pembayaran: [cash(2_110_500)] });
    expect(await memberOf(byPhone.json().data.no_faktur_jual)).toBe('M001');
    const stranger = await sell({ no_hp: '089999999999', items: [{ kode_barcode: await newPiece(shop, { kode_group: 'K70', harga_total: 0 }) }], pembayaran: [cash(2_110_500)] });
    expect(await memberOf(stranger.json().data.no_faktur_jual)).toBe('');
    // No rupiah rule yet and K70 has no per-gram row: nothing earned.
    expect(await t.db.query('SELECT 1 FROM poin_mutasi')).toEqual([]);
  });

  it("refuses a code that names no active member ('Member Tidak Terdaftar'), writing nothing", async () => {
    const before = await counts();
    const res = await sell({ kode_member: 'M404', items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [cash(3_000_000)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Member Tidak Terdaftar', errors: [{ field: 'kode_member' }] });
    const order = await postAs(t, shop.kasir, 'pesanan', {
      ...customer,
      kode_member: 'M404',
      items: [{ nama_barang: 'Cincin', kode_group: 'C75', kadar: 75, perkiraan_berat: 2 }],
      pembayaran: [cash(100_000)],
    });
    expect(order.json()).toMatchObject({ message: 'Member Tidak Terdaftar', errors: [{ field: 'kode_member' }] });
    expect(await counts()).toEqual(before);
  });
});

describe('earning', () => {
  it("the issue's example: a 2 g piece of a group earning 1 point per gram earns 2 points; cancelling takes them back", async () => {
    const res = await sell({ kode_member: 'M001', items: [{ kode_barcode: await newPiece(shop, { berat: 2, harga_total: 0 }) }], pembayaran: [cash(1_900_000)] });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_jual;
    expect(await ledgerOf(no)).toEqual([{ kode_member: 'M001', jenis: 'EARN', poin: 2 }]);
    expect((await pointsOf('M001')).poin).toBe(2);
    const cancel = await t.call('POST', `/api/v1/penjualan/${no}/batal`, { token: shop.owner, body: { alasan: 'Salah input', authorization_id: await authorize(t, shop.owner, 'BATAL_PENJUALAN') } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await ledgerOf(no)).toEqual([
      { kode_member: 'M001', jenis: 'EARN', poin: 2 },
      { kode_member: 'M001', jenis: 'BATAL_EARN', poin: -2 },
    ]);
    expect((await pointsOf('M001')).poin).toBe(0);
  });

  it('per line: the per-gram group by weight (floor), the other lines by the rupiah rule on their part of the total', async () => {
    const rule = await t.call('POST', '/api/v1/parameter-get-point-member/create', {
      token: shop.owner,
      body: { kode_get_poin: 'GP1', jenis_transaksi: 'PENJUALAN', rupiah_per_poin: 100_000, minimal_transaksi: 1_000_000 },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    // C75 2.345 g: floor(2.345 x 1) = 2 points; its line 2.345 x 950.000 = 2.227.750 -> 2.228.000.
    // K70 2.345 g: 2.345 x 900.000 = 2.110.500 (a multiple of 500), by rupiah: floor(2.110.500 / 100.000) = 21 points.
    const res = await sell({
      kode_member: 'M001',
      items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }, { kode_barcode: await newPiece(shop, { kode_group: 'K70', harga_total: 0 }) }],
      pembayaran: [cash(4_338_500)],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.grand_total).toBe(4_338_500);
    expect(await ledgerOf(res.json().data.no_faktur_jual)).toEqual([{ kode_member: 'M001', jenis: 'EARN', poin: 23 }]);
    expect((await pointsOf('M001')).poin).toBe(23);
  });

  it('an order earns when collected, by the PESANAN rule; none, only by weight', async () => {
    const taken = await postAs(t, shop.kasir, 'pesanan', {
      ...customer,
      no_hp: '',
      kode_member: 'M002',
      items: [{ nama_barang: 'Cincin Custom', kode_group: 'C75', kadar: 75, perkiraan_berat: 3 }],
      pembayaran: [cash(1_000_000)],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const no = taken.json().data.no_pesanan;
    expect(await memberOf(no)).toBe('M002');
    expect(await ledgerOf(no)).toEqual([]);
    const piece = await t.call('POST', '/api/v1/barang/create', { token: shop.owner, body: itemInput({ berat: 3.5, harga_total: 0, no_pesanan: no }) });
    expect(piece.statusCode, piece.body).toBe(201);
    // 3.5 g x 950.000 = 3.325.000; 1.000.000 paid down: 2.325.000 to pay.
    const ambil = await postAs(t, shop.kasir, `pesanan/${no}/ambil`, { items: [{ kode_barcode: piece.json().data.kode_barcode }], pembayaran: [cash(2_325_000)] });
    expect(ambil.statusCode, ambil.body).toBe(201);
    const sale = ambil.json().data.no_faktur_jual;
    expect(await memberOf(sale)).toBe('M002');
    // No PESANAN rule: floor(3.5 x 1) = 3 points by weight only.
    expect(await ledgerOf(sale)).toEqual([{ kode_member: 'M002', jenis: 'EARN', poin: 3 }]);
  });

  it("a deposit earns as a sale when paid off; a service when collected, by the SERVICE rule", async () => {
    const member = { ...customer, no_hp: '', kode_member: 'M003' };
    // C75 2 g: 2 x 950.000 = 1.900.000; 2 points by weight, nothing left for the rupiah rule.
    const deposit = await postAs(t, shop.kasir, 'titip', { ...member, items: [{ kode_barcode: await newPiece(shop, { berat: 2, harga_total: 0 }) }], pembayaran: [cash(500_000)] });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const noTitip = deposit.json().data.no_titip;
    expect(await ledgerOf(noTitip)).toEqual([]);
    const paid = await postAs(t, shop.kasir, `titip/${noTitip}/lunas`, { pembayaran: [cash(1_400_000)] });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await ledgerOf(paid.json().data.no_faktur_jual)).toEqual([{ kode_member: 'M003', jenis: 'EARN', poin: 2 }]);

    const rule = await t.call('POST', '/api/v1/parameter-get-point-member/create', { token: shop.owner, body: { kode_get_poin: 'GP3', jenis_transaksi: 'SERVICE', rupiah_per_poin: 25_000 } });
    expect(rule.statusCode, rule.body).toBe(201);
    const service = await postAs(t, shop.kasir, 'service', { ...member, items: [{ nama_barang: 'Cincin Kusam', berat: 3.25, jumlah: 1, ongkos_rp: 75_000, deskripsi: 'Poles' }] });
    expect(service.statusCode, service.body).toBe(201);
    const noService = service.json().data.no_service;
    expect((await postAs(t, shop.kasir, `service/${noService}/selesai`, { items: [{ berat_keluar: 3.25 }] })).statusCode).toBe(201);
    const ambil = await postAs(t, shop.kasir, `service/${noService}/ambil`, { pembayaran: [cash(75_000)] });
    expect(ambil.statusCode, ambil.body).toBe(201);
    const [collection] = await t.db.query<{ no_dokumen: string; kode_member: string }>(`SELECT no_dokumen, kode_member FROM dokumen WHERE jenis = 'AMBIL_SERVICE'`);
    expect(collection.kode_member).toBe('M003');
    // floor(75.000 / 25.000) = 3 points.
    expect(await ledgerOf(collection.no_dokumen)).toEqual([{ kode_member: 'M003', jenis: 'EARN', poin: 3 }]);
    expect((await pointsOf('M003')).poin).toBe(5);
  });

  it('a buy-back earns only by a PEMBELIAN rule, never by weight', async () => {
    const buy = (body: Record<string, unknown>) => postAs(t, shop.kasir, 'pembelian', { ...customer, kode_member: 'M002', ...body });
    // 3 g x Rp 800.000 less Rp 5.000/g: 2.385.000 (tests/api/pembelian.test.ts).
    const none = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] });
    expect(none.statusCode, none.body).toBe(201);
    expect(await memberOf(none.json().data.no_faktur_beli)).toBe('M002');
    expect(await ledgerOf(none.json().data.no_faktur_beli)).toEqual([]);
    const rule = await t.call('POST', '/api/v1/parameter-get-point-member/create', {
      token: shop.owner,
      body: { kode_get_poin: 'GP2', jenis_transaksi: 'PEMBELIAN', rupiah_per_poin: 500_000 },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const earned = await buy({ items: [foreignLine()], pembayaran: [cash(2_385_000)] });
    // floor(2.385.000 / 500.000) = 4 points.
    expect(await ledgerOf(earned.json().data.no_faktur_beli)).toEqual([{ kode_member: 'M002', jenis: 'EARN', poin: 4 }]);
    const no = earned.json().data.no_faktur_beli;
    const cancel = await t.call('POST', `/api/v1/pembelian/${no}/batal`, { token: shop.owner, body: { alasan: 'Salah input', authorization_id: await authorize(t, shop.owner, 'BATAL_PEMBELIAN') } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await ledgerOf(no)).toEqual([
      { kode_member: 'M002', jenis: 'EARN', poin: 4 },
      { kode_member: 'M002', jenis: 'BATAL_EARN', poin: -4 },
    ]);
    // 3 from the order.
    expect((await pointsOf('M002')).poin).toBe(3);
  });
});

describe('GET member/{kode}/poin', () => {
  it('answers the balance and every move with the balance after it; a stranger is 404', async () => {
    const data = await pointsOf('m001');
    expect(data.kode_member).toBe('M001');
    expect(data.poin).toBe(23);
    expect(data.riwayat.map(({ poin_masuk, poin_keluar, saldo }) => ({ poin_masuk, poin_keluar, saldo }))).toEqual([
      { poin_masuk: 2, poin_keluar: 0, saldo: 2 },
      { poin_masuk: 0, poin_keluar: 2, saldo: 0 },
      { poin_masuk: 23, poin_keluar: 0, saldo: 23 },
    ]);
    expect(data.riwayat[0]).toMatchObject({ tgl: shop.tgl, no: expect.stringMatching(/^JL-TOKO01-/) });
    const none = await t.call('GET', '/api/v1/member/M404/poin', { token: shop.kasir });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Member Tidak Terdaftar');
  });
});

describe('GET member/{kode}/transaksi', () => {
  it("lists the member's documents of the shop over the dates asked, oldest first; a stranger is 404", async () => {
    const docs = async (q: string) => {
      const res = await t.call('GET', `/api/v1/member/m001/transaksi${q}`, { token: shop.kasir });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { no: string; tgl: string; jenis: string; grand_total: number; status: string }[];
    };
    const all = await docs('');
    // Its three sales named above, the cancelled one (the example) with its status.
    expect(all.map(({ jenis, grand_total, status }) => ({ jenis, grand_total, status }))).toEqual([
      { jenis: 'PENJUALAN', grand_total: 2_110_500, status: 'DONE' },
      { jenis: 'PENJUALAN', grand_total: 1_900_000, status: 'BATAL' },
      { jenis: 'PENJUALAN', grand_total: 4_338_500, status: 'DONE' },
    ]);
    expect(all.every((d) => d.tgl === shop.tgl && /^JL-TOKO01-/.test(d.no))).toBe(true);
    expect((await docs(`?tgl_from=2000-01-01&tgl_to=2000-01-31`))).toEqual([]);
    const none = await t.call('GET', '/api/v1/member/M404/transaksi', { token: shop.kasir });
    expect(none.statusCode).toBe(404);
  });
});

describe('POST tukar-point', () => {
  it("trades points for a gift: its stock down, both ledgers, 201; short of points 400 'Poin Tidak Mencukupi', nothing written", async () => {
    const res = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M001', kode_hadiah: 'H01', qty: 2 });
    expect(res.statusCode, res.body).toBe(201);
    // 2 x 3 points = 6; 23 - 6 = 17.
    expect(res.json()).toMatchObject({
      message: 'Tukar Poin Berhasil Disimpan',
      data: { no_tukar: expect.stringMatching(/^TP-TOKO01-/), kode_member: 'M001', kode_hadiah: 'H01', nama_hadiah: 'Payung Kilau', qty: 2, poin: 6, saldo: 17, status: 'DONE' },
    });
    const no = res.json().data.no_tukar;
    expect(await stockOf('H01')).toBe(3);
    expect(await ledgerOf(no)).toEqual([{ kode_member: 'M001', jenis: 'TUKAR', poin: -6 }]);
    expect(await t.db.query('SELECT kode_hadiah, jenis, qty, poin::int FROM hadiah_mutasi WHERE no_dokumen = $1', [no])).toEqual([{ kode_hadiah: 'H01', jenis: 'TUKAR', qty: -2, poin: 6 }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM kas_mutasi WHERE no_dokumen = $1', [no])).toEqual([{ n: 0 }]);

    const before = await counts();
    // M002 has 3 points: 2 gifts need 6.
    const short = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M002', kode_hadiah: 'H01', qty: 2 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Poin Tidak Mencukupi', errors: [{ field: 'qty' }] });
    const stock = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M001', kode_hadiah: 'H01', qty: 4 });
    expect(stock.json()).toMatchObject({ message: 'Stock Hadiah Tidak Mencukupi', errors: [{ field: 'qty' }] });
    const gift = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M001', kode_hadiah: 'H99', qty: 1 });
    expect(gift.json()).toMatchObject({ message: 'Hadiah Tidak Terdaftar', errors: [{ field: 'kode_hadiah' }] });
    const stranger = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M404', kode_hadiah: 'H01', qty: 1 });
    expect(stranger.json()).toMatchObject({ message: 'Member Tidak Terdaftar', errors: [{ field: 'kode_member' }] });
    const zero = await postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M001', kode_hadiah: 'H01', qty: 0 });
    expect(zero.statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const list = await t.call('GET', '/api/v1/tukar-point', { token: shop.kasir });
    expect(list.json().data).toEqual([expect.objectContaining({ no_tukar: no, nama_member: 'Budi Santoso', qty: 2, poin: 6 })]);
  });

  it('cancelled with a BATAL_TUKAR_POIN authorization: the gift back on stock, the points back', async () => {
    const [{ no_dokumen: no }] = await t.db.query<{ no_dokumen: string }>(`SELECT no_dokumen FROM dokumen WHERE jenis = 'TUKAR_POIN'`);
    const without = await t.call('POST', `/api/v1/tukar-point/${no}/batal`, { token: shop.kasir, body: { alasan: 'Salah hadiah', authorization_id: 'tidak-ada' } });
    expect(without.statusCode).toBe(400);
    expect((await t.call('GET', `/api/v1/tukar-point/${no}`, { token: shop.kasir })).json().data).toMatchObject({ no_tukar: no, bisa_batal: true, kode_hadiah: 'H01' });
    const res = await t.call('POST', `/api/v1/tukar-point/${no}/batal`, {
      token: shop.kasir,
      body: { alasan: 'Salah hadiah', authorization_id: await authorize(t, shop.kasir, 'BATAL_TUKAR_POIN') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Tukar Poin Berhasil Dibatalkan');
    expect(await stockOf('H01')).toBe(5);
    expect((await pointsOf('M001')).poin).toBe(23);
    expect(await ledgerOf(no)).toEqual([
      { kode_member: 'M001', jenis: 'TUKAR', poin: -6 },
      { kode_member: 'M001', jenis: 'BATAL_TUKAR', poin: 6 },
    ]);
    const again = await t.call('POST', `/api/v1/tukar-point/${no}/batal`, {
      token: shop.kasir,
      body: { alasan: 'Lagi', authorization_id: await authorize(t, shop.kasir, 'BATAL_TUKAR_POIN') },
    });
    expect(again.statusCode).toBe(409);
  });

  it('20 exchanges of one member at once never overspend: 23 points buy 7 gifts of 3 at most', async () => {
    await t.db.query(`UPDATE master_hadiah SET stock = 100 WHERE kode_hadiah = 'H01'`);
    const all = await Promise.all(Array.from({ length: 20 }, () => postAs(t, shop.kasir, 'tukar-point', { kode_member: 'M001', kode_hadiah: 'H01', qty: 1 })));
    const codes = all.map((r) => r.statusCode);
    // floor(23 / 3) = 7 succeed, 13 are refused.
    expect(codes.filter((c) => c === 201).length).toBe(7);
    expect(all.filter((r) => r.statusCode !== 201).map((r) => r.json().message)).toEqual(Array(13).fill('Poin Tidak Mencukupi'));
    expect((await pointsOf('M001')).poin).toBe(2);
    expect(await stockOf('H01')).toBe(93);
  });
});

describe('POST transaksi-poin', () => {
  it('corrects by hand with a reason on a TRANSAKSI_POIN authorization, never below zero', async () => {
    // A supervisor's screen (/transaksi-poin): the cashier is refused, the owner corrects.
    const post = (body: Record<string, unknown>) => postAs(t, shop.owner, 'transaksi-poin', { kode_member: 'M002', alasan: 'Poin promo pembukaan', ...body });
    const kasir = await postAs(t, shop.kasir, 'transaksi-poin', { kode_member: 'M002', alasan: 'Poin promo', poin: 10, authorization_id: await authorize(t, shop.kasir, 'TRANSAKSI_POIN') });
    expect(kasir.statusCode).toBe(403);
    const before = await counts();
    const noAuth = await post({ poin: 10, authorization_id: 'tidak-ada' });
    expect(noAuth.statusCode).toBe(400);
    expect(noAuth.json().message).toBe('Otorisasi Tidak Valid');
    const below = await post({ poin: -4, authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
    expect(below.json()).toMatchObject({ message: 'Poin Tidak Mencukupi', errors: [{ field: 'poin' }] });
    const noReason = await post({ poin: 5, alasan: '  ', authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
    expect(noReason.json().message).toBe('Alasan Tidak Boleh Kosong');
    expect(await counts()).toEqual(before);

    const added = await post({ poin: 10, authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Transaksi Poin Berhasil Disimpan', data: { kode_member: 'M002', poin: 10, saldo: 13 } });
    const taken = await post({ poin: -13, alasan: 'Koreksi salah input', authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
    expect(taken.json().data.saldo).toBe(0);
    // The same Idempotency-Key again answers the first correction and writes nothing more.
    const body = { kode_member: 'M002', poin: 2, alasan: 'Bonus', authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') };
    const first = await postAs(t, shop.owner, 'transaksi-poin', body, 'koreksi-0001');
    const replay = await postAs(t, shop.owner, 'transaksi-poin', body, 'koreksi-0001');
    expect(replay.json().data.no_transaksi_poin).toBe(first.json().data.no_transaksi_poin);
    expect((await pointsOf('M002')).poin).toBe(2);
    await post({ poin: -2, alasan: 'Koreksi salah input', authorization_id: await authorize(t, shop.owner, 'TRANSAKSI_POIN') });
    const history = await pointsOf('M002');
    expect(history.riwayat.at(-1)).toMatchObject({ poin_masuk: 0, poin_keluar: 2, saldo: 0, keterangan: 'Koreksi salah input' });
    expect(history.riwayat.filter((r) => r.jenis === 'KOREKSI')).toHaveLength(4);
  });
});

describe('Laporan Tukar Poin (member/report-tukar-poin)', () => {
  it('lists every exchange of the period, by gift or all, with its status', async () => {
    const report = async (kode_hadiah: string) => {
      const res = await t.call('GET', `/api/v1/member/report-tukar-poin?tgl_from=${shop.tgl}&tgl_to=${shop.tgl}&kode_hadiah=${kode_hadiah}`, { token: shop.owner });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Record<string, unknown>[];
    };
    const all = await report('ALL');
    // The cancelled exchange of 2 and the 7 of 1 that went through.
    expect(all).toHaveLength(8);
    expect(all[0]).toMatchObject({ kode_member: 'M001', nama_member: 'Budi Santoso', kode_hadiah: 'H01', nama_hadiah: 'Payung Kilau', qty: 2, poin: 6, status: 'BATAL' });
    expect(all.slice(1).every((r) => r.status === 'DONE' && r.qty === 1 && r.poin === 3)).toBe(true);
    expect(await report('H02')).toEqual([]);
  });
});
