// The inventory screens in Chromium, as a user sees them: /data-barang (search, sort, pages, summary, history),
// /tambah-data-barang (messages, required marks, diamond fields only with BERLIAN_MODULE, a saved item with its
// resized photo, a run of pieces keeping their place and kind), the moves, melting, accessory stock, profit,
// samples, and the gate that keeps a cashier out of /tambah-data-barang. The item view and edit: data-barang.test.ts.
import { describe, expect, it, beforeAll } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { jpegSize, PHOTO_MAX } from '../../domain/photo';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, pick, scan, tokenOf } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { png } from '../helpers/png';

const KASIR = { user: 'KASIRINV', password: 'rahasia123' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'HIDE_SUMMARY_BARANG_MODULE'`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'KASIR', 'TOKO01')`, [
      KASIR.user,
      await hashPassword(KASIR.password),
    ]);
  }),
}));

async function itemOf(page: Page, code: string): Promise<Record<string, unknown>> {
  const r = await apiCall<{ data: Record<string, unknown> }>(e.server.url, await tokenOf(page), 'GET', `barang/get/${code}`);
  return r.json.data;
}

// Items seeded through the API (so each has its ledger row), 34 in stock: more than one page of 25.
beforeAll(async () => {
  const token = await apiLogin(e.server.url);
  const create = async (over: Record<string, unknown>) => {
    const r = await apiCall(e.server.url, token, 'POST', 'barang/create', itemInput(over));
    if (r.status !== 201) throw new Error(`seed ${JSON.stringify(over)}: ${JSON.stringify(r.json)}`);
  };
  const g2 = { kode_gudang: 'G2', kode_baki: 'B1' };
  await create({ kode_barcode: 'AA-001', nama_barang: 'Zirkon Cincin Mewah', ...g2 });
  await create({ kode_barcode: 'AB-001', nama_barang: 'Anting Bulat Kecil', kode_baki: 'A2' });
  await create({ kode_barcode: 'SB-001', nama_barang: 'Gelang Rantai Sedang', kode_baki: 'A2' });
  for (let n = 1; n <= 24; n++) await create({ kode_barcode: `L-${String(n).padStart(2, '0')}`, nama_barang: `Liontin Hati Nomor ${n}` });
  for (const code of ['PX-001', 'PX-002', 'HC-001', 'PF-001', 'CT-001']) await create({ kode_barcode: code, nama_barang: `Kalung Model ${code}`, kode_dept: 'KAL', kode_group: 'K70' });
  await create({ kode_barcode: 'AK-001', nama_barang: 'Aksesoris Kotak Perhiasan', aksesoris: true, qty: 5, berat: 10, ...g2 });
  await create({ kode_barcode: 'RW-001', nama_barang: 'Riwayat Cincin Ukir', ...g2 });
  // A move names the state the screen saw: the tray and the item's versi.
  const { versi } = (await apiCall<{ data: { versi: number } }>(e.server.url, token, 'GET', 'barang/get/RW-001')).json.data;
  const moved = await apiCall(e.server.url, token, 'POST', 'barang/pindah', { kode_baki_tujuan: 'A1', items: [{ kode_barcode: 'RW-001', kode_baki: 'B1', versi }] });
  if (moved.status !== 200) throw new Error(`seed move: ${JSON.stringify(moved.json)}`);
  await apiLogout(e.server.url, token);
});

/** A form field by its exact label (a required field's asterisk is drawn after the label, not part of it). */
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

const dataTable = (page: Page) => page.getByRole('table', { name: 'Data Barang' });
const bodyRows = (page: Page) => dataTable(page).locator('tbody tr');
// The first column is the photo thumbnail; the barcode is the second.
const firstCell = (page: Page) => bodyRows(page).first().locator('td').nth(1);

