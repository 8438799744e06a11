import { describe, expect, it } from 'vitest';
import { loginAs, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';

const e = useE2E();

describe('/parameter-harga-beli', () => {
  it('adds, edits and deletes a buy price in the modal form with the spec messages', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/para-harga-beli/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${server.url}/parameter-harga-beli`);
    const row = (t: string) => page.getByRole('row').filter({ hasText: t });

    await page.getByRole('button', { name: 'Tambah' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Kode Harga').fill('hb24');
    await dialog.getByLabel('Harga Per Gram').fill('1250000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').waitFor();
    await row('HB24').getByText('1.250.000').waitFor();

    await row('HB24').getByRole('button', { name: 'Edit' }).click();
    expect(await dialog.getByLabel('Kode Harga').isEditable()).toBe(false);
    // The amount mask of spec section 5: 'Rp. ' before the grouped amount, ' ,-' after it.
    expect(await dialog.getByLabel('Harga Per Gram').inputValue()).toBe('1.250.000');
    expect(await dialog.textContent()).toMatch(/Rp\.\s*1\.250\.000\s*,-|Rp\..*,-/);
    await dialog.getByLabel('Harga Per Gram').fill('1300000');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Mengedit Data').waitFor();
    await row('HB24').getByText('1.300.000').waitFor();

    await row('HB24').getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Berhasil Menghapus Data').waitFor();
    await expect.poll(() => row('HB24').count()).toBe(0);

    expect(calls).toEqual(['POST /api/v1/para-harga-beli/create', 'PUT /api/v1/para-harga-beli/update/HB24', 'DELETE /api/v1/para-harga-beli/delete/HB24']);
  });

  it('refuses an empty form with the field messages and saves nothing', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/parameter-harga-beli`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kode Harga Tidak Boleh Kosong').waitFor();
    await page.getByText('Harga Per Gram Tidak Boleh Kosong').waitFor();
  });
});
