// Money deposits (titip uang, issue 9 item 3) through the document kernel: the pieces reserved (status TITIP, sold to
// no one else) with a down payment; paid off on a later business day as a sale at the deposit's prices; cancelled
// with BATAL_TITIP on any day, the down payment refunded or forfeited by the setting batal_titip. Every amount below
// is worked out by hand in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';
import { authorize as authorizeBy, cash, customer, journalOf as journalIn, postAs, startSaleShop, transfer } from '../helpers/sale-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
let tglNext: string;
beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  tglNext = new Date(Date.parse(`${tgl}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
});
afterAll(() => t.close());

/** A tagged piece: Rp 3.000.000 at its tag price (a multiple of the 500 rounding), cost Rp 2.400.000, on tray A1. */
async function taggedItem(): Promise<string> {
  const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 3_000_000, total_hpp: 2_400_000 }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}

const post = (url: string, body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) => postAs(t, opts.token ?? kasir, url, body, opts.key);
const deposit = (code: string, pembayaran: unknown[], key?: string) => post('titip', { ...customer, items: [{ kode_barcode: code }], pembayaran }, { key });
const payOff = (no: string, pembayaran: unknown[], key?: string) => post(`titip/${no}/lunas`, { pembayaran }, { key });
const read = async (no: string) => (await t.call('GET', `/api/v1/titip/${no}`, { token: kasir })).json().data;

const authorize = (kategori: string) => authorizeBy(t, kasir, kategori);

async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_status)::int AS status,
            (SELECT count(*) FROM barang_mutasi)::int AS mutasi, (SELECT count(*) FROM kas_mutasi)::int AS kas,
            (SELECT count(*) FROM jurnal)::int AS jurnal, (SELECT count(*) FROM dokumen_batal_dp)::int AS batal,
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS used,
            (SELECT count(*) FROM barang WHERE status <> 'READY')::int AS off_trays`,
  );
  return row;
}

