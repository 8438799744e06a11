// Laporan Pembelian Per Faktur in Chromium (spec sections 2, 8, 9): the buy-back lines of the day grouped by condition
// with their margin, the 'Kelompok Harga' filter's values, the spec's toasts 'Laporan Tersedia' and 'Laporan Tidak
// Tersedia', the A4 landscape PDF opened in a tab, and downloaded as a file once there are more than 500 detail rows.
import { describe, expect, it } from 'vitest';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { captureWindowOpen, downloaded, exportedExcel, exportedPdfText, pick } from '../helpers/e2e-helpers';
import { pdfPages } from '../helpers/pdf-text';
import { setBusinessDate } from '../helpers/paths';
import { cincinLine, insertDocument, type BuybackLineRow } from '../helpers/buyback-rows';

const TODAY = '2026-03-15';
const ROUTE = '/laporan-pembelian-per-faktur';

const line = cincinLine;

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await setBusinessDate(db, TODAY);
    await db.query(`UPDATE modules SET active = true WHERE key = 'HIDUP_FEATURE_MODULE'`);
    await db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori) VALUES ('CIN', 'Cincin', 'EMAS'), ('KAL', 'Kalung', 'EMAS')`);
    await db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B75', 800000), ('B70', 700000)`);
    await db.query(
      `INSERT INTO master_kondisi_pembelian (kondisi_barang, keterangan, potongan_persen) VALUES ('BAGUS', 'Bagus', 0), ('RUSAK', 'Rusak', 10), ('PATAH', 'Patah', 20)`,
    );
    const [{ kode_toko }] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const buy = (no: string, lines: BuybackLineRow[]) => {
      const paid = lines.reduce((s, l) => s + l.harga, 0);
      return insertDocument(db, { no, jenis: 'PEMBELIAN', kode_toko, tgl: TODAY, kode_sales: 'S01', lines, payments: [{ jenis: 'TUNAI', jumlah_rp: paid }] });
    };
    // A ring (kelompok harga CN) at Rp 700,000/g against 800,000 today: 12.50 %; a damaged necklace (KL).
    await buy('BL-0001', [
      line({ harga_nota: 2_700_000, berat_nota: 3 }),
      line({ nama_barang: 'Kalung Rantai', kode_group: 'K70', kode_dept: 'KAL', kadar: 70, berat: 2.5, kondisi: 'RUSAK', harga: 1_500_000, kode_harga: 'B70' }),
    ]);
    // 501 broken necklaces (KL): with them the report has more than 500 detail rows.
    const patah = (i: number) =>
      line({ nama_barang: `Kalung Patah ${i}`, kode_group: 'K70', kode_dept: 'KAL', kadar: 70, berat: 1, kondisi: 'PATAH', harga: 600_000, kode_harga: 'B70' });
    await buy('BL-0002', Array.from({ length: 501 }, (_, i) => patah(i + 1)));
  }),
}));

describe(ROUTE, () => {
  it('shows one price group, its lines under their condition with the margin, and opens the PDF in a tab', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, ROUTE);
    await page.getByRole('heading', { name: /Laporan\s*>\s*Laporan Pembelian Per Faktur/ }).waitFor();
    // The filter's values: the first and last character of each kode_dept.
    await page.getByRole('combobox', { name: 'Kelompok Harga' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Semua', 'CN', 'KL']);
    await page.getByRole('option', { name: 'CN' }).click();
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Tersedia', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'BAGUS' }).waitFor();
    await page.getByRole('cell', { name: 'BL-0001' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Kalung Rantai' }).count()).toBe(0);
    const ring = page.getByRole('row').filter({ hasText: 'Cincin Polos' });
    for (const text of ['800.000', '2.700.000', '2.100.000', '700.000', '12,50']) expect(await ring.textContent()).toContain(text);
    await page.screenshot({ path: '/tmp/laporan-pembelian-per-faktur.png', fullPage: true });

    const text = await exportedPdfText(page);
    expect(text).toContain('Laporan Pembelian Per Faktur');
    expect(text).toContain('BAGUS');
    expect(text).toContain('Cincin Polos');
    expect(text).toContain('12,50');
    const values = await exportedExcel(page, 'Laporan Pembelian Per Faktur.xlsx');
    expect(values).toContain('Cincin Polos');
    expect(values).toContain(2100000);
  });

  it("says 'Laporan Tidak Tersedia' when nothing matches", async () => {
    const { page, server } = e;
    await openAs(page, server.url, ROUTE);
    await pick(page, 'Kelompok Harga', 'CN');
    await pick(page, 'Kondisi', /^RUSAK/);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Tidak Tersedia', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Export Pdf' }).count()).toBe(0);
  });

  it('downloads the PDF as a file with more than 500 detail rows', async () => {
    const { page, server } = e;
    await captureWindowOpen(page);
    await openAs(page, server.url, ROUTE);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await page.getByText('Laporan Tersedia', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'PATAH', exact: true }).waitFor();
    const pages = await pdfPages(new Uint8Array(await downloaded(page, 'Export Pdf', 'Laporan Pembelian Per Faktur.pdf')));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('Kalung Patah 501');
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length)).toBe(0);
  });
});
