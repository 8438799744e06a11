// /penerimaan-barang and /batal-penerimaan-barang in Chromium: receive two items from a supplier, then cancel the
// receipt with a reason after Ya, and see its items leave stock.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, pick, tokenOf } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';

const e = useE2E(async () => ({ dataDir: await preparedDataDir(seedInventoryMasters) }));

async function statusOf(page: Page, code: string): Promise<string> {
  return (await apiCall<{ data: { status: string } }>(e.server.url, await tokenOf(page), 'GET', `barang/get/${code}`)).json.data.status;
}

describe('goods receipts', () => {
  it('receives two items under one receipt number, then cancels the receipt', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/penerimaan-barang`);
    await page.getByLabel('Kode Supplier').fill('sup01');
    await page.getByLabel('No PO').fill('po-9');
    await pick(page, 'Jenis', /^CIN\b/, { exact: true });
    await pick(page, 'Kode Group', /^C75\b/, { exact: true });
    await pick(page, 'Kode Gudang', /^G1\b/, { exact: true });
    await pick(page, 'Kode Baki', /^A1\b/, { exact: true });
    await page.getByLabel('Kadar', { exact: true }).fill('75');
    await page.getByLabel('Nama Barang 1', { exact: true }).fill('Cincin Dari Pabrik');
    await page.getByLabel('Berat 1', { exact: true }).fill('2.5');
    await page.getByLabel('Kode Barcode 1', { exact: true }).fill('PN-1');
    await page.getByRole('button', { name: 'Tambah Baris' }).click();
    await page.getByLabel('Nama Barang 2', { exact: true }).fill('Cincin Dari Pabrik Dua');
    await page.getByLabel('Berat 2', { exact: true }).fill('1.75');
    await page.getByLabel('Kode Barcode 2', { exact: true }).fill('PN-2');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(/^Penerimaan Barang Berhasil: TB-TOKO01-\d{8}-0001$/).waitFor();
    expect(await page.getByLabel('Kode Supplier').inputValue()).toBe('');
    expect(await statusOf(page, 'PN-2')).toBe('READY');

    await page.goto(`${server.url}/batal-penerimaan-barang`);
    const row = page.getByRole('row').filter({ hasText: 'SUP01' });
    await row.getByRole('cell', { name: '4,250' }).waitFor();
    await row.click();
    await page.getByRole('cell', { name: 'PN-1', exact: true }).waitFor();
    await page.getByLabel('Alasan Batal').fill('Salah kirim dari pabrik');
    await page.getByRole('button', { name: 'Batal Penerimaan' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Batal Penerimaan Barang Berhasil').waitFor();
    await page.getByText('Tidak Ada Penerimaan Pada Tanggal Ini').waitFor();
    expect(await statusOf(page, 'PN-1')).toBe('BATAL');
  });
});
