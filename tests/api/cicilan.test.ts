// Gold instalments (cicilan emas, issue 22 items 6-8) through the document kernel: a contract on a /parameter-cicilan
// row (the pieces off their trays as CICILAN, the DP in), instalments paid exactly (late ones with their fee), an early
// pay-off or the last instalment handing the pieces over by a sale paid by CICILAN, a cancellation (refunded or
// forfeited) and an auction after missed instalments. The example is worked through to the rupiah; every
// other amount is worked out in the comments. After each step the open balance and the integrity report are checked;
// an auction refund the till cannot pay is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { authorize as authorizeBy, cash, customer, journalOf as journalIn, newPiece, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
let owner: string;
let kasir: string;
// A fixed business date, so every due date below is written out.
const D0 = '2027-01-15';
beforeAll(async () => {
  shop = await startSaleShop();
  ({ t, owner, kasir } = shop);
  await setBusinessDate(t.db, D0);
  await t.setModule('CICILAN_MODULE', true);
  // The example: a 10 g piece at Rp 1.000.000/g, no ongkos.
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(
    `INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00), ('C1', 1, 2.00, 10.00), ('OFF', 3, 1.00, 10.00)`,
  );
  await t.db.query(`UPDATE master_para_cicilan SET is_active = false WHERE kode_cicilan = 'OFF'`);
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) => postAs(t, opts.token ?? kasir, url, body, opts.key);
const piece = () => newPiece(shop, { berat: 10, harga_total: 0, total_hpp: 8_000_000 });
const contract = (code: string, pembayaran: unknown[], kode_cicilan = 'C6', key?: string) =>
  post('cicilan', { ...customer, items: [{ kode_barcode: code }], kode_cicilan, pembayaran }, { key });
const read = async (no: string) => (await t.call('GET', `/api/v1/cicilan/${no}`, { token: kasir })).json().data;
const saldo = async (no: string) => {
  const res = await t.call('GET', `/api/v1/cicilan/${no}/saldo`, { token: kasir });
  expect(res.statusCode, res.body).toBe(200);
  const s = res.json().data as { pokok: number; terbayar: number; sisa: number; riwayat: { kejadian: string }[] };
  return { pokok: s.pokok, terbayar: s.terbayar, sisa: s.sisa, kejadian: s.riwayat.map((r) => r.kejadian) };
};
const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);
const journalOf = (no: string) => journalIn(t, no);
const moneyOf = (no: string) => t.db.query('SELECT akun, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
const itemStatus = async (code: string) => (await t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]))[0].status;
const setting = (key: string, value: string) => t.db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [key, value]);
const unset = (key: string) => t.db.query('DELETE FROM para_system WHERE key = $1', [key]);

