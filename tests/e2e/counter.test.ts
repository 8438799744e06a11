// The counter as a cashier meets it (issue 19 items 3, 6, 7, 8 and 17), in Chromium at 1366x768: a refused scan
// leaves the barcode field empty and focused for the next one, in capitals whatever was typed; "Transaksi Baru" after
// a trade-in starts as a fresh visit does; a half-entered sale asks before it is left, is parked (Tahan), survives a
// reload and comes back with a piece sold meanwhile marked; a whole sale by keyboard alone (skip link, F2, F4, the
// quick cash buttons, F8, Esc); a line or a payment removed with the keyboard hands the focus back to the barcode
// field; and only the shop's own accounts are offered for a transfer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, pick, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { formatRupiah, formatWeightMg } from '../../domain/units';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR01', 'KASIR01', $1, 'KASIR', 'TOKO01')`, [await hashPassword('kasir-pw')]);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    // The shop's account, and a sales person's own account picked from the same master.
    await db.query(
      `INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ('1234567890', 'Toko Emas Kilau', 'BCA', 'Bank Central Asia'), ('5550001112', 'Budi Pegawai', 'BCA', 'Bank Central Asia')`,
    );
    await db.query(
      `INSERT INTO master_sales (kode_sales, nama_sales, kode_bank, nama_bank, no_rekening, nama_rekening) VALUES ('S01', 'Sinta', NULL, NULL, NULL, NULL), ('S02', 'Budi Pegawai', 'BCA', 'Bank Central Asia', '5550001112', 'Budi Pegawai')`,
    );
    await db.query(`UPDATE modules SET active = true WHERE key = 'POTONGAN_PENJUALAN_MODULE'`);
  }),
}));

let owner: string;
/** A new gold piece of group C75 (Rp 950.000/g, no tag price): its barcode. */
const piece = async (over: Record<string, unknown> = {}) =>
  (await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0, ...over }))).json.data.kode_barcode;
const sellByApi = async (code: string) => {
  const sale = await apiCall(e.server.url, owner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Pembeli Lain',
    alamat_customer: 'Jl. Lain 2',
    items: [{ kode_barcode: code }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 10_000_000 }],
  });
  expect(sale.status).toBe(201);
};
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const scanBox = (page: Page) => page.getByLabel('Scan / Ketik Barcode');
const hasFocus = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => el === document.activeElement);
/** The focused element's accessible text: its label's, its aria-label, or its own. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });
/** Presses Tab (or Shift+Tab) until the focused element's name starts with `name` (at most 40 times): the keyboard's way there. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focusedName(page)).startsWith(name)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached '${name}' (at '${await focusedName(page)}')`);
}

/** Opens the screen at 1366x768 as the cashier; the sale screen is ready once its barcode field has the focus. */
async function open(page: Page, path = '/transaksi-penjualan'): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, e.server.url, path, 'KASIR01', 'kasir-pw');
  if (path === '/transaksi-penjualan') await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
}

