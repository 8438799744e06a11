// Goods receipts through the API: items in under one receipt number with TERIMA ledger rows, all or nothing, and a
// cancellation that takes them out only while they are untouched, exactly once when asked twice at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput, startInventoryShop } from '../helpers/inventory-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  ({ t, owner, kasir } = await startInventoryShop());
});
afterAll(() => t.close());

const receive = (items: Record<string, unknown>[], token = owner) =>
  t.call('POST', '/api/v1/penerimaan-barang', { token, body: { kode_supplier: 'sup01', no_po: 'po-7', keterangan: 'Kiriman pabrik', items } });
const kinds = (noRef: string) => t.db.query<{ jenis: string; n: number }>('SELECT jenis, count(*)::int AS n FROM barang_mutasi WHERE no_ref = $1 GROUP BY jenis', [noRef]);

describe('penerimaan barang', () => {
  it('enters every item under one receipt number with a TERIMA row each, supplier and PO on every item', async () => {
    const res = await receive([itemInput({ kode_barcode: 'TR-1' }), itemInput({ kode_barcode: 'TR-2', berat: 1.25 })]);
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(data.no_terima).toMatch(/^TB-TOKO01-\d{8}-0001$/);
    expect(message).toBe(`Penerimaan Barang Berhasil: ${data.no_terima}`);
    expect(data).toMatchObject({ count: 2, qty: 2, berat: 3.595 });
    expect(await kinds(data.no_terima)).toEqual([{ jenis: 'TERIMA', n: 2 }]);
    const item = (await t.call('GET', '/api/v1/barang/get/TR-2', { token: owner })).json().data;
    expect(item).toMatchObject({ no_terima: data.no_terima, kode_supplier: 'SUP01', no_po: 'PO-7', status: 'READY' });
  });

  it('saves nothing when one row fails, and lists the failing rows', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM penerimaan_barang');
    const res = await receive([itemInput({ kode_barcode: 'TR-3' }), itemInput({ kode_barcode: 'TR-1' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([{ row: 2, errors: [{ field: 'kode_barcode', message: 'Barcode Sudah Terdaftar' }] }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM penerimaan_barang')).toEqual(before);
    expect(await t.db.query(`SELECT 1 FROM barang WHERE kode_barcode = 'TR-3'`)).toEqual([]);
  });

  it('is for supervisors and up', async () => {
    expect((await receive([itemInput()], kasir)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/penerimaan-barang', { token: kasir })).statusCode).toBe(403);
  });
});

describe('batal penerimaan barang', () => {
  it('refuses while an item of the receipt has been moved, and needs a reason', async () => {
    const { no_terima } = (await receive([itemInput({ kode_barcode: 'TR-10' }), itemInput({ kode_barcode: 'TR-11' })])).json().data;
    expect((await t.call('POST', `/api/v1/penerimaan-barang/${no_terima}/batal`, { token: owner, body: {} })).json().message).toBe('Alasan Batal Tidak Boleh Kosong');
    const moved = await t.call('POST', '/api/v1/barang/pindah', { token: owner, body: { kode_baki_tujuan: 'A2', items: [{ kode_barcode: 'TR-11', versi: 1 }] } });
    expect(moved.statusCode).toBe(200);
    const res = await t.call('POST', `/api/v1/penerimaan-barang/${no_terima}/batal`, { token: owner, body: { alasan: 'Salah kirim' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Barang Dari Penerimaan Ini Sudah Diproses, Penerimaan Tidak Dapat Dibatalkan');
    expect((await t.call('GET', '/api/v1/barang/get/TR-10', { token: owner })).json().data.status).toBe('READY');
  });

  it('takes the items out with BATAL_TERIMA rows; of two cancellations at once one gets 409', async () => {
    const list = (await t.call('GET', '/api/v1/penerimaan-barang', { token: owner })).json().data;
    const first = list.find((r: { jumlah: number; no_terima: string }) => r.jumlah === 2 && r.no_terima.endsWith('0001'));
    const cancel = () => t.call('POST', `/api/v1/penerimaan-barang/${first.no_terima}/batal`, { token: owner, body: { alasan: 'Barang retur ke pabrik' } });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    expect(done).toMatchObject({ message: 'Batal Penerimaan Barang Berhasil', data: { status: 'BATAL', alasan_batal: 'Barang retur ke pabrik' } });
    expect(done.data.items.map((i: { status: string }) => i.status)).toEqual(['BATAL', 'BATAL']);
    const rows = await t.db.query(`SELECT jenis, qty FROM barang_mutasi WHERE kode_barcode IN ('TR-1', 'TR-2') ORDER BY id`);
    expect(rows).toEqual([
      { jenis: 'TERIMA', qty: 1 },
      { jenis: 'TERIMA', qty: 1 },
      { jenis: 'BATAL_TERIMA', qty: -1 },
      { jenis: 'BATAL_TERIMA', qty: -1 },
    ]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('Penerimaan Sudah Dibatalkan');
  });
});
