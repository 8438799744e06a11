// Pawn loans (hutang, issue 22) through the document kernel: a loan paid out of the till or an account against its
// pledged pieces in custody, its bill on any date, redeemed exactly, renewed with a new rate (interest paid, the term
// restarted), cancelled while nothing was paid, its redemption undone, auctioned past due and grace into the buy-back
// stock. The examples to the rupiah; saldo and the integrity report after each step; refusals write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { authorize as authorizeBy, cash, customer, journalOf as journalIn, openingFloat, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { addDays } from '../../domain/dates';
import { jpeg } from '../helpers/jpeg';

const at = (days: number) => setBusinessDate(t.db, addDays(tgl, days));

let shop: SaleShop;
let t: TestApp;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  shop = await startSaleShop();
  ({ t, kasir, tgl } = shop);
  await openingFloat(shop, 100_000_000);
  await openingFloat(shop, 50_000_000, '1234567890');
  await t.db.query(`INSERT INTO master_kondisi_pinjaman (kondisi_pinjaman, keterangan) VALUES ('BAIK', 'Baik'), ('RUSAK', 'Rusak Ringan')`);
  // The plafond: Rp 600.000 per gram of kadar 75 (the kadar master row whose kadar is 75).
  await t.db.query(`INSERT INTO master_kadar (kode_kadar, nama_kadar, kadar) VALUES ('K75', 'Emas 75', 75), ('K100', 'Emas Murni', 100)`);
  await t.db.query(`INSERT INTO master_plafond_hutang (kode_plafond, nama_plafond, kode_kadar, plafond_per_gram) VALUES ('P75', 'Plafond 75', 'K75', 600000)`);
  // Auctioned gold lands on the buy-back tray.
  await t.db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang, jenis_gudang) VALUES ('GB', 'Gudang Pembelian', 'BELI')`);
  await t.db.query(`INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES ('BL1', 'Baki Pembelian', 'GB', 0)`);
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, key?: string) => postAs(t, kasir, url, body, key);
/** The supervisor screens' actions (/lelang-hutang, /batal-hutang-lunas) are the owner's here. */
const postOwner = (url: string, body: Record<string, unknown>) => postAs(t, shop.owner, url, body);
const get = async (url: string) => t.call('GET', `/api/v1/${url}`, { token: kasir });
const piece = (over: Record<string, unknown> = {}) => ({ nama_barang: 'Cincin Emas', kadar: 75, berat_kotor: 5.1, berat: 5, jumlah: 1, kondisi: 'BAIK', ...over });
const loanBody = (over: Record<string, unknown> = {}) => ({
  ...customer,
  no_ktp: '3171012345670001',
  items: [piece(), piece({ nama_barang: 'Gelang Emas', kondisi: 'RUSAK' })],
  jumlah_hutang: 5_000_000,
  bunga_persen: 2,
  lama_pinjam: 60,
  pembayaran: [cash(5_000_000)],
  ...over,
});
const saldo = async (no: string) => (await get(`hutang/${no}/saldo`)).json().data;
const count = async (jenis: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen WHERE jenis = $1', [jenis]))[0].n;
const moneyOf = (no: string) => t.db.query('SELECT akun, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
async function integrity() {
  const res = await t.call('GET', '/api/v1/laporan/integritas', { token: shop.owner });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { check: string; count: number }[]).filter((f) => f.count > 0);
}
async function taken(over: Record<string, unknown> = {}): Promise<string> {
  const res = await post('hutang', loanBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_hutang;
}

describe('a loan taken: the 201 answer, the money out, custody, the balance', () => {
  it('pays out 5.000.000 from the till against two pieces in custody', async () => {
    const res = await post('hutang', loanBody(), 'kasir1-hutang-0001');
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_faktur_hutang;
    expect(no).toBe(`HT-TOKO01-${tgl.replaceAll('-', '')}-0001`);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Transaksi Hutang Berhasil Disimpan',
      data: { no_faktur_hutang: no, tgl_system: tgl, tgl_jatuh_tempo: addDays(tgl, 60), plafond: 6_000_000, jumlah_hutang: 5_000_000, bunga_persen: 2 },
    });
    expect(await moneyOf(no)).toEqual([{ akun: 'KAS', kategori: 'HUTANG', jumlah_in: 0, jumlah_out: 5_000_000 }]);
    expect(await journalIn(t, no)).toEqual([
      { type: 'PENCAIRAN', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 5_000_000, kredit: 0 },
      { type: 'PENCAIRAN', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 5_000_000 },
    ]);
    expect(await saldo(no)).toMatchObject({ jenis_saldo: 'PIUTANG', pokok: 5_000_000, terbayar: 0, sisa: 5_000_000 });
    expect(await integrity()).toEqual([]);
    const read = (await get(`hutang/${no}`)).json().data;
    expect(read).toMatchObject({ status: 'OPEN', no_ktp: '3171012345670001', jumlah_hutang: 5_000_000, lama_pinjam: 60, tempo: '', hari_terlambat: 0, bisa_batal: true });
    expect(read.items).toMatchObject([
      { nama_barang: 'Cincin Emas', kadar: 75, berat: 5, berat_kotor: 5.1, kondisi: 'BAIK', dalam_titipan: true },
      { nama_barang: 'Gelang Emas', kondisi: 'RUSAK', dalam_titipan: true },
    ]);
  });
});

describe('refusals write nothing', () => {
  it('refuses kadar above 100, a gold weight above the weight with its bag, an unknown condition, a payout not the principal, an empty till', async () => {
    const before = { docs: await count('HUTANG'), money: (await t.db.query('SELECT count(*)::int AS n FROM kas_mutasi'))[0] };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ items: [piece({ kadar: 100.01 })] }, 400, 'Kadar Tidak Boleh Lebih Dari 100', 'items.0.kadar'],
      [{ items: [piece(), piece({ berat_kotor: 4.999 })] }, 400, 'Berat Input Tidak Boleh Kurang Dari Berat Emas', 'items.1.berat_kotor'],
      [{ items: [piece({ kondisi: 'HILANG' })] }, 400, 'Kondisi Pinjaman Tidak Terdaftar', 'items.0.kondisi'],
      [{ pembayaran: [cash(4_000_000)] }, 400, 'Pencairan Harus Sama Dengan Jumlah Hutang', 'pembayaran'],
      [{ jumlah_hutang: 500_000_000, pembayaran: [cash(500_000_000)] }, 400, 'Saldo Tidak Mencukupi', 'pembayaran'],
    ];
    for (const [over, status, message, field] of cases) {
      const res = await post('hutang', loanBody(over));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(res.json().errors?.[0]?.field ?? res.json().data?.[0]?.field ?? field).toBe(field);
    }
    expect(await count('HUTANG')).toBe(before.docs);
    expect((await t.db.query('SELECT count(*)::int AS n FROM kas_mutasi'))[0]).toEqual(before.money);
  });

  it('under PLAFOND_HUTANG_MODULE: 10 g at Rp 600.000/g is a plafond of 6.000.000; 6.500.000 is refused, 6.000.000 lent', async () => {
    const offMod = await post('hutang/hitung-plafond', { items: [{ kadar: 75, berat: 4 }, { kadar: 75, berat: 6 }] });
    expect(offMod.json().data).toEqual({ plafond: 6_000_000, berlaku: false, saran_pokok: null });
    await t.setModule('PLAFOND_HUTANG_MODULE', true);
    try {
      expect((await post('hutang/hitung-plafond', { items: [{ kadar: 75, berat: 10 }, { kadar: 50, berat: 3 }] })).json().data).toEqual({ plafond: 6_000_000, berlaku: true, saran_pokok: null });
      const docs = await count('HUTANG');
      const above = await post('hutang', loanBody({ jumlah_hutang: 6_500_000, pembayaran: [cash(6_500_000)] }));
      expect(above.statusCode, above.body).toBe(400);
      expect(above.json().message).toBe('Hutang Tidak Boleh Melebihi Plafond');
      expect(await count('HUTANG')).toBe(docs);
      const ok = await post('hutang', loanBody({ jumlah_hutang: 6_000_000, pembayaran: [cash(6_000_000)] }));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ plafond: 6_000_000, jumlah_hutang: 6_000_000 });
    } finally {
      await t.setModule('PLAFOND_HUTANG_MODULE', false);
    }
  });
});

describe('the principal suggested beside the plafond (PARAMETER_JUMLAH_HUTANG_POKOK_MODULE)', () => {
  const hitung = async () => (await post('hutang/hitung-plafond', { items: [{ kadar: 75, berat: 4 }, { kadar: 75, berat: 6 }, { kadar: 50, berat: 3 }] })).json().data;
  it('NOMINAL: rupiah per gram of the kadar (/parameter-hutang-pokok), never above an enforced plafond; HARGA_EMAS: the gold value', async () => {
    await t.db.query(`INSERT INTO master_para_hutang_pokok (kode_hutang_pokok, kode_kadar, pokok_per_gram) VALUES ('HP75', 'K75', 650000)`);
    try {
      await t.setModule('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', true, 'NOMINAL');
      // 10 g of kadar 75 at 650.000/g; kadar 50 has no row and adds nothing.
      expect(await hitung()).toEqual({ plafond: 6_000_000, berlaku: false, saran_pokok: 6_500_000 });
      await t.setModule('PLAFOND_HUTANG_MODULE', true);
      expect(await hitung()).toEqual({ plafond: 6_000_000, berlaku: true, saran_pokok: 6_000_000 });
      await t.setModule('PLAFOND_HUTANG_MODULE', false);
      // Pure gold at Rp 1.000.000/g: 10 g at 75 % and 3 g at 50 % are worth 7.500.000 + 1.500.000.
      await t.setModule('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', true, 'HARGA_EMAS');
      expect((await hitung()).saran_pokok).toBe(0);
      await t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE-POKOK', 'K100', 1000000)`);
      expect(await hitung()).toEqual({ plafond: 6_000_000, berlaku: false, saran_pokok: 9_000_000 });
    } finally {
      await t.setModule('PLAFOND_HUTANG_MODULE', false);
      await t.setModule('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', false);
      await t.db.query(`DELETE FROM master_harga_emas WHERE kode_harga_emas = 'HE-POKOK'`);
      await t.db.query(`DELETE FROM master_para_hutang_pokok`);
    }
  });
});

