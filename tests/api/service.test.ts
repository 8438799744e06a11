// Services (service / reparasi, issue 21) through the document kernel: pieces taken in for repair with an optional
// down payment, marked done with their weight out (gold a repair added charged at the group price), collected by a
// document of its own paid first by the down payment; cancelled with BATAL_SERVICE until collected, the down payment
// refunded out of the till. The example is worked through to the rupiah; every other amount is worked out in
// the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize as authorizeBy, cash, customer, journalOf as journalIn, postAs, startSaleShop, transfer } from '../helpers/sale-fixture';
import { formatRupiah } from '../../domain/units';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  // Added gold is charged at group C75's price: Rp 1.000.000/g.
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(`INSERT INTO master_tukang (kode_tukang, nama_tukang) VALUES ('T01', 'Pak Harjo')`);
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) => postAs(t, opts.token ?? kasir, url, body, opts.key);
const chain = (over: Record<string, unknown> = {}) => ({ nama_barang: 'Kalung Putus', berat: 10.5, jumlah: 1, ongkos_rp: 150_000, deskripsi: 'Patri', kode_tukang: 'T01', ...over });
const ring = (over: Record<string, unknown> = {}) => ({ nama_barang: 'Cincin Kusam', berat: 3.25, jumlah: 2, ongkos_rp: 75_000, deskripsi: 'Poles', ...over });
const intake = (items: unknown[], pembayaran?: unknown[], key?: string, extra: Record<string, unknown> = {}) =>
  post('service', { ...customer, items, ...(pembayaran ? { pembayaran } : {}), ...extra }, { key });