describe('/data-barang', () => {
  it('shows, searches, sorts and pages the items, with the summary for the owner and the history of a row', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`);
    await expect.poll(() => bodyRows(page).count()).toBe(25);
    await expect.poll(() => firstCell(page).textContent()).toBe('AA-001');

    // The summary chips: the balance of every item in stock.
    const summary = page.getByLabel('Ringkasan Saldo Barang');
    const api = await apiCall<{ count: number; summary: { qty: number; berat: number } }>(server.url, await tokenOf(page), 'GET', 'barang?limit=1');
    expect(api.json.count).toBe(34);
    await summary.getByText(`${api.json.summary.qty} Pcs`, { exact: true }).waitFor();
    await summary.getByText(/ Gram$/).waitFor();

    // Sort by Nama Barang, then Kode Baki.
    await pick(page, 'Urutkan Berdasarkan', 'Nama Barang');
    await expect.poll(() => firstCell(page).textContent()).toBe('AK-001'); // AKSESORIS ... before ANTING ...
    await pick(page, 'Urutkan Berdasarkan', 'Kode Baki');
    await expect.poll(() => bodyRows(page).first().locator('td').nth(5).textContent()).toBe('A1');
    await pick(page, 'Urutkan Berdasarkan', 'Barcode');
    await expect.poll(() => firstCell(page).textContent()).toBe('AA-001');

    // The second page holds the rest.
    await page.getByRole('button', { name: /next|berikut|selanjutnya/i }).click();
    await expect.poll(() => bodyRows(page).count()).toBe(34 - 25);
    await page.getByText('26-34 dari 34', { exact: true }).waitFor();
    await expect.poll(() => firstCell(page).textContent()).not.toBe('AA-001');

    // The search narrows on the server (back to the first page).
    await page.getByLabel('Cari Barcode / Nama Barang').fill('zirkon');
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await expect.poll(() => firstCell(page).textContent()).toBe('AA-001');
    await page.getByLabel('Cari Barcode / Nama Barang').fill('liontin hati');
    await expect.poll(() => bodyRows(page).count()).toBe(24);

    // A row opens its history: added on B1, moved to A1.
    await page.getByLabel('Cari Barcode / Nama Barang').fill('RW-001');
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await bodyRows(page).first().click();
    const history = page.getByRole('table', { name: 'Riwayat Barang' });
    await history.getByRole('cell', { name: 'Tambah Barang', exact: true }).waitFor();
    await history.getByRole('cell', { name: 'Pindah Keluar', exact: true }).waitFor();
    await history.getByRole('cell', { name: 'Pindah Masuk', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/inv-data-barang-history.png' });
    await page.keyboard.press('Escape');
    await page.getByLabel('Cari Barcode / Nama Barang').fill('');
    await expect.poll(() => bodyRows(page).count()).toBe(25);
    await page.screenshot({ path: '/tmp/inv-data-barang.png', fullPage: true });
  });

  it('hides the summary from a cashier while HIDE_SUMMARY_BARANG_MODULE is on', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/data-barang`, KASIR.user, KASIR.password);
    await expect.poll(() => bodyRows(page).count()).toBe(25);
    expect(await page.getByLabel('Ringkasan Saldo Barang').count()).toBe(0);
    expect(await page.getByText(/ Pcs$/).count()).toBe(0);
  });
});


