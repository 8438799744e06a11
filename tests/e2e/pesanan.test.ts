// An order from counter to collection, end to end in Chromium (issue 21): a KASIR takes an order with the keyboard
// (one line at the group's price, a goldsmith, a photo of the design, the customer found by member code, a down payment), saves with F8 and prints its receipt
// (A4: read back from the PDF); the reprint asks a supervisor (CETAK_ULANG_PESANAN). The owner adds the finished
// piece on /tambah-data-barang with the order's number; the group price rises meanwhile. The cashier scans it on the
// sale screen, which opens the order's Ambil Pesanan, and collects it at the locked price (the screen shows the weight against the estimate), pays the rest, and
// the sale's receipt prints with the down payment as a payment.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, captureWindowOpen, pick } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { pdfPages } from '../helpers/pdf-text';
import { png } from '../helpers/png';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_RECEIPT } from '../../domain/settings';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_tukang (kode_tukang, nama_tukang) VALUES ('T01', 'Pak Harjo')`);
    // A member the cashier finds by code (MEMBER_MODULE).
    await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp, alamat) VALUES ('M01', 'Budi Santoso', '6281234567890', 'Jl. Merdeka 1, Bandung')`);
    await db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      'setting_nota',
      JSON.stringify({ ...DEFAULT_RECEIPT, kertas: 'A4' }),
    ]);
  }),
}));

let owner: string;
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
});

