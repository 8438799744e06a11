import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { setBusinessDate } from '../helpers/paths';

const TGL = '2026-11-15';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await setBusinessDate(db, TGL);
    await db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang) VALUES ('G1', 'GUDANG UTAMA')`);
    await db.query(
      `INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES
         ('B01', 'BAKI CINCIN', 'G1', 250.5), ('B02', 'BAKI KALUNG', 'G1', 300)`,
    );
    const [{ kode_toko }] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    for (const [barcode, baki, berat] of [['C1', 'B01', '0.1'], ['C2', 'B01', '0.2'], ['K1', 'B02', '12.345']]) {
      await db.query(
        `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, tgl_input, input_by)
         VALUES ($1, $2, 'PERHIASAN EMAS', 'CC', 'CC75', 'G1', $3, $4, 75, $5, 'TEST')`,
        [barcode, kode_toko, baki, berat, TGL],
      );
      await db.query(
        `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
         VALUES ($1, $2, 'TAMBAH', $3, 'G1', $4, 1, $5, 'TEST')`,
        [barcode, TGL, kode_toko, baki, berat],
      );
    }
  }),
}));

const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').getByText(text).waitFor();
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};
const row = (page: Page, kodeBaki: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: kodeBaki, exact: true }) });

/** A scale on a serial port that prints a moving, then a settled reading once the port is opened. */
async function fakeScale(page: Page, lines: string) {
  await page.addInitScript((text) => {
    const port = {
      open: async () => undefined,
      close: async () => undefined,
      readable: new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode(text)) }),
    };
    Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port }, configurable: true });
  }, lines);
}

describe('/timbang-baki', () => {
  it('starts, weighs by hand and from a scale, shows the differences, resets and reloads', async () => {
    const { page, server } = e;
    await fakeScale(page, 'US,GS,+  250.700 g\r\nST,GS,+  250.800 g\r\n');
    await openAs(page, server.url, `/timbang-baki`);
    await page.getByText('Data Tidak Tersedia').waitFor();

    await page.getByRole('button', { name: 'Mulai Timbang' }).click();
    await toast(page, 'Mohon Untuk Pilih Kode Gudang');

    await pick(page, 'Kode Gudang', 'G1 - GUDANG UTAMA');
    await page.getByRole('button', { name: 'Mulai Timbang' }).click();
    await toast(page, 'Timbang Baki Dimulai');
    // Expected = empty tray + stock on the business date: 250.5 + 0.1 + 0.2, 300 + 12.345.
    await row(page, 'B01').getByRole('cell', { name: '250,800' }).waitFor();
    await row(page, 'B02').getByRole('cell', { name: '312,345' }).waitFor();
    await expect.poll(() => row(page, 'B01').getByRole('cell').nth(3).textContent()).toBe('2');

    // No tray chosen yet.
    await page.getByLabel('Berat Timbang').fill('312.3');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await toast(page, 'Mohon Untuk Pilih Kode Baki');

    await pick(page, 'Kode Baki', 'B02 - BAKI KALUNG');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await toast(page, 'Berat Timbang Berhasil Disimpan');
    const diff = row(page, 'B02').locator('td[data-selisih]');
    await expect.poll(() => diff.textContent()).toBe('-0,045');
    expect(await diff.getAttribute('data-selisih')).toBe('nonzero');

    // The next tray comes from the scale: the moving reading is shown, the settled one fills the weight.
    await row(page, 'B01').click();
    await page.getByRole('button', { name: 'Hubungkan Timbangan' }).click();
    await expect.poll(() => page.getByLabel('Berat Timbang').inputValue()).toBe('250,800');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const exact = row(page, 'B01').locator('td[data-selisih]');
    await expect.poll(() => exact.textContent()).toBe('0,000');
    expect(await exact.getAttribute('data-selisih')).toBe('zero');
    await expect.poll(() => page.getByTestId('total-selisih').textContent()).toBe('-0,045');

    // Leaving and coming back shows the open weighing again.
    await page.goto(`${server.url}/home`);
    await page.goto(`${server.url}/timbang-baki`);
    await expect.poll(() => row(page, 'B02').locator('td[data-selisih]').textContent()).toBe('-0,045');

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await toast(page, 'Timbang Baki Berhasil Direset');
    expect(await row(page, 'B01').count()).toBe(0);

    await page.getByRole('button', { name: 'Muat Ulang Data', exact: true }).click();
    await toast(page, 'Data Tidak Tersedia');
  });

  it('fits a 1366x768 screen: the weight field beside TAMBAH, each button on one line', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await fakeScale(page, 'ST,GS,+  250.800 g\r\n');
    await openAs(page, server.url, `/timbang-baki`);
    await pick(page, 'Kode Gudang', 'G1 - GUDANG UTAMA');
    const reload = page.getByRole('button', { name: 'Muat Ulang Data', exact: true });
    const start = page.getByRole('button', { name: 'Mulai Timbang' });
    await start.click();
    await page.getByRole('button', { name: 'Ya', exact: true }).click({ timeout: 3_000 }).catch(() => undefined);
    const weight = page.getByLabel('Berat Timbang');
    await weight.waitFor();

    const box = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!;
    const add = await box(page.getByRole('button', { name: 'Tambah', exact: true }));
    const field = await box(weight.locator('xpath=ancestor::div[contains(@class, "MuiTextField-root")]'));
    // Same row, side by side, the field at its full width.
    expect(Math.abs(field.y + field.height / 2 - (add.y + add.height / 2))).toBeLessThan(4);
    expect(field.x + field.width).toBeLessThanOrEqual(add.x);
    expect(field.width).toBeGreaterThanOrEqual(150);
    // A one-line button is as tall as its neighbours; 'MUAT ULANG DATA' wrapped onto three lines was 3 times as tall.
    const [reloadBox, startBox] = [await box(reload), await box(start)];
    expect(reloadBox.height).toBeLessThanOrEqual(startBox.height + 1);
    expect(await reload.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  });
});
