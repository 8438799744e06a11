// What several e2e files do alike: the API called directly beside the browser, the common page actions, and the
// exported PDF and Excel files read back as a user would read them.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { OWNER, storedLoginToken } from './e2e';
import { storedSession } from './e2e-fixture';
import { pdfPages, pdfPageSizeMm } from './pdf-text';
import id from '../../locales/id.json';

/** Calls `${baseUrl}/api/v1/${path}` with the token (body sent as JSON when given) and returns the status and the JSON answer. */
export async function apiCall<T = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/**
 * Money put into the till (or a bank account) as a shop puts its opening float there, through the books' own screens'
 * calls: the Kode Transaksi MODAL (a manual income) and a manual entry of `jumlah`. Every payout (a buy-back in cash
 * or by transfer ...) checks the akun it leaves.
 */
export async function openingFloat(baseUrl: string, token: string, jumlah: number, akun = 'KAS'): Promise<void> {
  const kode = await apiCall(baseUrl, token, 'POST', 'paratransaksi/create', { kode_transaksi: 'MODAL', nama_transaksi: 'Tambah Modal', jenis_transaksi: 'MASUK' });
  expect([201, 409], JSON.stringify(kode.json)).toContain(kode.status);
  const entry = await apiCall(baseUrl, token, 'POST', 'cash', { akun, kategori: 'MODAL', keterangan: 'Modal awal', jumlah });
  expect(entry.status, JSON.stringify(entry.json)).toBe(201);
}

/** The token of the user's stored login (the one loginAs and openAs use), for API calls beside the browser. */
export async function apiLogin(baseUrl: string, user = OWNER.user_id, password = OWNER.password): Promise<string> {
  return storedLoginToken(baseUrl, user, password);
}

/** Ends the user's session through the API, so a browser can log the same user in (one live session per user). */
export async function apiLogout(baseUrl: string, token: string, userId = OWNER.user_id): Promise<void> {
  await fetch(`${baseUrl}/api/v1/users/logout`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
}

/** The token of the session a logged-in page keeps, for API checks. */
export async function tokenOf(page: Page): Promise<string> {
  const s = await storedSession(page);
  if (!s) throw new Error('no session in the page');
  return s.token;
}

/**
 * Clicks a link or menu item and waits for the page to reach `url`. On a loaded CI machine a click has twice landed
 * without navigating (the list re-rendering under the pointer after a full page load): then it says so in the log
 * and clicks once more, so the cause stays visible instead of failing the run.
 */
export async function clickToNavigate(page: Page, target: Locator, url: RegExp): Promise<void> {
  await target.click();
  await page.waitForURL(url, { timeout: 10_000 }).catch(async () => {
    console.warn(`clickToNavigate: still at ${page.url()} after clicking, expected ${url}; clicking again`);
    await target.click();
    await page.waitForURL(url);
  });
}

/** Opens `path` client-side, as a menu click does: no reload of the app, so a sweep of many screens stays quick. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens the combobox named `label` (exactly, with `exact`) and clicks the option named `option`. */
export async function pick(page: Page, label: string, option: string | RegExp, { exact = false } = {}): Promise<void> {
  await page.getByRole('combobox', { name: label, exact }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types `code` into the 'Scan / Ketik Barcode' box and presses Enter, as a barcode scanner does. */
export async function scan(page: Page, code: string): Promise<void> {
  const box = page.getByLabel('Scan / Ketik Barcode');
  await box.fill(code);
  await box.press('Enter');
}

/**
 * Waits for the sale screen's payment and totals cards to follow its lines: a scanned or edited line is drawn first and
 * the cards a frame later (aria-busy until then), so a total read at the line's first paint would be stale.
 */
export async function totalsSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="sale-checkout"][aria-busy="false"]').waitFor({ state: 'attached' });
}

/** Waits for the sale line of `code` and for the totals under it (totalsSettled). */
export async function lineShown(page: Page, code: string): Promise<void> {
  await page.getByTestId(`line-${code}`).waitFor();
  await totalsSettled(page);
}

/**
 * The open date picker's calendar once it has grown in. Playwright can take its first frames for a still element (the
 * growth starts slowly) and press a day there: the day then moves from under the pointer before the release, the
 * click lands on the calendar around it, and no day is picked (the calendar stayed open, 'expected 42 to be +0').
 */
export async function openCalendar(page: Page): Promise<Locator> {
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await calendar.waitFor();
  const growing = () => calendar.evaluate((el) => el.getAnimations({ subtree: true }).some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity));
  await expect.poll(growing).toBe(false);
  return calendar;
}

