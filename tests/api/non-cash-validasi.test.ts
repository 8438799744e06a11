// /validasi-non-cash (issue 11 section 4): the card, transfer and QRIS payments of a day (cancelled documents left
// out), their validation against the bank statement with VALIDASI_NON_CASH_MODULE on (date, reference and amount
// checked, the spec-less texts of domain/non-cash.ts) and by a tick with it off, once per payment, all or none, the
// gate (supervisors; under VALIDASI_INPUT_BY_KEUANGAN_MODULE not SPV), and the report of non-cash payments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { ACCOUNT, authorize, cash, customer, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';

let shop: SaleShop;
let t: TestApp;
let spv: string;
let tgl: string;
beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  tgl = shop.tgl;
  await seedBuybackMasters(t.db);
  // Buy-backs are paid out of the till (and the shop's account): each opens with money in it.
  await openingFloat(shop, 20_000_000);
  await openingFloat(shop, 20_000_000, ACCOUNT);
  spv = await t.login('SPV1', 'rahasia123');
});
afterAll(() => t.close());

const bank = (jenis: string, jumlah_rp: number, more: Record<string, unknown> = {}) => ({ jenis, jumlah_rp, no_rekening: ACCOUNT, kode_bank: 'BCA', ...more });

/** A sale of one new ring paid with `payment` and the rest in cash: its number. */
async function saleWith(payment: Record<string, unknown>): Promise<string> {
  const code = await newPiece(shop, { harga_total: 0 });
  const res = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [payment, cash(5_000_000)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_faktur_jual;
}

type Payment = { ref: string; no_dokumen: string; baris: number; jenis: string; nominal: number; arah: string; valid: boolean; valid_oleh: string | null };
const payments = async (query: Record<string, string> = {}, token = spv) => {
  const res = await t.call('GET', `/api/v1/non-cash/validasi?${new URLSearchParams(query)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Payment[];
};
const validate = (pembayaran: Record<string, unknown>[], token = spv) => t.call('POST', '/api/v1/non-cash/validasi', { token, body: { pembayaran } });
const validations = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen_bayar_validasi'))[0].n;
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('non-cash payments and their validation', () => {
  let debit: Payment;
  let transfer: Payment;
  let buyback: Payment;
  let qrisSale: string;
  beforeAll(async () => {
    const debitSale = await saleWith(bank('DEBIT', 1_000_000, { fee_persen: 2 }));
    const transferSale = await saleWith(bank('TRANSFER', 500_000));
    qrisSale = await saleWith(bank('QRIS', 300_000));
    const bought = await postAs(t, shop.kasir, 'pembelian', {
      ...customer,
      items: [foreignLine()],
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 2_385_000, kode_bank: 'BCA', no_rekening: '0987654321' }],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const cancelled = await t.call('POST', `/api/v1/penjualan/${qrisSale}/batal`, {
      token: shop.kasir,
      body: { alasan: 'Batal beli', authorization_id: await authorize(t, shop.kasir, 'BATAL_PENJUALAN') },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await payments();
    const of = (no: string) => rows.find((r) => r.no_dokumen === no)!;
    [debit, transfer, buyback] = [of(debitSale), of(transferSale), of(bought.json().data.no_faktur_beli)];
  });

  it("lists the day's card, transfer and QRIS payments with what moved the account; no cash, no cancelled document", async () => {
    const rows = await payments();
    expect(rows.map((r) => [r.no_dokumen, r.jenis, r.nominal, r.arah, r.valid])).toEqual([
      [debit.no_dokumen, 'DEBIT', 1_020_000, 'MASUK', false],
      [transfer.no_dokumen, 'TRANSFER', 500_000, 'MASUK', false],
      [buyback.no_dokumen, 'TRANSFER', 2_385_000, 'KELUAR', false],
    ]);
    expect(rows.some((r) => r.no_dokumen === qrisSale)).toBe(false);
    expect(await payments({ tgl: dayBefore(tgl) })).toEqual([]);
  });

  it('is a supervisor’s: a cashier can neither list nor validate', async () => {
    expect((await t.call('GET', '/api/v1/non-cash/validasi', { token: shop.kasir })).statusCode).toBe(403);
    expect((await validate([{ no_dokumen: transfer.no_dokumen, baris: transfer.baris }], shop.kasir)).statusCode).toBe(403);
  });

  it('refuses an unknown payment, a cash payment and a cancelled document, validating nothing', async () => {
    const unknown = await validate([{ no_dokumen: transfer.no_dokumen, baris: transfer.baris }, { no_dokumen: 'JL-TIDAK-ADA', baris: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pembayaran JL-TIDAK-ADA/1 Tidak Ditemukan');
    const cashLine = transfer.baris === 1 ? 2 : 1;
    expect((await validate([{ no_dokumen: transfer.no_dokumen, baris: cashLine }])).json().message).toBe(`Pembayaran ${transfer.no_dokumen}/${cashLine} Tidak Ditemukan`);
    const [{ baris }] = await t.db.query<{ baris: number }>(`SELECT baris FROM dokumen_bayar WHERE no_dokumen = $1 AND jenis = 'QRIS'`, [qrisSale]);
    const cancelled = await validate([{ no_dokumen: qrisSale, baris }]);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`Nota ${qrisSale} Sudah Dibatalkan`);
    const none = await validate([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Pilih Pembayaran Yang Akan Divalidasi');
    expect(await validations()).toBe(0);
  });

  describe('with VALIDASI_NON_CASH_MODULE on: matched against the bank statement', () => {
    beforeAll(() => t.setModule('VALIDASI_NON_CASH_MODULE', true));
    afterAll(() => t.setModule('VALIDASI_NON_CASH_MODULE', false));
    const line = (p: Payment, over: Record<string, unknown> = {}) => ({ no_dokumen: p.no_dokumen, baris: p.baris, tgl_mutasi: tgl, no_reff_mutasi: `REF-${p.ref}`, jumlah_mutasi: p.nominal, ...over });

    it("needs the statement's date, reference and amount, and the amount to be the payment's with its fee", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ no_dokumen: debit.no_dokumen, baris: debit.baris }, 'pembayaran.0.tgl_mutasi', 'Tanggal Mutasi Tidak Boleh Kosong'],
        [line(debit, { no_reff_mutasi: '  ' }), 'pembayaran.0.no_reff_mutasi', 'No Referensi Mutasi Tidak Boleh Kosong'],
        [line(debit, { jumlah_mutasi: null }), 'pembayaran.0.jumlah_mutasi', 'Jumlah Mutasi Tidak Boleh Kosong'],
        [line(debit, { tgl_mutasi: '2026-02-30' }), 'pembayaran.0.tgl_mutasi', 'Tanggal Mutasi Tidak Valid'],
        [line(debit, { tgl_mutasi: dayAfter(tgl) }), 'pembayaran.0.tgl_mutasi', 'Tanggal Mutasi Tidak Boleh Melebihi Tanggal Sistem'],
        [line(debit, { tgl_mutasi: dayBefore(tgl) }), 'pembayaran.0.tgl_mutasi', `Tanggal Mutasi Tidak Boleh Sebelum Tanggal Transaksi ${debit.ref}`],
        [line(debit, { jumlah_mutasi: 1_000_000 }), 'pembayaran.0.jumlah_mutasi', `Jumlah Mutasi Rp 1.000.000 Tidak Sama Dengan Pembayaran ${debit.ref} Rp 1.020.000`],
      ];
      for (const [body, field, message] of cases) {
        const res = await validate([body]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
      }
      expect(await validations()).toBe(0);
    });

    it('validates all the payments of a call or none', async () => {
      const res = await validate([line(debit), line(buyback, { jumlah_mutasi: 2_385_001 })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('pembayaran.1.jumlah_mutasi');
      expect(await validations()).toBe(0);
      const ok = await validate([line(debit), line(buyback)]);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ message: 'Pembayaran Non Tunai Berhasil Divalidasi', data: { jumlah: 2 } });
      const [stored] = await t.db.query(`SELECT oleh, tgl_system, tgl_mutasi, no_reff_mutasi, jumlah_mutasi FROM dokumen_bayar_validasi WHERE no_dokumen = $1`, [debit.no_dokumen]);
      expect(stored).toEqual({ oleh: 'SPV1', tgl_system: tgl, tgl_mutasi: tgl, no_reff_mutasi: `REF-${debit.ref}`, jumlah_mutasi: 1_020_000 });
    });

    it('validates a payment once, and uses a statement line of an account once', async () => {
      const twice = await validate([line(debit)]);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(`Pembayaran ${debit.ref} Sudah Divalidasi`);
      const reused = await validate([line(transfer, { no_reff_mutasi: `REF-${debit.ref}` })]);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(`No Referensi Mutasi REF-${debit.ref} Sudah Dipakai Untuk Pembayaran Lain`);
      expect(await validations()).toBe(2);
      expect((await payments({ status: 'BELUM' })).map((r) => r.ref)).toEqual([transfer.ref]);
      expect((await payments({ status: 'VALID' })).map((r) => [r.ref, r.valid_oleh])).toEqual([
        [debit.ref, 'SPV1'],
        [buyback.ref, 'SPV1'],
      ]);
    });
  });

  describe('with VALIDASI_NON_CASH_MODULE off: a tick is enough', () => {
    it('validates the ticked payment without a statement, once', async () => {
      const res = await validate([{ no_dokumen: transfer.no_dokumen, baris: transfer.baris }]);
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await t.db.query(`SELECT oleh, tgl_mutasi, no_reff_mutasi, jumlah_mutasi FROM dokumen_bayar_validasi WHERE no_dokumen = $1`, [transfer.no_dokumen]);
      expect(stored).toEqual({ oleh: 'SPV1', tgl_mutasi: null, no_reff_mutasi: null, jumlah_mutasi: null });
      const twice = await validate([{ no_dokumen: transfer.no_dokumen, baris: transfer.baris }]);
      expect(twice.statusCode).toBe(409);
      expect(await payments({ status: 'BELUM' })).toEqual([]);
    });
  });

  describe('under VALIDASI_INPUT_BY_KEUANGAN_MODULE: the back office validates, not the floor supervisor', () => {
    beforeAll(() => t.setModule('VALIDASI_INPUT_BY_KEUANGAN_MODULE', true));
    afterAll(() => t.setModule('VALIDASI_INPUT_BY_KEUANGAN_MODULE', false));

    it('refuses SPV and lets OWN and MU in', async () => {
      expect((await t.call('GET', '/api/v1/non-cash/validasi', { token: spv })).statusCode).toBe(403);
      expect((await validate([{ no_dokumen: transfer.no_dokumen, baris: transfer.baris }], spv)).statusCode).toBe(403);
      await t.createUser('MU1', 'MU');
      const mu = await t.login('MU1', 'rahasia123');
      expect((await payments({}, mu)).length).toBe(3);
      expect((await payments({}, shop.owner)).length).toBe(3);
    });
  });

  it('reports every non-cash payment of the period with its validation (Laporan Non Cash)', async () => {
    const res = await t.call('GET', `/api/v1/non-cash/laporan?tgl_from=${tgl}&tgl_to=${tgl}&jenis=ALL&validasi=ALL`, { token: shop.owner });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.map((r) => [r.no_dokumen, r.jenis, r.jumlah_rp, r.fee_rp, r.nominal, r.validasi, r.valid_oleh, r.no_reff_mutasi])).toEqual([
      [debit.no_dokumen, 'DEBIT', 1_000_000, 20_000, 1_020_000, 'VALID', 'SPV1', `REF-${debit.ref}`],
      [transfer.no_dokumen, 'TRANSFER', 500_000, 0, 500_000, 'VALID', 'SPV1', null],
      [buyback.no_dokumen, 'TRANSFER', 2_385_000, 0, 2_385_000, 'VALID', 'SPV1', `REF-${buyback.ref}`],
    ]);
    const debits = await t.call('GET', `/api/v1/non-cash/laporan?tgl_from=${tgl}&tgl_to=${tgl}&jenis=DEBIT&validasi=BELUM`, { token: shop.owner });
    expect(debits.json().data).toEqual([]);
  });
});
