// Orders (pesanan, issue 21) through the document kernel: taken at a locked group price with a down payment, the
// finished piece added with the order's number, collected at its actual weight by a sale paid first by the down
// payment; cancelled with BATAL_PESANAN, the down payment refunded or forfeited by the setting batal_pesanan. The
// issue's example is worked through to the rupiah; every other amount is worked out in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput } from '../helpers/inventory-fixture';
import { jpeg } from '../helpers/jpeg';
import { setBusinessDate } from '../helpers/paths';
import { authorize as authorizeBy, cash, customer, journalOf as journalIn, postAs, startSaleShop, transfer } from '../helpers/sale-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  // The example: group C75 at Rp 1.000.000/g when the order is taken.
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(`INSERT INTO master_tukang (kode_tukang, nama_tukang) VALUES ('T01', 'Pak Harjo')`);
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) => postAs(t, opts.token ?? kasir, url, body, opts.key);
const ring = (over: Record<string, unknown> = {}) => ({ nama_barang: 'Cincin Kawin Custom', kode_group: 'C75', kadar: 75, perkiraan_berat: 5, ongkos_rp: 100_000, kode_tukang: 'T01', ...over });
const order = (items: unknown[], pembayaran: unknown[], key?: string, extra: Record<string, unknown> = {}) =>
  post('pesanan', { ...customer, items, pembayaran, ...extra }, { key });
const read = async (no: string) => (await t.call('GET', `/api/v1/pesanan/${no}`, { token: kasir })).json().data;
const saldo = async (no: string) => (await t.call('GET', `/api/v1/pesanan/${no}/saldo`, { token: kasir })).json().data;
const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);
const journalOf = (no: string) => journalIn(t, no);
const itemOf = async (code: string) => (await t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]))[0];

/** The finished piece as /tambah-data-barang adds it: the order's number, its actual weight. */
async function finishedPiece(noPesanan: string, berat: number, over: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ berat, harga_total: 0, total_hpp: 4_000_000, no_pesanan: noPesanan, ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}

async function integrity(): Promise<{ check: string; count: number }[]> {
  const res = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
  return (res.json().data as { check: string; count: number }[]).filter((f) => f.count > 0);
}

