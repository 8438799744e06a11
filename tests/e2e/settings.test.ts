import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { logoutApi, useE2E } from '../helpers/e2e-fixture';
import { hashPassword } from '../../server/auth/passwords';

// A second user for the second browser: one live session per user.
const SECOND = { user_id: 'SU02', password: 'su02-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Admin Dua', $2, 'SU', 'TOKO01')`, [
      SECOND.user_id,
      await hashPassword(SECOND.password),
    ]);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
  }),
}));

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bank');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('/settingsystem', () => {
  it('switches a module on in one browser; the other is asked to reload and then shows its screen in the menu', async () => {
    const { page: a, server, browser } = e;
    const contextB = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const b = await contextB.newPage();
    try {
      await loginAs(a, server.url);
      await loginAs(b, server.url, SECOND.user_id, SECOND.password);
      await b.getByLabel('Cari Menu').fill('whatsapp');
      expect(await b.getByRole('menuitem', { name: 'Setting WhatsApp' }).count()).toBe(0);

      await a.goto(`${server.url}/settingsystem`);
      await a.getByLabel('Cari Modul').fill('whatsapp');
      const toggle = a.getByLabel('Kirim nota lewat WhatsApp');
      expect(await toggle.isChecked()).toBe(false);
      await toggle.check();
      await a.getByText('1 modul diubah').waitFor();
      await a.getByRole('button', { name: 'Simpan' }).click();
      await a.getByText('Berhasil Menyimpan Setting Modul').waitFor();

      // Browser B: the live settings-changed event asks to refresh; Ya merges the modules and reloads.
      await b.getByText('Pengaturan toko telah diubah. Muat ulang halaman sekarang?').waitFor();
      const reloaded = b.waitForEvent('load');
      await b.getByRole('button', { name: 'Ya' }).click();
      await reloaded;
      await b.getByLabel('Cari Menu').fill('whatsapp');
      await b.getByRole('menuitem', { name: 'Setting WhatsApp' }).click();
      await b.waitForURL(/\/whatsapp-setting$/);
      await b.getByLabel('Nomor Pengirim').fill('0812 3456 7890');
      await b.getByText('Disimpan sebagai 6281234567890').waitFor();
    } finally {
      await logoutApi(b, server.url);
      await contextB.close();
    }
  });

  it('saves a system setting and shows the field message of a refused one', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/settingsystem`);
    await page.getByRole('tab', { name: 'Sistem' }).click();
    const rounding = page.getByLabel('Nilai Pembulatan');
    await rounding.fill('0');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nilai Pembulatan Tidak Boleh Kurang Dari 1').first().waitFor();
    await rounding.fill('1000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Sistem' }).click();
    expect(await page.getByLabel('Nilai Pembulatan').inputValue()).toBe('1000');
  });
});

describe('/setting-nota', () => {
  it('previews each line in 20-character slices and keeps it', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/setting-nota`);
    await page.getByRole('button', { name: 'Tambah Baris Header' }).click();
    await page.getByLabel('Header Baris 1', { exact: true }).fill('TOKO EMAS KILAU JAYA ABADI');
    const preview = page.getByTestId('receipt-preview');
    await expect.poll(() => preview.innerText()).toContain('TOKO EMAS KILAU JAYA\n ABADI');
    await page.getByText('26/60 karakter, dicetak 2 baris').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.reload();
    expect(await page.getByLabel('Header Baris 1', { exact: true }).inputValue()).toBe('TOKO EMAS KILAU JAYA ABADI');
  });
});

describe('/import-data-pusat', () => {
  it('lists the bad rows of a head-office file and imports nothing, then imports the corrected file', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/import-data-pusat`);
    await page.getByText('Kode yang sudah ada akan diperbarui, kode baru akan ditambahkan.').waitFor();
    await page.getByLabel('Tabel').click();
    await page.getByRole('option', { name: 'Bank', exact: true }).click();
    await page.getByTestId('import-columns').getByText('kode_bank *').waitFor();

    const file = page.getByLabel('File Import');
    const bad = await xlsx([['Kode Bank', 'Nama Bank'], ['PUSAT1', 'Bank Pusat Satu'], ['', 'Bank Tanpa Kode']]);
    await file.setInputFiles({ name: 'bank-pusat.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await page.getByText('bank-pusat.xlsx').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const result = page.getByTestId('import-result');
    await result.getByText('Tidak Ada Data Yang Diimport: 1 Baris Bermasalah').waitFor();
    await result.getByText('Baris 3: Kode Bank Tidak Boleh Kosong').waitFor();

    const good = await xlsx([['Kode Bank', 'Nama Bank'], ['PUSAT1', 'Bank Pusat Satu'], ['PUSAT2', 'Bank Pusat Dua']]);
    await file.setInputFiles({ name: 'bank-pusat.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await result.getByText('Berhasil Import 2 Data').waitFor();
    await result.getByText('2 data baru, 0 data diperbarui.').waitFor();

    await page.goto(`${server.url}/master-bank`);
    await page.getByRole('row').filter({ hasText: 'PUSAT2' }).getByText('Bank Pusat Dua').waitFor();
  });
});

describe('/export-csv', () => {
  it('downloads the chosen master as CSV under its field labels', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/export-csv`, SECOND.user_id, SECOND.password);
    await page.getByLabel('Tabel').click();
    await page.getByRole('option', { name: 'Bank', exact: true }).click();
    await page.getByText('Kolom: Kode Bank, Nama Bank').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bank.csv');
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFKode Bank,Nama Bank');
    expect(lines).toContain('BCA,Bank Central Asia');
  });
});
