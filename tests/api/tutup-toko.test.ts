// The end-of-day close (issue 11 fixed points): POST tutup-toko { authorization_id } (TUTUP_TOKO) answers the old and
// the new business date; the close carries the balances forward, logs the gold prices, advances only that shop's
// date; a close when the date is already past today's calendar date, or of a day another account has just closed,
// answers 409; yesterday's documents cannot be cancelled, and nothing is written on a closed day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cash, cashSale, customer, newPiece, postAs, startSaleShop, transfer, ACCOUNT, type SaleShop } from '../helpers/sale-fixture';
import { todayIso } from '../../domain/dates';
import { postDocument } from '../../server/documents/engine';
import { penjualan } from '../../server/documents/kinds/penjualan';

let shop: SaleShop;
let t: TestApp;
let owner: string;
beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  t = shop.t;
  owner = shop.owner;
});
afterAll(() => t.close());

const dayOffset = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayIso();
const setDate = (tgl: string, kode = 'TOKO01') => t.db.query('UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = $2', [tgl, kode]);
const shopDate = async (kode = 'TOKO01') =>
  (await t.db.query<{ tgl: string }>('SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = $1', [kode]))[0].tgl;
const close = async (token: string, body?: Record<string, unknown>) =>
  t.call('POST', '/api/v1/tutup-toko', { token, body: body ?? { authorization_id: await authorize(t, token, 'TUTUP_TOKO') } });
const summary = async (token = shop.kasir) => {
  const res = await t.call('GET', '/api/v1/tutup-toko', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the day before the close', () => {
  it("shows the day's balances, documents not validated yet and whether the shop can close", async () => {
    await setDate(dayOffset(today, -3));
    const sold = await cashSale(shop);
    const s = await summary();
    expect(s.tgl_system).toBe(dayOffset(today, -3));
    expect(s.bisa_tutup).toBe(true);
    const till = s.saldo.find((a: { akun: string }) => a.akun === 'KAS');
    expect(till.saldo_akhir).toBe(till.saldo_awal + till.masuk - till.keluar);
    expect(s.kas_sistem).toBe(till.saldo_akhir);
    expect(s.belum_validasi.map((d: { no_dokumen: string }) => d.no_dokumen)).toEqual([sold]);
    expect(s.dokumen).toEqual([{ jenis: 'PENJUALAN', jumlah: 1, total: expect.any(Number), batal: 0 }]);
  });
});

