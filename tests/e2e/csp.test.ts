// The Content-Security-Policy is strict (scripts from the app's origin only, no inline code, no eval), so the
// token in local storage is out of reach of an injected script. The app must run under it: log in, open a
// master form and let it validate (the browser's validator interprets schemas instead of compiling them),
// save, export its CSV, and export a report PDF, with no violation reported by the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, preparedDataDir } from '../helpers/e2e';
import { setBusinessDate } from '../helpers/paths';
import { useE2E } from '../helpers/e2e-fixture';
import { captureWindowOpen, exportedPdf } from '../helpers/e2e-helpers';
import { pdfPages } from '../helpers/pdf-text';
import { insertDeposit } from '../helpers/deposit-rows';

const TODAY = '2026-03-15';
const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await setBusinessDate(db, TODAY);
    await insertDeposit(db, { no: 'TU-1', kode_toko: 'TOKO01', tgl: TODAY, nama_barang: 'Cincin Polos', berat: 0.1, harga: 1000000, ongkos: 50000, dp: 100000, status: 'BATAL' });
  }),
}));

/** Records every CSP violation of the page: the DOM event, and Chromium's console message. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleSeen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) consoleSeen.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (ev) => seen.push(`${ev.violatedDirective} ${ev.blockedURI}`));
  });
  return async () => [...consoleSeen, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

describe('the app under its Content-Security-Policy', () => {
  it('serves the policy with the page, and logs in, validates, saves and exports without a violation', async () => {
    const { page, server } = e;
    const res = await fetch(`${server.url}/master-bank`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const violations = await watchViolations(page);
    await captureWindowOpen(page);
    await loginAs(page, server.url);

    // A master form: empty fields are refused by the shared validator, in the browser, before any call.
    await page.goto(`${server.url}/master-bank/create`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kode Bank Tidak Boleh Kosong').first().waitFor();
    await page.getByRole('textbox', { name: 'Kode Bank' }).fill('bri');
    await page.getByRole('textbox', { name: 'Nama Bank' }).fill('=1+2');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').waitFor();

    // The browser's CSV export neutralizes the formula too.
    await page.waitForURL(/\/master-bank$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(readFileSync(await download.path(), 'utf8')).toContain("BRI,'=1+2");

    // A report and its PDF (jspdf, loaded lazily).
    await page.goto(`${server.url}/laporan-batal-titip`);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByRole('cell', { name: 'Cincin Polos' }).waitFor();
    const [text] = await pdfPages(await exportedPdf(page));
    expect(text).toContain('Cincin Polos');

    // The item list (photos as blob: images) and its live connection (socket.io over ws:).
    await page.goto(`${server.url}/data-barang`);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