async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_status)::int AS status,
            (SELECT count(*) FROM barang_mutasi)::int AS mutasi, (SELECT count(*) FROM kas_mutasi)::int AS kas,
            (SELECT count(*) FROM jurnal)::int AS jurnal, (SELECT count(*) FROM saldo_mutasi)::int AS saldo,
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS used,
            (SELECT count(*) FROM barang WHERE status <> 'READY')::int AS off_trays`,
  );
  return row;
}

async function integrity(): Promise<{ check: string; count: number }[]> {
  const res = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { check: string; count: number }[]).filter((f) => f.count > 0);
}

/** A refused request: its status and message, and nothing written. */
async function refused(call: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number, message: string): Promise<void> {
  const before = await written();
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await written()).toEqual(before);
}

/** A contract of one new 10 g piece on C6 with a DP of 2.000.000 cash: its number and the piece. */
async function running(): Promise<{ no: string; code: string }> {
  const code = await piece();
  const res = await contract(code, [cash(2_000_000)]);
  expect(res.statusCode, res.body).toBe(201);
  return { no: res.json().data.no_cicilan, code };
}

describe("the issue's example: 10.000.000 on 6 months at 1 %, DP 2.000.000", () => {
  let no: string;
  let code: string;

  it('refuses a DP below the minimum, an unknown or inactive row and a payment that is not money, writing nothing', async () => {
    code = await piece();
    await refused(() => contract(code, [cash(1_000_000)]), 400, 'DP Kurang Dari DP Minimal');
    await refused(() => contract(code, [cash(10_000_000)]), 400, 'DP Harus Kurang Dari Harga Jual');
    await refused(() => contract(code, [cash(2_000_000)], 'XX'), 400, 'Kode Cicilan Tidak Terdaftar');
    await refused(() => contract(code, [cash(2_000_000)], 'OFF'), 400, 'Kode Cicilan Tidak Terdaftar');
    await refused(() => contract(code, [{ jenis: 'KUPON', jumlah_rp: 2_000_000 }]), 400, 'Jenis Pembayaran Tidak Valid');
  });

  it('makes the contract: fee 480.000, instalment 1.413.500, the sixth 1.412.500, monthly from its date', async () => {
    const res = await contract(code, [cash(1_500_000), transfer(500_000)], 'C6', 'kasir1-cicilan-0001');
    expect(res.statusCode, res.body).toBe(201);
    no = res.json().data.no_cicilan;
    expect(no).toBe('CC-TOKO01-20270115-0001');
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Transaksi Cicilan Berhasil Disimpan',
      data: {
        no_cicilan: no,
        tgl_system: D0,
        harga_jual: 10_000_000,
        dp_rp: 2_000_000,
        pokok: 8_000_000,
        sewa_rp: 480_000,
        nilai_angsuran: 1_413_500,
        jadwal: [
          { ke: 1, tgl_jatuh_tempo: '2027-02-15', jumlah: 1_413_500 },
          { ke: 2, tgl_jatuh_tempo: '2027-03-15', jumlah: 1_413_500 },
          { ke: 3, tgl_jatuh_tempo: '2027-04-15', jumlah: 1_413_500 },
          { ke: 4, tgl_jatuh_tempo: '2027-05-15', jumlah: 1_413_500 },
          { ke: 5, tgl_jatuh_tempo: '2027-06-15', jumlah: 1_413_500 },
          { ke: 6, tgl_jatuh_tempo: '2027-07-15', jumlah: 1_412_500 },
        ],
      },
    });
    // The same key again: the same contract, nothing new.
    const before = await written();
    const replay = await contract(code, [cash(1_500_000), transfer(500_000)], 'C6', 'kasir1-cicilan-0001');
    expect(replay.json().data).toEqual(res.json().data);
    expect(await written()).toEqual(before);

    // The piece is off its tray and sold to no one else.
    expect(await itemStatus(code)).toBe('CICILAN');
    const sale = await post('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(10_000_000)] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(`Barang Sudah Terjual Atau Diproses: ${code}`);
    expect((await contract(code, [cash(2_000_000)])).statusCode).toBe(409);

    // DP in: the till 1.500.000, the account 500.000. The receivable (1-1302) is what remains of price + fee, against
    // the deferred instalment sale (2-1105) of 10.480.000.
    expect(await moneyOf(no)).toEqual([
      { akun: 'KAS', kategori: 'CICILAN', jumlah_in: 1_500_000, jumlah_out: 0 },
      { akun: '1234567890', kategori: 'CICILAN', jumlah_in: 500_000, jumlah_out: 0 },
    ]);
    expect(await journalOf(no)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_500_000, kredit: 0 },
      { type: 'DP', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 500_000, kredit: 0 },
      { type: 'DP', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 8_480_000, kredit: 0 },
      { type: 'DP', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 0, kredit: 10_480_000 },
    ]);
    expect(await saldo(no)).toEqual({ pokok: 10_480_000, terbayar: 2_000_000, sisa: 8_480_000, kejadian: ['CICILAN'] });
    expect(await integrity()).toEqual([]);
    expect(await read(no)).toMatchObject({
      no_cicilan: no,
      status: 'OPEN',
      kode_cicilan: 'C6',
      harga_jual: 10_000_000,
      angsuran_dibayar: 0,
      sisa_bayar: 8_480_000,
      tagihan: { ke: 1, tgl_jatuh_tempo: '2027-02-15', jumlah: 1_413_500, denda_rp: 0, total: 1_413_500 },
      tunggakan: 0,
      pelunasan: { bulan_berjalan: 1, pelunasan: 8_080_000 },
    });
  });

  it('refuses a payment of 1.000.000 against a due of 1.413.500, then takes two instalments', async () => {
    await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_000_000)] }), 400, 'Pembayaran Cicilan Harus Sama Dengan Tagihan');
    await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)], angsuran_ke: 2 }), 409, 'Angsuran Ke-2 Belum Dapat Dibayar, Bayar Angsuran Sebelumnya Dahulu');
    const first = await post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)], angsuran_ke: 1 }, { key: 'kasir1-bayar-0001' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      message: 'Pembayaran Cicilan Berhasil Disimpan',
      data: { no_cicilan: no, no_bayar: 'BC-TOKO01-20270115-0001', tgl_system: D0, angsuran_ke: 1, jumlah_rp: 1_413_500, denda_rp: 0, total_bayar: 1_413_500, sisa_bayar: 7_066_500, no_faktur_jual: null },
    });
    expect(await journalOf('BC-TOKO01-20270115-0001')).toEqual([
      { type: 'BAYAR', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_413_500, kredit: 0 },
      { type: 'BAYAR', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 1_413_500 },
    ]);
    expect(await saldo(no)).toEqual({ pokok: 10_480_000, terbayar: 3_413_500, sisa: 7_066_500, kejadian: ['CICILAN', 'BAYAR'] });
    expect(await integrity()).toEqual([]);
    await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)], angsuran_ke: 1 }), 409, 'Angsuran Ke-1 Sudah Dibayar');

    const second = await post(`cicilan/${no}/bayar`, { pembayaran: [transfer(1_413_500)], angsuran_ke: 2 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ angsuran_ke: 2, sisa_bayar: 5_653_000 });
    expect(await saldo(no)).toEqual({ pokok: 10_480_000, terbayar: 4_827_000, sisa: 5_653_000, kejadian: ['CICILAN', 'BAYAR', 'BAYAR'] });
    expect(await integrity()).toEqual([]);
    expect(await read(no)).toMatchObject({ angsuran_dibayar: 2, tagihan: { ke: 3, tgl_jatuh_tempo: '2027-04-15' } });
    // Each payment's own receipt: which instalment, what remained right after it (not after the next), the next due date.
    const receipt = async (bc: string) => (await t.call('GET', `/api/v1/cicilan-bayar/${bc}`, { token: kasir })).json().data;
    expect(await receipt('BC-TOKO01-20270115-0001')).toMatchObject({
      no_bayar: 'BC-TOKO01-20270115-0001',
      no_cicilan: no,
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_413_500 }],
      angsuran: { ke: 1, jumlah_rp: 1_413_500, denda_rp: 0, sisa_bayar: 7_066_500, tgl_jatuh_tempo_berikut: '2027-03-15', no_faktur_jual: null },
    });
    expect((await receipt(second.json().data.no_bayar)).angsuran).toMatchObject({ ke: 2, sisa_bayar: 5_653_000, tgl_jatuh_tempo_berikut: '2027-04-15' });
    const printed = await post('cicilan-bayar/BC-TOKO01-20270115-0001/cetak', {});
    expect(printed.json().data).toEqual({ no_bayar: 'BC-TOKO01-20270115-0001', cetak_ke: 1 });
  });

  it('pays off early in the third month: 8.000.000 + 240.000 - 2.827.000, the piece sold by a sale paid by CICILAN', async () => {
    await setBusinessDate(t.db, '2027-03-20');
    await refused(() => post(`cicilan/${no}/lunas`, { pembayaran: [cash(5_653_000)] }), 400, 'Pembayaran Cicilan Harus Sama Dengan Tagihan');
    const res = await post(`cicilan/${no}/lunas`, { pembayaran: [cash(5_413_000)] });
    expect(res.statusCode, res.body).toBe(201);
    const noJual = 'JL-TOKO01-20270320-0001';
    expect(res.json()).toEqual({
      message: 'Pelunasan Cicilan Berhasil Disimpan',
      data: { no_cicilan: no, no_bayar: 'BC-TOKO01-20270320-0001', tgl_system: '2027-03-20', angsuran_ke: 0, jumlah_rp: 5_413_000, denda_rp: 0, total_bayar: 5_413_000, sewa_rp: 240_000, sisa_bayar: 0, no_faktur_jual: noJual },
    });
    // The receivable closes (the pay-off and the 240.000 of fee waived), the whole fee leaves the deferred sale and
    // the 240.000 earned is instalment income.
    expect(await journalOf('BC-TOKO01-20270320-0001')).toEqual([
      { type: 'LUNAS', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 5_413_000, kredit: 0 },
      { type: 'LUNAS', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 480_000, kredit: 0 },
      { type: 'LUNAS', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 5_653_000 },
      { type: 'LUNAS', kode_akun: 'SEWA', nomor_akun: '4-1501', debet: 0, kredit: 240_000 },
    ]);
    // The sale: 10.000.000 paid by the deferred sale, the piece's cost out of stock.
    const sale = (await t.call('GET', `/api/v1/penjualan/${noJual}`, { token: kasir })).json().data;
    expect(sale).toMatchObject({ grand_total: 10_000_000, status: 'DONE', pembayaran: [{ jenis: 'CICILAN', jumlah_rp: 10_000_000, no_reff: no }] });
    expect(await journalOf(noJual)).toEqual([
      { type: 'TUNAI', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 10_000_000, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 10_000_000 },
      { type: 'NON_TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 8_000_000, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1401', debet: 0, kredit: 8_000_000 },
    ]);
    expect(await moneyOf(noJual)).toEqual([]);
    expect(await itemStatus(code)).toBe('TERJUAL');
    expect(await saldo(no)).toEqual({ pokok: 10_240_000, terbayar: 10_240_000, sisa: 0, kejadian: ['CICILAN', 'BAYAR', 'BAYAR', 'LUNAS'] });
    expect(await integrity()).toEqual([]);
    expect(await read(no)).toMatchObject({ status: 'DONE', no_faktur_jual: noJual, tagihan: null, sisa_bayar: 0 });
    const paidOff = (await t.call('GET', '/api/v1/cicilan-bayar/BC-TOKO01-20270320-0001', { token: kasir })).json().data;
    expect(paidOff.angsuran).toEqual({ ke: 0, jumlah_rp: 5_413_000, denda_rp: 0, sisa_bayar: 0, tgl_jatuh_tempo_berikut: null, no_faktur_jual: noJual });

    // Closed: no more payments, no cancellation, and the sale that closed it cannot be cancelled.
    await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)] }), 409, 'Cicilan Sudah Lunas');
    const batal = await authorize('BATAL_CICILAN');
    await refused(() => post(`cicilan/${no}/batal`, { alasan: 'Salah', authorization_id: batal }), 409, 'Cicilan Sudah Lunas');
    const batalJual = await authorize('BATAL_PENJUALAN');
    await refused(() => post(`penjualan/${noJual}/batal`, { alasan: 'Salah', authorization_id: batalJual }), 409, 'Penjualan Pelunasan Cicilan Tidak Dapat Dibatalkan');
    await refused(
      () => post('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'CICILAN', jumlah_rp: 10_000_000, no_reff: no }] }),
      400,
      'Pembayaran Dengan Cicilan Hanya Melalui Pelunasan Cicilan',
    );
    await setBusinessDate(t.db, D0);
  });
});

describe('late instalments and the last one', () => {
  it('adds the late fee: 2 % of 1.413.500 for one month begun late is 28.270, rounded up to 28.500', async () => {
    const { no } = await running();
    await setting('denda_cicilan', '2');
    await setBusinessDate(t.db, '2027-02-16');
    try {
      await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)] }), 400, 'Pembayaran Cicilan Harus Sama Dengan Tagihan');
      const res = await post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_442_000)] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ angsuran_ke: 1, jumlah_rp: 1_413_500, denda_rp: 28_500, total_bayar: 1_442_000, sisa_bayar: 7_066_500 });
      const bc = res.json().data.no_bayar;
      expect(await journalOf(bc)).toEqual([
        { type: 'BAYAR', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_442_000, kredit: 0 },
        { type: 'BAYAR', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 1_413_500 },
        { type: 'BAYAR', kode_akun: 'DENDA', nomor_akun: '4-1901', debet: 0, kredit: 28_500 },
      ]);
      expect(await integrity()).toEqual([]);
    } finally {
      await unset('denda_cicilan');
      await setBusinessDate(t.db, D0);
    }
  });

  it('the last instalment hands the piece over: one month at 2 %, DP 10 %', async () => {
    const code = await piece();
    // 10.000.000, DP 1.000.000: principal 9.000.000, fee 180.000, one instalment of 9.180.000.
    const res = await contract(code, [cash(1_000_000)], 'C1');
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_cicilan;
    expect(res.json().data).toMatchObject({ pokok: 9_000_000, sewa_rp: 180_000, nilai_angsuran: 9_180_000, jadwal: [{ ke: 1, tgl_jatuh_tempo: '2027-02-15', jumlah: 9_180_000 }] });
    const paid = await post(`cicilan/${no}/bayar`, { pembayaran: [cash(9_180_000)] });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ angsuran_ke: 1, sisa_bayar: 0 });
    expect(paid.json().data.no_faktur_jual).toMatch(/^JL-TOKO01-20270115-/);
    expect(await journalOf(paid.json().data.no_bayar)).toEqual([
      { type: 'LUNAS', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 9_180_000, kredit: 0 },
      { type: 'LUNAS', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 180_000, kredit: 0 },
      { type: 'LUNAS', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 9_180_000 },
      { type: 'LUNAS', kode_akun: 'SEWA', nomor_akun: '4-1501', debet: 0, kredit: 180_000 },
    ]);
    expect(await itemStatus(code)).toBe('TERJUAL');
    expect(await saldo(no)).toEqual({ pokok: 10_180_000, terbayar: 10_180_000, sisa: 0, kejadian: ['CICILAN', 'LUNAS'] });
    expect((await read(no)).status).toBe('DONE');
    expect(await integrity()).toEqual([]);
  });
});

describe('Batal Cicilan', () => {
  it('needs BATAL_CICILAN, and refunds the DP and the instalments paid out of the till by default', async () => {
    const { no, code } = await running();
    const pay = await post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)] });
    expect(pay.statusCode, pay.body).toBe(201);
    const bc = pay.json().data.no_bayar;
    await refused(() => post(`cicilan/${no}/batal`, { alasan: 'Batal Beli', authorization_id: 'TIDAK-ADA' }), 400, 'Otorisasi Tidak Valid');
    const res = await post(`cicilan/${no}/batal`, { alasan: 'Batal Beli', authorization_id: await authorize('BATAL_CICILAN') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cicilan Berhasil Dibatalkan');
    expect(await itemStatus(code)).toBe('READY');
    expect(await moneyOf(no)).toEqual([
      { akun: 'KAS', kategori: 'CICILAN', jumlah_in: 2_000_000, jumlah_out: 0 },
      { akun: 'KAS', kategori: 'BATAL CICILAN', jumlah_in: 0, jumlah_out: 2_000_000 },
    ]);
    expect(await moneyOf(bc)).toEqual([
      { akun: 'KAS', kategori: 'BAYAR CICILAN', jumlah_in: 1_413_500, jumlah_out: 0 },
      { akun: 'KAS', kategori: 'BATAL CICILAN', jumlah_in: 0, jumlah_out: 1_413_500 },
    ]);
    expect(await saldo(no)).toEqual({ pokok: 0, terbayar: 0, sisa: 0, kejadian: ['CICILAN', 'BAYAR', 'BATAL', 'BATAL'] });
    expect(await read(no)).toMatchObject({ status: 'BATAL', batal_cicilan: { aturan: 'KEMBALI', dp_rp: 3_413_500 } });
    expect(await integrity()).toEqual([]);
    await refused(() => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)] }), 409, 'Cicilan Sudah Dibatalkan');
  });

  it('keeps what was paid as other income when batal_cicilan is HANGUS', async () => {
    const { no, code } = await running();
    await setting('batal_cicilan', 'HANGUS');
    try {
      const res = await post(`cicilan/${no}/batal`, { alasan: 'Tidak Lanjut', authorization_id: await authorize('BATAL_CICILAN') });
      expect(res.statusCode, res.body).toBe(200);
      expect(await itemStatus(code)).toBe('READY');
      expect(await moneyOf(no)).toEqual([{ akun: 'KAS', kategori: 'CICILAN', jumlah_in: 2_000_000, jumlah_out: 0 }]);
      expect((await journalOf(no)).filter((l) => l.type === 'HANGUS')).toEqual([
        { type: 'HANGUS', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 10_480_000, kredit: 0 },
        { type: 'HANGUS', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 8_480_000 },
        { type: 'HANGUS', kode_akun: 'PENDAPATAN_LAIN', nomor_akun: '4-1901', debet: 0, kredit: 2_000_000 },
      ]);
      expect(await saldo(no)).toEqual({ pokok: 0, terbayar: 0, sisa: 0, kejadian: ['CICILAN', 'HANGUS'] });
      expect(await integrity()).toEqual([]);
    } finally {
      await unset('batal_cicilan');
    }
  });
});

describe('Lelang Cicilan', () => {
  it('after 3 missed instalments takes the piece back and refunds what was paid less 10 %', async () => {
    const { no, code } = await running();
    // On 2027-04-15 two instalments are past due (15 February, 15 March): not yet.
    await setBusinessDate(t.db, '2027-04-15');
    try {
      expect((await read(no)).tunggakan).toBe(2);
      await refused(() => post(`cicilan/${no}/lelang`, {}, { token: owner }), 409, 'Cicilan Belum Menunggak 3 Angsuran, Tidak Dapat Dilelang');
      await setBusinessDate(t.db, '2027-04-16');
      const list = (await t.call('GET', '/api/v1/cicilan?status=OPEN', { token: kasir })).json().data as { no_cicilan: string; tunggakan: number }[];
      expect(list.find((r) => r.no_cicilan === no)).toMatchObject({ tunggakan: 3, bisa_lelang: true, jatuh_tempo: '2027-02-15', terbayar: 2_000_000, sisa_bayar: 8_480_000 });
      // A supervisor's screen (/lelang-cicilan): the cashier is refused.
      expect((await post(`cicilan/${no}/lelang`, {})).statusCode).toBe(403);
      const res = await post(`cicilan/${no}/lelang`, {}, { token: owner });
      expect(res.statusCode, res.body).toBe(201);
      const noLelang = res.json().data.no_lelang;
      expect(res.json()).toEqual({
        message: 'Cicilan Berhasil Dilelang',
        data: { no_cicilan: no, no_lelang: noLelang, aturan: 'KEMBALI', tunggakan: 3, terbayar: 2_000_000, biaya_rp: 200_000, kembali_rp: 1_800_000 },
      });
      expect(await itemStatus(code)).toBe('READY');
      expect(await moneyOf(noLelang)).toEqual([{ akun: 'KAS', kategori: 'LELANG CICILAN', jumlah_in: 0, jumlah_out: 1_800_000 }]);
      expect(await journalOf(noLelang)).toEqual([
        { type: 'LELANG', kode_akun: 'CICILAN', nomor_akun: '2-1105', debet: 10_480_000, kredit: 0 },
        { type: 'LELANG', kode_akun: 'PIUTANG', nomor_akun: '1-1302', debet: 0, kredit: 8_480_000 },
        { type: 'LELANG', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 1_800_000 },
        { type: 'LELANG', kode_akun: 'PENDAPATAN_LAIN', nomor_akun: '4-1901', debet: 0, kredit: 200_000 },
      ]);
      expect(await saldo(no)).toEqual({ pokok: 2_000_000, terbayar: 2_000_000, sisa: 0, kejadian: ['CICILAN', 'LELANG'] });
      expect(await read(no)).toMatchObject({ status: 'LELANG', lelang: { no_lelang: noLelang, aturan: 'KEMBALI' } });
      expect(await integrity()).toEqual([]);
      await refused(() => post(`cicilan/${no}/lelang`, {}, { token: owner }), 409, 'Cicilan Sudah Dilelang');
    } finally {
      await setBusinessDate(t.db, D0);
    }
  });
});

describe('at the same moment, and behind its module', () => {
  it('two payments of the same instalment at once: one is written, the other refused', async () => {
    const { no } = await running();
    const pay = () => post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)], angsuran_ke: 1 });
    const results = await Promise.all([pay(), pay()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Angsuran Ke-1 Sudah Dibayar');
    expect(await saldo(no)).toEqual({ pokok: 10_480_000, terbayar: 3_413_500, sisa: 7_066_500, kejadian: ['CICILAN', 'BAYAR'] });
    expect(await integrity()).toEqual([]);
  });

  it('answers 403 on every route while CICILAN_MODULE is off', async () => {
    const { no } = await running();
    await t.setModule('CICILAN_MODULE', false);
    try {
      expect((await contract(await piece(), [cash(2_000_000)])).statusCode).toBe(403);
      expect((await post(`cicilan/${no}/bayar`, { pembayaran: [cash(1_413_500)] })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/v1/cicilan/${no}`, { token: kasir })).statusCode).toBe(403);
    } finally {
      await t.setModule('CICILAN_MODULE', true);
    }
  });
});