describe("the customer's photo and the KTP's", () => {
  it('stores each JPEG on the loan and serves it back; the read names them; another photo kind, a bigger photo, not a JPEG or another loan are refused', async () => {
    const no = await taken();
    const put = (jenis: string, payload: Buffer, loan = no) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/hutang/${loan}/foto-customer/${jenis}`, headers: { 'x-auth-token': kasir, 'content-type': 'image/jpeg' }, payload });
    expect((await get(`hutang/${no}`)).json().data).toMatchObject({ foto_customer: '', foto_ktp: '' });
    expect((await get(`hutang/${no}/foto-customer/ktp`)).statusCode).toBe(404);
    const face = await put('customer', jpeg(480, 640));
    expect(face.statusCode, face.body).toBe(200);
    expect(face.json()).toMatchObject({ message: 'Foto Berhasil Disimpan', data: { jenis: 'customer', width: 480, height: 640 } });
    expect((await put('ktp', jpeg(640, 400))).statusCode).toBe(200);
    const read = await get(`hutang/${no}/foto-customer/ktp`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('image/jpeg');
    expect((await get(`hutang/${no}`)).json().data).toMatchObject({ foto_customer: `DOKPIC/TOKO01/${no}-customer.jpg`, foto_ktp: `DOKPIC/TOKO01/${no}-ktp.jpg` });
    expect((await put('tanda-tangan', jpeg())).statusCode).toBe(400);
    expect((await put('ktp', jpeg(721, 100))).json().message).toBe('Ukuran Foto Maksimal 720 x 1366');
    expect((await put('ktp', Buffer.from('bukan foto'))).json().message).toBe('Foto Harus Berupa JPEG');
    const none = await put('ktp', jpeg(), 'HT-TOKO01-20000101-0001');
    expect([none.statusCode, none.json().message]).toEqual([404, 'Hutang Tidak Ditemukan']);
  });
});

describe("the issue's interest examples: 2 % a month on Rp 5.000.000", () => {
  it('after 20 days 66.667 rounds up to 67.000 (total 5.067.000); after 3 days 15 days count: 50.000', async () => {
    const no = await taken();
    const twenty = await get(`hutang/${no}/tagihan?tgl=${addDays(tgl, 20)}`);
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(twenty.json().data).toMatchObject({ jumlah_hutang: 5_000_000, lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 0, total_bayar: 5_067_000 });
    const three = (await get(`hutang/${no}/tagihan?tgl=${addDays(tgl, 3)}`)).json().data;
    expect(three).toMatchObject({ lama_pinjam_hari: 3, bunga_rp: 50_000, total_bayar: 5_050_000 });
    // The same day counts as one day (15 days of interest).
    expect((await get(`hutang/${no}/tagihan`)).json().data).toMatchObject({ lama_pinjam_hari: 1, bunga_rp: 50_000 });
  });
});

describe('redeemed after 20 days, the redemption undone, redeemed again', () => {
  it('takes exactly 5.067.000, hands the pieces back, closes the balance; the undo refunds and reopens it', async () => {
    const no = await taken();
    await at(20);
    try {
      const short = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_000_000)] });
      expect(short.statusCode, short.body).toBe(400);
      expect(short.json().message).toBe('Pembayaran Harus Sama Dengan Total Tagihan');
      expect(await count('LUNAS_HUTANG')).toBe(0);

      const res = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_067_000)] }, 'kasir1-lunas-0001');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Hutang Berhasil Dilunasi');
      const noLunas = res.json().data.no_lunas;
      expect(res.json().data).toMatchObject({ no_faktur_hutang: no, bunga_rp: 67_000, denda_rp: 0, total_bayar: 5_067_000, lama_pinjam_hari: 20 });
      // The same key again: the same redemption.
      const replay = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_067_000)] }, 'kasir1-lunas-0001');
      expect(replay.json().data.no_lunas).toBe(noLunas);
      expect(await count('LUNAS_HUTANG')).toBe(1);

      expect(await moneyOf(noLunas)).toEqual([{ akun: 'KAS', kategori: 'PELUNASAN HUTANG', jumlah_in: 5_067_000, jumlah_out: 0 }]);
      expect(await journalIn(t, noLunas)).toEqual([
        { type: 'PELUNASAN', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 5_067_000, kredit: 0 },
        { type: 'PELUNASAN', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 0, kredit: 5_000_000 },
        { type: 'PELUNASAN', kode_akun: 'SEWA_MODAL', nomor_akun: '4-1201', debet: 0, kredit: 67_000 },
      ]);
      expect(await saldo(no)).toMatchObject({ pokok: 5_000_000, terbayar: 5_000_000, sisa: 0 });
      // Its own receipt reads it back: the loan, the pieces handed back, the bill paid, the payment; prints are counted.
      const receipt = await get(`hutang-lunas/${noLunas.toLowerCase()}`);
      expect(receipt.statusCode, receipt.body).toBe(200);
      expect(receipt.json().data).toMatchObject({
        no_lunas: noLunas,
        no_faktur_hutang: no,
        nama_customer: customer.nama_customer,
        items: [{ nama_barang: 'Cincin Emas', kadar: 75, berat: 5 }, { nama_barang: 'Gelang Emas' }],
        pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_067_000 }],
        tagihan: { jumlah_hutang: 5_000_000, lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 0, pokok_rp: 5_000_000, total_bayar: 5_067_000 },
      });
      expect(receipt.json().data.termin_baru).toBeUndefined();
      for (const n of [1, 2]) expect((await post(`hutang-lunas/${noLunas}/cetak`, {})).json().data).toEqual({ no_lunas: noLunas, cetak_ke: n });
      expect((await get(`hutang-lunas/${no}`)).statusCode).toBe(404);
      const read = (await get(`hutang/${no}`)).json().data;
      expect(read).toMatchObject({ status: 'DONE', no_lunas: noLunas, sisa_hutang: 0, bisa_batal: false });
      expect(read.items.map((i: { dalam_titipan: boolean }) => i.dalam_titipan)).toEqual([false, false]);
      expect(await integrity()).toEqual([]);
      const again = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_067_000)] });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Hutang Sudah Lunas');
      const billed = await get(`hutang/${no}/tagihan`);
      expect([billed.statusCode, billed.json().message]).toEqual([409, 'Hutang Sudah Lunas']);

      // The spec's redemption row.
      const report = await get(`hutang/report-penebusan-detail?tgl_from=${addDays(tgl, 20)}&tgl_to=${addDays(tgl, 20)}&no_pinjam=${no}&sort_by=tgl_hutang`);
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().data).toEqual([
        {
          no_faktur_hutang: no,
          nama_customer: customer.nama_customer,
          alamat_customer: customer.alamat_customer,
          tgl_hutang: tgl,
          tgl_lunas: addDays(tgl, 20),
          lama_pinjam: 20,
          kode_sales: 'S01',
          jumlah_hutang: 5_000_000,
          bunga: 2,
          bunga_rp: 3350,
          bunga_pinjam: 67_000,
          denda_rp: 0,
          total_bayar: 5_067_000,
          detail_barang: [
            { nama_barang: 'Cincin Emas', berat: 5 },
            { nama_barang: 'Gelang Emas', berat: 5 },
          ],
        },
      ]);

      // Undone: only with BATAL_HUTANG_LUNAS; refunded out of the till, the pieces back, the loan open again.
      // The cashier has no /batal-hutang-lunas.
      expect((await post(`hutang/${no}/batal-lunas`, { alasan: 'Salah input' })).statusCode).toBe(403);
      const listed = (await get(`hutang?tgl_from=${addDays(tgl, 20)}&tgl_to=${addDays(tgl, 20)}&status=DONE,VALID&tahap=LUNAS`)).json().data;
      expect(listed.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toEqual([no]);
      const bare = await postOwner(`hutang/${no}/batal-lunas`, { alasan: 'Salah input' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe('Otorisasi Tidak Valid');
      expect(await saldo(no)).toMatchObject({ sisa: 0 });
      const undo = await postOwner(`hutang/${no}/batal-lunas`, { alasan: 'Salah input', authorization_id: await authorizeBy(t, shop.owner, 'BATAL_HUTANG_LUNAS') });
      expect(undo.statusCode, undo.body).toBe(201);
      expect(undo.json()).toMatchObject({ message: 'Pelunasan Hutang Berhasil Dibatalkan', data: { no_faktur_hutang: no, no_lunas: noLunas, status: 'OPEN' } });
      expect(await moneyOf(noLunas)).toEqual([
        { akun: 'KAS', kategori: 'PELUNASAN HUTANG', jumlah_in: 5_067_000, jumlah_out: 0 },
        { akun: 'KAS', kategori: 'BATAL PELUNASAN HUTANG', jumlah_in: 0, jumlah_out: 5_067_000 },
      ]);
      expect(await saldo(no)).toMatchObject({ pokok: 5_000_000, terbayar: 0, sisa: 5_000_000 });
      const open = (await get(`hutang/${no}`)).json().data;
      expect(open).toMatchObject({ status: 'OPEN', no_lunas: null, sisa_hutang: 5_000_000 });
      expect(open.items.map((i: { dalam_titipan: boolean }) => i.dalam_titipan)).toEqual([true, true]);
      expect(await integrity()).toEqual([]);
      // Money moved on it: it is no longer a loan to cancel.
      const cancel = await post(`hutang/${no}/batal`, { alasan: 'Batal', authorization_id: await authorizeBy(t, kasir, 'BATAL_HUTANG') });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('Hutang Sudah Ada Pembayaran, Tidak Dapat Dibatalkan');

      const paid = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_000_000), transfer(67_000)] });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(await saldo(no)).toMatchObject({ sisa: 0 });
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
    }
  });
});

describe('renewed after 20 days at a new rate, with part of the principal', () => {
  it('needs the new rate and PEREMAJAAN_HUTANG; interest 67.000 and 1.000.000 of principal paid; the term restarts', async () => {
    const no = await taken();
    await at(20);
    try {
      const noRate = await post(`hutang/${no}/perpanjang`, { pembayaran: [cash(1_067_000)], bayar_pokok: 1_000_000 });
      expect(noRate.statusCode, noRate.body).toBe(400);
      expect(noRate.json().message).toBe('Bunga Baru Harus Diisi');
      const noAuth = await post(`hutang/${no}/perpanjang`, { bunga_persen_baru: 2.5, pembayaran: [cash(1_067_000)], bayar_pokok: 1_000_000 });
      expect(noAuth.statusCode, noAuth.body).toBe(403);
      expect(noAuth.json().kategori).toEqual(['PEREMAJAAN_HUTANG']);
      const authorization_id = await authorizeBy(t, kasir, 'PEREMAJAAN_HUTANG');
      const wrong = await post(`hutang/${no}/perpanjang`, { bunga_persen_baru: 2.5, authorization_id, pembayaran: [cash(67_000)], bayar_pokok: 1_000_000 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Pembayaran Harus Sama Dengan Total Tagihan');
      expect(await count('PEREMAJAAN_HUTANG')).toBe(0);

      const res = await post(`hutang/${no}/perpanjang`, { bunga_persen_baru: 2.5, authorization_id, pembayaran: [cash(1_067_000)], bayar_pokok: 1_000_000 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        no_faktur_hutang: no,
        bunga_rp: 67_000,
        pokok_rp: 1_000_000,
        total_bayar: 1_067_000,
        jumlah_hutang_baru: 4_000_000,
        bunga_persen_baru: 2.5,
        tgl_jatuh_tempo: addDays(tgl, 80),
      });
      const noRenewal = res.json().data.no_peremajaan;
      expect(await journalIn(t, noRenewal)).toEqual([
        { type: 'PEREMAJAAN', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_067_000, kredit: 0 },
        { type: 'PEREMAJAAN', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 0, kredit: 1_000_000 },
        { type: 'PEREMAJAAN', kode_akun: 'SEWA_MODAL', nomor_akun: '4-1201', debet: 0, kredit: 67_000 },
      ]);
      expect(await saldo(no)).toMatchObject({ pokok: 5_000_000, terbayar: 1_000_000, sisa: 4_000_000 });
      expect((await get(`hutang-peremajaan/${noRenewal}`)).json().data).toMatchObject({
        no_peremajaan: noRenewal,
        no_faktur_hutang: no,
        pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_067_000 }],
        tagihan: { jumlah_hutang: 5_000_000, lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 0, pokok_rp: 1_000_000, total_bayar: 1_067_000 },
        termin_baru: { jumlah_hutang: 4_000_000, bunga_persen: 2.5, tgl_jatuh_tempo: addDays(tgl, 80) },
      });
      expect((await post(`hutang-peremajaan/${noRenewal}/cetak`, {})).json().data).toEqual({ no_peremajaan: noRenewal, cetak_ke: 1 });
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ status: 'OPEN', jumlah_hutang: 4_000_000, bunga_persen: 2.5, tgl_mulai: addDays(tgl, 20) });
      expect(await integrity()).toEqual([]);
      // The new term: 3 days later 15 days count at 2,5 %: 4.000.000 x 2,5 % x 15 / 30 = 50.000.
      expect((await get(`hutang/${no}/tagihan?tgl=${addDays(tgl, 23)}`)).json().data).toMatchObject({ lama_pinjam_hari: 3, bunga_persen: 2.5, bunga_rp: 50_000, total_bayar: 4_050_000 });
    } finally {
      await at(0);
    }
  });
});

describe('Batal Hutang: a loan nothing was paid on', () => {
  it('with BATAL_HUTANG the transfer comes back to the account, the pieces leave custody, the balance closes', async () => {
    const no = await taken({ pembayaran: [transfer(5_000_000)] });
    expect(await moneyOf(no)).toEqual([{ akun: '1234567890', kategori: 'HUTANG', jumlah_in: 0, jumlah_out: 5_000_000 }]);
    const res = await post(`hutang/${no}/batal`, { alasan: 'Nasabah batal', authorization_id: await authorizeBy(t, kasir, 'BATAL_HUTANG') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Hutang Berhasil Dibatalkan');
    expect(await moneyOf(no)).toEqual([
      { akun: '1234567890', kategori: 'HUTANG', jumlah_in: 0, jumlah_out: 5_000_000 },
      { akun: '1234567890', kategori: 'BATAL HUTANG', jumlah_in: 5_000_000, jumlah_out: 0 },
    ]);
    expect(await saldo(no)).toMatchObject({ pokok: 0, terbayar: 0, sisa: 0 });
    const read = (await get(`hutang/${no}`)).json().data;
    expect(read.status).toBe('BATAL');
    expect(read.items.map((i: { dalam_titipan: boolean }) => i.dalam_titipan)).toEqual([false, false]);
    const late = await post(`hutang/${no}/lunas`, { pembayaran: [cash(5_050_000)] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Hutang Sudah Dibatalkan');
    expect(await integrity()).toEqual([]);
  });
});

describe('overdue and auctioned', () => {
  it('lists the loan overdue with its days and late fee; auctions it only past the grace days, into the buy-back stock', async () => {
    await t.db.query(`INSERT INTO para_system (key, value) VALUES ('hutang_denda_per_15_hari', '10000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    // Pure gold at Rp 1.000.000/g: the pieces (2 x 5 g at 75 %) are worth 7.500.000.
    await t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE100', 'K100', 1000000)`);
    const items = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barang');
    const no = await taken({ lama_pinjam: 30 });
    // Pledged pieces never become items: nothing to find, sell or count on a tray.
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barang')).toEqual(items);
    try {
      await at(31);
      const list = (await get(`hutang?tgl_from=${tgl}&tgl_to=${tgl}&status=OPEN`)).json().data;
      expect(list.find((r: { no_faktur_hutang: string }) => r.no_faktur_hutang === no)).toMatchObject({
        tgl_jatuh_tempo: addDays(tgl, 30),
        tempo: 'LEWAT',
        hari_terlambat: 1,
        denda_rp: 10_000,
        jumlah_hutang: 5_000_000,
        sisa_hutang: 5_000_000,
      });
      const offered = async () => ((await get(`hutang?tahap=LELANG&status=OPEN`)).json().data as { no_faktur_hutang: string }[]).map((r) => r.no_faktur_hutang);
      expect(await offered()).not.toContain(no);
      const early = await postOwner(`hutang/${no}/lelang`, {});
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json().message).toBe('Hutang Belum Melewati Jatuh Tempo Dan Masa Tenggang');
      expect(await count('LELANG_HUTANG')).toBe(0);

      await at(40);
      // Owed: 5.000.000 + 5.000.000 x 2 % x 40 / 30 = 133.333 -> 133.500, + one late block of 10.000 = 5.143.500.
      expect(await offered()).toContain(no);
      const res = await postOwner(`hutang/${no}/lelang`, {});
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ nilai_taksiran: 7_500_000, total_tagihan: 5_143_500, kelebihan_rp: 2_356_500, kekurangan_rp: 0, tgl_batas_kelebihan: addDays(tgl, 405) });
      const noLelang = res.json().data.no_lelang;
      const [code] = res.json().data.kode_barcode as string[];
      expect(await journalIn(t, noLelang)).toEqual([
        { type: 'LELANG', kode_akun: 'PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', debet: 7_500_000, kredit: 0 },
        { type: 'LELANG', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 0, kredit: 5_000_000 },
        { type: 'LELANG', kode_akun: 'SEWA_MODAL', nomor_akun: '4-1201', debet: 0, kredit: 143_500 },
        { type: 'LELANG', kode_akun: 'KELEBIHAN_LELANG', nomor_akun: '2-1302', debet: 0, kredit: 2_356_500 },
      ]);
      expect(await saldo(no)).toMatchObject({ sisa: 0 });
      expect(await t.db.query('SELECT jenis_saldo, pokok::int AS pokok, terbayar::int AS terbayar FROM saldo_dokumen WHERE no_dokumen = $1', [noLelang])).toEqual([
        { jenis_saldo: 'KELEBIHAN_LELANG', pokok: 2_356_500, terbayar: 2_356_500 },
      ]);
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ status: 'LELANG', no_lelang: noLelang });
      // Forfeited gold is buy-back stock (BELI), sorted before it is sold: a sale of it is refused.
      const item = await t.call('GET', `/api/v1/barang/get/${code}`, { token: shop.owner });
      expect(item.json().data).toMatchObject({ status: 'BELI', kode_baki: 'BL1', hpp: 3_750_000 });
      const sale = await post('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(10_000_000)] });
      expect(sale.statusCode).toBeGreaterThanOrEqual(400);
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
      await t.db.query(`DELETE FROM para_system WHERE key = 'hutang_denda_per_15_hari'`);
    }
  });
});

