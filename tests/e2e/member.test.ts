// The member screens of issue 23 in Chromium at 1366x768, as an owner works them: /setting-member shows the point
// value in rupiah and saves a new one and a card fee; /data-member takes a member's card fee into the till and prints
// the card from its row (a bank-card-sized PDF with the shop, the member and the code), reprints it without a fee,
// and cancels the fee on a supervisor's authorization; /export-data-member lists the members with their points and
// downloads them as Excel; /SubMenuMember lists the member screens. A screenshot of each step goes to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, exportedExcel, openInApp } from '../helpers/e2e-helpers';
import { pdfPages, pdfPageSizeMm } from '../helpers/pdf-text';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedCounterStaff(db);
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
    await page.getByLabel('Biaya Kartu Member').fill('25.000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.screenshot({ path: '/tmp/setting-member.png' });
    const owner = await apiLogin(server.url);
    const stored = await apiCall<{ data: { value: string } }>(server.url, owner, 'GET', 'para-system/key/poin_rupiah');
    expect(stored.json.data.value).toBe('2500');
    expect((await apiCall<{ data: { value: string } }>(server.url, owner, 'GET', 'para-system/key/member_biaya_kartu')).json.data.value).toBe('25000');

    // ---- /data-member: Kartu on a member's row: the fee of Rp 25.000 paid in cash, then the card opens.
    await openInApp(page, '/data-member');
    await page.getByTestId('kartu-MBR001').waitFor();
    await page.screenshot({ path: '/tmp/data-member.png' });
    const opened = () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length);
    const before = await opened();
    await page.getByTestId('kartu-MBR001').click();
    const dialog = page.getByRole('dialog', { name: 'Kartu Member MBR001 - Budi Santoso' });
    await dialog.getByText('Biaya Kartu: Rp 25.000').waitFor();
    await page.screenshot({ path: '/tmp/kartu-member-biaya.png' });
    await dialog.getByRole('button', { name: 'Bayar & Cetak Kartu' }).click();
    await waitForToast(page, 'Biaya Kartu Member Berhasil Disimpan');
    const card = await lastOpenedPdf(page, before);
    expect(await pdfPageSizeMm(card)).toEqual({ width: 86, height: 54 });
    const [text] = await pdfPages(card);
    for (const shown of ['KARTU MEMBER', 'Budi Santoso', '6281234567890', 'MBR001']) expect(text).toContain(shown);
    const fees = async () => (await apiCall<{ data: { no_dokumen: string; jumlah: number; status: string }[] }>(server.url, owner, 'GET', 'member-kartu?kode_member=MBR001')).json.data;
    const [fee] = await fees();
    expect(fee).toMatchObject({ jumlah: 25_000, status: 'DONE' });

    // A worn card printed again without a fee; today's fee listed, then cancelled on a supervisor's authorization.
    const reprinted = await opened();
    await page.getByTestId('kartu-MBR001').click();
    await dialog.getByTestId(`biaya-${fee.no_dokumen}`).waitFor();
    await dialog.getByRole('button', { name: 'Cetak Ulang Tanpa Biaya' }).click();
    await lastOpenedPdf(page, reprinted);
    expect(await fees()).toHaveLength(1);
    await dialog.getByTestId(`biaya-${fee.no_dokumen}`).getByRole('button', { name: 'Batal' }).click();
    const cancel = page.getByRole('dialog', { name: `Batal Biaya Kartu ${fee.no_dokumen}` });
    await cancel.getByLabel('Alasan').fill('Kartu salah cetak');
    await cancel.getByRole('button', { name: 'Lanjut' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    await waitForToast(page, 'Transaksi Kas Berhasil Dibatalkan');
    await expect.poll(async () => (await fees())[0].status).toBe('BATAL');
    await expect.poll(() => dialog.getByTestId(`biaya-${fee.no_dokumen}`).textContent()).toMatch(/Batal$/);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

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