const read = async (no: string) => (await t.call('GET', `/api/v1/service/${no}`, { token: kasir })).json().data;
const saldo = async (no: string) => (await t.call('GET', `/api/v1/service/${no}/saldo`, { token: kasir })).json().data;
const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);
const journalOf = (no: string) => journalIn(t, no);
const moneyOf = (no: string) => t.db.query('SELECT akun, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
const events = (s: { riwayat: { kejadian: string }[] }) => s.riwayat.map((r) => r.kejadian);
const count = async (jenis: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen WHERE jenis = $1', [jenis]))[0].n;
const statusOf = async (no: string) => (await t.db.query<{ status: string }>('SELECT status FROM dokumen_terkini WHERE no_dokumen = $1', [no]))[0].status;

/** A service of `items` taken, its number. */
async function taken(items: unknown[], pembayaran?: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await intake(items, pembayaran, undefined, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_service;
}

async function integrity(): Promise<{ check: string; count: number }[]> {
  const res = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { check: string; count: number }[]).filter((f) => f.count > 0);
}

describe("the issue's example: ongkos 150.000 and 75.000 make 225.000, DP 50.000 leaves 175.000, paid at Ambil", () => {
  it('takes the service in, marks it done and hands it out, each step in the money, the journal and the balance', async () => {
    const res = await intake([chain(), ring()], [cash(50_000)], 'kasir1-service-0001', { no_faktur_manual: 'MS-0042' });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_service;
    expect(no).toBe(`SV-TOKO01-${tgl.replaceAll('-', '')}-0001`);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Transaksi Service Berhasil Disimpan',
      data: { no_service: no, tgl_system: tgl, total_service: 225_000, dp_rp: 50_000, sisa_bayar: 175_000 },
    });
    // The same key again: the same service, nothing new.
    const replay = await intake([chain(), ring()], [cash(50_000)], 'kasir1-service-0001', { no_faktur_manual: 'MS-0042' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toEqual(res.json().data);
    expect(await count('SERVICE')).toBe(1);

    // The down payment in the till (kategori SERVICE); journal SERVICE/DP: Kas debited, Uang Muka credited.
    expect(await moneyOf(no)).toEqual([{ akun: 'KAS', kategori: 'SERVICE', jumlah_in: 50_000, jumlah_out: 0 }]);
    expect(await journalOf(no)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 50_000, kredit: 0 },
      { type: 'DP', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 0, kredit: 50_000 },
    ]);
    // The customer's pieces are in custody, not stock: no stock row names the service.
    expect(await t.db.query('SELECT 1 FROM barang_mutasi WHERE no_ref = $1', [no])).toEqual([]);
    const masuk = await saldo(no);
    expect(masuk).toMatchObject({ jenis_saldo: 'UANG_MUKA', pokok: 225_000, terbayar: 50_000, sisa: 175_000 });
    expect(events(masuk)).toEqual(['MASUK']);
    expect(await read(no)).toMatchObject({
      status: 'OPEN',
      no_faktur_manual: 'MS-0042',
      total_service: 225_000,
      biaya_emas: 0,
      dp_rp: 50_000,
      sisa_bayar: 175_000,
      no_ambil: null,
      bisa_batal: true,
      items: [
        { kode_barcode: '', nama_barang: 'Kalung Putus', berat: 10.5, qty: 1, ongkos: 150_000, total: 150_000, deskripsi: 'Patri', kode_tukang: 'T01', berat_keluar: null, biaya_emas: 0 },
        { kode_barcode: '', nama_barang: 'Cincin Kusam', berat: 3.25, qty: 2, ongkos: 75_000, total: 75_000, deskripsi: 'Poles', kode_tukang: '', berat_keluar: null, biaya_emas: 0 },
      ],
    });

    // Ambil before Selesai: refused, nothing written.
    const early = await post(`service/${no}/ambil`, { pembayaran: [cash(175_000)] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Service Belum Selesai');
    expect(await count('AMBIL_SERVICE')).toBe(0);

    // Selesai: the chain lost a little in the soldering (10,4 g), the rings are as they came: no gold added.
    const selesai = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 10.4 }, { berat_keluar: 3.25 }] });
    expect(selesai.statusCode, selesai.body).toBe(201);
    expect(selesai.json()).toMatchObject({
      message: 'Service Berhasil Diselesaikan',
      data: { no_service: no, status: 'SELESAI', biaya_emas: 0, sisa_bayar: 175_000, whatsapp: null },
    });
    const done = await saldo(no);
    expect(done).toMatchObject({ pokok: 225_000, terbayar: 50_000, sisa: 175_000 });
    expect(events(done)).toEqual(['MASUK', 'SELESAI']);
    // Nothing moves money or the journal when the work is done.
    expect(await moneyOf(no)).toHaveLength(1);
    expect(await journalOf(no)).toHaveLength(2);
    expect(await read(no)).toMatchObject({ status: 'SELESAI', items: [{ berat_keluar: 10.4, biaya_emas: 0 }, { berat_keluar: 3.25, biaya_emas: 0 }] });

    const twice = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 10.4 }, { berat_keluar: 3.25 }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Service Sudah Selesai');
    expect(events(await saldo(no))).toEqual(['MASUK', 'SELESAI']);

    // Ambil: 175.000 left; the customer hands over 200.000 in cash and gets 25.000 back.
    const ambil = await post(`service/${no}/ambil`, { pembayaran: [cash(200_000)] }, { key: 'kasir1-ambil-service-0001' });
    expect(ambil.statusCode, ambil.body).toBe(201);
    const noAmbil = ambil.json().data.no_ambil;
    expect(noAmbil).toBe(`SA-TOKO01-${tgl.replaceAll('-', '')}-0001`);
    expect(ambil.json()).toMatchObject({
      message: 'Service Berhasil Diambil',
      data: { no_service: no, no_ambil: noAmbil, tgl_system: tgl, grand_total: 225_000, dp_rp: 50_000, sisa_bayar: 175_000, kembalian: 25_000 },
    });
    const replayed = await post(`service/${no}/ambil`, { pembayaran: [cash(200_000)] }, { key: 'kasir1-ambil-service-0001' });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().data).toEqual(ambil.json().data);
    expect(await count('AMBIL_SERVICE')).toBe(1);

    // The collection's payments: the DP first (SERVICE, naming the service), then the cash.
    const [collection] = await t.db.query<{ grand_total: number; total_bayar: number; kembalian: number; keterangan: string }>(
      'SELECT grand_total, total_bayar, kembalian, keterangan FROM dokumen WHERE no_dokumen = $1',
      [noAmbil],
    );
    expect(collection).toEqual({ grand_total: 225_000, total_bayar: 250_000, kembalian: 25_000, keterangan: no });
    expect(await t.db.query('SELECT jenis, jumlah_rp, no_reff FROM dokumen_bayar WHERE no_dokumen = $1 ORDER BY baris', [noAmbil])).toEqual([
      { jenis: 'SERVICE', jumlah_rp: 50_000, no_reff: no },
      { jenis: 'TUNAI', jumlah_rp: 200_000, no_reff: '' },
    ]);
    // The till takes 200.000 - 25.000 = 175.000 (kategori AMBIL SERVICE); journal SERVICE/AMBIL: Kas 175.000 and Uang
    // Muka 50.000 debited, service income 225.000 credited.
    expect(await moneyOf(noAmbil)).toEqual([{ akun: 'KAS', kategori: 'AMBIL SERVICE', jumlah_in: 175_000, jumlah_out: 0 }]);
    expect(await journalOf(noAmbil)).toEqual([
      { type: 'AMBIL', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 175_000, kredit: 0 },
      { type: 'AMBIL', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 50_000, kredit: 0 },
      { type: 'AMBIL', kode_akun: 'JASA_SERVICE', nomor_akun: '4-1301', debet: 0, kredit: 225_000 },
    ]);
    const diambil = await saldo(no);
    expect(diambil).toMatchObject({ pokok: 225_000, terbayar: 225_000, sisa: 0 });
    expect(events(diambil)).toEqual(['MASUK', 'SELESAI', 'AMBIL']);
    expect(diambil.riwayat.at(-1)).toMatchObject({ no_ref: noAmbil, pokok: 0, terbayar: 175_000, sisa: 0 });

    // Collected: closed (DONE), its collection named; not collected again, not cancelled, and it says so first.
    expect(await read(no)).toMatchObject({
      status: 'DONE',
      no_ambil: noAmbil,
      sisa_bayar: 0,
      bisa_batal: false,
      alasan_tidak_bisa_batal: 'Service Sudah Diambil, Tidak Dapat Dibatalkan',
    });
    const again = await post(`service/${no}/ambil`, { pembayaran: [cash(175_000)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Service Sudah Diambil');
    const batal = await post(`service/${no}/batal`, { alasan: 'Salah input', authorization_id: await authorize('BATAL_SERVICE') });
    expect(batal.statusCode).toBe(409);
    expect(batal.json().message).toBe('Service Sudah Diambil, Tidak Dapat Dibatalkan');
    expect(await statusOf(no)).toBe('DONE');
    expect(await integrity()).toEqual([]);
  });
});

