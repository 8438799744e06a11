// The print record of receipts (issue 9 item 5): the first print of a nota is cetak_ke 1, every later one a reprint
// numbered on; another shop's nota, a nota of another kind and an unknown one are 404 and record nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cash, cashSale, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
let kasir: string;
let no: string;
beforeAll(async () => {
  shop = await startSaleShop();
  ({ t, kasir } = shop);
  no = await cashSale(shop);
});
afterAll(() => t.close());

const prints = async (n: string) => (await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM dokumen_cetak WHERE no_dokumen = $1', [n]))[0].c;

describe('POST {kind}/:no/cetak', () => {
  it('numbers the first print 1 and each reprint on, recording who printed', async () => {
    const first = await t.call('POST', `/api/v1/penjualan/${no}/cetak`, { token: kasir });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Berhasil Mencatat Cetak Nota', data: { no_faktur_jual: no, cetak_ke: 1 } });
    const again = await t.call('POST', `/api/v1/penjualan/${no}/cetak`, { token: shop.owner });
    expect(again.json().data.cetak_ke).toBe(2);
    const rows = await t.db.query<{ cetak_ke: number; oleh: string }>('SELECT cetak_ke, oleh FROM dokumen_cetak WHERE no_dokumen = $1 ORDER BY cetak_ke', [no]);
    expect(rows.map((r) => r.cetak_ke)).toEqual([1, 2]);
    expect(rows[0].oleh).toBe('KASIR1');
    expect(rows[1].oleh).not.toBe('KASIR1');
  });

  it('gives concurrent prints of one nota distinct numbers', async () => {
    const before = await prints(no);
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.call('POST', `/api/v1/penjualan/${no}/cetak`, { token: kasir })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.json().data.cetak_ke).sort()).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it("answers 404 for an unknown nota, a sale asked as a deposit and another shop's nota, recording nothing", async () => {
    await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('CAB02', 'Cabang Dua', 'Jl. Lain', 'CABANG')`);
    await t.db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('PJ-CAB02-1', 'PENJUALAN', 'CAB02', '2026-01-02', 0, 0, 'KASIR1')`,
    );
    const before = await prints(no);
    for (const url of ['penjualan/PJ-TIDAK-ADA/cetak', `titip/${no}/cetak`, 'penjualan/PJ-CAB02-1/cetak']) {
      const res = await t.call('POST', `/api/v1/${url}`, { token: kasir });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Nota Tidak Ditemukan');
    }
    expect(await prints(no)).toBe(before);
    expect(await prints('PJ-CAB02-1')).toBe(0);
  });

  it('records the prints of a deposit under titip, not under penjualan', async () => {
    const deposit = await postAs(t, kasir, 'titip', { ...customer, items: [{ kode_barcode: await newPiece(shop) }], pembayaran: [cash(500_000)] });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const noTitip = deposit.json().data.no_titip;
    const printed = await t.call('POST', `/api/v1/titip/${noTitip}/cetak`, { token: kasir });
    expect(printed.statusCode, printed.body).toBe(201);
    expect(printed.json().data).toEqual({ no_titip: noTitip, cetak_ke: 1 });
    expect((await t.call('POST', `/api/v1/penjualan/${noTitip}/cetak`, { token: kasir })).statusCode).toBe(404);
  });

  it('refuses a level that does not sell (DEV)', async () => {
    await t.createUser('DEV1', 'DEV');
    const token = await t.login('DEV1', 'rahasia123');
    expect((await t.call('POST', `/api/v1/penjualan/${no}/cetak`, { token })).statusCode).toBe(403);
  });
});
