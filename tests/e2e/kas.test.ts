// The cash and bank screens (issue 11 sections 1 and 2) in Chromium: the owner puts money into the till with a manual
// income on /uang-kas, moves part of it to the bank through the mutation modal of /mutasi-uang-cash with the keyboard
// only, sees both in the till's book with the running balance and in the bank's book, pays an expense from the till,
// swipes a card for cash on /gesek-tunai, and moves part of the till to the bank on /pengalihan-saldo-uang. Each
// screen is screenshotted (/tmp/kas-*.png).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { pick } from '../helpers/e2e-helpers';
import { codeText } from '../../domain/codes';

const ACCOUNT = '1234567890';
const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA', 'Bank Central Asia')`, [ACCOUNT]);
    await db.query(
      `INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES
         ('LISTRIK', 'BIAYA LISTRIK', 'KELUAR'), ('MODAL', 'TAMBAH MODAL', 'MASUK'), ('SETOR', 'SETOR KE BANK', 'KELUAR')`,
    );
  }),
}));

const shot = async (page: Page, name: string) => {
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.screenshot({ path: `/tmp/kas-${name}.png`, fullPage: true });
};
/** The cells of each row of the table named `name`, as text. */
const rows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').trim())));
const amount = (page: Page, name: string) => page.getByTestId(`kilau.kas.${name}`).textContent();

/** Fills the open manual entry modal: kategori, reason, amount; saves with Enter. */
async function manualEntry(page: Page, button: string, kategori: RegExp, keterangan: string, jumlah: string, toast: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await pick(page, 'Kategori', kategori);
  await dialog.getByLabel('Keterangan').fill(keterangan);
  await dialog.getByLabel('Jumlah Rp').fill(jumlah);
  await dialog.getByLabel('Jumlah Rp').press('Enter');
  await waitForToast(page, toast);
  await dialog.waitFor({ state: 'detached' });
}

