import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { captureWindowOpen, downloaded, exportedExcel, exportedPdf, exportedSheet, pageOfText, pickDay, printedByText, sheetValues } from '../helpers/e2e-helpers';
import { pdfPages, pdfPageSizeMm } from '../helpers/pdf-text';
import { setBusinessDate } from '../helpers/paths';
import { insertDeposit, insertOrder } from '../helpers/deposit-rows';

// A fixed business date, so the calendar always has earlier days of the same month to pick.
const TODAY = '2026-03-15';
const LONG_ADDRESS = 'Jl. Pasar Baru Nomor 123 Blok A Lantai Dasar Kios 45-46, Kelurahan Pasar Baru, Kecamatan Sawah Besar, Jakarta Pusat 10710';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query('UPDATE toko SET alamat_toko = $1 WHERE is_own', [LONG_ADDRESS]);
    await setBusinessDate(db, TODAY);
    const titip = (no: string, nama_barang: string, berat: number, harga: number, status: 'OPEN' | 'BATAL') =>
      insertDeposit(db, { no, kode_toko: 'TOKO01', tgl: TODAY, nama_barang, berat, harga, ongkos: 50000, dp: 100000, status });
    await titip('TU-1', 'Cincin Polos', 0.1, 1000000, 'BATAL');
    await titip('TU-2', 'Kalung Rantai', 0.2, 2500000, 'BATAL');
    await titip('TU-3', 'Gelang Ukir', 1.5, 3000000, 'OPEN');
    // 520 cancelled orders today: more than 500 rows, so the PDF downloads instead of opening.
    for (let i = 1; i <= 520; i++) {
      const no = `PS-${String(i).padStart(4, '0')}`;
      await insertOrder(db, { no, kode_toko: 'TOKO01', tgl: TODAY, kode_sales: 'S01', berat: 1.25, qty: 1, ongkos: 10000, total: 1000000, dp: 400000, status: 'BATAL' });
    }
  }),
}));

describe('/laporan-batal-titip', () => {
  it('finds the cancelled deposits of the day, with totals, a PDF and an Excel file', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, `/laporan-batal-titip`);
    await page.getByText('Laporan > Laporan Batal Titip').or(page.getByRole('heading', { name: /Laporan\s*>\s*Laporan Batal Titip/ })).first().waitFor();
    // The day's rows show as the report opens; Cari Laporan searches again and says what it found.
    await page.getByRole('cell', { name: 'Kalung Rantai' }).waitFor();
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Batal Titip Tersedia').waitFor();
    expect(await page.getByRole('cell', { name: 'Gelang Ukir' }).count()).toBe(0);
    const totalRow = page.getByRole('row').filter({ hasText: 'Total' }).last();
    expect(await totalRow.textContent()).toContain('0,300');
    expect(await totalRow.textContent()).toContain('3.500.000');

    const pdf = await exportedPdf(page);
    expect(await pdfPageSizeMm(pdf)).toEqual({ width: 297, height: 210 });
    const [text] = await pdfPages(pdf);
    expect(text).toContain('Toko Emas Kilau');
    expect(text).toContain(LONG_ADDRESS.slice(0, 48).trim());
    expect(text).toContain('Laporan Batal Titip');
    expect(text).toContain('Kalung Rantai');
    expect(text).toContain('0,300');
    expect(text).toContain('3.500.000');
    expect(text).toContain(pageOfText(1, 1));
    expect(text).toMatch(new RegExp(`${printedByText('OWNER')} / \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));

    const values = await exportedExcel(page, 'Laporan Batal Titip.xlsx');
    expect(values).toContain('Nama Barang');
    expect(values).toContain('Kalung Rantai');
    expect(values).toContain(2500000);
    expect(values).toContain('Total');
    expect(values).toContain(3500000);
  });

  it('refuses a start date after the end date without calling the server, keeping the rows shown', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/laporan-batal-titip`);
    await page.getByRole('cell', { name: 'Kalung Rantai' }).waitFor();
    const searches: string[] = [];
    page.on('request', (r) => void (r.url().includes('report-batal-titip') && searches.push(r.url())));
    await pickDay(page, 'Sampai Tanggal', 1);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Tanggal Awal Tidak Boleh Lebih Besar Dari Tanggal Akhir').waitFor();
    expect(searches).toEqual([]);
    expect(await page.getByRole('cell', { name: 'Kalung Rantai' }).count()).toBe(1);
  });
});