describe('a payout the till cannot make', () => {
  it("refuses an auction's refund while the till holds less, writing nothing", async () => {
    // A shop of its own, its till empty: the DP went to the bank account, the refund would leave the till.
    const other = await startSaleShop();
    try {
      await setBusinessDate(other.t.db, D0);
      await other.t.setModule('CICILAN_MODULE', true);
      await other.t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
      await other.t.db.query(`INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00)`);
      const code = await newPiece(other, { berat: 10, harga_total: 0 });
      const made = await postAs(other.t, other.kasir, 'cicilan', { ...customer, items: [{ kode_barcode: code }], kode_cicilan: 'C6', pembayaran: [transfer(2_000_000)] });
      expect(made.statusCode, made.body).toBe(201);
      await setBusinessDate(other.t.db, '2027-04-16');
      const count = async () =>
        (await other.t.db.query<{ n: number }>('SELECT ((SELECT count(*) FROM dokumen) + (SELECT count(*) FROM kas_mutasi) + (SELECT count(*) FROM dokumen_status))::int AS n'))[0].n;
      const before = await count();
      const auction = await postAs(other.t, other.owner, `cicilan/${made.json().data.no_cicilan}/lelang`, {});
      expect(auction.statusCode).toBe(400);
      expect(auction.json().message).toBe('Saldo Tidak Mencukupi');
      expect(await count()).toBe(before);
      expect(await other.t.db.query('SELECT status FROM barang WHERE kode_barcode = $1', [code])).toEqual([{ status: 'CICILAN' }]);
    } finally {
      await other.t.close();
    }
  });
});