describe('the counter', () => {
  it('empties and refocuses the barcode field after every scan, good or refused, and reads a code in capitals', async () => {
    const { page } = e;
    const [first, second, sold] = [await piece(), await piece(), await piece()];
    await sellByApi(sold);
    await open(page);

    // Unknown, then the first piece typed in lower case: the message shows, the field is empty and keeps the focus.
    await page.keyboard.type('TOKO01999999\n', { delay: 5 });
    await waitForToast(page, 'Barcode Tidak Ditemukan');
    expect(await scanBox(page).inputValue()).toBe('');
    await page.keyboard.type(`${first.toLowerCase()}\n`, { delay: 5 });
    await lineShown(page, first);
    expect(await scanBox(page).inputValue()).toBe('');
    expect(await hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);

    // Already in the table, then already sold: refused, and the next scan starts clean.
    await page.keyboard.type(`${first}\n`, { delay: 5 });
    await waitForToast(page, 'Barcode Sudah Ada Di Tabel');
    expect(await scanBox(page).inputValue()).toBe('');
    await page.keyboard.type(`${sold}\n`, { delay: 5 });
    await waitForToast(page, 'Barang Sudah Terjual Atau Diproses');
    expect(await scanBox(page).inputValue()).toBe('');
    expect(await hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    await page.keyboard.type(`${second}\n`, { delay: 5 });
    await lineShown(page, second);
    expect(await page.locator('[data-testid^="line-"]').count()).toBe(2);

    // The buy-back's lookup field is the same field: a refused code goes too.
    await open(page, '/transaksi-pembelian');
    await expect.poll(() => hasFocus(page, 'Barcode / No Nota Jual')).toBe(true);
    await page.keyboard.type('nota-tidak-ada\n', { delay: 5 });
    await waitForToast(page, 'Barang Atau Nota Tidak Ditemukan');
    expect(await page.getByLabel('Barcode / No Nota Jual').inputValue()).toBe('');
    await expect.poll(() => hasFocus(page, 'Barcode / No Nota Jual')).toBe(true);
  }, 120_000);

  it('starts "Transaksi Baru" after a trade-in as a fresh visit: switches, lines, payments and customer, at the top, barcode focused', async () => {
    const { page } = e;
    const necklace = await piece({ nama_barang: 'Kalung Rantai Italy', berat: 5 });
    await open(page);
    await page.keyboard.type(`${necklace}\n`, { delay: 5 });
    await lineShown(page, necklace);
    await page.getByLabel('Tukar Tambah').check();
    await expect.poll(() => page.getByLabel('Titip', { exact: true }).isDisabled()).toBe(true);
    const old = page.getByTestId('tukar-tambah');
    await old.getByRole('button', { name: 'Barang Luar' }).click();
    await expect.poll(() => hasFocus(page, 'Nama Barang 1')).toBe(true);
    await page.keyboard.type('Gelang Rantai Lama');
    await pick(page, 'Group', 'C75 - Cincin 75%', { exact: true });
    await page.getByTestId('beli-kadar-0').fill('75');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3,2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await expect.poll(async () => money(await page.getByTestId('sum-Nilai Barang Tukar').textContent())).toBe(2_337_000);
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    // The rest in cash, exactly: the quick cash button.
    await page.getByTestId('uang-cepat-0').getByRole('button', { name: 'Uang Pas' }).click();
    const rest = money(await page.getByTestId('sum-Sisa Bayar').textContent());
    await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(rest);
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    await result.getByTestId('tukar-result').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0); // the trade-in's card made the page long
    await result.getByRole('button', { name: 'Transaksi Baru' }).click();

    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByLabel('Tukar Tambah').isChecked()).toBe(false);
    expect(await page.getByLabel('Titip', { exact: true }).isChecked()).toBe(false);
    expect(await page.getByLabel('Titip', { exact: true }).isEnabled()).toBe(true);
    expect(await page.getByTestId('tukar-tambah').count()).toBe(0);
    expect(await page.locator('[data-testid^="line-"]').count()).toBe(0);
    expect(await page.getByLabel('Nama Customer').inputValue()).toBe('');
    expect(await page.getByLabel('Alamat Customer').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Sales' }).textContent()).not.toContain('Sinta');
    expect(await page.getByTestId('jumlah-bayar-0').inputValue()).toBe('');
    expect(await page.locator('[data-testid^="bayar-"]').count()).toBe(1);
  }, 120_000);

  it('asks before leaving a half-entered sale, parks it (Tahan), keeps it over a reload and brings it back with a piece sold meanwhile marked', async () => {
    const { page } = e;
    const [ring, bracelet] = [await piece(), await piece({ nama_barang: 'Gelang Keroncong' })];
    await open(page);
    for (const code of [ring, bracelet]) {
      await page.keyboard.type(`${code}\n`, { delay: 5 });
      await lineShown(page, code);
    }
    await page.getByTestId(`berat-jual-${ring}`).fill('2,34');
    await page.getByTestId(`diskon-${bracelet}`).fill('50000');
    await page.getByLabel('Nama Customer').fill('Ani Lestari');
    await page.getByLabel('Alamat Customer').fill('Jl. Asia Afrika 2');
    await page.getByTestId('jumlah-bayar-0').fill('1000000');

    // Another menu item: the screen asks, and Tidak stays with the sale.
    await page.getByRole('menuitem', { name: 'Lihat Titipan' }).click();
    const ask = page.getByRole('dialog', { name: 'Perubahan Belum Disimpan' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Tidak' }).click();
    expect(page.url()).toMatch(/\/transaksi-penjualan$/);
    expect(await page.locator('[data-testid^="line-"]').count()).toBe(2);
    // A reload asks the browser's own question.
    expect(await page.evaluate(() => {
      const leaving = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    })).toBe(true);

    // Tahan: parked on the server, the screen starts the next sale.
    await page.getByRole('button', { name: 'Tahan', exact: true }).click();
    await waitForToast(page, 'Transaksi Ditahan');
    await expect.poll(() => page.locator('[data-testid^="line-"]').count()).toBe(0);
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);

    // Meanwhile the bracelet is sold at another till; the page is reloaded.
    await sellByApi(bracelet);
    await page.reload();
    await page.getByRole('button', { name: /^Ditahan/ }).click();
    const list = page.getByRole('dialog', { name: 'Transaksi Ditahan' });
    await list.getByText('Ani Lestari').waitFor();
    await list.getByRole('button', { name: 'Ambil' }).click();

    // Back as it was: the weight and discount typed, the customer, the cash typed; the sold bracelet marked.
    await lineShown(page, ring);
    expect(await page.getByTestId(`berat-jual-${ring}`).inputValue()).toBe(formatWeightMg(2_340));
    expect(await page.getByTestId(`refused-${bracelet}`).textContent()).toBe('Barang Sudah Terjual Atau Diproses');
    expect(await page.getByTestId(`refused-${ring}`).count()).toBe(0);
    expect(money(await page.getByTestId(`diskon-${bracelet}`).inputValue())).toBe(50_000);
    expect(await page.getByLabel('Nama Customer').inputValue()).toBe('Ani Lestari');
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(1_000_000);
    // It cannot be saved with the sold piece in it; the list is empty again.
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    await waitForToast(page, `Barang Sudah Terjual Atau Diproses: ${bracelet}`);
    const held = await apiCall<{ data: unknown[] }>(e.server.url, await apiLogin(e.server.url, 'KASIR01', 'kasir-pw'), 'GET', 'keranjang-tahan');
    expect(held.json.data).toEqual([]);
  }, 120_000);

  it('sells with the keyboard alone: skip link, F2, F4, Uang Pas, F8 and Esc, each key shown on its control', async () => {
    const { page } = e;
    const code = await piece();
    await open(page);
    // The keys are shown where they act.
    expect(await page.getByRole('button', { name: /Simpan Penjualan/ }).textContent()).toContain('F8');
    expect(await page.getByText('F2', { exact: true }).count()).toBe(1);
    expect(await page.getByText('F4', { exact: true }).count()).toBe(1);

    // Arriving at the page with nothing focused (as after a click on its background): the first Tab is the skip
    // link, past the menu, to the barcode field.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Lewati ke konten');
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    await page.keyboard.type(`${code}\n`, { delay: 5 });
    await lineShown(page, code);
    const grand = money(await page.getByTestId('sum-Grand Total').textContent());

    // The customer: Tab to the sales person, open and pick with the arrows, then type.
    await tabTo(page, 'Sales');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'S01 - Sinta' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Sales' }).textContent()).toContain('Sinta');
    await tabTo(page, 'Nama Customer');
    await page.keyboard.type('Budi Santoso');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jl. Merdeka 1, Bandung');

    // F4: the first payment's amount; then the quick cash: the exact amount.
    await page.keyboard.press('F4');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('jumlah-bayar-0');
    const quick = await page.getByTestId('uang-cepat-0').getByRole('button').allTextContents();
    expect(quick[0]).toBe('Uang Pas');
    expect(quick.slice(1).map(money).every((v) => v > grand && v % 50_000 === 0)).toBe(true);
    await tabTo(page, 'Uang Pas');
    await page.keyboard.press('Enter');
    // The amount shows in its field with the next paint.
    await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(grand);
    expect(await page.getByTestId('sum-Kembalian').textContent()).toBe(formatRupiah(0));

    // F2 goes back to the barcode field; a dialog opened by the keyboard closes with Esc.
    await page.keyboard.press('F2');
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    await tabTo(page, 'Ditahan');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Transaksi Ditahan' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // F8 saves; Esc closes the result, and the next sale starts at the barcode field.
    await page.keyboard.press('F8');
    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    await result.getByTestId('nota-number').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    expect(await page.locator('[data-testid^="line-"]').count()).toBe(0);
  }, 120_000);

  it('gives a payment added by the keyboard the focus, and hands it back to the barcode field when a line or a payment is removed', async () => {
    const { page } = e;
    const [ring, wrong, next] = [await piece(), await piece(), await piece()];
    await open(page);
    for (const code of [ring, wrong]) {
      await page.keyboard.type(`${code}\n`, { delay: 5 });
      await lineShown(page, code);
    }
    // The piece scanned by mistake: Tab to its delete button, Enter. The next scan goes into the barcode field.
    await tabTo(page, `Hapus ${wrong}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId(`line-${wrong}`).count()).toBe(0);
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
    await page.keyboard.type(`${next}\n`, { delay: 5 });
    await lineShown(page, next);

    // A second payment added and removed again by the keyboard: the focus is not left on the page's body.
    await page.keyboard.press('F4');
    await tabTo(page, 'Tambah Pembayaran');
    await page.keyboard.press('Enter');
    await page.getByTestId('bayar-1').waitFor();
    // The new line's kind has the focus (Enter again would have added a third line from the button).
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="bayar-1"]'))).toBe(true);
    expect(await focusedName(page)).toBe('Jenis Pembayaran');
    await tabTo(page, 'Hapus Pembayaran 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('bayar-1').count()).toBe(0);
    await expect.poll(() => hasFocus(page, 'Scan / Ketik Barcode')).toBe(true);
  }, 60_000);

  it("offers only the shop's own accounts for a transfer, never a sales person's", async () => {
    const { page } = e;
    await open(page);
    await pick(page, 'Jenis Pembayaran', 'Transfer');
    await page.getByRole('combobox', { name: 'Rekening' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['Bank Central Asia - 1234567890 (Toko Emas Kilau)']);
  }, 60_000);
});
