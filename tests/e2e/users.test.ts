// /data-users and /hak-akses-users in Chromium: the owner adds a cashier and hides Laporan for them, the
// cashier's next login draws the menu without it; a password reset shown once; a deactivation that ends
// the cashier's open session.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { loginAs, preparedDataDir } from '../helpers/e2e';
import { logoutApi, useE2E } from '../helpers/e2e-fixture';

const PW = 'rahasia123';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    const hash = await hashPassword(PW);
    for (const id of ['KASIRRESET', 'KASIROFF']) {
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

const row = (page: Page, userId: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: userId, exact: true }) });

describe('/data-users and /hak-akses-users', () => {
  it('adds a cashier, hides Laporan for them, and their next login has no Laporan', async () => {
    const { page, server, browser } = e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/data-users`);
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
    expect(await laporan.isChecked()).toBe(true);
    await laporan.uncheck();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Hak Akses Berhasil Disimpan').waitFor();

    const kasir = await asUser(browser, server.url, 'KASIRBARU', PW);
    await kasir.page.getByRole('button', { name: 'Utility', exact: true }).waitFor();
    expect(await kasir.page.getByRole('button', { name: 'Laporan', exact: true }).count()).toBe(0);
    await kasir.page.goto(`${server.url}/laporan-batal-titip`);
    await kasir.page.getByTestId('not-available').waitFor();
    await kasir.page.goto(`${server.url}/data-users`);
    await kasir.page.getByTestId('not-available').waitFor();
    await kasir.end();
  });

  it('says that an owner always passes', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/hak-akses-users?user_id=OWNER`);
    await page.getByText('User dengan level OWN selalu dapat membuka semua menu', { exact: false }).waitFor();
  });

  it('resets a password to a generated one, shown once, that logs the cashier in', async () => {
    const { page, server, browser } = e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/data-users`);
    await row(page, 'KASIRRESET').getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const shown = dialog.getByTestId('generated-password');
    await shown.waitFor();
    const password = (await shown.textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    const kasir = await asUser(browser, server.url, 'KASIRRESET', password);
    await kasir.end();
  });

  it('deactivates a cashier: their open session ends and they cannot log in', async () => {
    const { page, server, browser } = e;
    const kasir = await asUser(browser, server.url, 'KASIROFF', PW);
    await loginAs(page, server.url);
    await page.goto(`${server.url}/data-users`);
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
});
