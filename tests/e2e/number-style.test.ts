// Numbers the Indonesian way (issue 19 item 4), in Chromium: the sale screen's line, weights, totals and an auto-filled
// payment, a report's table, its PDF and its Excel file show 1.161.300 and 1,185 g in Indonesian and, after the
// language switch, 1,161,300 and 1.185 g in English. The Excel cells stay numbers with a number format in both.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, exportedPdf, exportedSheet, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { pdfPages } from '../helpers/pdf-text';
import { setBusinessDate } from '../helpers/paths';
import { insertDeposit } from '../helpers/deposit-rows';
import { hashPassword } from '../../server/auth/passwords';

const TODAY = '2026-03-15';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await setBusinessDate(db, TODAY);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR01', 'KASIR01', $1, 'KASIR', 'TOKO01')`, [await hashPassword('kasir-pw')]);
    const cancelled = (no: string, nama_barang: string, berat: number, harga: number) =>
      insertDeposit(db, { no, kode_toko: 'TOKO01', tgl: TODAY, nama_barang, berat, harga, ongkos: 0, dp: 100_000, status: 'BATAL' });
    await cancelled('TU-1', 'Cincin Polos', 1.185, 1_161_300);
    await cancelled('TU-2', 'Kalung Rantai', 0.1, 2_000_000);
  }),
}));

let ring: string;
beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  // 2.345 g of C75 at Rp 950.000 a gram: Rp 2.227.750, rounded up to Rp 2.228.000.
  const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0, berat: 2.345 }));
  expect(res.status).toBe(201);
  ring = res.json.data.kode_barcode;
});

/** Switches the interface language with the picker in the top bar. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Bahasa|Language/ }).first().click();
  await page.getByRole('menuitem', { name }).click();
}

const LANGUAGES = {
  id: { scan: 'Scan / Ketik Barcode', addPayment: 'Tambah Pembayaran', search: 'Cari Laporan', found: 'Laporan Batal Titip Tersedia' },
  en: { scan: 'Scan / type barcode', addPayment: 'Add Payment', search: 'Search Report', found: null },
} as const;

/**
 * Scans the ring on the sale screen and pays Rp 1.000.000 of it; the next payment line is filled with what is left.
 * Answers what the screen shows, as text.
 */
async function sellRing(page: Page, words: (typeof LANGUAGES)['id' | 'en']) {
  const box = page.getByLabel(words.scan);
  await box.fill(ring);
  await box.press('Enter');
  await lineShown(page, ring);
  await page.getByTestId('jumlah-bayar-0').fill('1000000');
  await page.getByRole('button', { name: words.addPayment }).click();
  const filled = page.getByTestId('jumlah-bayar-1');
  await filled.waitFor();
  return {
    lineTotal: await page.getByTestId(`total-${ring}`).textContent(),
    lineWeight: await page.getByTestId(`berat-jual-${ring}`).inputValue(),
    grandTotal: await page.getByTestId('sum-Grand Total').textContent(),
    count: await page.getByText(/^1 (barang|items), /).textContent(),
    autoFilled: await filled.inputValue(),
  };
}

describe('the sale screen', () => {
  it('shows the line, its weight, the totals and an auto-filled payment the Indonesian way', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    expect(await sellRing(page, LANGUAGES.id)).toEqual({
      lineTotal: '2.228.000',
      lineWeight: '2,345',
      grandTotal: '2.228.000',
      count: '1 barang, 2,345 g',
      autoFilled: '1.228.000',
    });
  });

  it('shows them the English way once English is chosen', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await page.getByLabel(LANGUAGES.id.scan).waitFor();
    await chooseLanguage(page, 'English');
    await page.getByLabel(LANGUAGES.en.scan).waitFor();
    expect(await sellRing(page, LANGUAGES.en)).toEqual({
      lineTotal: '2,228,000',
      lineWeight: '2.345',
      grandTotal: '2,228,000',
      count: '1 items, 2.345 g',
      autoFilled: '1,228,000',
    });
  });
});

/** The report of today's cancelled deposits: its totals row, its PDF's text and its Excel sheet. */
async function batalTitip(page: Page, words: (typeof LANGUAGES)['id' | 'en']) {
  await page.getByRole('button', { name: words.search }).click();
  await page.getByRole('cell', { name: 'Kalung Rantai' }).waitFor();
  if (words.found) await page.getByText(words.found).waitFor();
  const ringRow = await page.getByRole('row').filter({ hasText: 'Cincin Polos' }).first().locator('td').allTextContents();
  const totalRow = await page.getByRole('row').filter({ hasText: 'Total' }).last().locator('td').allTextContents();
  const [pdf] = await pdfPages(await exportedPdf(page));
  const sheet = await exportedSheet(page, 'Laporan Batal Titip.xlsx');
  // Rows 1-3 are the title, the period and the header; the columns are Nama Barang, Berat, Harga Jual ...
  const cells = Object.fromEntries(
    Array.from({ length: sheet.rowCount - 3 }, (_, i) => sheet.getRow(i + 4)).map((row) => [
      String(row.getCell(1).value),
      [2, 3].map((c) => [row.getCell(c).value, row.getCell(c).numFmt]),
    ]),
  );
  return { ringRow, totalRow, pdf, cells };
}

describe('a report, its PDF and its Excel file', () => {
  it('show weights and money the Indonesian way, the English way in English, and Excel keeps numbers with a number format', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, '/laporan-batal-titip');

    const id = await batalTitip(page, LANGUAGES.id);
    expect(id.ringRow).toEqual(expect.arrayContaining(['Cincin Polos', '1,185', '1.161.300']));
    expect(id.totalRow).toEqual(expect.arrayContaining(['Total', '1,285', '3.161.300']));
    for (const shown of ['Cincin Polos 1,185 1.161.300', 'Total 1,285 3.161.300']) expect(id.pdf.replace(/\s+/g, ' ')).toContain(shown);

    await chooseLanguage(page, 'English');
    const en = await batalTitip(page, LANGUAGES.en);
    expect(en.ringRow).toEqual(expect.arrayContaining(['Cincin Polos', '1.185', '1,161,300']));
    expect(en.totalRow).toEqual(expect.arrayContaining(['Total', '1.285', '3,161,300']));
    for (const shown of ['Cincin Polos 1.185 1,161,300', 'Total 1.285 3,161,300']) expect(en.pdf.replace(/\s+/g, ' ')).toContain(shown);

    // The same cells in both languages: numbers, with a format the spreadsheet shows in its reader's own style.
    const cells = {
      'Cincin Polos': [[1.185, '#,##0.000'], [1_161_300, '#,##0']],
      'Kalung Rantai': [[0.1, '#,##0.000'], [2_000_000, '#,##0']],
      Total: [[1.285, '#,##0.000'], [3_161_300, '#,##0']],
    };
    expect(id.cells).toEqual(cells);
    expect(en.cells).toEqual(cells);
  });
});