const journalOf = (no: string) => journalIn(t, no);
const moneyOf = (no: string) =>
  t.db.query('SELECT tgl_system::text AS tgl, akun, jenis_bayar, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no]);
const itemOf = async (code: string) => (await t.db.query<{ status: string; kode_baki: string }>('SELECT status, kode_baki FROM barang WHERE kode_barcode = $1', [code]))[0];
const lastLedger = async (code: string) =>
  (await t.db.query('SELECT jenis, kode_baki, qty, berat, no_ref FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id DESC LIMIT 1', [code]))[0];

describe('a deposit paid off on a later business day', () => {
  it('reserves the piece, takes the down payment, and completes the sale at the deposit price the next day', async () => {
    const code = await taggedItem();
    const res = await deposit(code, [cash(500_000), transfer(500_000)], 'kasir1-titip-0001');
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_titip;
    expect(res.json()).toMatchObject({
      message: 'Transaksi Titip Uang Berhasil Disimpan',
      data: { no_titip: `TP-TOKO01-${tgl.replaceAll('-', '')}-0001`, tgl_system: tgl, grand_total: 3_000_000, dp_rp: 1_000_000, sisa_bayar: 2_000_000 },
    });
    // The same key again: the same deposit, nothing new.
    const before = await written();
    const replay = await deposit(code, [cash(500_000), transfer(500_000)], 'kasir1-titip-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toEqual(res.json().data);
    expect(await written()).toEqual(before);

    // Reserved: off its tray, and no one can buy it.
    expect(await itemOf(code)).toEqual({ status: 'TITIP', kode_baki: 'A1' });
    expect(await lastLedger(code)).toEqual({ jenis: 'TITIP', kode_baki: 'A1', qty: -1, berat: -2.345, no_ref: no });
    const sale = await post('penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(3_000_000)] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(`Barang Sudah Terjual Atau Diproses: ${code}`);
    const again = await deposit(code, [cash(100_000)]);
    expect(again.statusCode).toBe(409);

    // Money in: the till 500.000, the account 500.000, kategori TITIP. Journal: Kas 500.000 + EDC 500.000 debited,
    // the customer's deposits (2-1102) 1.000.000 credited. The piece's cost stays in stock until the sale.
    expect(await moneyOf(no)).toEqual([
      { tgl, akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'TITIP', jumlah_in: 500_000, jumlah_out: 0 },
      { tgl, akun: '1234567890', jenis_bayar: 'TRANSFER', kategori: 'TITIP', jumlah_in: 500_000, jumlah_out: 0 },
    ]);
    expect(await journalOf(no)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 500_000, kredit: 0 },
      { type: 'DP', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 500_000, kredit: 0 },
      { type: 'DP', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 0, kredit: 1_000_000 },
    ]);
    expect(await read(no)).toMatchObject({ no_titip: no, status: 'OPEN', grand_total: 3_000_000, dp_rp: 1_000_000, sisa_bayar: 2_000_000, no_faktur_jual: null });
    const open = (await t.call('GET', `/api/v1/titip?tgl_from=${tgl}&status=OPEN`, { token: kasir })).json().data;
    expect(open.find((d: { no_titip: string }) => d.no_titip === no)).toMatchObject({ status: 'OPEN', dp_rp: 1_000_000, sisa_bayar: 2_000_000, jumlah_barang: 1 });

    await setBusinessDate(t.db, tglNext);
    try {
      // Paying less than the 2.000.000 left: refused, nothing written.
      const early = await written();
      const short = await payOff(no, [cash(1_999_999)]);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Jumlah Bayar Kurang Dari Total Yang Harus Dibayar');
      expect(await written()).toEqual(early);

      // 2.100.000 cash for the 2.000.000 left: 100.000 change.
      const paid = await payOff(no, [cash(2_100_000)], 'kasir1-lunas-0001');
      expect(paid.statusCode, paid.body).toBe(201);
      const noJual = `JL-TOKO01-${tglNext.replaceAll('-', '')}-0001`;
      expect(paid.json()).toEqual({
        message: 'Pelunasan Titip Uang Berhasil Disimpan',
        data: { no_titip: no, no_faktur_jual: noJual, tgl_system: tglNext, grand_total: 3_000_000, kembalian: 100_000 },
      });
      const afterPaid = await written();
      const replayed = await payOff(no, [cash(2_100_000)], 'kasir1-lunas-0001');
      expect(replayed.statusCode).toBe(201);
      expect(replayed.json()).toEqual(paid.json());
      expect(await written()).toEqual(afterPaid);

      expect(await itemOf(code)).toEqual({ status: 'TERJUAL', kode_baki: 'A1' });
      // Already off its tray since the deposit: the sale moves nothing on the tray.
      expect(await lastLedger(code)).toEqual({ jenis: 'TITIP_JUAL', kode_baki: 'A1', qty: 0, berat: 0, no_ref: noJual });
      const sold = (await t.call('GET', `/api/v1/penjualan/${noJual}`, { token: kasir })).json().data;
      expect(sold).toMatchObject({ status: 'DONE', grand_total: 3_000_000, total_bayar: 3_100_000, kembalian: 100_000, nama_customer: 'Budi Santoso' });
      expect(sold.items).toEqual([expect.objectContaining({ kode_barcode: code, harga: 3_000_000, total: 3_000_000, harga_modal: 2_400_000 })]);
      expect(sold.pembayaran).toEqual([
        expect.objectContaining({ jenis: 'TITIP', jumlah_rp: 1_000_000, no_reff: no }),
        expect.objectContaining({ jenis: 'TUNAI', jumlah_rp: 2_100_000 }),
      ]);
      // Only the new money: the till 2.100.000 - 100.000 change.
      expect(await moneyOf(noJual)).toEqual([{ tgl: tglNext, akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'PENJUALAN', jumlah_in: 2_000_000, jumlah_out: 0 }]);
      // Kas 2.000.000 + the deposit 1.000.000 out of the customer's deposits = sales 3.000.000; cost 2.400.000 to cost of sales.
      expect(await journalOf(noJual)).toEqual([
        { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 2_000_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 1_000_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 3_000_000 },
        { type: 'TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 2_400_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1401', debet: 0, kredit: 2_400_000 },
      ]);
      const done = await read(no);
      expect(done).toMatchObject({ status: 'DONE', no_faktur_jual: noJual });
      expect(done.riwayat.map((r: { status: string; tgl_system: string }) => [r.status, r.tgl_system])).toEqual([
        ['OPEN', tgl],
        ['DONE', tglNext],
      ]);

      const twice = await payOff(no, [cash(2_000_000)]);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Titipan Sudah Lunas');
      const cancel = await post(`titip/${no}/batal`, { alasan: 'Berubah pikiran', authorization_id: await authorize('BATAL_TITIP') });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('Titipan Sudah Lunas, Tidak Dapat Dibatalkan');
    } finally {
      await setBusinessDate(t.db, tgl);
    }
  });

  it('refuses a down payment of the whole price, payments a deposit cannot take, and an unknown deposit', async () => {
    const code = await taggedItem();
    const before = await written();
    const whole = await deposit(code, [cash(3_000_000)]);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe('Pembayaran Tidak Boleh Melebihi Sisa Bayar');
    const coupon = await deposit(code, [{ jenis: 'KUPON', jumlah_rp: 50_000, no_reff: 'HEMAT' }]);
    expect(coupon.json()).toMatchObject({ message: 'Jenis Pembayaran Ini Tidak Dapat Dipakai Untuk Titip Uang', errors: [{ field: 'pembayaran.0.jenis' }] });
    const none = await deposit(code, []);
    expect(none.json().message).toBe('Pilih Minimal Satu Metode Pembayaran');
    expect(await written()).toEqual(before);
    const unknown = await payOff('TP-TIDAK-ADA', [cash(1_000)]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Titipan Tidak Ditemukan');
  });

  it('reopens the deposit when its pay-off sale is cancelled: the piece is reserved again, not on sale', async () => {
    const code = await taggedItem();
    const no = (await deposit(code, [cash(1_000_000)])).json().data.no_titip;
    const noJual = (await payOff(no, [transfer(2_000_000)])).json().data.no_faktur_jual;
    const batal = await post(`penjualan/${noJual}/batal`, { alasan: 'Salah bayar', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(await itemOf(code)).toEqual({ status: 'TITIP', kode_baki: 'A1' });
    expect(await lastLedger(code)).toEqual({ jenis: 'BATAL_TITIP_JUAL', kode_baki: 'A1', qty: 0, berat: 0, no_ref: noJual });
    expect(await read(no)).toMatchObject({ status: 'OPEN', no_faktur_jual: null, dp_rp: 1_000_000 });
    // The sale's journal nets to zero: the deposit is back among the customer's deposits.
    const nets = await t.db.query<{ net: number }>('SELECT nomor_akun, sum(debet - kredit)::int8 AS net FROM jurnal WHERE no_dokumen = $1 GROUP BY nomor_akun', [noJual]);
    expect(nets.every((n) => n.net === 0)).toBe(true);
    const again = await payOff(no, [cash(2_000_000)]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await itemOf(code)).toEqual({ status: 'TERJUAL', kode_baki: 'A1' });
  });
});

describe('cancelling a deposit', () => {
  it('needs BATAL_TITIP and a reason, works on a later day, returns the piece and refunds the down payment (KEMBALI)', async () => {
    const code = await taggedItem();
    // Cash 300.000 and a debit card 200.000 with a 2 % fee of 4.000.
    const no = (await deposit(code, [cash(300_000), { jenis: 'DEBIT', jumlah_rp: 200_000, no_rekening: '1234567890', kode_bank: 'BCA', fee_persen: 2 }])).json().data
      .no_titip;
    expect(await journalOf(no)).toEqual([
      { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 300_000, kredit: 0 },
      { type: 'DP', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 204_000, kredit: 0 },
      { type: 'DP', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 0, kredit: 500_000 },
      { type: 'DP', kode_akun: 'FEE_KARTU', nomor_akun: '4-1901', debet: 0, kredit: 4_000 },
    ]);
    await setBusinessDate(t.db, tglNext);
    try {
      const cancel = (body: Record<string, unknown>) => post(`titip/${no}/batal`, body);
      const before = await written();
      expect((await cancel({ alasan: ' ', authorization_id: 'x' })).json().message).toBe('Alasan Tidak Boleh Kosong');
      const wrongKind = await cancel({ alasan: 'Batal', authorization_id: await authorize('BATAL_PENJUALAN') });
      expect(wrongKind.json().message).toBe('Otorisasi Tidak Valid');
      expect(await written()).toEqual(before);

      const id = await authorize('BATAL_TITIP');
      const ok = await cancel({ alasan: 'Customer batal', authorization_id: id });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe('Titip Uang Berhasil Dibatalkan');
      const [used] = await t.db.query<{ used_for: string }>('SELECT used_for FROM authorizations WHERE id = $1', [id]);
      expect(used.used_for).toBe(no);
      expect(await itemOf(code)).toEqual({ status: 'READY', kode_baki: 'A1' });
      expect(await lastLedger(code)).toEqual({ jenis: 'BATAL_TITIP', kode_baki: 'A1', qty: 1, berat: 2.345, no_ref: no });
      // Refunded today: 300.000 out of the till, 204.000 back from the account.
      expect(await moneyOf(no)).toEqual([
        { tgl, akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'TITIP', jumlah_in: 300_000, jumlah_out: 0 },
        { tgl, akun: '1234567890', jenis_bayar: 'DEBIT', kategori: 'TITIP', jumlah_in: 204_000, jumlah_out: 0 },
        { tgl: tglNext, akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'BATAL TITIP', jumlah_in: 0, jumlah_out: 300_000 },
        { tgl: tglNext, akun: '1234567890', jenis_bayar: 'DEBIT', kategori: 'BATAL TITIP', jumlah_in: 0, jumlah_out: 204_000 },
      ]);
      const journal = await journalOf(no);
      expect(journal.slice(4)).toEqual([
        { type: 'BATAL', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 0, kredit: 300_000 },
        { type: 'BATAL', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 0, kredit: 204_000 },
        { type: 'BATAL', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 500_000, kredit: 0 },
        { type: 'BATAL', kode_akun: 'FEE_KARTU', nomor_akun: '4-1901', debet: 4_000, kredit: 0 },
      ]);
      const d = await read(no);
      expect(d).toMatchObject({ status: 'BATAL', batal_titip: { aturan: 'KEMBALI', dp_rp: 500_000 } });
      const again = await cancel({ alasan: 'Lagi', authorization_id: await authorize('BATAL_TITIP') });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Nota Sudah Dibatalkan');
      expect((await payOff(no, [cash(2_500_000)])).json().message).toBe('Titipan Sudah Dibatalkan');

      // The cancelled deposits report of the cancelling day reads it from the kernel's tables.
      const report = await t.call('GET', `/api/v1/titip/report-batal-titip-uang?tgl_from=${tglNext}&tgl_to=${tglNext}`, { token: owner });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().data).toEqual([
        expect.objectContaining({ no_titip: no, nama_barang: 'CINCIN POLOS BELAH ROTAN', berat: 2.345, harga_jual: 3_000_000, ongkos: 0, harga_total: 3_000_000, dp_rp: 500_000, aturan: 'KEMBALI' }),
      ]);
    } finally {
      await setBusinessDate(t.db, tgl);
    }
  });

  it('keeps the down payment as other income when the shop forfeits it (HANGUS)', async () => {
    const setRule = (value: string) => t.call('PUT', '/api/v1/para-system/key/batal_titip', { token: owner, body: { value } });
    expect((await setRule('SEBAGIAN')).statusCode).toBe(400);
    expect((await setRule('HANGUS')).statusCode).toBe(200);
    try {
      const code = await taggedItem();
      const no = (await deposit(code, [cash(400_000)])).json().data.no_titip;
      const ok = await post(`titip/${no}/batal`, { alasan: 'Tidak diambil', authorization_id: await authorize('BATAL_TITIP') });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await itemOf(code)).toEqual({ status: 'READY', kode_baki: 'A1' });
      // The money stays in the till; the 400.000 leaves the customer's deposits for other income.
      expect(await moneyOf(no)).toEqual([{ tgl, akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'TITIP', jumlah_in: 400_000, jumlah_out: 0 }]);
      expect(await journalOf(no)).toEqual([
        { type: 'DP', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 400_000, kredit: 0 },
        { type: 'DP', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 0, kredit: 400_000 },
        { type: 'HANGUS', kode_akun: 'TITIPAN', nomor_akun: '2-1102', debet: 400_000, kredit: 0 },
        { type: 'HANGUS', kode_akun: 'PENDAPATAN_LAIN', nomor_akun: '4-1901', debet: 0, kredit: 400_000 },
      ]);
      expect((await read(no)).batal_titip).toEqual({ aturan: 'HANGUS', dp_rp: 400_000 });
    } finally {
      await setRule('KEMBALI');
    }
  });

  it('lists open deposits in the open deposits report with what remains', async () => {
    const code = await taggedItem();
    const no = (await deposit(code, [cash(750_000)])).json().data.no_titip;
    const report = await t.call('GET', `/api/v1/titip/report-titip-terbuka?tgl_from=${tgl}&tgl_to=${tgl}`, { token: owner });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.find((r: { no_titip: string }) => r.no_titip === no)).toMatchObject({
      nama_customer: 'Budi Santoso',
      qty: 1,
      berat: 2.345,
      grand_total: 3_000_000,
      dp_rp: 750_000,
      sisa_bayar: 2_250_000,
    });
    // Paid-off and cancelled deposits are not open.
    const nos = report.json().data.map((r: { no_titip: string }) => r.no_titip);
    expect(nos).not.toContain(`TP-TOKO01-${tgl.replaceAll('-', '')}-0001`);
  });
});