describe('added gold', () => {
  it('charges gold a repair added at the group price, rounded up to 500, and refuses it without a group', async () => {
    // 2 g in, no group, no down payment.
    const no = await taken([ring({ nama_barang: 'Gelang Patah', berat: 2, jumlah: 1, ongkos_rp: 100_000, deskripsi: 'Sambung' })]);
    expect(await moneyOf(no)).toEqual([]);
    expect(await journalOf(no)).toEqual([]);
    expect(await saldo(no)).toMatchObject({ pokok: 100_000, terbayar: 0, sisa: 100_000 });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ berat_keluar: 2.5 }, 'Group Harus Diisi Bila Berat Keluar Melebihi Berat Masuk', 'items.0.kode_group'],
      [{ berat_keluar: 2.5, kode_group: 'XX' }, 'Kode Group Tidak Terdaftar', 'items.0.kode_group'],
    ];
    for (const [item, message, field] of cases) {
      const res = await post(`service/${no}/selesai`, { items: [item] });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    const tooMany = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 2 }, { berat_keluar: 1 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Jumlah Barang Harus Sama Dengan Jumlah Barang Service');
    // Refused: still Masuk, nothing recorded.
    expect(await statusOf(no)).toBe('OPEN');
    expect(await t.db.query('SELECT 1 FROM dokumen_service_selesai WHERE no_dokumen = $1', [no])).toEqual([]);
    expect(events(await saldo(no))).toEqual(['MASUK']);

    // 2,5 g out: 0,5 g added x 1.000.000 = 500.000; 100.000 + 500.000 = 600.000 left.
    const res = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 2.5, kode_group: 'c75' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ no_service: no, status: 'SELESAI', biaya_emas: 500_000, sisa_bayar: 600_000 });
    expect(await saldo(no)).toMatchObject({ pokok: 600_000, terbayar: 0, sisa: 600_000, riwayat: [{ kejadian: 'MASUK' }, { kejadian: 'SELESAI', pokok: 500_000, terbayar: 0 }] });
    expect(await read(no)).toMatchObject({ total_service: 100_000, biaya_emas: 500_000, sisa_bayar: 600_000, items: [{ berat_keluar: 2.5, biaya_emas: 500_000 }] });
    expect(await t.db.query('SELECT berat_keluar, kode_group, harga_per_gram, biaya_emas FROM dokumen_service_selesai WHERE no_dokumen = $1', [no])).toEqual([
      { berat_keluar: 2.5, kode_group: 'C75', harga_per_gram: 1_000_000, biaya_emas: 500_000 },
    ]);

    // Paid in full, never more by transfer than is due, never less in all.
    const refused: [unknown[], string][] = [
      [[transfer(700_000)], 'Pembayaran Non Tunai Tidak Boleh Melebihi Total Yang Harus Dibayar'],
      [[cash(100_000)], 'Jumlah Bayar Kurang Dari Total Yang Harus Dibayar'],
      [[], 'Pilih Minimal Satu Metode Pembayaran'],
    ];
    for (const [pembayaran, message] of refused) {
      const r = await post(`service/${no}/ambil`, { pembayaran });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect(await count('AMBIL_SERVICE')).toBe(1);
    expect(await statusOf(no)).toBe('SELESAI');

    const ambil = await post(`service/${no}/ambil`, { pembayaran: [transfer(600_000)] });
    expect(ambil.statusCode, ambil.body).toBe(201);
    expect(ambil.json().data).toMatchObject({ no_service: no, grand_total: 600_000, dp_rp: 0, sisa_bayar: 600_000, kembalian: 0 });
    const noAmbil = ambil.json().data.no_ambil;
    // The bank account takes 600.000; the journal: EDC 600.000 debited, ongkos 100.000 to service income and the added
    // gold 500.000 to gold sales, credited.
    expect(await moneyOf(noAmbil)).toEqual([{ akun: ACCOUNT, kategori: 'AMBIL SERVICE', jumlah_in: 600_000, jumlah_out: 0 }]);
    expect(await journalOf(noAmbil)).toEqual([
      { type: 'AMBIL', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 600_000, kredit: 0 },
      { type: 'AMBIL', kode_akun: 'JASA_SERVICE', nomor_akun: '4-1301', debet: 0, kredit: 100_000 },
      { type: 'AMBIL', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 500_000 },
    ]);
    expect(await t.db.query('SELECT nama_barang, berat, berat_jual, harga_per_gram, harga, ongkos, total FROM dokumen_baris WHERE no_dokumen = $1', [noAmbil])).toEqual([
      { nama_barang: 'Gelang Patah', berat: 2, berat_jual: 2.5, harga_per_gram: 1_000_000, harga: 500_000, ongkos: 100_000, total: 600_000 },
    ]);
    expect(await saldo(no)).toMatchObject({ pokok: 600_000, terbayar: 600_000, sisa: 0 });
  });

  it("uses the intake line's group when Selesai names none, at the group's price that moment", async () => {
    const no = await taken([ring({ berat: 1, jumlah: 1, ongkos_rp: 50_000, kode_group: 'C75' })], [cash(50_000)]);
    await t.db.query(`UPDATE master_group SET harga_per_gram = 1100000 WHERE kode_group = 'C75'`);
    // 0,123 g added x 1.100.000 = 135.300, rounded up to 135.500.
    const res = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 1.123 }] });
    await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ biaya_emas: 135_500, sisa_bayar: 135_500 });
  });
});