describe('/tambah-data-barang', () => {
  it('shows the field messages, then saves a full item with its photo resized to at most 720 x 1366', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-data-barang`);
    const form = page.locator('form');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nama Barang Tidak Boleh Kosong').waitFor();
    await field(form, 'Nama Barang').fill('Cinci');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nama Barang Minimal 6 Karakter').waitFor();
    await page.screenshot({ path: '/tmp/inv-tambah-data-barang-errors.png', fullPage: true });

    await field(form, 'Nama Barang').fill('Cincin Foto Baru');
    for (const [label, value] of [
      ['Jenis', 'CIN'],
      ['Kode Group', 'C75'],
      ['Kode Gudang', 'G1'],
      ['Kode Baki', 'A1'],
    ]) {
      const box = form.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(value);
      await page.getByRole('option', { name: new RegExp(`^${value}\\b`) }).first().click();
    }
    await field(form, 'Berat').fill('3.125');
    await field(form, 'Kadar').fill('75');
    await page.locator('input[type=file]').setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: png(1500, 3000) });
    await page.getByText('cincin.png').waitFor();
    await page.screenshot({ path: '/tmp/inv-tambah-data-barang.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Data: TOKO01000001');
    await page.getByText('Barang TOKO01000001 tersimpan').waitFor();

    const item = await itemOf(page, 'TOKO01000001');
    expect(item).toMatchObject({ nama_barang: 'CINCIN FOTO BARU', kode_baki: 'A1', berat: 3.125, status: 'READY' });
    const res = await fetch(`${server.url}/api/v1/barang/foto/TOKO01000001`, { headers: { 'x-auth-token': await tokenOf(page) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/jpeg');
    const size = jpegSize(new Uint8Array(await res.arrayBuffer()));
    expect(size).toBeDefined();
    expect(size!.width).toBeLessThanOrEqual(PHOTO_MAX.width);
    expect(size!.height).toBeLessThanOrEqual(PHOTO_MAX.height);
    expect(size!.width / size!.height).toBeCloseTo(0.5, 2);
  });

  it('marks the required fields, and shows the diamond fields only while BERLIAN_MODULE is on', async () => {
    const { page, server } = e;
    const diamond = ['Biaya Berlian', 'Karat Batu', 'Bentuk Batu'];
    // A retry starts from the module off and a login that knows it, whatever a failed attempt left behind.
    const owner = await apiLogin(server.url);
    expect((await apiCall(server.url, owner, 'PUT', 'modules', { BERLIAN_MODULE: { active: false } })).status).toBe(200);
    await apiLogout(server.url, owner);
    await openAs(page, server.url, `/tambah-data-barang`);
    const form = page.locator('form');
    await field(form, 'Nama Barang').waitFor();
    // A required field's label ends in an asterisk (drawn after the label, so not part of its text); an optional
    // field's does not.
    const mark = (label: string) =>
      form.locator('label', { hasText: new RegExp(`^${label}$`) }).evaluate((el) => getComputedStyle(el, '::after').content);
    for (const label of ['Nama Barang', 'Jenis', 'Kode Group', 'Kode Gudang', 'Kode Baki', 'Berat', 'Kadar']) {
      expect(await mark(label), label).toContain('*');
    }
    for (const label of ['Ukuran', 'Kode Intern']) expect(await mark(label), label).not.toContain('*');
    for (const label of diamond) expect(await form.getByLabel(label).count(), label).toBe(0);
    await page.screenshot({ path: '/tmp/inv-tambah-berlian-off.png', fullPage: true });

    // Switched on before this browser logs in again, so its session starts with the module.
    const on = await apiCall(server.url, await tokenOf(page), 'PUT', 'modules', { BERLIAN_MODULE: { active: true } });
    expect(on.status).toBe(200);
    // The page leaves first: its live socket, told the session ended, would send it to the login page while openAs logs in.
    const token = await tokenOf(page);
    await page.goto('about:blank');
    await apiLogout(server.url, token);
    await openAs(page, server.url, `/tambah-data-barang`);
    for (const label of diamond) await form.getByLabel(label).first().waitFor();
    await page.screenshot({ path: '/tmp/inv-tambah-berlian-on.png', fullPage: true });
    const off = await apiCall(server.url, await tokenOf(page), 'PUT', 'modules', { BERLIAN_MODULE: { active: false } });
    expect(off.status).toBe(200);
  });

  it('keeps warehouse, tray, type and group for the next piece, and names each new barcode', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-data-barang`);
    const form = page.locator('form');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
    // The first field has the focus: the piece's tag is scanned there, or it is left empty for the next number.
    await expect.poll(focused).toBe('kode_barcode');
    for (const [label, value] of [
      ['Jenis', 'KAL'],
      ['Kode Group', 'K70'],
      ['Kode Gudang', 'G2'],
      ['Kode Baki', 'B1'],
    ]) {
      const box = form.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(value);
      await page.getByRole('option', { name: new RegExp(`^${value}\\b`) }).first().click();
    }
    const piece = async (name: string, berat: string) => {
      await field(form, 'Nama Barang').fill(name);
      await field(form, 'Berat').fill(berat);
      await field(form, 'Kadar').fill('70');
      await page.getByRole('button', { name: 'Simpan' }).click();
    };
    await piece('Kalung Rantai Pertama', '5,25');
    await waitForToast(page, 'Berhasil Menyimpan Data: TOKO01000002');
    // The next piece starts with the same place and kind, and an empty name, focused on the first field again.
    await expect.poll(focused).toBe('kode_barcode');
    await expect.poll(() => field(form, 'Nama Barang').inputValue()).toBe('');
    await expect.poll(() => form.getByRole('combobox', { name: 'Kode Baki' }).inputValue()).toMatch(/^B1\b/);
    expect(await form.getByRole('combobox', { name: 'Jenis' }).inputValue()).toMatch(/^KAL\b/);
    expect(await form.getByRole('combobox', { name: 'Kode Group' }).inputValue()).toMatch(/^K70\b/);
    expect(await form.getByRole('combobox', { name: 'Kode Gudang' }).inputValue()).toMatch(/^G2\b/);
    await page.screenshot({ path: '/tmp/inv-tambah-next-piece.png', fullPage: true });

    await piece('Kalung Rantai Kedua', '4,5');
    await waitForToast(page, 'Berhasil Menyimpan Data: TOKO01000003');
    for (const [code, berat] of [
      ['TOKO01000002', 5.25],
      ['TOKO01000003', 4.5],
    ] as const) {
      expect(await itemOf(page, code)).toMatchObject({ kode_dept: 'KAL', kode_group: 'K70', kode_gudang: 'G2', kode_baki: 'B1', berat });
    }
  });

  it('is not available to a cashier', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-data-barang`, KASIR.user, KASIR.password);
    await page.getByText('Halaman Tidak Tersedia').first().waitFor();
    expect(await page.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
  });
});

describe('moves', () => {
  it('/pindah-barang: scanned items go to the chosen tray in one document', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/pindah-barang`);
    await scan(page, 'px-001');
    await page.getByRole('cell', { name: 'PX-001', exact: true }).waitFor();
    await scan(page, 'PX-002');
    await page.getByRole('cell', { name: 'PX-002', exact: true }).waitFor();
    await scan(page, 'PX-001');
    await page.getByText('Barcode Sudah Ada Di Tabel').waitFor();
    await pick(page, 'Gudang Tujuan', 'G2 - Brankas');
    await pick(page, 'Baki Tujuan', 'B1 - Baki B1');
    await page.getByRole('button', { name: 'Pindah Barang' }).click();
    await page.getByText(/^Pindah Barang Berhasil: PB-/).waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();
    for (const code of ['PX-001', 'PX-002']) expect(await itemOf(page, code)).toMatchObject({ kode_gudang: 'G2', kode_baki: 'B1' });
  });

  it('/pindah-barang-satu-baki: the source tray loads and moves whole', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/pindah-barang-satu-baki`);
    await pick(page, 'Gudang Asal', 'G1 - Etalase Depan');
    await pick(page, 'Baki Asal', 'A2 - Baki A2');
    await page.getByRole('cell', { name: 'AB-001', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'SB-001', exact: true }).waitFor();
    await pick(page, 'Gudang Tujuan', 'G2 - Brankas');
    await pick(page, 'Baki Tujuan', 'B1 - Baki B1');
    await page.getByRole('button', { name: 'Pindah Barang' }).click();
    await page.getByText(/^Pindah Barang Berhasil: PB-/).waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();
    for (const code of ['AB-001', 'SB-001']) expect(await itemOf(page, code)).toMatchObject({ kode_gudang: 'G2', kode_baki: 'B1' });
  });
});

describe('/hancur-data-barang', () => {
  it('melts a scanned item after Ya, which then is no longer in stock', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/hancur-data-barang`);
    await scan(page, 'HC-001');
    await page.getByRole('cell', { name: 'HC-001', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Hancur Barang' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await page.getByText(/^Hancur Barang Berhasil: HC/).waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();
    expect(await itemOf(page, 'HC-001')).toMatchObject({ status: 'HANCUR' });
    await scan(page, 'HC-001');
    await page.getByText('Barang Tidak Tersedia Di Stock').waitFor();
  });
});