describe("the issue's example: 5 g at a locked Rp 1.000.000/g, collected at 5,25 g after the price rose", () => {
  it('takes the order at 5.100.000 with DP 1.000.000, holds the price, and collects at 5.350.000 leaving 4.350.000 to pay', async () => {
    const res = await order([ring()], [cash(1_000_000)], 'kasir1-pesanan-0001', { tgl_janji: tgl });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_pesanan;
    expect(no).toBe(`PN-TOKO01-${tgl.replaceAll('-', '')}-0001`);
    expect(res.json()).toMatchObject({
      message: 'Transaksi Pesanan Berhasil Disimpan',
      data: { tgl_system: tgl, total_rp: 5_100_000, dp_rp: 1_000_000, sisa_bayar: 4_100_000, items: [{ harga_per_gram: 1_000_000, sub_total: 5_100_000, perkiraan_berat: 5, ongkos: 100_000 }] },
    });
    // The same key again: the same order, nothing new.
    const replay = await order([ring()], [cash(1_000_000)], 'kasir1-pesanan-0001', { tgl_janji: tgl });
    expect(replay.json().data).toEqual(res.json().data);

    // Money in: the till 1.000.000 (kategori PESANAN); journal PESANAN/DP: Kas debited, Uang Muka credited.
    expect(await t.db.query('SELECT akun, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1', [no])).toEqual([
      { akun: 'KAS', kategori: 'PESANAN', jumlah_in: 1_000_000, jumlah_out: 0 },
    ]);
    expect(await journalOf(no)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_000_000, kredit: 0 },
      { type: 'DP', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 0, kredit: 1_000_000 },
    ]);
    expect(await saldo(no)).toMatchObject({ jenis_saldo: 'UANG_MUKA', pokok: 5_100_000, terbayar: 1_000_000, sisa: 4_100_000 });

    // The group price rises to 1.200.000: the order keeps its price.
    const raised = await t.call('POST', '/api/v1/harga-emas', { token: owner, body: { group: [{ kode_group: 'C75', harga_per_gram: 1_200_000 }] } });
    expect(raised.statusCode, raised.body).toBeLessThan(300);

    const code = await finishedPiece(no, 5.25);
    // No other sale takes the order's piece.
    const sale = await post('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(9_000_000)] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(`Barcode Terdaftar Sebagai Pre Order: ${code}`);
    // The order shows its piece against the estimate: 0,25 g more at the locked price is 250.000 more.
    expect((await read(no)).barang_jadi).toEqual([expect.objectContaining({ kode_barcode: code, berat: 5.25, selisih_berat: 0.25, selisih_rp: 250_000 })]);

    const ambil = await post(`pesanan/${no}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(4_000_000), transfer(350_000)] }, { key: 'kasir1-ambil-0001' });
    expect(ambil.statusCode, ambil.body).toBe(201);
    expect(ambil.json()).toMatchObject({ message: 'Pesanan Berhasil Diambil', data: { no_pesanan: no, grand_total: 5_350_000, dp_rp: 1_000_000, sisa_bayar: 4_350_000, kembalian: 0 } });
    const nota = ambil.json().data.no_faktur_jual;
    expect(nota).toMatch(/^JL-/);
    const replayed = await post(`pesanan/${no}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(4_000_000), transfer(350_000)] }, { key: 'kasir1-ambil-0001' });
    expect(replayed.json().data).toEqual(ambil.json().data);

    // The sale: 5,25 g x 1.000.000 = 5.250.000 + ongkos 100.000; DP first (PESANAN, naming the order), then cash and transfer.
    const sold = (await t.call('GET', `/api/v1/penjualan/${nota}`, { token: kasir })).json().data;
    expect(sold.items).toEqual([expect.objectContaining({ kode_barcode: code, berat_jual: 5.25, harga_per_gram: 1_000_000, harga: 5_250_000, ongkos: 100_000, total: 5_350_000 })]);
    expect(sold.pembayaran.map((p: { jenis: string; jumlah_rp: number; no_reff: string }) => [p.jenis, p.jumlah_rp, p.no_reff])).toEqual([
      ['PESANAN', 1_000_000, no],
      ['TUNAI', 4_000_000, ''],
      ['TRANSFER', 350_000, ''],
    ]);
    // Journal: Kas 4.000.000 + EDC 350.000 + Uang Muka 1.000.000 debited; gold 5.250.000 and ongkos 100.000 credited;
    // the piece's cost 4.000.000 from stock to cost of sales.
    const journal = await journalOf(nota);
    const sum = (akun: string, side: 'debet' | 'kredit') => journal.filter((l) => l.kode_akun === akun).reduce((s, l) => s + Number(l[side]), 0);
    expect([sum('KAS', 'debet'), sum('EDC', 'debet'), sum('UANG_MUKA', 'debet'), sum('PENJUALAN', 'kredit'), sum('ONGKOS', 'kredit'), sum('HPP', 'debet')]).toEqual([
      4_000_000, 350_000, 1_000_000, 5_250_000, 100_000, 4_000_000,
    ]);
    expect(await itemOf(code)).toEqual({ status: 'TERJUAL' });
    expect(await read(no)).toMatchObject({ status: 'DONE', no_faktur_jual: nota });
    expect(await saldo(no)).toMatchObject({ pokok: 5_350_000, terbayar: 5_350_000, sisa: 0 });
    const again = await post(`pesanan/${no}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(4_350_000)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pesanan Sudah Diambil');
    // Another open order's collection cannot take a piece no longer on a tray.
    const other = (await order([ring({ perkiraan_berat: 1, ongkos_rp: 0 })], [cash(100_000)])).json().data.no_pesanan;
    await t.db.query('UPDATE barang SET no_pesanan = $1 WHERE kode_barcode = $2', [other, code]);
    const taken = await post(`pesanan/${other}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Barang Sudah Terjual Atau Diproses: ${code}`);
    await t.db.query('UPDATE barang SET no_pesanan = $1 WHERE kode_barcode = $2', [no, code]);

    // Cancelling the collecting sale opens the order again; its piece is the order's again.
    const cancelled = await post(`penjualan/${nota}/batal`, { alasan: 'Salah input', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await read(no)).toMatchObject({ status: 'OPEN', no_faktur_jual: null });
    expect(await itemOf(code)).toEqual({ status: 'READY' });
    expect(await saldo(no)).toMatchObject({ pokok: 5_100_000, terbayar: 1_000_000, sisa: 4_100_000 });
    expect(await integrity()).toEqual([]);
    await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  });
});

describe('taking an order: what is refused changes nothing', () => {
  it('refuses no down payment, one above the total, an unknown group or goldsmith, a promise before today', async () => {
    const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dokumen WHERE jenis = 'PESANAN'`))[0].n;
    const before = await count();
    const cases: [unknown[], unknown[], Record<string, unknown>, string][] = [
      [[ring()], [], {}, 'Pilih Minimal Satu Metode Pembayaran'],
      [[ring()], [cash(5_100_001)], {}, 'Pembayaran Pesanan Tidak Boleh Melebihi Total'],
      [[ring({ kode_group: 'XX' })], [cash(100_000)], {}, 'Kode Group Tidak Terdaftar'],
      [[ring({ kode_tukang: 'T99' })], [cash(100_000)], {}, 'Kode Tukang Tidak Terdaftar'],
      [[ring()], [cash(100_000)], { tgl_janji: '2000-01-01' }, 'Tanggal Janji Tidak Boleh Sebelum Tanggal Transaksi'],
      [[ring()], [{ jenis: 'KUPON', jumlah_rp: 100_000 }], {}, 'Jenis Pembayaran Tidak Valid'],
    ];
    for (const [items, pembayaran, extra, message] of cases) {
      const res = await order(items, pembayaran, undefined, extra);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('a whole down payment is allowed: nothing is left to pay at collection but the difference in weight', async () => {
    const res = await order([ring({ perkiraan_berat: 1, ongkos_rp: 0 })], [cash(1_000_000)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ total_rp: 1_000_000, dp_rp: 1_000_000, sisa_bayar: 0 });
  });
});