/** The PDF the app opened in a new tab after `before` others (captureWindowOpen), as text. */
async function openedPdf(page: Page, before: number): Promise<string> {
  await page.waitForFunction((n) => (window as unknown as { __opened: string[] }).__opened.length > n, before);
  const bytes = await page.evaluate(async (n) => {
    const url = (window as unknown as { __opened: string[] }).__opened[n];
    return Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer()));
  }, before);
  return (await pdfPages(new Uint8Array(bytes))).join('\n');
}
const openedCount = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length);
const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('/transaksi-pesanan', () => {
  it('takes an order at the locked price, adds its finished piece, collects it at the counter and prints', async () => {
    const { page } = e;
    await captureWindowOpen(page);
    await openAs(page, e.server.url, '/transaksi-pesanan', 'KASIR01', 'kasir-pw');
    const name = page.getByTestId('nama-0');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);

    // The line, typed as a cashier types: 5 g estimated, Rp 100.000 ongkos, goldsmith Pak Harjo.
    await page.keyboard.type('Cincin Kawin Ukir Nama');
    await pick(page, 'Group', /^C75/);
    await page.getByTestId('kadar-0').fill('75');
    await page.getByTestId('berat-0').fill('5');
    await page.getByTestId('ongkos-0').fill('100.000');
    await pick(page, 'Tukang', 'T01 - Pak Harjo');
    // The customer's drawing of the ring, photographed with the counter's camera (a file here).
    await page.getByTestId('foto-1').setInputFiles({ name: 'desain.png', mimeType: 'image/png', buffer: png(1600, 1200) });
    await page.getByRole('button', { name: 'Ganti Foto Barang 1' }).waitFor();
    // 5 g x Rp 1.000.000 = 5.000.000 + ongkos 100.000, shown the Indonesian way.
    await expect.poll(() => page.getByTestId('subtotal-0').textContent()).toBe('5.100.000');

    await pick(page, 'Sales', 'S01 - Sinta');
    // The customer is a member: the code typed (or the card scanned) and Enter fill the customer in.
    await page.getByTestId('member-finder').fill('m01');
    await page.getByTestId('member-finder').press('Enter');
    await page.getByText('Transaksi atas nama member M01').waitFor();
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Budi Santoso');
    expect(await page.getByLabel('Alamat Customer').inputValue()).toBe('Jl. Merdeka 1, Bandung');
    expect(await page.getByLabel('No HP').inputValue()).toBe('6281234567890');
    await page.keyboard.press('F4');
    await page.keyboard.type('1.000.000');
    await expect.poll(async () => money(await page.getByTestId('sum-Sisa Bayar').textContent())).toBe(4_100_000);
    await page.screenshot({ path: '/tmp/pesanan-entry.png', fullPage: true });
    await page.keyboard.press('F8');

    const saved = page.getByRole('dialog', { name: 'Pesanan Tersimpan' });
    const no = (await saved.getByTestId('nota-number').textContent())!.trim();
    expect(no).toMatch(/^PN-TOKO01-/);
    await saved.getByText('Sisa Bayar: Rp 4.100.000').waitFor();
    const first = await openedCount(page);
    await saved.getByRole('button', { name: 'Cetak' }).click();
    const receipt = await openedPdf(page, first);
    expect(receipt).toContain('NOTA PESANAN');
    expect(receipt).toContain(no);
    expect(receipt).toMatch(/CINCIN KAWIN UKIR NAMA|Cincin Kawin Ukir Nama/);
    expect(receipt).toMatch(/5\.100\.000/);
    // The order names its member, picked with the finder.
    expect((await apiCall<{ data: { kode_member: string } }>(e.server.url, owner, 'GET', `pesanan/${no}`)).json.data.kode_member).toBe('M01');

    // A reprint of an order needs a supervisor.
    const second = await openedCount(page);
    await saved.getByRole('button', { name: 'Cetak Ulang' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByText('Cetak Ulang Nota Pesanan').waitFor();
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    expect(await openedPdf(page, second)).toContain('CETAK ULANG ke-2');
    await saved.getByRole('button', { name: 'Transaksi Baru' }).click();

    // The price rises; the goldsmith delivers 5,25 g, added by the owner with the order's number.
    expect((await apiCall(e.server.url, owner, 'POST', 'harga-emas', { group: [{ kode_group: 'C75', harga_per_gram: 1_200_000 }] })).status).toBeLessThan(300);
    const ownerPage = await e.context.newPage();
    await ownerPage.setViewportSize({ width: 1366, height: 768 });
    await openAs(ownerPage, e.server.url, '/tambah-data-barang');
    const form = ownerPage.locator('form');
    await form.getByLabel('Nama Barang', { exact: true }).fill('Cincin Kawin Ukir Nama');
    for (const [label, value] of [
      ['Jenis', 'CIN'],
      ['Kode Group', 'C75'],
      ['Kode Gudang', 'G1'],
      ['Kode Baki', 'A1'],
    ]) {
      const box = form.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(value);
      await ownerPage.getByRole('option', { name: new RegExp(`^${value}\\b`) }).first().click();
    }
    await form.getByLabel('Berat', { exact: true }).fill('5,25');
    await form.getByLabel('Kadar', { exact: true }).fill('75');
    await form.getByLabel('No Pesanan', { exact: true }).fill(no);
    await ownerPage.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(ownerPage, 'Berhasil Menyimpan Data: TOKO01000001');
    await ownerPage.close();

    // Collected at the counter: the finished piece scanned on the sale screen opens its order's collection, the piece
    // against its estimate, the rest paid.
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    const scanBox = page.getByLabel('Scan / Ketik Barcode');
    await expect.poll(() => scanBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('TOKO01000001\n', { delay: 5 });
    await page.waitForURL(/\/transaksi-pesanan\?ambil=/);
    expect(await page.getByLabel('No Pesanan').inputValue()).toBe(no);
    // The design's photo beside the ordered line, to hold the finished piece against.
    await page.getByRole('img', { name: `Foto ${no}-1` }).waitFor();
    const piece = page.getByTestId('barang-jadi-TOKO01000001');
    await piece.waitFor();
    // 0,25 g more than the estimate, at the locked Rp 1.000.000/g: Rp 250.000 more.
    expect(await piece.getByTestId('selisih').textContent()).toBe('Lebih 0,250 g: +Rp 250.000');
    await expect.poll(async () => money(await page.getByTestId('sum-Total Ambil').textContent())).toBe(5_350_000);
    expect(money(await page.getByTestId('sum-Sisa Bayar').textContent())).toBe(4_350_000);
    await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(4_350_000);
    await page.screenshot({ path: '/tmp/pesanan-ambil.png', fullPage: true });
    await page.keyboard.press('F8');

    const collected = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const nota = (await collected.getByTestId('nota-number').textContent())!.trim();
    expect(nota).toMatch(/^JL-/);
    const third = await openedCount(page);
    await collected.getByRole('button', { name: 'Cetak' }).click();
    const sale = await openedPdf(page, third);
    expect(sale).toContain(nota);
    expect(sale).toMatch(/5\.350\.000/);
    expect(sale).toMatch(/DP Pesanan\s+1\.000\.000/);

    const done = await apiCall<{ data: { status: string; no_faktur_jual: string } }>(e.server.url, owner, 'GET', `pesanan/${no}`);
    expect(done.json.data).toMatchObject({ status: 'DONE', no_faktur_jual: nota });
  }, 120_000);
});