describe("the auction's screen", () => {
  it('lists and reads the contracts for a supervisor given /lelang-cicilan and none of the other instalment screens', async () => {
    await t.createUser('SPVLELANG', 'SPV');
    type Node = { key: string; is_show: boolean; children?: Node[] };
    // Every screen hidden but /lelang-cicilan (and the groups above it).
    const only = (nodes: Node[]): Node[] =>
      nodes.map((n) => {
        const children = n.children && only(n.children);
        return { ...n, is_show: n.key === '/lelang-cicilan' || !!children?.some((c) => c.is_show), ...(children ? { children } : {}) };
      });
    const tree = (await t.call('GET', '/api/v1/users/access/SPVLELANG', { token: owner })).json().data.access as Node[];
    const saved = await t.call('PUT', '/api/v1/users/access/SPVLELANG', { token: owner, body: { access: only(tree) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const spv = await t.login('SPVLELANG', 'rahasia123');
    const { no } = await running();
    const list = await t.call('GET', '/api/v1/cicilan?status=OPEN', { token: spv });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { no_cicilan: string }) => r.no_cicilan)).toContain(no);
    expect((await t.call('GET', `/api/v1/cicilan/${no}`, { token: spv })).statusCode).toBe(200);
    // Still nothing else of the kind: the contract's entry is not his.
    const entry = await t.call('POST', '/api/v1/cicilan', { token: spv, body: { ...customer, items: [{ kode_barcode: await piece() }], kode_cicilan: 'C6', pembayaran: [cash(2_000_000)] } });
    expect(entry.statusCode, entry.body).toBe(403);
  });
});