describe('the sample', () => {
  it("a shop piece leaves its tray as CONTOH while the order runs and comes back when it is cancelled; the customer's own is recorded", async () => {
    const sample = (await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput() })).json().data.kode_barcode;
    const res = await order([ring({ contoh: { kode_barcode: sample.toLowerCase() } }), ring({ nama_barang: 'Liontin', contoh: { keterangan: 'Liontin lama pelanggan', berat: 1.5 } })], [cash(500_000)]);
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_pesanan;
    expect(await itemOf(sample)).toEqual({ status: 'CONTOH' });
    expect((await read(no)).items.map((i: { contoh: string }) => i.contoh)).toEqual([sample, 'Liontin lama pelanggan (1.5 g)']);
    // A sample cannot be sold meanwhile.
    expect((await post('penjualan', { ...customer, items: [{ kode_barcode: sample }], pembayaran: [cash(9_000_000)] })).statusCode).toBe(409);

    const batal = await post(`pesanan/${no}/batal`, { alasan: 'Pelanggan batal', authorization_id: await authorize('BATAL_PESANAN') });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(batal.json().message).toBe('Pesanan Berhasil Dibatalkan');
    expect(await itemOf(sample)).toEqual({ status: 'READY' });
  });
});

describe('cancelling an order', () => {
  it('refunds the down payment by default, and forfeits it as other income when batal_pesanan is HANGUS', async () => {
    const refunded = (await order([ring()], [cash(700_000)])).json().data.no_pesanan;
    const res = await post(`pesanan/${refunded}/batal`, { alasan: 'Pelanggan batal', authorization_id: await authorize('BATAL_PESANAN') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.query('SELECT kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [refunded])).toEqual([
      { kategori: 'PESANAN', jumlah_in: 700_000, jumlah_out: 0 },
      { kategori: 'BATAL PESANAN', jumlah_in: 0, jumlah_out: 700_000 },
    ]);
    expect(await saldo(refunded)).toMatchObject({ sisa: 0, riwayat: [expect.objectContaining({ kejadian: 'PESAN' }), expect.objectContaining({ kejadian: 'BATAL' })] });
    expect((await read(refunded)).batal_dp).toEqual({ aturan: 'KEMBALI', dp_rp: 700_000 });

    await t.db.query(`INSERT INTO para_system (key, value) VALUES ('batal_pesanan', 'HANGUS') ON CONFLICT (key) DO UPDATE SET value = 'HANGUS'`);
    const forfeited = (await order([ring()], [cash(600_000)])).json().data.no_pesanan;
    expect((await post(`pesanan/${forfeited}/batal`, { alasan: 'Tidak diambil', authorization_id: await authorize('BATAL_PESANAN') })).statusCode).toBe(200);
    // The money stays; Uang Muka debited and other income credited 600.000.
    expect(await t.db.query('SELECT kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [forfeited])).toEqual([
      { kategori: 'PESANAN', jumlah_in: 600_000, jumlah_out: 0 },
    ]);
    expect((await journalOf(forfeited)).slice(-2)).toEqual([
      { type: 'HANGUS', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 600_000, kredit: 0 },
      { type: 'HANGUS', kode_akun: 'PENDAPATAN_LAIN', nomor_akun: '4-1901', debet: 0, kredit: 600_000 },
    ]);
    expect((await saldo(forfeited)).riwayat.at(-1)).toMatchObject({ kejadian: 'HANGUS' });
    await t.db.query(`DELETE FROM para_system WHERE key = 'batal_pesanan'`);

    // Cancelled twice, or a collected one: refused.
    const twice = await post(`pesanan/${refunded}/batal`, { alasan: 'Lagi', authorization_id: await authorize('BATAL_PESANAN') });
    expect(twice.statusCode).toBe(409);
    expect(await integrity()).toEqual([]);
  });

  it('a collected order cannot be cancelled, and says so before a supervisor is asked', async () => {
    const no = (await order([ring({ perkiraan_berat: 2, ongkos_rp: 0 })], [cash(500_000)])).json().data.no_pesanan;
    const code = await finishedPiece(no, 2);
    expect((await post(`pesanan/${no}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(1_500_000)] })).statusCode).toBe(201);
    expect(await read(no)).toMatchObject({ status: 'DONE', bisa_batal: false, alasan_tidak_bisa_batal: 'Pesanan Sudah Diambil, Tidak Dapat Dibatalkan' });
  });
});

describe('collecting: the pieces must be the order', () => {
  it("refuses another order's piece, a piece of another group, and a count that differs from the order's lines", async () => {
    const no = (await order([ring({ perkiraan_berat: 3, ongkos_rp: 0 })], [cash(300_000)])).json().data.no_pesanan;
    const other = (await order([ring({ perkiraan_berat: 3, ongkos_rp: 0 })], [cash(300_000)])).json().data.no_pesanan;
    const foreign = await finishedPiece(other, 3);
    const wrongGroup = await finishedPiece(no, 3, { kode_group: 'K70', kode_dept: 'KAL' });
    const right = await finishedPiece(no, 3);
    const cases: [string[], number, string][] = [
      [[foreign], 409, `Barang Bukan Barang Pesanan Ini: ${foreign}`],
      [[wrongGroup], 400, `Group Barang Tidak Sesuai Dengan Pesanan: ${wrongGroup}`],
      [[right, wrongGroup], 400, 'Jumlah Barang Harus Sama Dengan Jumlah Barang Pesanan'],
    ];
    for (const [codes, status, message] of cases) {
      const res = await post(`pesanan/${no}/ambil`, { items: codes.map((kode_barcode) => ({ kode_barcode })), pembayaran: [cash(3_000_000)] });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await read(no)).toMatchObject({ status: 'OPEN' });
  });

  it('adds a finished piece only for an order still waiting: not an unknown one, not a cancelled one', async () => {
    const cancelled = (await order([ring()], [cash(100_000)])).json().data.no_pesanan;
    expect((await post(`pesanan/${cancelled}/batal`, { alasan: 'Batal', authorization_id: await authorize('BATAL_PESANAN') })).statusCode).toBe(200);
    const made = await finishedPiece((await order([ring()], [cash(100_000)])).json().data.no_pesanan, 5);
    const [{ no_pesanan: bound }] = await t.db.query<{ no_pesanan: string }>('SELECT no_pesanan FROM barang WHERE kode_barcode = $1', [made]);
    expect((await post(`pesanan/${bound}/batal`, { alasan: 'Batal', authorization_id: await authorize('BATAL_PESANAN') })).statusCode).toBe(200);
    // The piece made for a cancelled order is the shop's to sell again.
    expect(await t.db.query('SELECT no_pesanan, status FROM barang WHERE kode_barcode = $1', [made])).toEqual([{ no_pesanan: '', status: 'READY' }]);
    expect((await post('penjualan', { ...customer, items: [{ kode_barcode: made }], pembayaran: [cash(9_000_000)] })).statusCode).toBe(201);
    for (const no of ['PN-TIDAK-ADA', cancelled]) {
      const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ no_pesanan: no }) });
      expect(res.statusCode, no).toBe(400);
      expect(res.json().message).toBe('No Pesanan Tidak Ditemukan Atau Tidak Menunggu Barang');
    }
  });

  it('one of 20 concurrent collections of one order wins', async () => {
    const no = (await order([ring({ perkiraan_berat: 1, ongkos_rp: 0 })], [cash(200_000)])).json().data.no_pesanan;
    const code = await finishedPiece(no, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(`pesanan/${no}/ambil`, { items: [{ kode_barcode: code }], pembayaran: [cash(800_000)] }, { key: `race-${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM dokumen WHERE keterangan = $1`, [no]))[0]).toEqual({ n: 1 });
    expect(await integrity()).toEqual([]);
  });
});

describe('the customer from a member', () => {
  it('finds an active member by code for a counter screen, behind MEMBER_MODULE', async () => {
    await t.db.query(`INSERT INTO member (kode_member, nama_member, no_hp, alamat) VALUES ('M07', 'Sari Dewi', '6281299990007', 'Jl. Melati 7')`);
    const get = () => t.call('GET', '/api/v1/member/kode/m07', { token: kasir });
    expect((await get()).statusCode).toBe(404);
    await t.setModule('MEMBER_MODULE', true);
    expect((await get()).json().data).toEqual({ kode_member: 'M07', nama_member: 'Sari Dewi', no_hp: '6281299990007', alamat: 'Jl. Melati 7' });
    const unknown = await t.call('GET', '/api/v1/member/kode/M99', { token: kasir });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Member Tidak Terdaftar');
    await t.setModule('MEMBER_MODULE', false);
  });
});

describe('the photo of a line', () => {
  it("stores a line's JPEG and serves it back; another line, a bigger photo or not a JPEG are refused", async () => {
    const no = (await order([ring()], [cash(200_000)])).json().data.no_pesanan;
    const put = (baris: number, payload: Buffer) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/pesanan/${no}/foto/${baris}`, headers: { 'x-auth-token': kasir, 'content-type': 'image/jpeg' }, payload });
    const saved = await put(1, jpeg(640, 480));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Foto Berhasil Disimpan', data: { baris: 1, width: 640, height: 480 } });
    const read = await t.call('GET', `/api/v1/pesanan/${no}/foto/1`, { token: kasir });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('image/jpeg');
    expect((await t.call('GET', `/api/v1/pesanan/${no}`, { token: kasir })).json().data.items[0].foto).toMatch(/^DOKPIC\/TOKO01\/PN-.*-1\.jpg$/);
    expect((await put(2, jpeg())).statusCode).toBe(404);
    expect((await put(1, jpeg(721, 100))).json().message).toBe('Ukuran Foto Maksimal 720 x 1366');
    expect((await put(1, Buffer.from('bukan foto'))).json().message).toBe('Foto Harus Berupa JPEG');
    expect((await t.call('GET', `/api/v1/pesanan/${no}/foto/2`, { token: kasir })).statusCode).toBe(404);
  });
});

describe('lists, reprint and reports', () => {
  it('lists every open order whatever its date, marks one past its promise, and reprints only with CETAK_ULANG_PESANAN', async () => {
    const no = (await order([ring()], [cash(250_000)], undefined, { tgl_janji: tgl })).json().data.no_pesanan;
    const next = new Date(Date.parse(`${tgl}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await setBusinessDate(t.db, next);
    const list = await t.call('GET', `/api/v1/pesanan?status=OPEN`, { token: kasir });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { no_pesanan: string }) => r.no_pesanan === no);
    expect(row).toMatchObject({ tgl_janji: tgl, tempo: 'LEWAT', dp_rp: 250_000, sisa_bayar: 4_850_000 });

    const first = await post(`pesanan/${no}/cetak`, {});
    expect(first.json().data.cetak_ke).toBe(1);
    const reprint = await post(`pesanan/${no}/cetak`, {});
    expect(reprint.statusCode).toBe(403);
    expect(reprint.json()).toMatchObject({ kategori: ['CETAK_ULANG_PESANAN'] });
    const allowed = await post(`pesanan/${no}/cetak`, { authorization_id: await authorize('CETAK_ULANG_PESANAN') });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().data.cetak_ke).toBe(2);
    await setBusinessDate(t.db, tgl);
  });

  it('the cancelled-order report has the spec columns; the chart counts the day', async () => {
    const res = await t.call('GET', `/api/v1/pesanan/batal-reports?tgl_from=${tgl}&tgl_to=${tgl}`, { token: kasir });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['no_pesanan', 'kode_sales', 'tanggal', 'total_berat', 'total_qty', 'ongkos', 'total_harga', 'jumlah_bayar', 'sisa_bayar']));
    for (const r of rows) expect(r.sisa_bayar).toBe(Number(r.total_harga) - Number(r.jumlah_bayar));
    const chart = await t.call('GET', '/api/v1/pesanan/chart?type=today', { token: kasir });
    expect(chart.statusCode).toBe(200);
    expect(chart.json().data.reduce((s: number, p: { jumlah: number }) => s + p.jumlah, 0)).toBeGreaterThan(0);
  });
});
