// Money to the head office in Chromium (issue 11, section 3), on a single server holding both shops: the branch
// TOKO01's owner sends money from the till on /kirim-uang-pusat (the receipt PDF 'Laporan Kirim Uang' opens, read
// back with pdftotext), the history shows it SENT; the head office's supervisor receives it on /terima-uang-kas by
// its reference number ('Mohon Masukkan Nomor Referensi' when empty, 'No Terima Tidak Ditemukan' for an unknown one),
// and the branch's history then shows it received.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

const HO = { user: 'PUSAT1', password: 'pusat-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Gajah Mada 10', 'PUSAT')`);
    await db.query(`UPDATE hari_toko SET tgl_system = (SELECT tgl_system FROM hari_toko WHERE kode_toko = 'TOKO01') WHERE kode_toko = 'PST01'`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Pusat', $2, 'SPV', 'PST01')`, [HO.user, await hashPassword(HO.password)]);
  }),
}));

beforeAll(async () => {
  // Money in the branch's till: a cash sale of one ring.
  const owner = await apiLogin(e.server.url);
  const created = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  const sale = await apiCall(e.server.url, owner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1',
    items: [{ kode_barcode: created.json.data.kode_barcode }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }],
  });
  expect(sale.status).toBe(201);
});

/** The text of the PDF the app opened last in a new tab (captureWindowOpen), as pdftotext reads it. */
async function openedPdfText(page: Page): Promise<string> {
  await page.waitForFunction(() => (window as unknown as { __opened: string[] }).__opened.length > 0);
  const bytes = await page.evaluate(async () => {
    const opened = (window as unknown as { __opened: string[] }).__opened;
    return Array.from(new Uint8Array(await (await fetch(opened.at(-1)!)).arrayBuffer()));
  });
  const dir = mkdtempSync(join(tmpdir(), 'kirim-uang-'));
  try {
    writeFileSync(join(dir, 'nota.pdf'), new Uint8Array(bytes));
    return execFileSync('pdftotext', ['-layout', join(dir, 'nota.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('money sent by the branch and received at the head office', () => {
  let noReff = '';

  it('sends from the till: the modal closes, the receipt PDF opens, the history shows it SENT', async () => {
    const page = e.page;
    await captureWindowOpen(page);
    await openAs(page, e.server.url, '/kirim-uang-pusat');
    await page.getByRole('button', { name: 'Kirim Uang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Uang' });
    await expect.poll(() => dialog.getByLabel('Tujuan').inputValue()).toBe('PST01 - Kilau Pusat');
    await dialog.getByRole('button', { name: 'Kirim Uang' }).click();
    await waitForToast(page, 'Jumlah Rp Tidak Boleh Kosong');
    await dialog.getByLabel('Jumlah Rp').fill('1500000');
    await dialog.getByLabel('Keterangan').fill('Setoran harian');
    await dialog.getByRole('button', { name: 'Kirim Uang' }).click();
    await waitForToast(page, 'Kirim Uang Berhasil');
    await expect.poll(() => dialog.count()).toBe(0);

    const text = await openedPdfText(page);
    expect(text).toContain('Laporan Kirim Uang');
    noReff = /KU-TOKO01-\d{8}-\d{4}/.exec(text)?.[0] ?? '';
    expect(noReff).not.toBe('');
    for (const shown of ['TOKO01', 'OWNER', 'Rp. 1.500.000 ,-', 'PST01 - Kilau Pusat', 'Setoran harian']) expect(text).toContain(shown);

    const row = page.getByRole('table', { name: 'Riwayat Kirim Uang' }).getByRole('row').filter({ hasText: noReff });
    await expect.poll(() => row.innerText()).toContain('Dikirim');
    await page.screenshot({ path: join(tmpdir(), 'kirim-uang-pusat.png'), fullPage: true });
  });

  it('receives it at the head office by its reference number', async () => {
    expect(noReff).not.toBe('');
    const page = e.page;
    await openAs(page, e.server.url, '/terima-uang-kas', HO.user, HO.password);
    await page.getByRole('button', { name: 'Cari' }).click();
    await waitForToast(page, 'Mohon Masukkan Nomor Referensi');
    await page.getByLabel('No Referensi').fill('KU-TOKO01-20000101-9999');
    await page.getByRole('button', { name: 'Cari' }).click();
    await waitForToast(page, 'No Terima Tidak Ditemukan');

    await page.getByLabel('No Referensi').fill(noReff.toLowerCase());
    await page.getByLabel('No Referensi').press('Enter');
    const result = page.getByRole('region', { name: 'Data Kiriman Uang' });
    await expect.poll(() => result.innerText()).toContain('Rp. 1.500.000 ,-');
    expect(await result.innerText()).toContain('TOKO01');
    await page.screenshot({ path: join(tmpdir(), 'terima-uang-kas.png'), fullPage: true });
    await page.getByRole('button', { name: 'Terima Uang' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await waitForToast(page, 'Terima Uang Berhasil');
    // On success the form is reset and the result cleared.
    await expect.poll(() => result.count()).toBe(0);
    expect(await page.getByLabel('No Referensi').inputValue()).toBe('');

    const owner = await apiLogin(e.server.url);
    const history = await apiCall<{ data: { no_reff: string; status: string; diterima_by: string }[] }>(e.server.url, owner, 'GET', 'kirim-uang-history');
    expect(history.json.data.find((r) => r.no_reff === noReff)).toMatchObject({ status: 'DONE', diterima_by: HO.user });
  });
});