describe('closing', () => {
  it('refuses without a TUTUP_TOKO authorization and changes nothing', async () => {
    const before = await shopDate();
    const none = await t.call('POST', '/api/v1/tutup-toko', { token: shop.kasir, body: {} });
    expect(none.statusCode).toBe(400);
    const other = await close(shop.kasir, { authorization_id: await authorize(t, shop.kasir, 'BATAL_PENJUALAN') });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Otorisasi Tidak Valid');
    expect(await shopDate()).toBe(before);
    expect(await t.db.query('SELECT 1 FROM tutup_toko')).toEqual([]);
  });

  it('refuses a counted cash that differs from the till without a reason, and changes nothing', async () => {
    const before = await shopDate();
    const kasSistem = (await summary()).kas_sistem;
    const res = await close(shop.kasir, { authorization_id: await authorize(t, shop.kasir, 'TUTUP_TOKO'), kas_fisik: kasSistem - 10_000, alasan_selisih: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Alasan Selisih Kas Tidak Boleh Kosong', errors: [{ field: 'alasan_selisih' }] });
    expect(await shopDate()).toBe(before);
    expect(await t.db.query('SELECT 1 FROM tutup_toko')).toEqual([]);
    expect(await t.db.query(`SELECT 1 FROM kas_mutasi WHERE kategori = 'SELISIH KAS'`)).toEqual([]);
  });

  it('advances the business date by one day, books the cash short, opens the next day at the cash counted and logs the gold prices', async () => {
    const day = await shopDate();
    const kasSistem = (await summary()).kas_sistem;
    const counted = kasSistem - 10_000;
    const res = await close(shop.kasir, { authorization_id: await authorize(t, shop.kasir, 'TUTUP_TOKO'), kas_fisik: counted, alasan_selisih: 'Uang kembalian salah hitung' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Tutup Toko Berhasil', data: { tgl_system_lama: day, tgl_system: dayOffset(day, 1) } });
    const me = await t.call('GET', '/api/v1/users/me', { token: shop.kasir });
    expect(me.json().tgl_system ?? me.json().data?.tgl_system).toBe(dayOffset(day, 1));
    const [closed] = await t.db.query<{ ditutup_by: string; kas_sistem: number; kas_fisik: number; alasan_selisih: string; no_selisih: string }>(
      'SELECT ditutup_by, kas_sistem, kas_fisik, alasan_selisih, no_selisih FROM tutup_toko WHERE kode_toko = $1 AND tgl_system = $2',
      ['TOKO01', day],
    );
    expect(closed).toEqual({ ditutup_by: 'KASIR1', kas_sistem: kasSistem, kas_fisik: counted, alasan_selisih: 'Uang kembalian salah hitung', no_selisih: expect.stringMatching(/^SK-TOKO01-/) });
    // The shortage is a line of the closed day's cash book, with its own kategori and the reason, and a journal
    // against the cash-difference account.
    const book = (await t.call('GET', `/api/v1/cash/paginated?tgl=${day}`, { token: owner })).json();
    expect(book.data[0]).toMatchObject({ no_dokumen: closed.no_selisih, kategori: 'SELISIH KAS', keterangan: 'Uang kembalian salah hitung', jumlah_out: 10_000, jumlah_in: 0 });
    expect(book.saldo_akhir).toBe(counted);
    const journal = await t.db.query<{ trx: string; type: string; nomor_akun: string; debet: number; kredit: number }>(
      'SELECT trx, type, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id',
      [closed.no_selisih],
    );
    expect(journal).toEqual([
      { trx: 'SELISIH_KAS', type: 'KURANG', nomor_akun: '6-1105', debet: 10_000, kredit: 0 },
      { trx: 'SELISIH_KAS', type: 'KURANG', nomor_akun: '1-1101', debet: 0, kredit: 10_000 },
    ]);
    // The next day opens at what was counted: the carried balance, the book's opening balance, the till now.
    const carried = await t.db.query<{ akun: string; saldo_awal: number }>('SELECT akun, saldo_awal FROM saldo_kas WHERE tgl_system = $1', [dayOffset(day, 1)]);
    expect(carried).toEqual([{ akun: 'KAS', saldo_awal: counted }]);
    expect((await t.call('GET', '/api/v1/cash/paginated', { token: owner })).json()).toMatchObject({ tgl: dayOffset(day, 1), saldo_awal: counted });
    expect((await summary()).kas_sistem).toBe(counted);
    const prices = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM harga_emas_harian WHERE tgl_system = $1', [day]);
    const groups = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM master_group WHERE harga_per_gram IS NOT NULL');
    expect(prices[0].n).toBe(groups[0].n);
    expect(prices[0].n).toBeGreaterThan(0);
  });

  it("refuses to cancel yesterday's sale after the close", async () => {
    const [{ no }] = await t.db.query<{ no: string }>(`SELECT no_dokumen AS no FROM dokumen WHERE jenis = 'PENJUALAN' ORDER BY no_dokumen LIMIT 1`);
    const res = await t.call('POST', `/api/v1/penjualan/${no}/batal`, {
      token: shop.kasir,
      body: { alasan: 'Salah input', authorization_id: await authorize(t, shop.kasir, 'BATAL_PENJUALAN') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Penjualan Hari Sebelumnya Tidak Dapat Dibatalkan');
  });

  it('carries the next day from the last carried balance plus that day, for the till and each bank account', async () => {
    const day = await shopDate();
    const code = await newPiece(shop, { harga_total: 0 });
    const sale = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [transfer(2_000_000), cash(4_000_000)] });
    expect(sale.statusCode, sale.body).toBe(201);
    const s = await summary();
    const expected = Object.fromEntries(s.saldo.map((a: { akun: string; saldo_akhir: number }) => [a.akun, a.saldo_akhir]));
    expect(Object.keys(expected).sort()).toEqual([ACCOUNT, 'KAS']);
    // Counted right: no difference, no reason needed, no line.
    expect((await close(owner, { authorization_id: await authorize(t, owner, 'TUTUP_TOKO'), kas_fisik: expected.KAS })).statusCode).toBe(200);
    expect(await t.db.query('SELECT no_selisih, alasan_selisih FROM tutup_toko WHERE tgl_system = $1', [day])).toEqual([{ no_selisih: null, alasan_selisih: '' }]);
    const carried = await t.db.query<{ akun: string; saldo_awal: number }>('SELECT akun, saldo_awal FROM saldo_kas WHERE tgl_system = $1 ORDER BY akun', [
      dayOffset(day, 1),
    ]);
    expect(Object.fromEntries(carried.map((c) => [c.akun, c.saldo_awal]))).toEqual(expected);
    const [{ sum }] = await t.db.query<{ sum: number }>(
      `SELECT sum(jumlah_in - jumlah_out)::bigint AS sum FROM kas_mutasi WHERE kode_toko = 'TOKO01' AND akun = 'KAS' AND tgl_system <= $1`,
      [day],
    );
    expect(expected.KAS).toBe(sum);
  });

  it('refuses a document of a request that began before the close, once the day is closed', async () => {
    const day = await shopDate();
    const actor = { user_id: 'KASIR1', level: 'KASIR' as const, kode_toko: 'TOKO01', tgl_system: dayOffset(day, -1), head_office: false };
    const code = await newPiece(shop, { harga_total: 0 });
    const stale = postDocument(t.ctx, actor, penjualan, { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] } as never);
    await expect(stale).rejects.toMatchObject({ statusCode: 409, message: 'Tanggal Sistem Sudah Berganti Karena Tutup Toko, Silahkan Muat Ulang Halaman' });
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dokumen WHERE tgl_system < $1 AND jenis = 'PENJUALAN'`, [day]);
    expect(n).toBe(2);
  });

  it('closes the day that is today once, booking a surplus into the till, and refuses to run ahead of the calendar (409)', async () => {
    await setDate(today);
    const kasSistem = (await summary()).kas_sistem;
    const res = await close(owner, { authorization_id: await authorize(t, owner, 'TUTUP_TOKO'), kas_fisik: kasSistem + 25_000, alasan_selisih: 'Kembalian pelanggan tidak diambil' });
    expect(res.statusCode, res.body).toBe(200);
    const [{ no_selisih }] = await t.db.query<{ no_selisih: string }>('SELECT no_selisih FROM tutup_toko WHERE tgl_system = $1', [today]);
    expect(await t.db.query(`SELECT kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1`, [no_selisih])).toEqual([
      { kategori: 'SELISIH KAS', jumlah_in: 25_000, jumlah_out: 0 },
    ]);
    expect(await t.db.query('SELECT type, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id', [no_selisih])).toEqual([
      { type: 'LEBIH', nomor_akun: '1-1101', debet: 25_000, kredit: 0 },
      { type: 'LEBIH', nomor_akun: '4-1902', debet: 0, kredit: 25_000 },
    ]);
    expect((await summary()).kas_sistem).toBe(kasSistem + 25_000);
    expect(await shopDate()).toBe(dayOffset(today, 1));
    expect((await summary()).bisa_tutup).toBe(false);
    const ahead = await close(owner);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe('Tanggal Sistem Sudah Melewati Tanggal Hari Ini, Toko Tidak Dapat Ditutup Lagi Hari Ini');
    expect(await shopDate()).toBe(dayOffset(today, 1));
  });

  it('lets exactly one of two closes at once succeed', async () => {
    await setDate(today);
    await t.db.query('DELETE FROM saldo_kas WHERE tgl_system > $1', [today]);
    await t.db.query('DELETE FROM tutup_toko WHERE tgl_system >= $1', [today]);
    await t.db.query('DELETE FROM harga_emas_harian WHERE tgl_system >= $1', [today]);
    await t.db.query('DELETE FROM saldo_akun WHERE tgl_system >= $1', [today]);
    const [a, b] = [await authorize(t, shop.kasir, 'TUTUP_TOKO'), await authorize(t, owner, 'TUTUP_TOKO')];
    const both = await Promise.all([close(shop.kasir, { authorization_id: a }), close(owner, { authorization_id: b })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await shopDate()).toBe(dayOffset(today, 1));
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutup_toko WHERE tgl_system = $1', [today]);
    expect(n).toBe(1);
    const [{ unused }] = await t.db.query<{ unused: number }>('SELECT count(*)::int AS unused FROM authorizations WHERE id = ANY($1) AND used_at IS NULL', [[a, b]]);
    expect(unused).toBe(1);
  });
});

describe('two shops in one database', () => {
  it("closing one shop leaves the other's date and users alone", async () => {
    await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('TOKO02', 'Cabang Dua', 'Jl. Dua', 'CABANG')`);
    await setDate(dayOffset(today, -2), 'TOKO02');
    await t.createUser('KASIR2', 'KASIR');
    await t.db.query(`UPDATE users SET kode_toko = 'TOKO02' WHERE user_id = 'KASIR2'`);
    const kasir2 = await t.login('KASIR2', 'rahasia123');
    await setDate(dayOffset(today, -1));
    expect((await close(owner)).statusCode).toBe(200);
    expect(await shopDate()).toBe(today);
    expect(await shopDate('TOKO02')).toBe(dayOffset(today, -2));
    const me = await t.call('GET', '/api/v1/users/me', { token: kasir2 });
    expect(me.json().tgl_system ?? me.json().data?.tgl_system).toBe(dayOffset(today, -2));
  });
});