describe('auctioned into sale stock', () => {
  it('puts the pieces on the sales tray the supervisor names, of the group named, at their value in Persediaan Emas', async () => {
    await t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE100', 'K100', 1000000) ON CONFLICT DO NOTHING`);
    const no = await taken({ lama_pinjam: 1 });
    try {
      await at(10);
      const before = await count('LELANG_HUTANG');
      for (const [body, message] of [
        [{ kode_baki: 'A1' }, 'Baki Dan Group Diisi Bersama Untuk Masuk Stok Jual'],
        [{ kode_baki: 'BL1', kode_group: 'C75' }, 'Baki Tujuan Tidak Boleh Di Gudang Pembelian'],
        [{ kode_baki: 'A1', kode_group: 'NOPE' }, 'Kode Group Tidak Ditemukan'],
      ] as const) {
        const refused = await postOwner(`hutang/${no}/lelang`, body);
        expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
      }
      expect(await count('LELANG_HUTANG')).toBe(before);
      const res = await postOwner(`hutang/${no}/lelang`, { kode_baki: 'A1', kode_group: 'C75' });
      expect(res.statusCode, res.body).toBe(201);
      // 2 x 5 g at 75 % of Rp 1.000.000/g pure: 7.500.000 against 5.050.000 owed.
      expect(res.json().data).toMatchObject({ nilai_taksiran: 7_500_000, total_tagihan: 5_050_000, kelebihan_rp: 2_450_000 });
      expect((await journalIn(t, res.json().data.no_lelang))[0]).toEqual({ type: 'LELANG', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1401', debet: 7_500_000, kredit: 0 });
      for (const code of res.json().data.kode_barcode as string[]) {
        const item = await t.call('GET', `/api/v1/barang/get/${code}`, { token: shop.owner });
        expect(item.json().data).toMatchObject({ status: 'READY', kode_baki: 'A1', kode_group: 'C75', total_hpp: 3_750_000, hpp: 750_000 });
      }
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
      await t.db.query(`DELETE FROM master_harga_emas WHERE kode_harga_emas = 'HE100'`);
    }
  });
});

describe('auctioned below what is owed', () => {
  it('without a gold price the pieces are worth the principal; the shortfall stays owed on the auction', async () => {
    await t.db.query(`DELETE FROM master_harga_emas`);
    const no = await taken({ lama_pinjam: 1 });
    try {
      await at(10);
      // Owed: 5.000.000 + 15 days at 2 % (50.000); the pieces at the principal: 50.000 short.
      const res = await postOwner(`hutang/${no}/lelang`, {});
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ nilai_taksiran: 5_000_000, total_tagihan: 5_050_000, kelebihan_rp: 0, kekurangan_rp: 50_000 });
      const noLelang = res.json().data.no_lelang;
      expect(await journalIn(t, noLelang)).toEqual([
        { type: 'LELANG', kode_akun: 'PERSEDIAAN_RONGSOK', nomor_akun: '1-1402', debet: 5_000_000, kredit: 0 },
        { type: 'LELANG', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 0, kredit: 4_950_000 },
        { type: 'LELANG', kode_akun: 'SEWA_MODAL', nomor_akun: '4-1201', debet: 0, kredit: 50_000 },
      ]);
      expect(await t.db.query('SELECT jenis_saldo, pokok::int AS pokok, terbayar::int AS terbayar FROM saldo_dokumen WHERE no_dokumen = $1', [noLelang])).toEqual([
        { jenis_saldo: 'PIUTANG', pokok: 50_000, terbayar: 0 },
      ]);
      expect(await saldo(no)).toMatchObject({ sisa: 0 });
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
    }
  });
});

