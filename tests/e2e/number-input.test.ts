// Numbers typed the Indonesian way through the real screens, key by key as a user types them: '7,85' is saved as
// 7.850 g and '1,5' as 1.500 g (never 785 g or 15 g), '3,25' stays on screen as typed, a PPN of '1,1' is 1.1 %, a
// negative price is refused with a message instead of losing its sign, and an implausible weight is confirmed first.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, pick, tokenOf } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';

const e = useE2E(async () => ({ dataDir: await preparedDataDir(seedInventoryMasters) }));

async function get<T = Record<string, unknown>>(page: Page, path: string): Promise<{ status: number; data: T }> {
  const r = await apiCall<{ data: T }>(e.server.url, await tokenOf(page), 'GET', path);
  return { status: r.status, data: r.json.data };
}

/** Clears the field and types `text` key by key, as a user does (not fill, which sets the value at once). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('Control+A');
  await field.press('Backspace');
  await page.keyboard.type(text);
}

/** The shared fields of the new-items table (/tambah-barang-banyak, /penerimaan-barang). */
async function sharedFields(page: Page, tray: string): Promise<void> {
  await pick(page, 'Jenis', /^CIN\b/, { exact: true });
  await pick(page, 'Kode Group', /^C75\b/, { exact: true });
  await pick(page, 'Kode Gudang', /^G1\b/, { exact: true });
  await pick(page, 'Kode Baki', new RegExp(`^${tray}\\b`), { exact: true });
  await typeInto(page, page.getByLabel('Kadar', { exact: true }), '75');
}

/** Two rows typed with decimal commas: '7,85' and '1,5'; each cell shows what it reads as while still as typed. */
async function typeRows(page: Page, prefix: string): Promise<void> {
  const cell = (label: string, n: number) => page.getByLabel(`${label} ${n}`, { exact: true });
  await typeInto(page, cell('Nama Barang', 1), 'Cincin Koma Satu');
  await typeInto(page, cell('Berat', 1), '7,85');
  expect(await cell('Berat', 1).inputValue()).toBe('7,85');
  await page.getByText('= 7,850 g').waitFor();
  await typeInto(page, cell('Kode Barcode', 1), `${prefix}-1`);
  await page.getByRole('button', { name: 'Tambah Baris' }).click();
  await typeInto(page, cell('Nama Barang', 2), 'Cincin Koma Dua');
  await typeInto(page, cell('Berat', 2), '1,5');
  await page.getByText('= 1,500 g').waitFor();
  await typeInto(page, cell('Harga Total', 2), '1.500.000');
  await page.getByText('= Rp. 1.500.000 ,-').waitFor();
  await typeInto(page, cell('Kode Barcode', 2), `${prefix}-2`);
}

async function expectSaved(page: Page, prefix: string): Promise<void> {
  expect((await get(page, `barang/get/${prefix}-1`)).data).toMatchObject({ berat: 7.85, kadar: 75 });
  expect((await get(page, `barang/get/${prefix}-2`)).data).toMatchObject({ berat: 1.5, harga_total: 1_500_000 });
}

