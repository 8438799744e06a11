import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { OWNER, loginThroughPage, preparedDataDir, startServer, type RunningServer, openAs } from '../helpers/e2e';
import { logoutApi, useE2E } from '../helpers/e2e-fixture';

const e = useE2E();

describe('/ganti-password', () => {
  it('refuses a wrong old password with the server message', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/ganti-password`);
    await page.getByLabel('Password Lama', { exact: true }).fill('bukan-ini');
    await page.getByLabel('Password Baru', { exact: true }).fill('baru-123456');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Password Lama Salah').waitFor();
  });

  it('changes the password with masked fields, clears the form, and the new password logs in', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/ganti-password`);
    const oldField = page.getByLabel('Password Lama', { exact: true });
    const newField = page.getByLabel('Password Baru', { exact: true });
    expect(await oldField.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Tampilkan Password Baru' }).click();
    expect(await newField.getAttribute('type')).toBe('text');
    await oldField.fill(OWNER.password);
    await newField.fill('kata-sandi-baru');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Update password berhasil').waitFor();
    expect(await oldField.inputValue()).toBe('');
    expect(await newField.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByLabel('Username').fill(OWNER.user_id);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('User ID Atau Password Salah').waitFor();
    await loginThroughPage(page, server.url, OWNER.user_id, 'kata-sandi-baru');
  });
});

describe('the first login of an owner whose password was generated', () => {
  // A database without an owner, started without OWNER_PASSWORD: the server makes PEMILIK with a generated password
  // and prints it in a block of its own. (The template's owner is made an SU, so no owner exists yet.)
  let server: RunningServer;
  beforeAll(async () => {
    const dataDir = await preparedDataDir(async (db) => {
      await db.query(`UPDATE users SET level = 'SU' WHERE level = 'OWN'`);
    });
    server = await startServer({ dataDir, env: { OWNER_PASSWORD: '', OWNER_USER_ID: 'PEMILIK' } });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('reads the password off the framed block, is kept on /ganti-password until it is changed, then goes on', async () => {
    const out = server.output();
    const block = out.slice(out.indexOf('AKUN OWNER DIBUAT'));
    const password = /Password : (\S+)/.exec(block)?.[1];
    expect(password, out).toBeTruthy();
    expect(block).toContain('Password ini harus diganti saat login pertama.');
    // The block sits on lines of its own, framed, never inside a JSON log line.
    const line = out.split('\n').find((l) => l.includes(`Password : ${password}`))!;
    expect(line).toMatch(/^\|.*\|$/);

    const { page } = e;
    await page.goto(`${server.url}/`);
    await page.getByLabel('Username').fill('PEMILIK');
    await page.getByLabel('Password', { exact: true }).fill(password!);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/ganti-password$/);
    await page.getByText('Password Anda dibuat oleh orang lain', { exact: false }).waitFor();
    // Any other screen leads back here.
    await page.goto(`${server.url}/data-users`);
    await page.waitForURL(/\/ganti-password$/);
    await page.getByLabel('Password Lama', { exact: true }).fill(password!);
    await page.getByLabel('Password Baru', { exact: true }).fill(password!);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Password Baru Tidak Boleh Sama Dengan Password Lama').waitFor();
    await page.getByLabel('Password Baru', { exact: true }).fill('pemilik-baru-1');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${server.url}/data-users`);
    await page.getByRole('button', { name: 'Tambah User' }).waitFor();
    expect(page.url()).toBe(`${server.url}/data-users`);
    await logoutApi(page, server.url);
  });
});