describe("what an auction left: the surplus paid out or forfeited, the shortfall collected", () => {
  const auctionOf = async (no: string) => (await get(`hutang/${no}`)).json().data.no_lelang as string;
  const auctionBalance = (noLelang: string) =>
    t.db.query('SELECT jenis_saldo, pokok::int AS pokok, terbayar::int AS terbayar FROM saldo_dokumen WHERE no_dokumen = $1', [noLelang]);
  const auctionStatus = async (noLelang: string) => (await t.db.query<{ status: string }>('SELECT status FROM dokumen_terkini WHERE no_dokumen = $1', [noLelang]))[0].status;
  const staged = async (tahap: string) => ((await get(`hutang?tahap=${tahap}&status=LELANG`)).json().data as { no_faktur_hutang: string }[]).map((r) => r.no_faktur_hutang);

  it('pays part of a surplus out of an account, refuses more than is owed, forfeits the rest only past its year', async () => {
    await t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE100S', 'K100', 1000000)`);
    const no = await taken({ lama_pinjam: 30 });
    try {
      const early = await post(`hutang/${no}/bayar-kelebihan`, {});
      expect([early.statusCode, early.json().message]).toEqual([409, 'Hutang Belum Dilelang']);
      await at(40);
      // Owed 5.133.500 (principal + 133.500 interest), the pieces worth 7.500.000: 2.366.500 is the customer's.
      const auction = await postOwner(`hutang/${no}/lelang`, {});
      expect(auction.statusCode, auction.body).toBe(201);
      expect(auction.json().data).toMatchObject({ kelebihan_rp: 2_366_500, kekurangan_rp: 0 });
      const noLelang = await auctionOf(no);
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ kelebihan_lelang: 2_366_500, kekurangan_lelang: 0, tgl_batas_kelebihan: addDays(tgl, 405) });
      expect(await staged('KELEBIHAN')).toContain(no);
      expect(await staged('HANGUS')).not.toContain(no);

      const above = await post(`hutang/${no}/bayar-kelebihan`, { pembayaran: [cash(2_366_501)] });
      expect([above.statusCode, above.json().message]).toEqual([400, 'Pembayaran Melebihi Kelebihan Lelang']);
      const notYet = await postOwner(`hutang/${no}/hangus-kelebihan`, {});
      expect([notYet.statusCode, notYet.json().message]).toEqual([409, 'Kelebihan Lelang Belum Melewati Batas Waktu']);
      const shortfall = await post(`hutang/${no}/bayar-kekurangan`, {});
      expect([shortfall.statusCode, shortfall.json().message]).toEqual([409, 'Tidak Ada Kekurangan Lelang']);
      expect(await count('KELEBIHAN_LELANG_HUTANG')).toBe(0);
      expect(await count('HANGUS_LELANG_HUTANG')).toBe(0);

      const paid = await post(`hutang/${no}/bayar-kelebihan`, { pembayaran: [transfer(1_000_000)] });
      expect(paid.statusCode, paid.body).toBe(201);
      const noPaid = paid.json().data.no_dokumen;
      expect(paid.json()).toEqual({
        message: 'Kelebihan Lelang Berhasil Dibayarkan',
        data: { no_faktur_hutang: no, no_lelang: noLelang, no_dokumen: noPaid, tgl_system: addDays(tgl, 40), jumlah_rp: 1_000_000, sisa: 1_366_500 },
      });
      expect(noPaid).toMatch(/^KL-/);
      expect(await moneyOf(noPaid)).toEqual([{ akun: '1234567890', kategori: 'KELEBIHAN LELANG HUTANG', jumlah_in: 0, jumlah_out: 1_000_000 }]);
      expect(await journalIn(t, noPaid)).toEqual([
        { type: 'KELEBIHAN_LELANG', kode_akun: 'KELEBIHAN_LELANG', nomor_akun: '2-1302', debet: 1_000_000, kredit: 0 },
        { type: 'KELEBIHAN_LELANG', kode_akun: 'BANK', nomor_akun: '1-1201', debet: 0, kredit: 1_000_000 },
      ]);
      expect(await auctionBalance(noLelang)).toEqual([{ jenis_saldo: 'KELEBIHAN_LELANG', pokok: 1_366_500, terbayar: 1_366_500 }]);
      expect(await auctionStatus(noLelang)).toBe('OPEN');
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ kelebihan_lelang: 1_366_500 });
      expect(await integrity()).toEqual([]);

      // A year and a day after the auction the rest is the shop's: a supervisor forfeits it to other income.
      await at(40 + 366);
      expect(await staged('HANGUS')).toContain(no);
      // Forfeiting is a supervisor's (its screen's gate), never the cashier's.
      expect((await post(`hutang/${no}/hangus-kelebihan`, {})).statusCode).toBe(403);
      const forfeited = await postOwner(`hutang/${no}/hangus-kelebihan`, {});
      expect(forfeited.statusCode, forfeited.body).toBe(201);
      expect(forfeited.json()).toMatchObject({ message: 'Kelebihan Lelang Berhasil Dihanguskan', data: { jumlah_rp: 1_366_500, sisa: 0 } });
      const noForfeit = forfeited.json().data.no_dokumen;
      expect(await moneyOf(noForfeit)).toEqual([]);
      expect(await journalIn(t, noForfeit)).toEqual([
        { type: 'HANGUS_LELANG', kode_akun: 'KELEBIHAN_LELANG', nomor_akun: '2-1302', debet: 1_366_500, kredit: 0 },
        { type: 'HANGUS_LELANG', kode_akun: 'PENDAPATAN_LAIN', nomor_akun: '4-1901', debet: 0, kredit: 1_366_500 },
      ]);
      expect(await auctionBalance(noLelang)).toEqual([{ jenis_saldo: 'KELEBIHAN_LELANG', pokok: 0, terbayar: 0 }]);
      expect(await auctionStatus(noLelang)).toBe('DONE');
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ status: 'LELANG', kelebihan_lelang: 0, tgl_batas_kelebihan: '' });
      expect(await staged('KELEBIHAN')).not.toContain(no);
      const again = await post(`hutang/${no}/bayar-kelebihan`, {});
      expect([again.statusCode, again.json().message]).toEqual([409, 'Tidak Ada Kelebihan Lelang']);
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
      await t.db.query(`DELETE FROM master_harga_emas`);
    }
  });

  it('collects a shortfall in parts, the last one in cash as the screen posts it, then closes the auction', async () => {
    await t.db.query(`DELETE FROM master_harga_emas`);
    const no = await taken({ lama_pinjam: 1 });
    try {
      await at(10);
      const auction = await postOwner(`hutang/${no}/lelang`, {});
      expect(auction.json().data).toMatchObject({ kekurangan_rp: 50_000 });
      const noLelang = await auctionOf(no);
      expect(await staged('KEKURANGAN')).toContain(no);
      expect((await get(`hutang/${no}`)).json().data).toMatchObject({ kekurangan_lelang: 50_000, kelebihan_lelang: 0 });

      const above = await post(`hutang/${no}/bayar-kekurangan`, { pembayaran: [cash(50_001)] });
      expect([above.statusCode, above.json().message]).toEqual([400, 'Pembayaran Melebihi Kekurangan Lelang']);
      const surplus = await post(`hutang/${no}/bayar-kelebihan`, {});
      expect([surplus.statusCode, surplus.json().message]).toEqual([409, 'Tidak Ada Kelebihan Lelang']);
      expect(await count('KEKURANGAN_LELANG_HUTANG')).toBe(0);

      const part = await post(`hutang/${no}/bayar-kekurangan`, { pembayaran: [cash(20_000)] });
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json()).toMatchObject({ message: 'Kekurangan Lelang Berhasil Dibayar', data: { no_lelang: noLelang, jumlah_rp: 20_000, sisa: 30_000 } });
      const noPart = part.json().data.no_dokumen;
      expect(noPart).toMatch(/^KK-/);
      expect(await moneyOf(noPart)).toEqual([{ akun: 'KAS', kategori: 'KEKURANGAN LELANG HUTANG', jumlah_in: 20_000, jumlah_out: 0 }]);
      expect(await journalIn(t, noPart)).toEqual([
        { type: 'KEKURANGAN_LELANG', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 20_000, kredit: 0 },
        { type: 'KEKURANGAN_LELANG', kode_akun: 'PIUTANG', nomor_akun: '1-1301', debet: 0, kredit: 20_000 },
      ]);
      expect(await auctionBalance(noLelang)).toEqual([{ jenis_saldo: 'PIUTANG', pokok: 50_000, terbayar: 20_000 }]);
      expect(await integrity()).toEqual([]);

      const rest = await post(`hutang/${no}/bayar-kekurangan`, {});
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().data).toMatchObject({ jumlah_rp: 30_000, sisa: 0 });
      expect(await auctionBalance(noLelang)).toEqual([{ jenis_saldo: 'PIUTANG', pokok: 50_000, terbayar: 50_000 }]);
      expect(await auctionStatus(noLelang)).toBe('DONE');
      expect(await staged('KEKURANGAN')).not.toContain(no);
      const again = await post(`hutang/${no}/bayar-kekurangan`, {});
      expect([again.statusCode, again.json().message]).toEqual([409, 'Tidak Ada Kekurangan Lelang']);
      expect(await integrity()).toEqual([]);
    } finally {
      await at(0);
    }
  });
});