describe('weights typed with a decimal comma in the new-items table', () => {
  it('/tambah-barang-banyak saves 7,85 as 7.850 g and 1,5 as 1.500 g', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-barang-banyak`);
    await sharedFields(page, 'A2');
    await typeRows(page, 'KOMA');
    // A cell it cannot read says so under itself, and the rows are not sent.
    await typeInto(page, page.getByLabel('Ukuran 2', { exact: true }), '12');
    await typeInto(page, page.getByLabel('Harga Total 1', { exact: true }), '1.5.0');
    await page.getByText('Harga Total Harus Berupa Angka').first().waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('row-errors').getByText('Baris 1: Harga Total Harus Berupa Angka').waitFor();
    expect((await get(page, 'barang/get/KOMA-1')).status).toBe(404);
    await typeInto(page, page.getByLabel('Harga Total 1', { exact: true }), '');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Data');
    await expectSaved(page, 'KOMA');
  });

  it('/penerimaan-barang saves 7,85 as 7.850 g and 1,5 as 1.500 g', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/penerimaan-barang`);
    await typeInto(page, page.getByLabel('Kode Supplier'), 'SUP01');
    await sharedFields(page, 'A1');
    await typeRows(page, 'TRM');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(/^Penerimaan Barang Berhasil: TB-TOKO01-/).waitFor();
    await expectSaved(page, 'TRM');
  });

  it('asks before saving an implausible weight, and saves nothing on Tidak', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-barang-banyak`);
    await sharedFields(page, 'A2');
    await typeInto(page, page.getByLabel('Nama Barang 1', { exact: true }), 'Patung Emas Besar');
    await typeInto(page, page.getByLabel('Berat 1', { exact: true }), '750');
    await page.getByText('= 750,000 g (Tidak Wajar)').waitFor();
    await typeInto(page, page.getByLabel('Kode Barcode 1', { exact: true }), 'BESAR-1');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berat 750,000 g Tidak Wajar, Yakin?').waitFor();
    await page.getByRole('button', { name: 'Tidak' }).click();
    expect((await get(page, 'barang/get/BESAR-1')).status).toBe(404);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Data');
    expect((await get(page, 'barang/get/BESAR-1')).data).toMatchObject({ berat: 750 });
  });
});

describe('the number fields of the engine forms', () => {
  /** Picks the option of an autocomplete by typing its code, as /tambah-data-barang's users do. */
  async function choose(form: Locator, page: Page, label: string, value: string): Promise<void> {
    const box = form.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(value);
    await page.getByRole('option', { name: new RegExp(`^${value}\\b`) }).first().click();
  }

  it('/tambah-data-barang keeps 3,25 as typed and saves 3.250 g; refuses a negative price; confirms 750 g', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/tambah-data-barang`);
    const form = page.locator('form');
    // Required fields carry an asterisk after their label; optional ones none.
    const mark = (label: string) =>
      form.locator('label', { hasText: new RegExp(`^${label}$`) }).first().evaluate((el) => getComputedStyle(el, '::after').content);
    expect(await mark('Nama Barang')).toContain('*');
    expect(await mark('Berat')).toContain('*');
    expect(await mark('Ukuran')).not.toContain('*');
    await typeInto(page, form.getByLabel('Kode Barcode', { exact: true }), 'KOMA-TDB');
    await typeInto(page, form.getByLabel('Nama Barang', { exact: true }), 'Cincin Tiga Koma');
    for (const [label, value] of [
      ['Jenis', 'CIN'],
      ['Kode Group', 'C75'],
      ['Kode Gudang', 'G1'],
      ['Kode Baki', 'A1'],
    ]) await choose(form, page, label, value);
    const berat = form.getByLabel('Berat', { exact: true });
    await typeInto(page, berat, '3,25');
    expect(await berat.inputValue()).toBe('3,25');
    await form.getByText('= 3,250 g').waitFor();
    await typeInto(page, form.getByLabel('Kadar', { exact: true }), '75');

    // The minus sign stays as typed; the price is refused with the field's own rule, and nothing is saved.
    const harga = form.getByLabel('Harga Total', { exact: true });
    await typeInto(page, harga, '-1.500.000');
    expect(await harga.inputValue()).toBe('-1.500.000');
    await form.getByText('Harga Total Tidak Boleh Kurang Dari 0').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForTimeout(500);
    expect((await get(page, 'barang/get/KOMA-TDB')).status).toBe(404);
    expect(await harga.inputValue()).toBe('-1.500.000');

    await typeInto(page, harga, 'Rp. 1.500.000 ,-');
    await form.getByText('= Rp. 1.500.000 ,-').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Barang KOMA-TDB tersimpan').waitFor();
    expect((await get(page, 'barang/get/KOMA-TDB')).data).toMatchObject({ berat: 3.25, harga_total: 1_500_000 });

    // An implausible weight stops the save until it is confirmed; Enter asks as Simpan does.
    await typeInto(page, form.getByLabel('Kode Barcode', { exact: true }), 'BESAR-TDB');
    await typeInto(page, form.getByLabel('Nama Barang', { exact: true }), 'Patung Emas Besar');
    await typeInto(page, form.getByLabel('Berat', { exact: true }), '750');
    await typeInto(page, form.getByLabel('Kadar', { exact: true }), '75');
    await page.keyboard.press('Enter');
    await page.getByText('Berat 750,000 g Tidak Wajar, Yakin?').waitFor();
    await page.getByRole('button', { name: 'Tidak' }).click();
    expect((await get(page, 'barang/get/BESAR-TDB')).status).toBe(404);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berat 750,000 g Tidak Wajar, Yakin?').waitFor();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Barang BESAR-TDB tersimpan').waitFor();
    expect((await get(page, 'barang/get/BESAR-TDB')).data).toMatchObject({ berat: 750 });
  });

  it('/master-baki keeps 3,25 as typed and saves 3.250 g', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/master-baki/create`);
    const form = page.locator('form');
    await typeInto(page, form.getByLabel('Kode Baki', { exact: true }), 'K9');
    await typeInto(page, form.getByLabel('Nama Baki', { exact: true }), 'Baki Koma');
    await choose(form, page, 'Kode Gudang', 'G1');
    const berat = form.getByLabel('Berat Baki', { exact: true });
    await typeInto(page, berat, '3,25');
    expect(await berat.inputValue()).toBe('3,25');
    await form.getByText('= 3,250 g').waitFor();
    // MUI's autofill keyframes are on the page once, from the theme (each input used to mount a style sheet of its
    // own), and every input keeps the animation that detects an autofill.
    const autofillSheets = () =>
      [...document.querySelectorAll('style')].filter((s) => [...(s.sheet?.cssRules ?? [])].some((r) => r instanceof CSSKeyframesRule && r.name === 'mui-auto-fill')).length;
    expect(await page.evaluate(autofillSheets)).toBe(1);
    expect(await form.locator('input').evaluateAll((inputs) => [...new Set(inputs.map((i) => getComputedStyle(i).animationName))])).toEqual(['mui-auto-fill-cancel']);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Data');
    const trays = await get<{ kode_baki: string; berat_baki: number }[]>(page, 'baki/ready');
    expect(trays.data.find((t) => t.kode_baki === 'K9')?.berat_baki).toBe(3.25);
  });
});

describe('/settingsystem', () => {
  it('saves a PPN of 1,1 as 1.1 %, and asks before a PPN over 20 %', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/settingsystem`);
    await page.getByRole('tab', { name: 'Sistem' }).click();
    const ppn = page.getByLabel('Nilai PPN');
    await typeInto(page, ppn, '1,1');
    expect(await ppn.inputValue()).toBe('1,1');
    await page.getByText(/^= 1,10 %/).waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await waitForToast(page, 'Berhasil Menyimpan Setting');
    expect(JSON.parse((await get<{ value: string }>(page, 'para-system/key/ppn')).data.value)).toMatchObject({ mode: 'PERSEN', nilai: 1.1 });

    await typeInto(page, ppn, '25');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nilai PPN 25,00 % Tidak Wajar, Yakin?').waitFor();
    await page.getByRole('button', { name: 'Tidak' }).click();
    expect(JSON.parse((await get<{ value: string }>(page, 'para-system/key/ppn')).data.value).nilai).toBe(1.1);
  });
});
