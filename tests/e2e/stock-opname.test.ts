// Stocktaking in Chromium: a tray stocktake by scanning (found, foreign, saved, opened again read-only), an RFID
// stocktake fed by 2,000 fast keyboard-wedge reads and a tag file, and the global stocktake behind its module.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, opnameSummary, pick, rowCells, scan } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { barcodeToEpc } from '../../domain/stock-opname';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'RFID_MODULE'`);
    await db.query(`UPDATE modules SET active = false WHERE key = 'OPNAME_GLOBAL_DAILY_MODULE'`);
  }),
}));

const RF = Array.from({ length: 30 }, (_, n) => `RF-${String(n + 1).padStart(4, '0')}`);

beforeAll(async () => {
  const token = await apiLogin(e.server.url);
  const create = async (over: Record<string, unknown>) => {
    const r = await apiCall(e.server.url, token, 'POST', 'barang/create', itemInput(over));
    if (r.status !== 201) throw new Error(`seed ${JSON.stringify(over)}: ${JSON.stringify(r.json)}`);
  };
  await create({ kode_barcode: 'OP-001', berat: 1.1 });
  await create({ kode_barcode: 'OP-002', berat: 2.2 });
  await create({ kode_barcode: 'OP-003', berat: 3.3 });
  for (const code of RF) await create({ kode_barcode: code, kode_baki: 'A2', berat: 1 });
  await apiLogout(e.server.url, token);
});

/** The count in the row headed `label` of the RFID reads table. */
const rfidCount = async (page: Page, label: string) => (await rowCells(page, 'Pembacaan RFID', label).first().textContent()) ?? '';

describe('/stock-opname', () => {
  it('takes stock of a tray by scanning: found and foreign live, missing on saving, read-only afterwards', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/stock-opname`);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByText('Mohon Untuk Pilih Kode Gudang').waitFor();
    await pick(page, 'Kode Gudang', /^G1 - /);
    await pick(page, 'Kode Baki', /^A1 - /);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByText('Stock Opname Dimulai').waitFor();
    await expect.poll(() => opnameSummary(page, 'Seharusnya')).toBe('3 | 6,600');

    await scan(page, 'op-001');
    await scan(page, 'OP-002');
    await scan(page, 'RF-0001'); // on tray A2
    await scan(page, 'NOPE-404'); // no such item
    await expect.poll(() => opnameSummary(page, 'Ditemukan')).toBe('2 | 3,300');
    await expect.poll(() => opnameSummary(page, 'Asing')).toBe('2 | 1,000');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('1 | 3,300');
    await scan(page, 'OP-001');
    await page.getByText('Barcode Sudah Di Scan').waitFor();

    await page.getByRole('tab', { name: /^Asing/ }).click();
    const foreign = page.getByRole('table', { name: 'Asing', exact: true });
    await foreign.getByRole('row', { name: /RF-0001.*Terdaftar Di Baki Lain/ }).waitFor();
    await foreign.getByRole('row', { name: /NOPE-404.*Barcode \/ Tag Tidak Dikenal/ }).waitFor();

    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Stock Opname Selesai Disimpan').waitFor();
    await page.getByText('hanya dapat dilihat', { exact: false }).waitFor();
    await expect.poll(() => page.getByLabel('Scan / Ketik Barcode').count()).toBe(0);
    await page.getByRole('tab', { name: /^Tidak Ditemukan/ }).click();
    await page.getByRole('table', { name: 'Tidak Ditemukan', exact: true }).getByRole('row', { name: /OP-003/ }).waitFor();

    // A new stocktake screen, then the saved one again from the history.
    await page.getByRole('button', { name: 'Opname Baru' }).click();
    const history = page.getByRole('table', { name: 'Riwayat Stock Opname' });
    await history.getByRole('row', { name: /Selesai/ }).waitFor();
    await history.getByRole('button', { name: /^Buka SO-/ }).first().click();
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('1 | 3,300');
    await page.getByText('hanya dapat dilihat', { exact: false }).waitFor();
  });
});

describe('/stock-opname-rfid', () => {
  // 2,000 keystrokes and their batches: a minute on a busy 2-core machine, so twice the default time.
  it('counts 2,000 fast wedge reads and a tag file: distinct tags, matched items, unknown tags', { timeout: 120_000 }, async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/stock-opname-rfid`);
    await pick(page, 'Kode Gudang', /^G1 - /);
    await pick(page, 'Kode Baki', /^A2 - /);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await expect.poll(() => opnameSummary(page, 'Seharusnya')).toBe('30 | 30,000');

    // 25 item tags and 1,475 unknown ones (1,500 distinct), then 500 repeats: 2,000 reads.
    const unknown = Array.from({ length: 1475 }, (_, n) => `E200${String(n).padStart(20, '0')}`);
    const distinct = [...RF.slice(0, 25).map(barcodeToEpc), ...unknown];
    const reads = [...distinct, ...distinct.slice(0, 500)];
    const field = page.getByLabel('Baca Tag RFID');
    await field.focus();
    for (const epc of reads) {
      await page.keyboard.insertText(epc);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => rfidCount(page, 'Jumlah Pembacaan')).toBe('2000');
    await expect.poll(() => rfidCount(page, 'Tag Berbeda Dibaca')).toBe('1500');
    await expect.poll(() => rfidCount(page, 'Tag Tersimpan'), { timeout: 30_000 }).toBe('1500');
    await expect.poll(() => rfidCount(page, 'Menunggu Dikirim')).toBe('0');
    await expect.poll(() => rfidCount(page, 'Tag Cocok Dengan Barang')).toBe('25');
    await expect.poll(() => rfidCount(page, 'Tag Tidak Dikenal')).toBe('1475');
    await expect.poll(() => opnameSummary(page, 'Ditemukan')).toBe('25 | 25,000');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('5 | 5,000');

    // A tag file (CSV with an epc column): the last 5 items, 10 new unknown tags, 20 repeats.
    const fileTags = [...RF.slice(25).map(barcodeToEpc), ...Array.from({ length: 10 }, (_, n) => `E300${String(n).padStart(20, '0')}`), ...distinct.slice(0, 20)];
    const csv = `no,epc,rssi\n${fileTags.map((t, n) => `${n + 1},${t},-45`).join('\n')}\n`;
    await page.getByLabel('Upload File Tag').setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => rfidCount(page, 'Jumlah Pembacaan')).toBe('2035');
    await expect.poll(() => rfidCount(page, 'Tag Tersimpan')).toBe('1515');
    await expect.poll(() => rfidCount(page, 'Tag Cocok Dengan Barang')).toBe('30');
    await expect.poll(() => rfidCount(page, 'Tag Tidak Dikenal')).toBe('1485');
    await expect.poll(() => opnameSummary(page, 'Ditemukan')).toBe('30 | 30,000');
    await expect.poll(() => opnameSummary(page, 'Tidak Ditemukan')).toBe('0 | 0,000');
    await expect.poll(() => opnameSummary(page, 'Asing')).toBe('1485 | 0,000');
  });
});

describe('/stock-opname-global', () => {
  it('shows the not-available page while OPNAME_GLOBAL_DAILY_MODULE is off', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/stock-opname-global`);
    await page.getByTestId('not-available').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Mulai' }).count()).toBe(0);
  });
});