describe('one of 20 concurrent redemptions wins', () => {
  it('writes one redemption and one money row; the others find the loan redeemed', async () => {
    const no = await taken();
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => post(`hutang/${no}/lunas`, { pembayaran: [cash(5_050_000)] }, `race-hutang-${i}`)));
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const lost = all.filter((r) => r.statusCode !== 201);
    expect(lost.map((r) => [r.statusCode, r.json().message])).toEqual(Array.from({ length: 19 }, () => [409, 'Hutang Sudah Lunas']));
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hutang_tagihan WHERE no_hutang = $1`, [no]))[0].n).toBe(1);
    expect(await saldo(no)).toMatchObject({ sisa: 0 });
    expect(await integrity()).toEqual([]);
  });
});

describe('under PARAMETER_BUNGA_HUTANG_MODULE', () => {
  it('bills by the parameter row of the days and principal, per 15 days; a loan no row covers is refused', async () => {
    await t.db.query(
      `INSERT INTO master_para_bunga_hutang (kode_bunga, hari_dari, hari_sampai, bunga_persen, pinjaman_dari, pinjaman_sampai)
       VALUES ('B1', 1, 60, 1.5, NULL, NULL), ('B2', 61, 120, 2, NULL, NULL)`,
    );
    await t.setModule('PARAMETER_BUNGA_HUTANG_MODULE', true);
    try {
      const no = await taken();
      expect((await get(`hutang/${no}`)).json().data.bunga_persen).toBe(1.5);
      // 20 days: two blocks of 15 at 1,5 %: 5.000.000 x 1,5 % x 2 = 150.000.
      expect((await get(`hutang/${no}/tagihan?tgl=${addDays(tgl, 20)}`)).json().data).toMatchObject({ bunga_persen: 1.5, bunga_rp: 150_000, total_bayar: 5_150_000 });
      // 70 days: the second row, 5 blocks at 2 %: 500.000.
      expect((await get(`hutang/${no}/tagihan?tgl=${addDays(tgl, 70)}`)).json().data).toMatchObject({ bunga_persen: 2, bunga_rp: 500_000 });
      const docs = await count('HUTANG');
      const long = await post('hutang', loanBody({ lama_pinjam: 200 }));
      expect(long.statusCode, long.body).toBe(409);
      expect(long.json().message).toBe('Parameter Bunga Hutang Tidak Ditemukan Untuk Lama Pinjam Dan Jumlah Hutang Ini');
      expect(await count('HUTANG')).toBe(docs);
    } finally {
      await t.setModule('PARAMETER_BUNGA_HUTANG_MODULE', false);
    }
  });
});

describe("the day close's report", () => {
  it('counts the money lent, the renewal and the redemption of the day', async () => {
    const day = addDays(tgl, 500);
    await at(500);
    try {
      const no = await taken();
      const authorization_id = await authorizeBy(t, kasir, 'PEREMAJAAN_HUTANG');
      // Renewed on its own day (15 days of 2 %: 50.000) with 1.000.000 of the principal, then redeemed (15 days of 2,5 %).
      const renewed = await post(`hutang/${no}/perpanjang`, { bunga_persen_baru: 2.5, authorization_id, pembayaran: [cash(1_050_000)], bayar_pokok: 1_000_000 });
      expect(renewed.statusCode, renewed.body).toBe(201);
      const redeemed = await post(`hutang/${no}/lunas`, { pembayaran: [cash(4_050_000)] });
      expect(redeemed.statusCode, redeemed.body).toBe(201);
      const res = await t.call('GET', `/api/v1/reportkas/tutup-toko?tgl_from=${day}&tgl_to=${day}`, { token: shop.owner });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject([{ tanggal: day, status: 'BUKA', pencairan_hutang: 5_000_000, perpanjang_hutang: 1_050_000, tebus_hutang: 4_050_000, sisa_lelang_hutang: 0 }]);
    } finally {
      await at(0);
    }
  });
});

// Last: the close moves the business date on.
describe('WhatsApp reminders at the day close', () => {
  it('enqueues one reminder per loan falling due within the days of the setting, with a WhatsApp number', async () => {
    await t.setModule('WHATSAPP_MODULE', true);
    await t.db.query(`INSERT INTO para_system (key, value) VALUES ('hutang_pengingat_hari', '3') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    const soon = await taken({ lama_pinjam: 4 });
    const later = await taken({ lama_pinjam: 30 });
    const silent = await taken({ lama_pinjam: 4, no_hp: '' });
    const closed = await t.call('POST', '/api/v1/tutup-toko', { token: shop.owner, body: { authorization_id: await authorizeBy(t, shop.owner, 'TUTUP_TOKO') } });
    expect(closed.statusCode, closed.body).toBe(200);
    const sent = await t.db.query<{ no_dokumen: string; tujuan: string; pesan: string }>(
      'SELECT no_dokumen, tujuan, pesan FROM whatsapp_outbox WHERE no_dokumen = ANY($1::text[])',
      [[soon, later, silent]],
    );
    expect(sent).toEqual([
      {
        no_dokumen: soon,
        tujuan: '6281234567890',
        pesan: expect.stringContaining(`Yth. Budi Santoso, hutang ${soon} sebesar Rp 5.000.000 jatuh tempo pada ${addDays(tgl, 4)}.`),
      },
    ]);
    expect(await t.db.query('SELECT no_dokumen, tgl_jatuh_tempo::text AS tgl FROM hutang_pengingat WHERE no_dokumen = $1', [soon])).toEqual([{ no_dokumen: soon, tgl: addDays(tgl, 4) }]);
  });
});
