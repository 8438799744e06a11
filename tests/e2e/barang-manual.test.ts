// The manual-item screens in Chromium: add stock to a line on /data-barang-manual, move part of it on
// /pindah-barang-manual (refused above the stock first), melt part of it on /hancur-barang-manual after Ya, correct
// a line to what was counted (a supervisor, after Ya; a cashier is not offered it), and the not-available page once
// the module is off (app mode STANDARD).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, pick, tokenOf } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'MANUAL_ITEMS_TRANSACTION_MODULE'`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIRBM', 'Kasir', $1, 'KASIR', 'TOKO01')`, [
      await hashPassword('rahasia123'),
    ]);
  }),
}));

interface Line {
  kode_baki: string;
  kode_group: string;
  qty: number;
  berat: number;
}

const lines = async (page: Page) =>
  (await apiCall<{ data: Line[] }>(e.server.url, await tokenOf(page), 'GET', 'barang-manual')).json.data.map(({ kode_baki, kode_group, qty, berat }) => ({ kode_baki, kode_group, qty, berat }));

const table = (page: Page) => page.getByRole('table', { name: 'Daftar Barang Manual' });

describe('manual items', () => {
  it('/data-barang-manual: adds stock to a new line, shown with its totals', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang-manual`);
    await page.getByText('Belum Ada Data Barang Manual').waitFor();
    await pick(page, 'Kode Gudang', 'G1 - Etalase Depan', { exact: true });
    await pick(page, 'Kode Baki', 'A1 - Baki A1', { exact: true });
    await pick(page, 'Kode Group', 'C75 - Cincin 75%', { exact: true });
    await expect.poll(() => page.getByLabel('Kode Jenis', { exact: true }).inputValue()).toBe('CIN');
    await page.getByLabel('Berat', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Tambah Stock' }).click();
    await page.getByText('Berat Tidak Boleh 0').waitFor();
    await page.getByLabel('Jumlah', { exact: true }).fill('10');
    await page.getByLabel('Berat', { exact: true }).fill('25.5');
    await page.getByRole('button', { name: 'Tambah Stock' }).click();
    await page.getByText(/^Tambah Stock Berhasil: BMT-/).waitFor();
    const row = table(page).locator('tbody tr').filter({ hasText: 'A1 - Baki A1' });
    await row.waitFor();
    // The owner may correct a line: the first column chooses one.
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(['', 'G1 - Etalase Depan', 'A1 - Baki A1', 'C75 - Cincin 75%', 'CIN - Cincin', '10', '25,500']);
    await expect.poll(() => table(page).locator('tfoot td').allTextContents()).toEqual(['', 'Total', '10', '25,500']);
    expect(await lines(page)).toEqual([{ kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 }]);
  });

  it('/pindah-barang-manual: refuses more than the stock, then moves part of the line to another tray', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/pindah-barang-manual`);
    await page.getByRole('radio', { name: 'Pilih A1 C75' }).check();
    await pick(page, 'Gudang Tujuan', 'G2 - Brankas', { exact: true });
    await pick(page, 'Baki Tujuan', 'B1 - Baki B1', { exact: true });
    await page.getByLabel('Jumlah', { exact: true }).fill('11');
    await page.getByLabel('Berat', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Pindah Barang' }).click();
    await page.getByText('Jumlah Input Tidak Boleh Melebihi Stock').waitFor();
    await page.getByLabel('Jumlah', { exact: true }).fill('4');
    await page.getByLabel('Berat', { exact: true }).fill('10.5');
    await page.getByRole('button', { name: 'Pindah Barang' }).click();
    await page.getByText(/^Pindah Barang Berhasil: BMP-/).waitFor();
    await table(page).locator('tbody tr').filter({ hasText: 'B1 - Baki B1' }).waitFor();
    await expect.poll(() => table(page).locator('tfoot td').allTextContents()).toEqual(['', 'Total', '10', '25,500']);
    expect(await lines(page)).toEqual([
      { kode_baki: 'A1', kode_group: 'C75', qty: 6, berat: 15 },
      { kode_baki: 'B1', kode_group: 'C75', qty: 4, berat: 10.5 },
    ]);
  });

  it('/hancur-barang-manual: melts part of a line after Ya', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/hancur-barang-manual`);
    await page.getByRole('radio', { name: 'Pilih B1 C75' }).check();
    await page.getByLabel('Jumlah', { exact: true }).fill('1');
    await page.getByLabel('Berat', { exact: true }).fill('2.5');
    await page.getByLabel('Keterangan').fill('Patah');
    await page.getByRole('button', { name: 'Hancur Barang' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await page.getByText(/^Hancur Barang Berhasil: BMH-/).waitFor();
    const row = table(page).locator('tbody tr').filter({ hasText: 'B1 - Baki B1' });
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(['', 'G2 - Brankas', 'B1 - Baki B1', 'C75 - Cincin 75%', 'CIN - Cincin', '3', '8,000']);
    expect(await lines(page)).toEqual([
      { kode_baki: 'A1', kode_group: 'C75', qty: 6, berat: 15 },
      { kode_baki: 'B1', kode_group: 'C75', qty: 3, berat: 8 },
    ]);
  });

  it('/data-barang-manual: a supervisor corrects a line to the count after Ya; a cashier is not offered it', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang-manual`);
    await page.getByRole('button', { name: 'Simpan Koreksi' }).click();
    await page.getByText('Belum Ada Barang Yang Dipilih').waitFor();
    await page.getByRole('radio', { name: 'Pilih A1 C75' }).check();
    await page.getByText('Baris A1 C75 CIN: isi jumlah dan berat hasil hitung').waitFor();
    await page.getByLabel('Jumlah Hasil Hitung').fill('5');
    await page.getByLabel('Berat Hasil Hitung').fill('12.75');
    await page.getByRole('button', { name: 'Simpan Koreksi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Koreksi A1 C75: jumlah 6 menjadi 5, berat 15,000 menjadi 12,750. Lanjutkan?').waitFor();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    // No reason given: refused, nothing changes.
    await page.getByText('Keterangan Koreksi Tidak Boleh Kosong').waitFor();
    expect((await lines(page))[0]).toEqual({ kode_baki: 'A1', kode_group: 'C75', qty: 6, berat: 15 });
    await page.getByLabel('Keterangan Koreksi').fill('Opname: satu cincin hilang');
    await page.getByRole('button', { name: 'Simpan Koreksi' }).click();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await page.getByText(/^Koreksi Stock Berhasil: BMK-/).waitFor();
    const row = table(page).locator('tbody tr').filter({ hasText: 'A1 - Baki A1' });
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(['', 'G1 - Etalase Depan', 'A1 - Baki A1', 'C75 - Cincin 75%', 'CIN - Cincin', '5', '12,750']);
    expect((await lines(page))[0]).toEqual({ kode_baki: 'A1', kode_group: 'C75', qty: 5, berat: 12.75 });
    await page.screenshot({ path: '/tmp/barang-manual-koreksi.png', fullPage: true });

    const cashier = await e.browser.newPage();
    try {
      await openAs(cashier, server.url, `/data-barang-manual`, 'KASIRBM', 'rahasia123');
      await table(cashier).locator('tbody tr').first().waitFor();
      expect(await cashier.getByRole('button', { name: 'Simpan Koreksi' }).count()).toBe(0);
      expect(await table(cashier).getByRole('radio').count()).toBe(0);
    } finally {
      await cashier.close();
    }
  });

  it('is not available once the module is off and the app mode is STANDARD', async () => {
    const { page, server } = e;
    // Switched off before this browser logs in, so its session starts with the new flags.
    const token = await apiLogin(server.url);
    const off = await apiCall(server.url, token, 'PUT', 'modules', { MANUAL_ITEMS_TRANSACTION_MODULE: { active: false } });
    expect(off.status).toBe(200);
    await apiLogout(server.url, token);
    await loginAs(page, server.url);
    for (const route of ['/data-barang-manual', '/pindah-barang-manual', '/hancur-barang-manual']) {
      await page.goto(`${server.url}${route}`);
      await page.getByText('Halaman Tidak Tersedia').first().waitFor();
    }
    await expect.poll(() => page.getByRole('table', { name: 'Daftar Barang Manual' }).count()).toBe(0);
  });
});