describe('/laporan-batal-pesanan', () => {
  it('shows the empty text and hides the exports when nothing was cancelled in the range', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/laporan-batal-pesanan`);
    await pickDay(page, 'Dari Tanggal', 1);
    await pickDay(page, 'Sampai Tanggal', 1);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Pesanan Kosong', { exact: true }).waitFor();
    await page.getByText('Data Laporan Pesanan Kosong').waitFor();
    expect(await page.getByRole('button', { name: 'Export Excel' }).count()).toBe(0);
  });

  it('downloads the PDF instead of opening it when there are more than 500 rows', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/laporan-batal-pesanan`);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Pesanan Tersedia').waitFor();
    const totalRow = page.getByRole('row').filter({ hasText: 'Total' }).last();
    // 520 x 1.25 g with the order report's 2 decimals; 520 x 600,000 still owed.
    expect(await totalRow.textContent()).toContain('650,00');
    expect(await totalRow.textContent()).toContain('312.000.000');
    const pages = await pdfPages(new Uint8Array(await downloaded(page, 'Export Pdf', 'Laporan Batal Pesanan.pdf')));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => {
      expect(p).toContain(pageOfText(i + 1, pages.length));
      expect(p).toContain(printedByText('OWNER'));
    });
    expect(pages.at(-1)).toContain('312.000.000');

    const sheet = await exportedSheet(page, 'Laporan Batal Pesanan.xlsx');
    const values = sheetValues(sheet);
    expect(values).toContain('No Pesanan');
    expect(values).toContain('PS-0520');
    const total = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(total).toContain('Total');
    expect(total).toContain(312000000);
    // The Tanggal column holds real dates (a date cell shown as yyyy-mm-dd), not text.
    const header = sheet.getRow(3).values as unknown[];
    const date = sheet.getRow(4).getCell(header.indexOf('Tanggal'));
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe(`${TODAY}T00:00:00.000Z`);
    expect(date.numFmt).toBe('yyyy-mm-dd');
  });
});

describe('the report screen at 1366x768, in Indonesian', () => {
  it('names the report in the top bar, offers no day after the business date, and keeps the totals clear of the toast', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, `/laporan-batal-pesanan`);
    await expect.poll(() => page.locator('#react-admin-title').textContent()).toBe('Laporan Batal Pesanan');

    // The calendar speaks Indonesian, and stops at the business date (2026-03-15).
    expect(await page.getByRole('button', { name: /Choose date/ }).count()).toBe(0);
    await page.getByRole('button', { name: /^Pilih tanggal/ }).last().click();
    const calendar = page.getByRole('dialog');
    await calendar.getByText('Maret 2026').waitFor();
    expect(await calendar.getByRole('gridcell', { name: '15', exact: true }).isDisabled()).toBe(false);
    expect(await calendar.getByRole('gridcell', { name: '16', exact: true }).isDisabled()).toBe(true);
    expect(await calendar.getByRole('button', { name: 'Bulan berikutnya' }).isDisabled()).toBe(true);
    expect(await calendar.innerText()).not.toMatch(/Choose|Previous|Next month|Select/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('gridcell').count()).toBe(0);

    // 520 rows: read down to the totals row while the 'found' toast still shows; the toast must not cover it.
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: 'Laporan Pesanan Tersedia' });
    await toast.waitFor();
    const totalRow = page.getByRole('row').filter({ hasText: 'Total' }).last();
    await totalRow.evaluate((row) => row.scrollIntoView({ block: 'end' }));
    const [t, r] = [(await toast.boundingBox())!, (await totalRow.boundingBox())!];
    const overlaps = t.x < r.x + r.width && r.x < t.x + t.width && t.y < r.y + r.height && r.y < t.y + t.height;
    expect(overlaps, `toast ${JSON.stringify(t)} over totals row ${JSON.stringify(r)}`).toBe(false);
    expect(r.y + r.height).toBeLessThanOrEqual(768);
  });

  it('labels the sort and group filters in Indonesian', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    for (const [route, label] of [
      ['/laporan-analisis-harga-barang', 'Urutkan Berdasarkan'],
      ['/laporan-stock-baki', 'Kelompokkan Berdasarkan'],
    ]) {
      await page.goto(`${server.url}${route}`);
      await page.getByRole('combobox', { name: label }).waitFor();
      const text = await page.locator('#main-content').innerText();
      expect(text).not.toMatch(/Sort By|Group By|Choose date/i);
    }
  });
});
