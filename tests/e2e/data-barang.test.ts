// /data-barang as staff use it to look an item up and correct it: the photo in the list and in the item view,
// the item's fields and history, an edit by keyboard whose new weight is confirmed and recorded as a correction
// (KOREKSI), a stale edit refused with the server's message, and a cashier who may look but not edit.
import { describe, expect, it, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, tokenOf } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import id from '../../locales/id.json';

const KASIR = { user: 'KASIRDB', password: 'rahasia123' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'KASIR', 'TOKO01')`, [
      KASIR.user,
      await hashPassword(KASIR.password),
    ]);
  }),
}));

/** A real JPEG or PNG (a 300 x 200 gradient), drawn by the browser. */
async function imageFromBrowser(page: Page, type = 'image/jpeg'): Promise<Buffer> {
  const dataUrl = await page.evaluate((type) => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 300, 200);
    grad.addColorStop(0, '#d4a017');
    grad.addColorStop(1, '#5a3d00');
    g.fillStyle = grad;
    g.fillRect(0, 0, 300, 200);
    return canvas.toDataURL(type, 0.5);
  }, type);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

beforeAll(async () => {
  const token = await apiLogin(e.server.url);
  for (const [kode_barcode, nama_barang] of [
    ['FT-001', 'Cincin Berfoto Indah'],
    ['NF-001', 'Cincin Tanpa Foto'],
    ['ST-001', 'Cincin Diubah Bersamaan'],
  ]) {
    const r = await apiCall(e.server.url, token, 'POST', 'barang/create', itemInput({ kode_barcode, nama_barang, berat: 2.345 }));
    if (r.status !== 201) throw new Error(`seed ${kode_barcode}: ${JSON.stringify(r.json)}`);
  }
  const page = await e.browser.newPage();
  try {
    const photo = await fetch(`${e.server.url}/api/v1/barang/foto/FT-001`, {
      method: 'PUT',
      headers: { 'x-auth-token': token, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await imageFromBrowser(page)),
    });
    if (photo.status !== 200) throw new Error(`seed photo: ${await photo.text()}`);
  } finally {
    await page.close();
  }
  await apiLogout(e.server.url, token);
});

const listRow = (page: Page, code: string) => page.getByRole('table', { name: 'Data Barang' }).getByRole('row').filter({ hasText: code });
/** The value the item view shows under a field's label. */
const shown = (page: Page, label: string) =>
  page.locator('dl[aria-label="Detail Barang"]').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** True once the <img> has loaded a picture (a broken image has no natural width). */
const loaded = (img: ReturnType<Page['getByRole']>) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

async function openItem(page: Page, code: string): Promise<void> {
  await page.getByLabel('Cari Barcode / Nama Barang').fill(code);
  await expect.poll(() => page.getByRole('table', { name: 'Data Barang' }).locator('tbody tr').count()).toBe(1);
  await listRow(page, code).click();
  await page.getByRole('dialog').getByRole('heading', { name: new RegExp(`^${code} - `) }).waitFor();
}

describe('/data-barang item view', () => {
  it('shows a thumbnail for items with a photo, and the photo, fields and history of an item', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`);
    // The list: a thumbnail only where the item has a photo.
    const thumb = listRow(page, 'FT-001').getByRole('img', { name: 'Foto FT-001' });
    await thumb.waitFor();
    await expect.poll(() => loaded(thumb)).toBe(true);
    expect(await listRow(page, 'NF-001').getByRole('img').count()).toBe(0);
    await page.screenshot({ path: '/tmp/data-barang-list.png' });

    await openItem(page, 'FT-001');
    const big = page.getByRole('dialog').getByRole('img', { name: 'Foto FT-001' });
    await expect.poll(() => loaded(big)).toBe(true);
    expect((await big.boundingBox())!.width).toBeGreaterThan(200);
    await expect.poll(() => shown(page, 'Nama Barang').textContent()).toBe('CINCIN BERFOTO INDAH');
    expect(await shown(page, 'Berat').textContent()).toBe('2,345');
    expect(await shown(page, 'Kode Baki').textContent()).toBe('A1');
    expect(await shown(page, 'Kadar').textContent()).toBe('75,00');
    // Diamond fields are not this shop's business while BERLIAN_MODULE is off.
    expect(await page.getByRole('dialog').getByText('Biaya Berlian').count()).toBe(0);
    await page.getByRole('table', { name: 'Riwayat Barang' }).getByRole('cell', { name: 'Tambah Barang', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/data-barang-view.png' });

    // An item without a photo says so, without asking the server for one.
    await page.keyboard.press('Escape');
    await openItem(page, 'NF-001');
    await page.getByRole('dialog').getByText(id.kilau.barang.photo_placeholder, { exact: true }).waitFor();
  });

  it('edits the name and weight by keyboard; the new weight is confirmed and recorded as a correction', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`);
    await openItem(page, 'FT-001');
    await page.getByRole('button', { name: 'Edit Barang' }).focus();
    await page.keyboard.press('Enter');

    // The edit opens with the focus on its first field, the name.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('nama_barang');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Cincin Berfoto Koreksi');
    for (let i = 0; i < 12 && (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) !== 'berat'; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('berat');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2.5');
    await page.keyboard.press('Enter');

    // Asked first: the weight goes to the ledger as a correction.
    const question = page.getByRole('dialog').filter({ hasText: 'Koreksi Berat' });
    await question.getByText('Berat berubah dari 2,345 gram menjadi 2,500 gram. Perubahan berat dicatat di riwayat barang sebagai Koreksi Berat. Lanjutkan?').waitFor();
    await page.screenshot({ path: '/tmp/data-barang-koreksi.png' });
    await page.keyboard.press('Enter'); // Ya has the focus
    await waitForToast(page, 'Berhasil Mengedit Data');

    await expect.poll(() => shown(page, 'Nama Barang').textContent()).toBe('CINCIN BERFOTO KOREKSI');
    expect(await shown(page, 'Berat').textContent()).toBe('2,500');
    const koreksi = page.getByRole('table', { name: 'Riwayat Barang' }).getByRole('row').filter({ hasText: 'Koreksi Berat' });
    await koreksi.waitFor();
    expect(await koreksi.locator('td').nth(4).textContent()).toBe('0,155');
    await expect.poll(() => page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('FT-001 - CINCIN BERFOTO KOREKSI');
    await page.screenshot({ path: '/tmp/data-barang-edited.png' });

    // The list behind shows the saved values.
    await page.keyboard.press('Escape');
    await expect.poll(() => listRow(page, 'FT-001').locator('td').nth(2).textContent()).toBe('CINCIN BERFOTO KOREKSI');
  });

  it('refuses an edit of an item changed meanwhile, says so and shows the item as it now is', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`);
    await openItem(page, 'ST-001');
    await page.getByRole('button', { name: 'Edit Barang' }).click();
    const nama = page.getByRole('dialog').getByLabel('Nama Barang', { exact: false }).first();
    await nama.waitFor();

    // Someone else changes the item after the screen read it.
    const token = await tokenOf(page);
    const now = await apiCall<{ data: { versi: number } }>(server.url, token, 'GET', 'barang/get/ST-001');
    const other = await apiCall(server.url, token, 'PUT', 'barang/update/ST-001', { nama_barang: 'Cincin Diubah Orang Lain', versi: now.json.data.versi });
    expect(other.status).toBe(200);

    await nama.fill('Cincin Diubah Di Layar');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('dialog').getByText('Barang Sudah Diproses Oleh Transaksi Lain, Silahkan Muat Ulang Data').waitFor();
    await expect.poll(() => shown(page, 'Nama Barang').textContent()).toBe('CINCIN DIUBAH ORANG LAIN');
    await page.screenshot({ path: '/tmp/data-barang-stale.png' });
    const after = await apiCall<{ data: { nama_barang: string } }>(server.url, token, 'GET', 'barang/get/ST-001');
    expect(after.json.data.nama_barang).toBe('CINCIN DIUBAH ORANG LAIN');
  });

  it('replaces the photo in the edit, resized in the browser like a new item\'s', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`);
    await openItem(page, 'NF-001');
    await page.getByRole('dialog').getByText(id.kilau.barang.photo_placeholder, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Barang' }).click();
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: await imageFromBrowser(page, 'image/png') });
    await page.getByRole('dialog').getByText('cincin.png').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Mengedit Data');
    await expect.poll(() => loaded(page.getByRole('dialog').getByRole('img', { name: 'Foto NF-001' }))).toBe(true);
    const res = await fetch(`${server.url}/api/v1/barang/foto/NF-001`, { headers: { 'x-auth-token': await tokenOf(page) } });
    expect(res.headers.get('content-type')).toContain('image/jpeg');
  });

  it('lets a cashier look an item up, without the edit', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`, KASIR.user, KASIR.password);
    await openItem(page, 'FT-001');
    await expect.poll(() => loaded(page.getByRole('dialog').getByRole('img', { name: 'Foto FT-001' }))).toBe(true);
    await shown(page, 'Nama Barang').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Barang' }).count()).toBe(0);
    // And the server refuses what the screen does not offer.
    const res = await apiCall(server.url, await tokenOf(page), 'PUT', 'barang/update/FT-001', { nama_barang: 'Cincin Dari Kasir', versi: 1 });
    expect(res.status).toBe(403);
  });
});
