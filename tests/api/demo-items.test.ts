// The bulk demo-item generator (npm run demo -- --items N, npm run bench): every item lands READY on a tray with
// its TAMBAH ledger row, so the ledger's stock per tray equals the items on it, and a second run continues the
// barcodes instead of colliding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { fillDemo } from '../../server/demo';
import { fillDemoItems, type DemoItemsResult } from '../../server/inventory/demo-items';

let t: TestApp;
let token: string;
let first: DemoItemsResult;
let tgl: string;
beforeAll(async () => {
  t = await startTestApp();
  await fillDemo(t.db);
  first = await fillDemoItems(t.db, 500);
  [{ tgl_system: tgl }] = await t.db.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko');
  token = await t.login();
}, 120_000);
afterAll(() => t.close());

const mg = (grams: number) => Math.round(grams * 1000);

describe('fillDemoItems', () => {
  it('writes 500 READY items and 500 TAMBAH ledger rows, on 40 trays over 4 warehouses', async () => {
    expect(first).toMatchObject({ added: 500, firstBarcode: 'TOKO01000001', lastBarcode: 'TOKO01000500', trays: 40, warehouses: 4 });
    const [items] = await t.db.query<{ n: number; ready: number; codes: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'READY')::int AS ready, count(DISTINCT kode_barcode)::int AS codes FROM barang`,
    );
    expect(items).toEqual({ n: 500, ready: 500, codes: 500 });
    const ledger = await t.db.query<{ jenis: string; qty: number; tgl_system: string; input_by: string; n: number }>(
      `SELECT jenis, qty, tgl_system, input_by, count(*)::int AS n FROM barang_mutasi GROUP BY 1, 2, 3, 4`,
    );
    expect(ledger).toEqual([{ jenis: 'TAMBAH', qty: 1, tgl_system: tgl, input_by: 'OWNER', n: 500 }]);
    // 40 sales trays, beside the demo's buy-back tray (BL01), which holds no items for sale.
    const [{ trays }] = await t.db.query<{ trays: number }>(
      `SELECT count(*)::int AS trays FROM master_baki b JOIN master_gudang g USING (kode_gudang) WHERE b.is_active AND g.jenis_gudang IS DISTINCT FROM 'BELI'`,
    );
    expect(trays).toBe(40);
  });

  it("gives each tray's ledger sums exactly its READY items", async () => {
    const ledger = await t.db.query<{ kode_baki: string; kode_gudang: string; qty: number; berat: number }>(
      `SELECT kode_baki, kode_gudang, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang_mutasi WHERE tgl_system <= $1
        GROUP BY 1, 2 ORDER BY 1`,
      [tgl],
    );
    const items = await t.db.query<{ kode_baki: string; kode_gudang: string; qty: number; berat: number }>(
      `SELECT kode_baki, kode_gudang, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang WHERE status = 'READY' GROUP BY 1, 2 ORDER BY 1`,
    );
    expect(ledger.map((r) => ({ ...r, berat: mg(r.berat) }))).toEqual(items.map((r) => ({ ...r, berat: mg(r.berat) })));
    expect(ledger.reduce((s, r) => s + r.qty, 0)).toBe(500);
    expect(ledger.length).toBeGreaterThan(30); // spread over the trays, not piled on one
    // Every ledger row is its item's weight on its item's tray.
    const [{ mismatched }] = await t.db.query<{ mismatched: number }>(
      `SELECT count(*)::int AS mismatched FROM barang b JOIN barang_mutasi m USING (kode_barcode)
        WHERE m.kode_baki <> b.kode_baki OR m.kode_gudang <> b.kode_gudang OR m.berat <> b.berat`,
    );
    expect(mismatched).toBe(0);
  });

  it('makes items as the item screens show them: names, weights, purity and cost from the masters, priced by weight', async () => {
    const rows = await t.db.query<{ nama_barang: string; berat: number; kadar: number; harga_total: number; total_hpp: number; harga_modal: number; kadar_ok: boolean; tray_ok: boolean }>(
      `SELECT b.nama_barang, b.berat, b.kadar, b.harga_total, b.total_hpp, g.harga_modal,
              EXISTS (SELECT 1 FROM master_kadar k WHERE k.kadar = b.kadar) AS kadar_ok,
              EXISTS (SELECT 1 FROM master_baki t WHERE t.kode_baki = b.kode_baki AND t.kode_gudang = b.kode_gudang) AS tray_ok
         FROM barang b JOIN master_group g ON g.kode_group = b.kode_group AND g.kode_dept = b.kode_dept`,
    );
    expect(rows).toHaveLength(500);
    for (const r of rows) {
      expect(r.nama_barang).toMatch(/^[A-Z][A-Z0-9 %-]{5,}$/);
      expect(mg(r.berat)).toBeGreaterThanOrEqual(500);
      expect(mg(r.berat)).toBeLessThanOrEqual(25000);
      expect(Math.abs(r.berat * 1000 - mg(r.berat))).toBeLessThan(1e-6); // 3 decimals
      // No tag price: a sale prices the piece by its weight at the group's price of that moment.
      expect(r.harga_total).toBe(0);
      expect(r.total_hpp).toBe(Math.round((mg(r.berat) * r.harga_modal) / 1000));
      expect(r.kadar_ok && r.tray_ok).toBe(true);
    }
    const kinds = new Set(rows.map((r) => r.nama_barang.split(' ')[0]));
    for (const k of ['CINCIN', 'KALUNG', 'GELANG', 'LIONTIN', 'ANTING']) expect(kinds).toContain(k);
  });

  it('serves the items through the item API', async () => {
    const one = await t.call('GET', '/api/v1/barang/get/TOKO01000123', { token });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ kode_barcode: 'TOKO01000123', status: 'READY', qty: 1 });
    const list = await t.call('GET', '/api/v1/barang?sort_by=nama_barang&skip=450&limit=50', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ status: 'success', count: 500 });
    expect(list.json().data).toHaveLength(50);
  });

  it('continues after the highest barcode on a second run', async () => {
    const again = await fillDemoItems(t.db, 20);
    expect(again).toMatchObject({ added: 20, firstBarcode: 'TOKO01000501', lastBarcode: 'TOKO01000520', traysCreated: 0, trays: 40 });
    const [{ n, ledger }] = await t.db.query<{ n: number; ledger: number }>(
      `SELECT (SELECT count(*)::int FROM barang) AS n, (SELECT count(*)::int FROM barang_mutasi) AS ledger`,
    );
    expect({ n, ledger }).toEqual({ n: 520, ledger: 520 });
  });

  it('lets the item service number a new item after the generated ones', async () => {
    const res = await t.call('POST', '/api/v1/barang/create', {
      token,
      body: { nama_barang: 'Cincin Tambahan', kode_dept: 'CK', kode_group: 'CK70', kode_gudang: 'G01', kode_baki: 'B01', berat: 1.5, kadar: 70 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.kode_barcode).toBe('TOKO01000521');
  });
});
