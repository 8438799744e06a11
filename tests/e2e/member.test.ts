// The member screens of issue 23 in Chromium at 1366x768, as an owner works them: /setting-member shows the point
// value in rupiah and saves a new one; /data-member prints a member's card from its row (a bank-card-sized PDF with
// the shop, the member and the code); /export-data-member lists the members with their points and downloads them as
// Excel; /SubMenuMember lists the member screens. A screenshot of each step goes to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, exportedExcel, openInApp } from '../helpers/e2e-helpers';
import { pdfPages, pdfPageSizeMm } from '../helpers/pdf-text';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp, kota) VALUES ('MBR001', 'Budi Santoso', '6281234567890', 'Bandung'), ('MBR002', 'Ani Lestari', '6285711112222', 'Bogor')`);
  }),
}));

/** The PDF the app opened last in a new tab (captureWindowOpen). */
async function lastOpenedPdf(page: Page, before: number): Promise<Uint8Array> {
  await page.waitForFunction((n) => (window as unknown as { __opened: string[] }).__opened.length > n, before);
  const bytes = await page.evaluate(async (n) => {
    const url = (window as unknown as { __opened: string[] }).__opened[n];
    return Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer()));
  }, before);
  return new Uint8Array(bytes);
}

describe('the member screens', () => {
  it('sets the point value, prints a member card, exports the members and lists them on the submenu', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await captureWindowOpen(page);

    // ---- /setting-member: the stored Rp 1.000 a point, changed to Rp 2.500.
    await openAs(page, server.url, '/setting-member');
    const field = page.getByLabel('Nilai Rupiah Per Poin');
    await expect.poll(() => field.inputValue()).toBe('1.000');
    await field.fill('2.500');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.screenshot({ path: '/tmp/setting-member.png' });
    const owner = await apiLogin(server.url);
    const stored = await apiCall<{ data: { value: string } }>(server.url, owner, 'GET', 'para-system/key/poin_rupiah');
    expect(stored.json.data.value).toBe('2500');

    // ---- /data-member: Kartu on a member's row opens its card.
    await openInApp(page, '/data-member');
    await page.getByTestId('kartu-MBR001').waitFor();
    await page.screenshot({ path: '/tmp/data-member.png' });
    const before = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length);
    await page.getByTestId('kartu-MBR001').click();
    const card = await lastOpenedPdf(page, before);
    expect(await pdfPageSizeMm(card)).toEqual({ width: 86, height: 54 });
    const [text] = await pdfPages(card);
    for (const shown of ['KARTU MEMBER', 'Budi Santoso', '6281234567890', 'MBR001']) expect(text).toContain(shown);

    // ---- /export-data-member: the members with their points, to Excel.
    await openInApp(page, '/export-data-member');
    await page.getByRole('columnheader', { name: 'Poin', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Ani Lestari' }).waitFor();
    await page.getByText('Sedang Mencari').waitFor({ state: 'hidden' });
    await page.screenshot({ path: '/tmp/export-data-member.png' });
    const cells = await exportedExcel(page, 'Export Data Member.xlsx');
    expect(cells).toEqual(expect.arrayContaining(['Kode Member', 'Poin', 'MBR001', 'Budi Santoso', 'Bandung', 'MBR002', 'Ani Lestari', 'AKTIF']));

    // ---- /SubMenuMember: the member screens as tiles.
    await openInApp(page, '/SubMenuMember');
    const submenu = page.getByTestId('submenu-page');
    for (const label of ['Data Member', 'Setting Member', 'Parameter Get Point Member']) await submenu.getByText(label, { exact: true }).first().waitFor();
    await page.screenshot({ path: '/tmp/submenu-member.png' });
  });
});
