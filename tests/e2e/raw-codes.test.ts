// No raw code and no English on the Indonesian screens (issue 19 item 13), on the demo shop (npm run demo), whose days
// of trade leave every kind of code behind: the sale list and a sale's detail (its payments, status history and the
// supervisor's TOLERANSI_BERAT_PENJUALAN), /tutup-toko's "Transaksi Hari Ini", the till's book (a mutation filed under
// the Kode Transaksi SETOR_BANK), reports with a status and a kategori column, and the list's PDF and Excel files with
// their footer. The visible text of each is read as the user reads it and must hold no UPPER_SNAKE code, no status
// code, and none of the English the PDFs printed.
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fillDemoShop } from '../../server/demo';
import { codeText } from '../../domain/codes';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { captureWindowOpen, exportedExcel, exportedPdf, pageOfText, printedByText } from '../helpers/e2e-helpers';
import { pdfPages } from '../helpers/pdf-text';

/** A sale of the business date that needed the weight-tolerance authorization (the demo weighs one off a day). */
let weighedOff = '';
const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await fillDemoShop(db);
    [{ no_dokumen: weighedOff }] = await db.query<{ no_dokumen: string }>(
      `SELECT o.no_dokumen FROM dokumen_otorisasi o JOIN dokumen d USING (no_dokumen) JOIN hari_toko h ON h.kode_toko = d.kode_toko
        WHERE o.kategori = 'TOLERANSI_BERAT_PENJUALAN' AND d.tgl_system = h.tgl_system ORDER BY o.no_dokumen LIMIT 1`,
    );
  }),
}));

/** What must not be read on an Indonesian screen: a stored code as it is, and the English the PDFs printed. */
const RAW = [/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/, /\b(?:DONE|OPEN|BATAL|VALID|SENT)\b/, /Printed By/, / of /];
const offending = (texts: readonly string[]) => texts.filter((text) => RAW.some((re) => re.test(text)));

/** The text of every visible text node under `root`, as written (before CSS capitalizes a button's words). */
function visibleTexts(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.nodeValue ?? '').trim();
      if (text && parent?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) out.push(text);
    }
    return out;
  });
}

async function expectNoRawCodes(page: Page, screen: string, root: Locator = page.locator('body')): Promise<string[]> {
  const texts = await visibleTexts(root);
  expect(offending(texts), screen).toEqual([]);
  return texts;
}

it('shows labels, never codes or English, on the sale list and detail, /tutup-toko, Uang Kas, reports and exports', async () => {
  const { page, server } = e;
  await page.setViewportSize({ width: 1366, height: 768 });
  await captureWindowOpen(page);

  // The sale list, then the sale a supervisor authorized.
  await openAs(page, server.url, '/lihat-penjualan');
  await page.getByRole('heading', { level: 1, name: /Lihat Penjualan/ }).waitFor();
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await waitForToast(page, 'Data Penjualan Tersedia');
  const row = page.getByRole('row').filter({ hasText: weighedOff });
  await row.getByRole('cell', { name: codeText('status', 'DONE'), exact: true }).waitFor();
  // Today's cancelled sale reads as its label too.
  await page.getByRole('cell', { name: codeText('status', 'BATAL'), exact: true }).first().waitFor();
  await expectNoRawCodes(page, '/lihat-penjualan');

  const pdf = await pdfPages(await exportedPdf(page));
  expect(offending(pdf), 'PDF of /lihat-penjualan').toEqual([]);
  expect(pdf.at(-1)).toContain(printedByText('OWNER'));
  expect(pdf.at(-1)).toContain(pageOfText(pdf.length, pdf.length));
  const sheet = (await exportedExcel(page, 'Lihat Penjualan.xlsx')).filter((v): v is string => typeof v === 'string');
  expect(offending(sheet), 'Excel of /lihat-penjualan').toEqual([]);
  expect(sheet).toContain(codeText('status', 'DONE'));

  await row.getByRole('button', { name: 'Lihat' }).click();
  const nota = page.getByRole('dialog', { name: `Penjualan ${weighedOff}` });
  await nota.getByRole('cell', { name: codeText('otorisasi', 'TOLERANSI_BERAT_PENJUALAN'), exact: true }).waitFor();
  const detail = await expectNoRawCodes(page, 'sale detail', nota);
  expect(detail).toContain(codeText('status', 'DONE'));
  await nota.getByRole('button', { name: 'Tutup' }).click();

  // The close of the day: what was written today, by kind.
  await openAs(page, server.url, '/tutup-toko');
  const today = page.getByRole('table', { name: 'Transaksi Hari Ini' });
  for (const jenis of ['PENJUALAN', 'GESEK_TUNAI', 'KAS_MANUAL', 'KIRIM_UANG', 'MUTASI_UANG']) {
    await today.getByRole('cell', { name: codeText('jenis', jenis), exact: true }).waitFor();
  }
  await expectNoRawCodes(page, '/tutup-toko');

  // The till's book: the bank deposit under its Kode Transaksi's name, the sales under their kategori's label.
  await openAs(page, server.url, '/uang-kas');
  const book = page.getByRole('table', { name: 'Uang Kas' });
  await book.getByRole('cell', { name: 'Setor Kas Ke Bank', exact: true }).waitFor();
  await book.getByRole('cell', { name: codeText('kategori', 'PENJUALAN'), exact: true }).first().waitFor();
  await expectNoRawCodes(page, '/uang-kas');

  // Reports with a status and with a kategori column.
  for (const [route, label] of [
    ['/laporan-kirim-uang', 'Laporan Kirim Uang Pusat'],
    ['/laporan-kas-harian', 'Laporan Kas Harian'],
  ]) {
    await openAs(page, server.url, route);
    await page.getByRole('heading', { name: new RegExp(`Laporan\\s*>\\s*${label}`) }).waitFor();
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByRole('button', { name: 'Export Pdf' }).waitFor();
    await expectNoRawCodes(page, route);
    expect(offending(await pdfPages(await exportedPdf(page))), `PDF of ${route}`).toEqual([]);
  }
});
