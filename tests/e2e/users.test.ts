// /data-users and /hak-akses-users in Chromium: the owner adds a cashier and hides Laporan for them, the
// cashier's next login draws the menu without it; names fold and unfold while only boxes tick, a group's box
// ticks and unticks what is in it, what the level forbids is not grantable; a removed right leaves the cashier's
// open menu at once; a password reset shown once, which the cashier must change at login; a deactivation that
// ends the cashier's open session.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { logoutApi, useE2E } from '../helpers/e2e-fixture';

const PW = 'rahasia123';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    const hash = await hashPassword(PW);
    for (const id of ['KASIRRESET', 'KASIROFF', 'KASIRLIVE', 'KASIRTREE']) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'KASIR', 'TOKO01')`, [id, hash]);
    }
  }),
}));

/** A second browser for another user, logged in; `end` logs them out and closes it. */
async function asUser(browser: Browser, url: string, user: string, password: string): Promise<{ page: Page; end: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await loginAs(page, url, user, password);
  return {
    page,
    end: async () => {
      await logoutApi(page, url);
      await context.close();
    },
  };
}

const tree = (page: Page) => page.getByTestId('access-tree');
/** The checkbox of one node of the access tree, by its key (section and screen names may be alike). */
const box = (page: Page, key: string) => tree(page).locator(`[data-access-key="${key}"] > div:first-child`).getByRole('checkbox');
const row = (page: Page, userId: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: userId, exact: true }) });

describe('/data-users and /hak-akses-users', () => {
  it('adds a cashier, hides Laporan for them, and their next login has no Laporan', async () => {
    const { page, server, browser } = e;
    await openAs(page, server.url, `/data-users`);
    await page.getByRole('button', { name: 'Tambah User' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('User ID').fill('kasirbaru');
    await form.getByLabel('Nama User').fill('Kasir Baru');
    await form.getByLabel('Password', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Password Minimal 6 Karakter').waitFor();
    // The level list offers nothing above the owner's own level.
    await form.getByRole('combobox', { name: 'Level' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['OWN', 'MU', 'DEV', 'SPV', 'KASIR']);
    await page.getByRole('option', { name: 'KASIR' }).click();
    await form.getByLabel('Password', { exact: true }).fill(PW);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('User Berhasil Ditambahkan').waitFor();
    await row(page, 'KASIRBARU').getByText('Aktif', { exact: true }).waitFor();

    await row(page, 'KASIRBARU').getByRole('button', { name: 'Hak Akses' }).click();
    await page.waitForURL(/\/hak-akses-users\?user_id=KASIRBARU$/);
    const laporan = page.getByRole('checkbox', { name: 'Laporan', exact: true });
    // A new cashier reads the deposit and order reports; the stock reports are not for their level.
    await expect.poll(() => laporan.isChecked()).toBe(true);
    await tree(page).getByRole('button', { name: 'Laporan', exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Laporan Titip', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Laporan Barang', exact: true }).isDisabled()).toBe(true);
    // Unticking the group unticks everything in it.
    await laporan.click();
    expect(await laporan.isChecked()).toBe(false);
    for (const name of ['Laporan Titip', 'Laporan Pesanan', 'Laporan Barang']) {
      expect(await page.getByRole('checkbox', { name, exact: true }).isChecked(), name).toBe(false);
    }
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Hak Akses Berhasil Disimpan').waitFor();

    const kasir = await asUser(browser, server.url, 'KASIRBARU', PW);
    await kasir.page.getByRole('menuitem', { name: 'Utility', exact: true }).waitFor();
    expect(await kasir.page.getByRole('menuitem', { name: 'Laporan', exact: true }).count()).toBe(0);
    await kasir.page.goto(`${server.url}/laporan-batal-titip`);
    await kasir.page.getByTestId('not-available').waitFor();
    await kasir.page.goto(`${server.url}/data-users`);
    await kasir.page.getByTestId('not-available').waitFor();
    await kasir.end();
  });

  it('says that an owner always passes', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/hak-akses-users?user_id=OWNER`);
    await page.getByText('User dengan level OWN selalu dapat membuka semua menu', { exact: false }).waitFor();
  });

  it('resets a password to a generated one, shown once, that logs the cashier in', async () => {
    const { page, server, browser } = e;
    await openAs(page, server.url, `/data-users`);
    await row(page, 'KASIRRESET').getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const shown = dialog.getByTestId('generated-password');
    await shown.waitFor();
    const password = (await shown.textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    // A password someone else was given is changed at the first login, before anything else.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const kasir = context.pages()[0] ?? (await context.newPage());
    await kasir.goto(`${server.url}/`);
    await kasir.getByLabel('Username').fill('KASIRRESET');
    await kasir.getByLabel('Password', { exact: true }).fill(password);
    await kasir.getByRole('button', { name: 'Login' }).click();
    await kasir.waitForURL(/\/ganti-password$/);
    await kasir.getByText('Password Anda dibuat oleh orang lain', { exact: false }).waitFor();
    await kasir.goto(`${server.url}/laporan-batal-titip`);
    await kasir.waitForURL(/\/ganti-password$/);
    await kasir.getByLabel('Password Lama', { exact: true }).fill(password);
    await kasir.getByLabel('Password Baru', { exact: true }).fill('kasir-pilihan');
    await kasir.getByRole('button', { name: 'Simpan' }).click();
    await kasir.waitForURL(/\/home$/);
    // Free to go elsewhere now: a gated screen answers its own not-available page instead of the password form.
    await kasir.goto(`${server.url}/data-users`);
    await kasir.getByTestId('not-available').waitFor();
    expect(kasir.url()).toBe(`${server.url}/data-users`);
    await logoutApi(kasir, server.url);
    await context.close();
  });

  it('deactivates a cashier: their open session ends and they cannot log in', async () => {
    const { page, server, browser } = e;
    const kasir = await asUser(browser, server.url, 'KASIROFF', PW);
    await openAs(page, server.url, `/data-users`);
    // The owner cannot deactivate themselves: the button is not offered.
    expect(await row(page, 'OWNER').getByRole('button', { name: 'Nonaktifkan' }).isDisabled()).toBe(true);
    await row(page, 'KASIROFF').getByRole('button', { name: 'Nonaktifkan' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('User Berhasil Dinonaktifkan').waitFor();
    await row(page, 'KASIROFF').getByText('Nonaktif', { exact: true }).waitFor();

    // Their next call answers 'Invalid Token.': the app forgets them and goes back to the login page.
    await kasir.page.goto(`${server.url}/home`);
    await kasir.page.waitForURL(`${server.url}/`);
    await kasir.page.getByLabel('Username').fill('KASIROFF');
    await kasir.page.getByLabel('Password', { exact: true }).fill(PW);
    await kasir.page.getByRole('button', { name: 'Login' }).click();
    await kasir.page.getByText('User ID Atau Password Salah').waitFor();
    await kasir.end();
  });
  it('folds a group by its name without ticking it, and shows what the level forbids as not grantable', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/hak-akses-users?user_id=KASIRTREE`);
    const utility = page.getByRole('checkbox', { name: 'Utility', exact: true });
    await utility.waitFor();
    const before = await utility.isChecked();
    const name = tree(page).getByRole('button', { name: 'Utility', exact: true });
    expect(await name.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'Data Users', exact: true }).count()).toBe(0);
    await name.click();
    expect(await name.getAttribute('aria-expanded')).toBe('true');
    expect(await utility.isChecked()).toBe(before);
    const dataUsers = page.getByRole('checkbox', { name: 'Data Users', exact: true });
    const settingSystem = page.getByRole('checkbox', { name: 'Setting System', exact: true });
    for (const box of [dataUsers, settingSystem]) {
      expect(await box.isChecked()).toBe(false);
      expect(await box.isDisabled()).toBe(true);
    }
    expect(await tree(page).locator('[data-access-key="/data-users"]').textContent()).toContain('Tidak dapat diberikan kepada level KASIR');
    // Ticking the whole group still leaves them out.
    await utility.click();
    expect(await dataUsers.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Setting Nota', exact: true }).isChecked()).toBe(true);
    // Barang is partly given (item look-ups, not moves or weighing); ticking all its screens ticks it.
    const barang = page.getByRole('checkbox', { name: 'Barang', exact: true });
    expect(await barang.getAttribute('data-indeterminate')).toBe('true');
    await tree(page).getByRole('button', { name: 'Barang', exact: true }).click();
    const mutasi = box(page, 'barang_mutasi');
    expect(await mutasi.isChecked()).toBe(false);
    await mutasi.click();
    expect(await box(page, '/timbang-baki').isChecked()).toBe(true);
    for (const section of ['barang_data', 'barang_opname', 'barang_kirim', 'barang_manual']) await box(page, section).check();
    await expect.poll(() => barang.isChecked()).toBe(true);
    expect(await barang.getAttribute('data-indeterminate')).toBe('false');
    await name.click();
    expect(await name.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => dataUsers.count()).toBe(0);
    await page.screenshot({ path: '/tmp/hak-akses-users.png', fullPage: true });
  });

  it('takes a removed right out of the cashier\'s open menu at once, leaving the screen', async () => {
    const { page, server, browser } = e;
    const kasir = await asUser(browser, server.url, 'KASIRLIVE', PW);
    await kasir.page.goto(`${server.url}/laporan-batal-titip`);
    await kasir.page.getByRole('menuitem', { name: 'Laporan', exact: true }).waitFor();

    await openAs(page, server.url, `/hak-akses-users?user_id=KASIRLIVE`);
    const laporan = page.getByRole('checkbox', { name: 'Laporan', exact: true });
    await laporan.waitFor();
    expect(await laporan.isChecked()).toBe(true);
    await laporan.click();
    expect(await laporan.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Hak Akses Berhasil Disimpan').waitFor();

    // No reload, no new login: the menu redraws and the report screen is left for the home page.
    await kasir.page.waitForURL(/\/home$/);
    await expect.poll(() => kasir.page.getByRole('menuitem', { name: 'Laporan', exact: true }).count()).toBe(0);
    await kasir.page.getByText('Hak akses Anda telah diubah', { exact: false }).first().waitFor();
    await kasir.page.getByRole('menuitem', { name: 'Utility', exact: true }).waitFor();
    await kasir.end();
  });
});
