// /tambah-barang-banyak in Chromium: the shared fields once, rows added and saved together; a bad row lists its
// error and keeps the table; a CSV file imported through the file input.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OWNER, preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, pick, tokenOf } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';

const e = useE2E(async () => ({ dataDir: await preparedDataDir(seedInventoryMasters) }));

async function itemOf(page: Page, code: string): Promise<{ status: number; data?: Record<string, unknown> }> {
  const r = await apiCall<{ data?: Record<string, unknown> }>(e.server.url, await tokenOf(page), 'GET', `barang/get/${code}`);
  return { status: r.status, data: r.json.data };
}

async function open(page: Page): Promise<void> {
  await openAs(page, e.server.url, `/tambah-barang-banyak`, OWNER.user_id, OWNER.password);
  await pick(page, 'Jenis', /^CIN\b/, { exact: true });
  await pick(page, 'Kode Group', /^C75\b/, { exact: true });
  await pick(page, 'Kode Gudang', /^G1\b/, { exact: true });
  await pick(page, 'Kode Baki', /^A2\b/, { exact: true });
  await page.getByLabel('Kadar', { exact: true }).fill('75');
}

async function fillRow(page: Page, n: number, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(`${label} ${n}`, { exact: true }).fill(value);
}

describe('/tambah-barang-banyak', () => {
  it('adds two rows with the shared fields and saves them', async () => {
    const { page } = e;
    await open(page);
    await fillRow(page, 1, { 'Nama Barang': 'Cincin Banyak Satu', Berat: '1.5', 'Harga Total': '1500000', Ukuran: '14', 'Kode Barcode': 'BNY-001' });
    await page.getByRole('button', { name: 'Tambah Baris' }).click();
    await fillRow(page, 2, { 'Nama Barang': 'Cincin Banyak Dua', Berat: '2.125', 'Kode Barcode': 'BNY-002' });
    await page.screenshot({ path: '/tmp/tambah-barang-banyak-rows.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').waitFor();
    // The table starts over with one empty row.
    await expect.poll(() => page.getByLabel('Nama Barang 1', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Nama Barang 2', { exact: true }).count()).toBe(0);
    const first = await itemOf(page, 'BNY-001');
    expect(first.data).toMatchObject({ nama_barang: 'CINCIN BANYAK SATU', kode_dept: 'CIN', kode_group: 'C75', kode_gudang: 'G1', kode_baki: 'A2', berat: 1.5, kadar: 75, harga_total: 1500000, ukuran: '14', status: 'READY' });
    expect((await itemOf(page, 'BNY-002')).data).toMatchObject({ nama_barang: 'CINCIN BANYAK DUA', kode_baki: 'A2', berat: 2.125 });
  });

  it('lists the error of a row with berat 0, keeps the table and saves nothing', async () => {
    const { page } = e;
    await open(page);
    await fillRow(page, 1, { 'Nama Barang': 'Gelang Tidak Tersimpan', Berat: '3', 'Kode Barcode': 'BNY-010' });
    await page.getByRole('button', { name: 'Tambah Baris' }).click();
    await fillRow(page, 2, { 'Nama Barang': 'Gelang Berat Nol', Berat: '0', 'Kode Barcode': 'BNY-011' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    const errors = page.getByTestId('row-errors');
    await errors.getByRole('listitem').filter({ hasText: 'Baris 2: Berat Tidak Boleh 0' }).waitFor();
    expect(await errors.getByRole('listitem').count()).toBe(1);
    await errors.getByText('Tidak Ada Data Yang Disimpan: 1 Baris Bermasalah').waitFor();
    await page.screenshot({ path: '/tmp/tambah-barang-banyak-error.png', fullPage: true });
    expect(await page.getByLabel('Nama Barang 2', { exact: true }).inputValue()).toBe('Gelang Berat Nol');
    expect((await itemOf(page, 'BNY-010')).status).toBe(404);
  });

  it('imports a CSV file through the file input, and lists the rows of a bad file', async () => {
    const { page } = e;
    await openAs(page, e.server.url, `/tambah-barang-banyak`);
    const header = 'Kode Barcode,Nama Barang,Jenis,Kode Group,Kode Gudang,Kode Baki,Berat,Kadar,Harga Total';
    const input = page.getByLabel('Pilih File', { exact: true });

    const bad = [header, 'CSV-101,Liontin Huruf A,CIN,C75,G1,A1,0.8,75,800000', 'CSV-102,Lion,CIN,C75,G1,A1,0.9,75,900000'].join('\n');
    await input.setInputFiles({ name: 'salah.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByTestId('import-file').getByText('salah.csv').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const errors = page.getByTestId('row-errors');
    await errors.getByText('Tidak Ada Data Yang Diimport: 1 Baris Bermasalah').waitFor();
    await errors.getByRole('listitem').filter({ hasText: 'Baris 3: Nama Barang Minimal 6 Karakter' }).waitFor();
    expect((await itemOf(page, 'CSV-101')).status).toBe(404);

    const good = [header, 'CSV-201,Liontin Huruf B,CIN,C75,G1,A1,0.8,75,800000', 'CSV-202,Kalung Rantai Import,KAL,K70,G2,B1,7.25,70,6500000'].join('\n');
    await input.setInputFiles({ name: 'barang.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Berhasil Import 2 Data').waitFor();
    await page.screenshot({ path: '/tmp/tambah-barang-banyak-import.png', fullPage: true });
    expect(await page.getByTestId('row-errors').count()).toBe(0);
    expect((await itemOf(page, 'CSV-202')).data).toMatchObject({ nama_barang: 'KALUNG RANTAI IMPORT', kode_baki: 'B1', berat: 7.25, status: 'READY' });
  });
});