describe('kas dan bank', () => {
  it('an income, a mutation typed with the keyboard, the books with their running balance, an expense, a card swipe, a balance move', async () => {
    const { page } = e;

    // The till's book starts empty; Pemasukan puts 10,000,000 in.
    await openAs(page, e.server.url, '/uang-kas');
    await page.getByRole('table', { name: 'Uang Kas' }).waitFor();
    await expect.poll(() => amount(page, 'saldo_akhir')).toBe('Rp. 0 ,-');
    await manualEntry(page, 'Pemasukan', /^MODAL/, 'Modal Awal', '10000000', 'Transaksi Kas Berhasil Disimpan');
    await expect.poll(() => amount(page, 'saldo_akhir')).toBe('Rp. 10.000.000 ,-');

    // /mutasi-uang-cash: the button opens the modal; everything after is typed. Both sides start at CASH, so the bank
    // pickers are disabled until tujuan is BANK.
    await openAs(page, e.server.url, '/mutasi-uang-cash');
    await page.getByRole('button', { name: 'Tambah Mutasi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mutasi Uang Cash' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Rekening Tujuan' }).getAttribute('aria-disabled')).toBe('true');
    const kategori = dialog.getByRole('combobox', { name: 'Kategori' });
    await expect.poll(() => kategori.evaluate((el) => el === document.activeElement)).toBe(true);
    // Past asal and tujuan (the disabled bank pickers are skipped) to keterangan and jumlah; saving names what is missing.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Setor Harian');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000000');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Kategori Tidak Boleh Kosong');
    await kategori.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: /^SETOR/ }).waitFor();
    await page.keyboard.type('S');
    await page.keyboard.press('Enter');
    await expect.poll(() => kategori.textContent()).toContain('SETOR');
    await dialog.getByLabel('Jumlah Rp').press('Enter');
    await waitForToast(page, 'Asal Dan Tujuan Tidak Boleh Sama Sama Cash');
    // Tujuan: BANK, then its bank and account, each picked with the keyboard.
    const tujuan = dialog.getByRole('combobox', { name: /^Tujuan/ });
    await tujuan.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'BANK' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => tujuan.textContent()).toBe('BANK');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'BCA' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: new RegExp(ACCOUNT) }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Rekening Tujuan' }).textContent()).toContain(ACCOUNT);
    expect(await dialog.getByLabel('Jumlah Rp').inputValue()).toBe('2000000');
    await shot(page, 'mutasi-modal');
    await dialog.getByLabel('Jumlah Rp').press('Enter');
    await waitForToast(page, 'Mutasi Uang Cash Berhasil Disimpan');
    await dialog.waitFor({ state: 'detached' });
    const list = await rows(page, 'Mutasi Uang Cash');
    expect(list[0].slice(1, 6)).toEqual(['SETOR KE BANK', 'Kas', ACCOUNT, 'Setor Harian', '2.000.000']);
    await shot(page, 'mutasi-cash');

    // The till's book: newest first, each with the balance after it.
    await openAs(page, e.server.url, '/uang-kas');
    await expect.poll(() => amount(page, 'saldo_akhir')).toBe('Rp. 8.000.000 ,-');
    expect(await amount(page, 'saldo_awal')).toBe('Rp. 0 ,-');
    expect(await amount(page, 'total_keluar')).toBe('Rp. 2.000.000 ,-');
    const book = await rows(page, 'Uang Kas');
    expect(book.map((r) => r.slice(1, 6))).toEqual([
      ['SETOR KE BANK', 'Setor Harian', '0', '2.000.000', '8.000.000'],
      ['TAMBAH MODAL', 'Modal Awal', '10.000.000', '0', '10.000.000'],
    ]);

    // An expense from the till: the balance runs on.
    await manualEntry(page, 'Pengeluaran', /^LISTRIK/, 'Token Listrik', '350000', 'Transaksi Kas Berhasil Disimpan');
    await expect.poll(() => amount(page, 'saldo_akhir')).toBe('Rp. 7.650.000 ,-');
    expect((await rows(page, 'Uang Kas'))[0].slice(1, 6)).toEqual(['BIAYA LISTRIK', 'Token Listrik', '0', '350.000', '7.650.000']);
    await shot(page, 'uang-kas');

    // The bank's book opens on every account, and shows the money that arrived on this one.
    await openAs(page, e.server.url, '/uang-bank');
    await expect.poll(() => amount(page, 'saldo_akhir')).toBe('Rp. 2.000.000 ,-');
    expect((await rows(page, 'Uang Bank'))[0].slice(1, 7)).toEqual([ACCOUNT, 'SETOR KE BANK', 'Setor Harian', '2.000.000', '0', '2.000.000']);
    await pick(page, 'Rekening', new RegExp(ACCOUNT));
    await expect.poll(async () => (await rows(page, 'Uang Bank')).length).toBe(1);
    expect(await amount(page, 'saldo_awal')).toBe('Rp. 0 ,-');
    await shot(page, 'uang-bank');

    // A card swiped for 1,000,000 cash at 2.5 %: the form shows the fee and the card's charge before saving.
    await openAs(page, e.server.url, '/gesek-tunai');
    await page.getByLabel('Nama Customer').fill('Budi');
    await pick(page, 'Rekening', new RegExp(ACCOUNT));
    await page.getByLabel('Jumlah Rp').fill('1000000');
    await page.getByLabel('Fee Kartu (%)').fill('2,5');
    await expect.poll(() => amount(page, 'total_kartu')).toBe('Rp. 1.025.000 ,-');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Gesek Tunai Berhasil Disimpan');
    await expect.poll(async () => (await rows(page, 'Riwayat Gesek Tunai'))[0]?.slice(1, 3)).toEqual(['BUDI', codeText('bayar', 'DEBIT')]);
    await shot(page, 'gesek-tunai');

    // A balance moved from the till (6,650,000 after the swipe paid out 1,000,000) to the bank account, with a reason.
    await openAs(page, e.server.url, '/pengalihan-saldo-uang');
    await page.getByRole('table', { name: 'Riwayat Pengalihan Saldo' }).waitFor();
    await pick(page, 'Asal', /^Kas .*6\.650\.000/);
    await pick(page, 'Tujuan', new RegExp(`^${ACCOUNT}`));
    await page.getByLabel('Jumlah Rp').fill('500000');
    await page.getByLabel('Alasan').fill('Setor Sore');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Pengalihan Saldo Berhasil Disimpan');
    await expect.poll(async () => (await rows(page, 'Riwayat Pengalihan Saldo'))[0]?.slice(1, 5)).toEqual(['Kas', ACCOUNT, 'Setor Sore', '500.000']);
    expect(await page.getByLabel('Jumlah Rp').inputValue()).toBe('');
    await shot(page, 'pengalihan-saldo');
  });
});