describe('taking a service in: what is refused changes nothing', () => {
  it('refuses a down payment above the total, an unknown goldsmith, group or sales person, a coupon', async () => {
    const before = await count('SERVICE');
    const cases: [Record<string, unknown>, unknown[], string][] = [
      [{}, [cash(225_001)], 'Pembayaran Tidak Boleh Melebihi Sisa Bayar'],
      [{}, [transfer(225_001)], 'Pembayaran Non Tunai Tidak Boleh Melebihi Total Yang Harus Dibayar'],
      [{ items: [chain({ kode_tukang: 'T99' }), ring()] }, [cash(50_000)], 'Kode Tukang Tidak Terdaftar'],
      [{ items: [chain(), ring({ kode_group: 'XX' })] }, [cash(50_000)], 'Kode Group Tidak Terdaftar'],
      [{ kode_sales: 'S99' }, [cash(50_000)], 'Kode Sales Tidak Terdaftar'],
      [{}, [{ jenis: 'KUPON', jumlah_rp: 50_000 }], 'Jenis Pembayaran Tidak Valid'],
    ];
    for (const [over, pembayaran, message] of cases) {
      const res = await post('service', { ...customer, items: [chain(), ring()], pembayaran, ...over });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count('SERVICE')).toBe(before);
  });

  it('a service without a down payment, and one paid in full ahead', async () => {
    const none = await intake([chain()]);
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data).toMatchObject({ total_service: 150_000, dp_rp: 0, sisa_bayar: 150_000 });
    const whole = await intake([chain()], [cash(150_000)]);
    expect(whole.json().data).toMatchObject({ total_service: 150_000, dp_rp: 150_000, sisa_bayar: 0 });
    // Done with nothing added: nothing is left, the collection takes no new payment.
    const no = whole.json().data.no_service;
    expect((await post(`service/${no}/selesai`, { items: [{ berat_keluar: 10.5 }] })).statusCode).toBe(201);
    const ambil = await post(`service/${no}/ambil`, { pembayaran: [] });
    expect(ambil.statusCode, ambil.body).toBe(201);
    expect(ambil.json().data).toMatchObject({ grand_total: 150_000, dp_rp: 150_000, sisa_bayar: 0, kembalian: 0 });
    expect(await moneyOf(ambil.json().data.no_ambil)).toEqual([]);
    expect(await saldo(no)).toMatchObject({ sisa: 0 });
  });
});

