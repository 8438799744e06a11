// The stock reports in Chromium: each opens, filters (single date, fixed choices, master pickers, date range),
// shows rows and totals, and exports PDF (and Excel where offered), read back as a user would.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { captureWindowOpen, exportedExcel, exportedPdfText, exportedSheet, openCalendar, pickDay, sheetValues } from '../helpers/e2e-helpers';
import { insertStockRows } from '../helpers/stock-rows';
import { setBusinessDate } from '../helpers/paths';
import { codeText } from '../../domain/codes';

const TODAY = '2026-03-20';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await setBusinessDate(db, TODAY);
    await insertStockRows(db);
    // A jenis without any item, for the empty answer.
    await db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori) VALUES ('GLG', 'GELANG', 'EMAS')`);
  }),
}));

async function open(page: Page, route: string, title: string): Promise<void> {
  await captureWindowOpen(page);
  await openAs(page, e.server.url, `${route}`);
  await page.getByRole('heading', { name: new RegExp(`Laporan\\s*>\\s*${title}`) }).waitFor();
}
async function choose(page: Page, label: string, option: string): Promise<void> {
  // A select's accessible name is its label followed by the value shown.
  await page.getByRole('combobox', { name: new RegExp(`^${label}(\\s|$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('option').count()).toBe(0);
}
const search = (page: Page) => page.getByRole('button', { name: 'Cari Laporan' }).click();
const totalRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Total' }).last();
/** The cells of the first body row. */
const firstRow = (page: Page) => page.locator('tbody tr').first().textContent();

describe('/laporan-stock-baki', () => {
  it('shows the stock per tray on the business date with totals, per group when chosen, and exports both files', async () => {
    const { page } = e;
    await open(page, '/laporan-stock-baki', 'Laporan Stock Baki');
    await search(page);
    await page.getByText('Laporan Stock Baki Tersedia').waitFor();
    await page.getByRole('cell', { name: 'BAKI KOSONG' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Kode Baki' }).count()).toBe(1);
    const total = await totalRow(page).textContent();
    expect(total).toContain('17,300');
    expect(total).toContain('5');

    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Stock Baki');
    expect(text).toContain('Tanggal : 2026-03-20');
    expect(text).toContain('BAKI KALUNG');
    expect(text).toContain('13,300');
    expect(text).toContain('17,300');
    const values = await exportedExcel(page, 'Laporan Stock Baki.xlsx');
    expect(values).toContain('Nama Baki');
    expect(values).toContain('BAKI CINCIN');
    expect(values).toContain(17.3);

    await choose(page, 'Kelompokkan Berdasarkan', 'Per Group');
    await search(page);
    await page.getByRole('cell', { name: 'CINCIN KUNING' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Kode Baki' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Nama Group' }).count()).toBe(1);
    expect(await totalRow(page).textContent()).toContain('17,300');
  });

  it('offers no date after the business date (the server refuses one too: tests/api/stock-reports.test.ts)', async () => {
    const { page } = e;
    await open(page, '/laporan-stock-baki', 'Laporan Stock Baki');
    await page.getByLabel('Tanggal', { exact: true }).first().click();
    const calendar = await openCalendar(page);
    expect(await calendar.getByRole('gridcell', { name: '20', exact: true }).isDisabled()).toBe(false);
    expect(await calendar.getByRole('gridcell', { name: '21', exact: true }).isDisabled()).toBe(true);
    await calendar.getByRole('gridcell', { name: '19', exact: true }).click();
    await expect.poll(() => page.locator('#main-content input[value="2026-03-19"]').count()).toBe(1);
  });
});

describe('/laporan-kelompok-barang', () => {
  it('asks for the jenis, then groups by name and size with the spec toasts, PDF only', async () => {
    const { page } = e;
    await open(page, '/laporan-kelompok-barang', 'Laporan Kelompok Barang');
    await search(page);
    await page.getByText('Filter Tidak Boleh Kosong').waitFor();

    await choose(page, 'Jenis', 'GLG - GELANG');
    await search(page);
    await page.getByText('Laporan Penjualan Tidak Tersedia').waitFor();
    await page.getByText('Data Laporan Kelompok Barang Kosong').waitFor();

    await choose(page, 'Jenis', 'CIN - CINCIN');
    await choose(page, 'Kelompokkan Berdasarkan', 'Nama Barang Dan Size');
    await search(page);
    await page.getByText('Laporan Kelompok barang Tersedia').waitFor();
    await page.getByRole('cell', { name: 'CINCIN BELAH ROTAN' }).waitFor();
    // The sizes beneath their name: 12 (2 pieces, 1.800 g) and 14.
    const sizeRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '12', exact: true }) });
    expect(await sizeRow.textContent()).toContain('1,800');
    const total = await totalRow(page).textContent();
    expect(total).toContain('7,300');
    expect(total).toContain('4');
    expect(await page.getByRole('button', { name: 'Export Excel' }).count()).toBe(0);

    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Kelompok Barang');
    expect(text).toContain('Jenis : CIN');
    expect(text).toContain('CINCIN BELAH ROTAN');
    expect(text).toContain('1,800');
    expect(text).toContain('7,300');
  });
});

