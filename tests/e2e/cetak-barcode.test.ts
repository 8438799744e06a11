// /cetak-barcode in Chromium: scan items and a whole tray, print, and read the label PDF the page opened: pieces with a
// tag price keep it on their label, a gold piece (no tag price, sold at the day's gold price) shows weight and kadar only.
import { describe, expect, it } from 'vitest';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { pdfPages } from '../helpers/pdf-text';
import { seedInventoryMasters } from '../helpers/inventory-fixture';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    const pieces = [['CB-001', 'A1', 2.345, 2500000], ['CB-002', 'A2', 1.5, 2500000], ['CB-003', 'A2', 3.25, 2500000], ['CB-004', 'A1', 1.75, 0]] as const;
    for (const [code, baki, berat, harga] of pieces) {
      await db.query(
        `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, harga_total, tgl_input, input_by)
         VALUES ($1, 'TOKO01', 'CINCIN POLOS BELAH ROTAN', 'CIN', 'C75', 'G1', $2, $3, 75, $4, '2026-11-21', 'OWNER')`,
        [code, baki, berat, harga],
      );
      await db.query(
        `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
         VALUES ($1, '2026-11-21', 'TAMBAH', 'TOKO01', 'G1', $2, 1, $3, 'OWNER')`,
        [code, baki, berat],
      );
    }
  }),
}));

describe('/cetak-barcode', () => {
  it('prints labels of scanned items and of a whole tray as a PDF: the code, weight and kadar, a price only on tagged pieces', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/cetak-barcode`);
    const scan = page.getByLabel('Scan / Ketik Barcode');
    await scan.fill('cb-001');
    await scan.press('Enter');
    await page.getByRole('cell', { name: 'CB-001', exact: true }).waitFor();
    await scan.fill('cb-004');
    await scan.press('Enter');
    await page.getByRole('cell', { name: 'CB-004', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Kode Gudang' }).click();
    await page.getByRole('option', { name: /^G1/ }).click();
    await page.getByRole('combobox', { name: 'Kode Baki' }).click();
    await page.getByRole('option', { name: /^A2/ }).click();
    await page.getByRole('button', { name: 'Tambah Satu Baki' }).click();
    await page.getByRole('cell', { name: 'CB-003', exact: true }).waitFor();

    // The sheet opens in a new tab as a blob URL; read its bytes from the page that made it.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = ((url: string) => ((window as unknown as { opened: string[] }).opened.push(url), null)) as typeof window.open;
      URL.revokeObjectURL = () => undefined;
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Barcode' }).click()]);
    expect(download.suggestedFilename()).toBe('cetak-barcode.pdf');
    const { readFileSync } = await import('node:fs');
    const [text] = await pdfPages(new Uint8Array(readFileSync((await download.path())!)));
    for (const code of ['CB-001', 'CB-002', 'CB-003', 'CB-004']) expect(text).toContain(code);
    // Labels are drawn in the table's order: CB-001, CB-004 (scanned), then the tray's CB-002 and CB-003.
    const label = (code: string, next?: string) => text.slice(text.indexOf(code), next ? text.indexOf(next) : undefined);
    expect(label('CB-001', 'CB-004')).toContain('2,345 g');
    expect(label('CB-001', 'CB-004')).toContain('Rp 2.500.000');
    expect(label('CB-004', 'CB-002')).toContain('1,750 g');
    expect(label('CB-004', 'CB-002')).toContain('75,00%');
    expect(label('CB-004', 'CB-002')).not.toContain('Rp');
    expect(label('CB-003')).toContain('Rp 2.500.000');
  });
});