describe('/tambah-dan-ambil-stock-aksesoris', () => {
  it('refuses taking more than the stock, and a valid take updates the table', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-dan-ambil-stock-aksesoris`);
    await scan(page, 'AK-001');
    const row = page.getByRole('row').filter({ hasText: 'AK-001' });
    await row.waitFor();
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('5');
    await pick(page, 'Jenis', 'Ambil Stock');
    await page.getByLabel('Jumlah', { exact: true }).fill('6');
    await page.getByLabel('Berat', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Jumlah Input Tidak Boleh Melebihi Stock').waitFor();
    await page.getByLabel('Jumlah', { exact: true }).fill('2');
    await page.getByLabel('Berat', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Ambil Stock Berhasil').waitFor();
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('3');
    expect(await itemOf(page, 'AK-001')).toMatchObject({ qty: 3, berat: 6 });
  });
});

describe('/update-profit-barang and /ambil-barang-contoh', () => {
  it('sets the profit of a scanned item', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/update-profit-barang`);
    await scan(page, 'PF-001');
    await page.getByLabel('Profit PF-001').fill('150000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Update Profit Berhasil').waitFor();
    expect(await itemOf(page, 'PF-001')).toMatchObject({ profit: 150000 });
  });

  it('takes a sample out of its tray and puts it back', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/ambil-barang-contoh`);
    await scan(page, 'CT-001');
    await page.getByRole('cell', { name: 'CT-001', exact: true }).waitFor();
    await page.getByLabel('Keterangan').fill('Dibawa ke pameran');
    await page.getByRole('button', { name: 'Ambil Barang Contoh' }).click();
    await page.getByText(/^Ambil Barang Contoh Berhasil: AC/).waitFor();
    expect(await itemOf(page, 'CT-001')).toMatchObject({ status: 'CONTOH' });

    await page.getByRole('tab', { name: 'Kembalikan Contoh' }).click();
    await scan(page, 'CT-001');
    await page.getByRole('cell', { name: 'CT-001', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Kembalikan Ke Baki' }).click();
    await page.getByText(/^Barang Contoh Sudah Kembali Ke Baki/).waitFor();
    expect(await itemOf(page, 'CT-001')).toMatchObject({ status: 'READY', kode_baki: 'A1' });
  });
});