describe('/laporan-analisis-harga-barang', () => {
  it('lists the items of the jenis by price, both ways, with totals, PDF and Excel', async () => {
    const { page } = e;
    await open(page, '/laporan-analisis-harga-barang', 'Laporan Analisis Harga Barang');
    await choose(page, 'Jenis', 'CIN - CINCIN');
    await search(page);
    await page.getByText('Laporan Analisis Harga Barang Tersedia').waitFor();
    await page.getByRole('cell', { name: 'BC003', exact: true }).waitFor();
    expect(await firstRow(page)).toContain('BC004');
    expect(await totalRow(page).textContent()).toContain('9.400.000');

    await choose(page, 'Urutkan Berdasarkan', 'Harga Terendah');
    await search(page);
    await expect.poll(() => firstRow(page)).toContain('BC003');

    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Analisis Harga Barang');
    expect(text).toContain('IN-BC004');
    expect(text).toContain('9.400.000');
    const values = await exportedExcel(page, 'Laporan Analisis Harga Barang.xlsx');
    expect(values).toContain('Harga Jual');
    expect(values).toContain('BC002');
    expect(values).toContain(9400000);
  });
});

describe('/laporan-mutasi-barang', () => {
  it('lists every movement of the range with the net totals, and exports them', async () => {
    const { page } = e;
    await open(page, '/laporan-mutasi-barang', 'Laporan Mutasi Barang');
    await search(page);
    await page.getByText('Laporan Mutasi Barang Kosong', { exact: true }).waitFor();

    await pickDay(page, 'Dari Tanggal', 1, { exact: true });
    await search(page);
    await page.getByText('Laporan Mutasi Barang Tersedia').waitFor();
    // Ledger kinds read as words, never as the stored code.
    await page.getByRole('cell', { name: 'Pindah Masuk', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Pindah Keluar', exact: true }).waitFor();
    expect(await page.locator('tbody').innerText()).not.toMatch(/[A-Z]+_[A-Z]+/);
    expect(await page.locator('tbody tr').count()).toBe(11);
    const total = await totalRow(page).textContent();
    expect(total).toContain('17,300');

    const sheet = await exportedSheet(page, 'Laporan Mutasi Barang.xlsx');
    expect(sheetValues(sheet)).toContain('Pindah Keluar');
    expect(sheetValues(sheet)).not.toContain('PINDAH_KELUAR');
    // Tanggal and Waktu are real date cells, as the screen shows them.
    const header = sheet.getRow(3).values as unknown[];
    const [tanggal, waktu] = [sheet.getRow(4).getCell(header.indexOf('Tanggal')), sheet.getRow(4).getCell(header.indexOf('Waktu'))];
    expect([tanggal.type, waktu.type]).toEqual([ExcelJS.ValueType.Date, ExcelJS.ValueType.Date]);
    expect([tanggal.numFmt, waktu.numFmt]).toEqual(['yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss']);
    const firstCells = (await page.locator('tbody tr').first().locator('td').allTextContents()).slice(0, 2);
    const shown = (d: Date, withTime: boolean) => d.toISOString().slice(0, withTime ? 19 : 10).replace('T', ' ');
    expect([shown(tanggal.value as Date, false), shown(waktu.value as Date, true)]).toEqual(firstCells);

    await choose(page, 'Jenis Mutasi', 'Hancur');
    await search(page);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await firstRow(page)).toContain('CINCIN LEBUR');

    const text = await exportedPdfText(page);
    expect(text).toContain('Periode : 2026-03-01 s/d 2026-03-20');
    expect(text).toContain('HC-20260310-0001');
    const values = await exportedExcel(page, 'Laporan Mutasi Barang.xlsx');
    expect(values).toContain('BC005');
    expect(values).toContain(-5);
  });
});

describe('/laporan-hancur-barang', () => {
  it('lists the melted items of the range and exports them', async () => {
    const { page } = e;
    await open(page, '/laporan-hancur-barang', 'Laporan Hancur Barang');
    await pickDay(page, 'Dari Tanggal', 1, { exact: true });
    await search(page);
    await page.getByText('Laporan Hancur Barang Tersedia').waitFor();
    await page.getByRole('cell', { name: 'CINCIN LEBUR' }).waitFor();
    expect(await totalRow(page).textContent()).toContain('5,000');
    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Hancur Barang');
    expect(text).toContain('BC005');
    const values = await exportedExcel(page, 'Laporan Hancur Barang.xlsx');
    expect(values).toContain('CINCIN LEBUR');
    expect(values).toContain(5);
  });
});

describe('/laporan-penerimaan-barang', () => {
  it('lists the receipts of the range with their items beneath, and exports them', async () => {
    const { page } = e;
    await open(page, '/laporan-penerimaan-barang', 'Laporan Penerimaan Barang');
    await pickDay(page, 'Dari Tanggal', 1, { exact: true });
    await search(page);
    await page.getByText('Laporan Penerimaan Barang Tersedia').waitFor();
    await page.getByRole('cell', { name: 'PB-20260301-0001' }).waitFor();
    // Three receipts and their four items.
    expect(await page.locator('tbody tr').count()).toBe(7);
    expect(await page.locator('tbody tr').nth(1).textContent()).toContain('BC001');
    // The item of the cancelled receipt, by its status's label.
    await page.getByRole('cell', { name: codeText('barang', 'BATAL'), exact: true }).waitFor();
    const total = await totalRow(page).textContent();
    expect(total).toContain('8,000');
    expect(total).toContain('8.320.000');

    const text = await exportedPdfText(page);
    expect(text).toContain('PB-20260305-0001');
    expect(text).toContain('BC008');
    expect(text).toContain('8,000');
    const values = await exportedExcel(page, 'Laporan Penerimaan Barang.xlsx');
    expect(values).toContain('PB-20260301-0002');
    expect(values).toContain('BC002');
    expect(values).toContain(8);
  });
});