describe('descriptions from /parameter-deskripsi-service', () => {
  it('under PARAMETER_DESKRIPSI_SERVICE_MODULE a description must be one of the master', async () => {
    await t.db.query(`INSERT INTO master_para_deskripsi_service (kode_deskripsi, deskripsi, ongkos) VALUES ('PTR', 'PATRI', 50000), ('PLS', 'POLES', 25000)`);
    await t.setModule('PARAMETER_DESKRIPSI_SERVICE_MODULE', true);
    try {
      const before = await count('SERVICE');
      const res = await intake([chain({ deskripsi: 'Patri' }), ring({ deskripsi: 'Ganti Mata' })], [cash(10_000)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Deskripsi Service Tidak Terdaftar', errors: [{ field: 'items.1.deskripsi' }] });
      expect(await count('SERVICE')).toBe(before);
      // Typed in any case, or by its code: kept as the master spells it.
      const no = await taken([chain({ deskripsi: 'patri' }), ring({ deskripsi: 'PLS' })], [cash(10_000)]);
      expect((await read(no)).items.map((i: { deskripsi: string }) => i.deskripsi)).toEqual(['PATRI', 'POLES']);
    } finally {
      await t.setModule('PARAMETER_DESKRIPSI_SERVICE_MODULE', false);
    }
    // Without the module any description is taken as typed.
    const free = await taken([chain({ deskripsi: 'Ganti Mata' })]);
    expect((await read(free)).items[0].deskripsi).toBe('Ganti Mata');
  });
});

describe('cancelling a service', () => {
  it('refunds the down payment out of the till, whether done or not, and mirrors every ledger', async () => {
    const open = await taken([chain(), ring()], [cash(80_000)]);
    const res = await post(`service/${open}/batal`, { alasan: 'Pelanggan batal', authorization_id: await authorize('BATAL_SERVICE') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service Berhasil Dibatalkan');
    expect(await moneyOf(open)).toEqual([
      { akun: 'KAS', kategori: 'SERVICE', jumlah_in: 80_000, jumlah_out: 0 },
      { akun: 'KAS', kategori: 'BATAL SERVICE', jumlah_in: 0, jumlah_out: 80_000 },
    ]);
    expect(await journalOf(open)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 80_000, kredit: 0 },
      { type: 'DP', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 0, kredit: 80_000 },
      { type: 'BATAL', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 80_000 },
      { type: 'BATAL', kode_akun: 'UANG_MUKA', nomor_akun: '2-1101', debet: 80_000, kredit: 0 },
    ]);
    const batal = await saldo(open);
    expect(batal).toMatchObject({ pokok: 0, terbayar: 0, sisa: 0 });
    expect(events(batal)).toEqual(['MASUK', 'BATAL']);
    expect(await read(open)).toMatchObject({ status: 'BATAL', bisa_batal: false, sisa_bayar: 0 });

    // Cancelled: no step is taken on it any more, and it is not cancelled twice.
    for (const [step, body] of [['selesai', { items: [{ berat_keluar: 10.5 }, { berat_keluar: 3.25 }] }], ['ambil', { pembayaran: [cash(145_000)] }]] as const) {
      const r = await post(`service/${open}/${step}`, body);
      expect(r.statusCode, step).toBe(409);
      expect(r.json().message).toBe('Service Sudah Dibatalkan');
    }
    const twice = await post(`service/${open}/batal`, { alasan: 'Lagi', authorization_id: await authorize('BATAL_SERVICE') });
    expect(twice.statusCode).toBe(409);

    // Done, with gold added (0,5 g = 500.000): the cancellation takes the added gold off the balance too.
    const done = await taken([ring({ berat: 2, jumlah: 1, ongkos_rp: 60_000, kode_group: 'C75' })], [transfer(60_000)]);
    expect((await post(`service/${done}/selesai`, { items: [{ berat_keluar: 2.5 }] })).statusCode).toBe(201);
    expect((await post(`service/${done}/batal`, { alasan: 'Tidak jadi', authorization_id: await authorize('BATAL_SERVICE') })).statusCode).toBe(200);
    expect(await moneyOf(done)).toEqual([
      { akun: ACCOUNT, kategori: 'SERVICE', jumlah_in: 60_000, jumlah_out: 0 },
      { akun: ACCOUNT, kategori: 'BATAL SERVICE', jumlah_in: 0, jumlah_out: 60_000 },
    ]);
    const undone = await saldo(done);
    expect(undone).toMatchObject({ pokok: 0, terbayar: 0, sisa: 0 });
    expect(events(undone)).toEqual(['MASUK', 'SELESAI', 'BATAL', 'BATAL']);
    expect(await integrity()).toEqual([]);
  });

  it('needs BATAL_SERVICE: another authorization is refused and nothing changes', async () => {
    const no = await taken([chain()], [cash(20_000)]);
    const res = await post(`service/${no}/batal`, { alasan: 'Pelanggan batal', authorization_id: await authorize('BATAL_PESANAN') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Otorisasi Tidak Valid');
    expect(await statusOf(no)).toBe('OPEN');
    expect(await moneyOf(no)).toHaveLength(1);
  });
});

describe('at the same moment', () => {
  it('one of 10 concurrent Selesai and one of 10 concurrent collections win', async () => {
    const no = await taken([ring({ berat: 1, jumlah: 1, ongkos_rp: 40_000 })], [cash(10_000)]);
    const done = await Promise.all(Array.from({ length: 10 }, () => post(`service/${no}/selesai`, { items: [{ berat_keluar: 1 }] })));
    expect(done.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(done.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const collected = await Promise.all(Array.from({ length: 10 }, (_, i) => post(`service/${no}/ambil`, { pembayaran: [cash(30_000)] }, { key: `race-service-${i}` })));
    expect(collected.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(collected.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM dokumen WHERE jenis = 'AMBIL_SERVICE' AND keterangan = $1`, [no]))[0]).toEqual({ n: 1 });
    expect(await saldo(no)).toMatchObject({ pokok: 40_000, terbayar: 40_000, sisa: 0 });
  });
});

describe('WhatsApp', () => {
  it('under WHATSAPP_MODULE Selesai queues "siap diambil" to the customer through the outbox', async () => {
    const no = await taken([chain(), ring()], [cash(50_000)]);
    const noPhone = await taken([chain()], undefined, { no_hp: '' });
    await t.setModule('WHATSAPP_MODULE', true);
    try {
      const res = await post(`service/${no}/selesai`, { items: [{ berat_keluar: 10.5 }, { berat_keluar: 3.25 }] });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await t.db.query<{ tujuan: string; pesan: string; status: string; adapter: string; input_by: string }>(
        'SELECT tujuan, pesan, status, adapter, input_by FROM whatsapp_outbox WHERE no_dokumen = $1',
        [no],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ tujuan: '6281234567890', status: 'QUEUED', adapter: 'WA_ME', input_by: 'KASIR1' });
      expect(rows[0].pesan).toContain(`nota ${no}`);
      expect(rows[0].pesan).toContain('sudah selesai dan siap diambil');
      expect(rows[0].pesan).toContain(`Sisa pembayaran Rp ${formatRupiah(175_000)}`);
      // A wa.me shop: the cashier's browser opens the chat with the text typed in.
      expect(res.json().data.whatsapp).toEqual({ id: expect.any(Number), link: expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/) });

      // No phone: nothing to send, and Selesai is done all the same.
      const quiet = await post(`service/${noPhone}/selesai`, { items: [{ berat_keluar: 10.5 }] });
      expect(quiet.statusCode).toBe(201);
      expect(quiet.json().data.whatsapp).toBeNull();
      expect(await t.db.query('SELECT 1 FROM whatsapp_outbox WHERE no_dokumen = $1', [noPhone])).toEqual([]);
    } finally {
      await t.setModule('WHATSAPP_MODULE', false);
    }
  });
});

describe('lists, validation and the chart', () => {
  it('lists by status, keeps every service still waiting whatever its date, and validates without moving it on', async () => {
    const waiting = await taken([ring({ berat: 1, jumlah: 1, ongkos_rp: 30_000 })], [cash(5_000)]);
    expect((await post(`service/${waiting}/selesai`, { items: [{ berat_keluar: 1 }] })).statusCode).toBe(201);
    const masuk = await taken([ring({ berat: 1, jumlah: 1, ongkos_rp: 20_000 })]);

    const selesai = await t.call('GET', '/api/v1/service?status=SELESAI', { token: kasir });
    expect(selesai.statusCode).toBe(200);
    const rows = selesai.json().data as Record<string, unknown>[];
    expect(rows.every((r) => r.status === 'SELESAI')).toBe(true);
    expect(rows.find((r) => r.no_service === waiting)).toMatchObject({ total_service: 30_000, biaya_emas: 0, dp_rp: 5_000, sisa_bayar: 25_000, no_ambil: null });

    // Two business days on: both still listed, each in its status.
    const later = new Date(Date.parse(`${tgl}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await setBusinessDate(t.db, later);
    try {
      const all = (await t.call('GET', '/api/v1/service', { token: kasir })).json().data as Record<string, unknown>[];
      expect(all.find((r) => r.no_service === waiting)).toMatchObject({ status: 'SELESAI', sisa_bayar: 25_000 });
      expect(all.find((r) => r.no_service === masuk)).toMatchObject({ status: 'OPEN', sisa_bayar: 20_000 });
      const onlySelesai = (await t.call('GET', '/api/v1/service?status=SELESAI', { token: kasir })).json().data as Record<string, unknown>[];
      expect(onlySelesai.map((r) => r.no_service)).toContain(waiting);
      expect(onlySelesai.map((r) => r.no_service)).not.toContain(masuk);
    } finally {
      await setBusinessDate(t.db, tgl);
    }

    // A collected one lists its collection.
    const ambil = await post(`service/${waiting}/ambil`, { pembayaran: [cash(25_000)] });
    expect(ambil.statusCode, ambil.body).toBe(201);
    const diambil = (await t.call('GET', '/api/v1/service?status=DONE', { token: kasir })).json().data as Record<string, unknown>[];
    expect(diambil.find((r) => r.no_service === waiting)).toMatchObject({ no_ambil: ambil.json().data.no_ambil, sisa_bayar: 0 });

    // Validation (VALIDASI_SERVICE_MODULE) leaves a service where it stands: still Masuk, still workable.
    await t.setModule('VALIDASI_SERVICE_MODULE', true);
    try {
      const valid = await post('service/validasi', { nomor: [masuk] }, { token: owner });
      expect(valid.statusCode, valid.body).toBe(200);
      expect(valid.json().message).toBe('Service Berhasil Divalidasi');
    } finally {
      await t.setModule('VALIDASI_SERVICE_MODULE', false);
    }
    expect(await read(masuk)).toMatchObject({ status: 'OPEN', validasi: expect.objectContaining({ oleh: 'OWNER' }) });
    expect((await post(`service/${masuk}/selesai`, { items: [{ berat_keluar: 1 }] })).statusCode).toBe(201);
  });

  it("the chart counts the day's services that are not cancelled, at their ongkos", async () => {
    const chart = await t.call('GET', '/api/v1/service/chart?type=today', { token: kasir });
    expect(chart.statusCode, chart.body).toBe(200);
    const points = chart.json().data as { y: number; jumlah: number }[];
    const [expected] = await t.db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(grand_total), 0)::bigint AS total FROM dokumen_terkini
        WHERE jenis = 'SERVICE' AND tgl_system = $1 AND status <> 'BATAL'`,
      [tgl],
    );
    expect(expected.n).toBeGreaterThan(0);
    expect(points.reduce((s, p) => s + p.jumlah, 0)).toBe(expected.n);
    expect(points.reduce((s, p) => s + p.y, 0)).toBe(Number(expected.total));
  });

  it('the integrity report finds nothing at the end', async () => {
    expect(await integrity()).toEqual([]);
  });
});