/** Picks `day` of the current month in the date picker labelled `label` (exactly, with `exact`). */
export async function pickDay(page: Page, label: string, day: number, { exact = false } = {}): Promise<void> {
  await page.getByLabel(label, { exact }).first().click();
  await (await openCalendar(page)).getByRole('gridcell', { name: String(day), exact: true }).click();
  await expect.poll(() => page.getByRole('gridcell').count()).toBe(0);
}

/** The value cells of the row headed `label` in the table named `table`. */
export const rowCells = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .locator('td');

/** The stocktake summary row headed `label` (count and weight), as 'count | weight'. */
export const opnameSummary = async (page: Page, label: string) => (await rowCells(page, 'Ringkasan Stock Opname', label).allTextContents()).join(' | ');

/** Captures (before the page loads) the URLs the app opens in a new tab, for exportedPdf to read back. */
export async function captureWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = ((url: string) => {
      (window as unknown as { __opened: string[] }).__opened.push(String(url));
      return null;
    }) as typeof window.open;
    // The app frees the blob once the tab has it; keep it so the test can read it back.
    URL.revokeObjectURL = () => undefined;
  });
}

/** Clicks Export Pdf and returns the bytes of the PDF the app opens in a new tab (needs captureWindowOpen). */
export async function exportedPdf(page: Page): Promise<Uint8Array> {
  const before = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length);
  await page.getByRole('button', { name: 'Export Pdf' }).click();
  await page.waitForFunction((n) => (window as unknown as { __opened: string[] }).__opened.length > n, before);
  const bytes = await page.evaluate(async (n) => {
    const url = (window as unknown as { __opened: string[] }).__opened[n];
    return Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer()));
  }, before);
  return new Uint8Array(bytes);
}

/**
 * Clicks Export Pdf and returns the PDF's bytes whichever way the app hands it over: opened in a new tab, or
 * downloaded when the report has more rows than its definition's pdfDownloadAbove (needs captureWindowOpen).
 */
export async function reportPdf(page: Page): Promise<Uint8Array> {
  const before = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length);
  const download = page.waitForEvent('download').then(async (d) => new Uint8Array(readFileSync(await d.path())));
  const opened = page.waitForFunction((n) => (window as unknown as { __opened: string[] }).__opened.length > n, before).then(async () => {
    const bytes = await page.evaluate(async (n) => {
      const url = (window as unknown as { __opened: string[] }).__opened[n];
      return Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    }, before);
    return new Uint8Array(bytes);
  });
  await page.getByRole('button', { name: 'Export Pdf' }).click();
  const pdf = await Promise.race([download, opened]);
  // The way not taken is left waiting: keep its timeout from failing the test later.
  download.catch(() => undefined);
  opened.catch(() => undefined);
  return pdf;
}

/** A report PDF's footer as the Indonesian screens print it: who printed it ('Dicetak Oleh OWNER'), the page of the pages. */
export const printedByText = (user: string): string => id.kilau.report.printedBy.replace('%{user}', user).split(' / ')[0];
export const pageOfText = (page: number, pages: number): string => id.kilau.report.page.replace('%{page}', String(page)).replace('%{pages}', String(pages));

/** Exports the PDF, checks its page size (A4 landscape unless told) and the footer's printed-by line, and returns its text. */
export async function exportedPdfText(page: Page, size = { width: 297, height: 210 }, printedBy = OWNER.user_id): Promise<string> {
  const pdf = await exportedPdf(page);
  expect(await pdfPageSizeMm(pdf)).toEqual(size);
  const pages = await pdfPages(pdf);
  expect(pages.at(-1)).toMatch(new RegExp(`${printedByText(printedBy)} / \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
  return pages.join('\n');
}

/** Clicks the button, checks the name of the file it downloads, and returns the file's bytes. */
export async function downloaded(page: Page, button: string, fileName: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  return readFileSync(await download.path());
}

/** Clicks Export Excel, checks the file name, and returns the first worksheet of the downloaded workbook. */
export async function exportedSheet(page: Page, fileName: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await downloaded(page, 'Export Excel', fileName)) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** Every non-empty cell value of the worksheet, row by row. */
export const sheetValues = (sheet: ExcelJS.Worksheet): unknown[] => sheet.getSheetValues().flat().filter((v) => v !== undefined && v !== null);

/** Clicks Export Excel, checks the file name, and returns every non-empty cell value of the first worksheet. */
export async function exportedExcel(page: Page, fileName: string): Promise<unknown[]> {
  return sheetValues(await exportedSheet(page, fileName));
}
