import { describe, expect, it } from 'vitest';
import { OWNER, loginAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';

const e = useE2E();

describe('/ganti-password', () => {
  it('refuses a wrong old password with the server message', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/ganti-password`);
    await page.getByLabel('Password Lama', { exact: true }).fill('bukan-ini');
    await page.getByLabel('Password Baru', { exact: true }).fill('baru-123456');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Password Lama Salah').waitFor();
  });

  it('changes the password with masked fields, clears the form, and the new password logs in', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/ganti-password`);
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
    await loginAs(page, server.url, OWNER.user_id, 'kata-sandi-baru');
  });
});
