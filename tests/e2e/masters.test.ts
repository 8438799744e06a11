import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loginAs, openAs } from '../helpers/e2e';
import { storedSession, useE2E, waitForToast } from '../helpers/e2e-fixture';

const e = useE2E();

const row = (text: string) => e.page.getByRole('row').filter({ hasText: text });

describe('a master screen (bank)', () => {
  it('creates, finds, edits, exports and deletes a bank, then re-activates it from the DELETED warning', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/master-bank`);
    await page.getByText('Data Tidak Tersedia').first().waitFor();

    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.waitForURL(/\/master-bank\/create$/);
    await page.getByRole('textbox', { name: 'Kode Bank' }).fill('bri');
    await page.getByRole('textbox', { name: 'Nama Bank' }).fill('Bank Rakyat Indonesia');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').waitFor();
    await row('BRI').getByText('Bank Rakyat Indonesia').waitFor();

    await row('BRI').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/master-bank\/BRI$/);
    expect(await page.getByRole('textbox', { name: 'Kode Bank' }).isEditable()).toBe(false);
    await page.getByRole('textbox', { name: 'Nama Bank' }).fill('Bank BRI');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Mengedit Data').waitFor();
    await row('BRI').getByText('Bank BRI').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('spreadsheet.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Kode Bank');
    expect(csv).toContain('Bank BRI');

    await row('BRI').getByRole('button', { name: 'Hapus' }).click();
    await page.getByText('Apakah Anda Yakin Ingin Menghapus Data Ini?').waitFor();
    await page.getByRole('button', { name: 'Tidak' }).click();
    await row('BRI').waitFor();
    await row('BRI').getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Berhasil Menghapus Data').waitFor();
    await expect.poll(() => row('BRI').count()).toBe(0);

    await page.getByRole('link', { name: 'Tambah' }).click();
    await page.waitForURL(/\/master-bank\/create$/);
    await page.getByRole('textbox', { name: 'Kode Bank' }).fill('BRI');
    await page.getByRole('textbox', { name: 'Nama Bank' }).fill('Bank Rakyat');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kode Bank BRI Sudah Ada Dengan Status DELETED').waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await waitForToast(page, 'Data Berhasil Diaktifkan Kembali');
    await page.waitForURL(/\/master-bank$/);
    await row('BRI').getByText('Bank Rakyat').waitFor();
  });

  it('searches the list on the server', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    for (const [kode, nama] of [['BNI', 'Bank Negara Indonesia'], ['MANDIRI', 'Bank Mandiri']]) {
      await page.goto(`${server.url}/master-bank/create`);
      await page.getByRole('textbox', { name: 'Kode Bank' }).fill(kode);
      await page.getByRole('textbox', { name: 'Nama Bank' }).fill(nama);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.getByText('Berhasil Menyimpan Data').waitFor();
    }
    await page.getByRole('textbox', { name: 'Cari', exact: true }).fill('mandiri');
    await expect.poll(() => row('BNI').count()).toBe(0);
    await row('MANDIRI').waitFor();
  });

  it('shows the same validation messages as the server (sales person)', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    const session = await storedSession(page);
    const res = await fetch(`${server.url}/api/v1/sales/create`, {
      method: 'POST',
      headers: { 'x-auth-token': session!.token, 'content-type': 'application/json' },
      body: '{}',
    });
    const serverMessages = ((await res.json()) as { errors: { message: string }[] }).errors.map((x) => x.message);
    expect(serverMessages).toEqual([
      'Kode Sales Tidak Boleh Kosong',
      'Nama Sales Tidak Boleh Kosong',
      'Kode Bank Tidak Boleh Kosong',
      'Nama Bank Tidak Boleh Kosong',
      'No Rekening Tidak Boleh Kosong',
      'Nama Rekening Tidak Boleh Kosong',
    ]);
    await page.goto(`${server.url}/master-sales/create`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    for (const m of serverMessages) await page.getByText(m, { exact: true }).waitFor();
  });
});
