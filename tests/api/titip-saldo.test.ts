// A deposit's open balance (issue 20 item 3): GET titip/{no}/saldo through a deposit, its pay-off, the pay-off
// cancelled, a cancel with refund and a cancel with forfeit; the integrity report proves every balance against its
// moves and the open ones against the journal's customer deposits (TITIPAN), and finds either broken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { authorize, cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { integrityBreaks } from '../../server/books/integrity';

let shop: SaleShop;
let t: TestApp;
beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  t = shop.t;
});
afterAll(() => t.close());

/** A deposit of one new piece priced 3.000.000 with `dp` down: its number. */
async function deposit(dp: number): Promise<string> {
  const code = await newPiece(shop, { harga_total: 3_000_000 });
  const res = await postAs(t, shop.kasir, 'titip', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(dp)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_titip;
}

async function saldo(no: string) {
  const res = await t.call('GET', `/api/v1/titip/${no}/saldo`, { token: shop.kasir });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const moves = (s: { riwayat: { kejadian: string; pokok: number; terbayar: number; sisa: number; no_ref: string }[] }) =>
  s.riwayat.map(({ kejadian, pokok, terbayar, sisa, no_ref }) => ({ kejadian, pokok, terbayar, sisa, no_ref }));

async function cancel(url: string, kategori: string) {
  const res = await t.call('POST', `/api/v1/${url}/batal`, { token: shop.owner, body: { alasan: 'Batal', authorization_id: await authorize(t, shop.owner, kategori) } });
  expect(res.statusCode, res.body).toBe(200);
}

const noBreaks = async () => expect(await integrityBreaks(t.db, 'TOKO01')).toEqual([]);

describe('GET titip/{no_titip}/saldo', () => {
  it('follows a deposit through its pay-off, the pay-off cancelled and the deposit cancelled with a refund', async () => {
    const no = await deposit(1_000_000);
    expect(await saldo(no)).toMatchObject({ no, jenis_saldo: 'TITIPAN', pokok: 3_000_000, terbayar: 1_000_000, sisa: 2_000_000 });
    await noBreaks();

    const paid = await postAs(t, shop.kasir, `titip/${no}/lunas`, { pembayaran: [cash(2_000_000)] });
    expect(paid.statusCode, paid.body).toBe(201);
    const sale = paid.json().data.no_faktur_jual;
    expect(await saldo(no)).toMatchObject({ pokok: 3_000_000, terbayar: 3_000_000, sisa: 0 });
    await noBreaks();

    await cancel(`penjualan/${sale}`, 'BATAL_PENJUALAN');
    expect(await saldo(no)).toMatchObject({ pokok: 3_000_000, terbayar: 1_000_000, sisa: 2_000_000 });
    await noBreaks();

    await cancel(`titip/${no}`, 'BATAL_TITIP');
    const s = await saldo(no);
    expect(s).toMatchObject({ pokok: 0, terbayar: 0, sisa: 0 });
    expect(moves(s)).toEqual([
      { kejadian: 'TITIP', pokok: 3_000_000, terbayar: 1_000_000, sisa: 2_000_000, no_ref: no },
      { kejadian: 'LUNAS', pokok: 0, terbayar: 2_000_000, sisa: 0, no_ref: sale },
      { kejadian: 'BATAL', pokok: 0, terbayar: -2_000_000, sisa: 2_000_000, no_ref: sale },
      { kejadian: 'BATAL', pokok: -3_000_000, terbayar: -1_000_000, sisa: 0, no_ref: no },
    ]);
    await noBreaks();
  });

  it('says HANGUS when the shop keeps a cancelled deposit\'s down payment', async () => {
    const rule = await t.call('PUT', '/api/v1/para-system/key/batal_titip', { token: shop.owner, body: { value: 'HANGUS' } });
    expect(rule.statusCode, rule.body).toBe(200);
    const no = await deposit(400_000);
    await cancel(`titip/${no}`, 'BATAL_TITIP');
    const s = await saldo(no);
    expect(s).toMatchObject({ pokok: 0, terbayar: 0, sisa: 0 });
    expect(moves(s)[1]).toEqual({ kejadian: 'HANGUS', pokok: -3_000_000, terbayar: -400_000, sisa: 0, no_ref: no });
    await noBreaks();
    await t.call('PUT', '/api/v1/para-system/key/batal_titip', { token: shop.owner, body: { value: 'KEMBALI' } });
  });

  it("answers 404 for a number that is not this shop's deposit, as for a sale", async () => {
    const sale = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [cash(5_000_000)] });
    for (const no of ['TP-TOKO01-20260101-9999', sale.json().data.no_faktur_jual]) {
      const res = await t.call('GET', `/api/v1/titip/${no}/saldo`, { token: shop.kasir });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nota Tidak Ditemukan');
    }
  });
});

describe('the integrity report on open balances', () => {
  it('finds a balance that is not the sum of its moves, and open deposits the journal does not hold', async () => {
    const no = await deposit(500_000);
    await noBreaks();
    await t.db.query('UPDATE saldo_dokumen SET terbayar = terbayar + 1 WHERE no_dokumen = $1', [no]);
    const found = await integrityBreaks(t.db, 'TOKO01');
    expect(found.map((f) => [f.check, f.examples])).toEqual([
      ['saldo_dokumen_berbeda', [no]],
      ['saldo_terbuka_berbeda', ['TITIPAN saldo 500001 jurnal 500000']],
    ]);
    await t.db.query('UPDATE saldo_dokumen SET terbayar = terbayar - 1 WHERE no_dokumen = $1', [no]);
    await noBreaks();
  });
});
