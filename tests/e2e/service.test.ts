// A service's life at the counter in Chromium at 1366x768 (issue 21 items 7-9), as a cashier works it, by keyboard
// where a cashier would: two pieces taken in (ongkos 150.000 and 75.000, descriptions from
// /parameter-deskripsi-service, a DP of 50.000: Total Service 225.000 and Sisa Bayar 175.000 on the screen); Ambil
// refused before the work is done, with the way to Service Selesai; the chain weighed out heavier (10,620 g against
// 10,500 g: 0,120 g at group C75's Rp 950.000 = 114.000) and the rest raised to 289.000; handed back paying the rest
// in cash, the service's receipt printed; and /lihat-services showing it Diambil. A screenshot of each tab goes to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, openInApp, tokenOf } from '../helpers/e2e-helpers';
import { printedPdfText, printedWhole, printFrame } from '../helpers/e2e-receipt';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { formatRupiah } from '../../domain/units';

const KASIR = { user: 'KASIR01', password: 'kasir-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    // Group C75 at Rp 950.000/g charges the gold a repair adds.
    await seedInventoryMasters(db);
    await seedCounterStaff(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_tukang (kode_tukang, nama_tukang) VALUES ('T01', 'Pak Harjo')`);
    await db.query(`UPDATE modules SET active = true WHERE key = 'PARAMETER_DESKRIPSI_SERVICE_MODULE'`);
    await db.query(`INSERT INTO master_para_deskripsi_service (kode_deskripsi, deskripsi, ongkos) VALUES ('PTR', 'PATRI', 100000), ('PLS', 'POLES', 50000)`);
  }),
}));

// ---- What the cashier sees ----

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const sumText = async (page: Page, label: string) => (await page.getByTestId(`sum-${label}`).textContent())?.trim();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
/** The focused control's accessible name: its aria-label, its label, the labels it names, or its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byIds = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const own = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (el.getAttribute('aria-label') ?? (own || byIds || el.textContent || '')).replace(/\s+/g, ' ').trim();
  });

// ---- What the cashier does ----

/** Tab until the focused control's name starts with `name`. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedName(page)).startsWith(name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached '${name}' (at '${await focusedName(page)}')`);
}

/** On a focused select: ArrowDown opens it, the arrows walk to `option`, Enter picks it. */
async function choose(page: Page, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  for (let i = 0; i < 20; i++) {
    if ((await focusedName(page)) === option) {
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option '${option}' (at '${await focusedName(page)}')`);
}

/** Types into the focused field over what it holds. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** One intake line from its name field: name, weight, quantity, ongkos, then the description picked. */
async function typeLine(page: Page, i: number, line: { nama: string; berat: string; jumlah: string; ongkos: string; deskripsi: string }): Promise<void> {
  await expect.poll(() => focusedTestId(page)).toBe(`nama-${i}`);
  await page.keyboard.type(line.nama);
  await page.keyboard.press('Tab');
  await page.keyboard.type(line.berat);
  await page.keyboard.press('Tab');
  await typeOver(page, line.jumlah);
  await page.keyboard.press('Tab');
  await page.keyboard.type(line.ongkos);
  await page.keyboard.press('Tab');
  await choose(page, line.deskripsi);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const numberField = (page: Page) => page.getByLabel('No Service', { exact: true });
const hasFocus = (page: Page) => numberField(page).evaluate((el) => el === document.activeElement);

/** The tab's number field, typed and Enter, as the receipt's number is read off it. */
async function loadService(page: Page, no: string): Promise<void> {
  await expect.poll(() => hasFocus(page)).toBe(true);
  await page.keyboard.type(no);
  await page.keyboard.press('Enter');
  await page.getByTestId('service-heading').getByText(no).waitFor();
}

describe('a service at the counter', () => {
  it('takes two pieces in with a DP, refuses Ambil before Selesai, records the heavier chain, hands them back and prints', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, '/transaksi-services', KASIR.user, KASIR.password);

    // ---- Service Masuk: two pieces, keyboard only from the first line's name field.
    await typeLine(page, 0, { nama: 'Kalung Putus', berat: '10,5', jumlah: '1', ongkos: '150.000', deskripsi: 'PATRI' });
    // The ongkos typed stays: the description's usual ongkos is offered only when none was typed.
    expect(money(await page.getByTestId('ongkos-0').inputValue())).toBe(150_000);
    await page.keyboard.press('Tab');
    await choose(page, 'T01 - Pak Harjo');
    await tabTo(page, 'Tambah Barang');
    await page.keyboard.press('Enter');
    await typeLine(page, 1, { nama: 'Cincin Kusam', berat: '3,25', jumlah: '2', ongkos: '75.000', deskripsi: 'POLES' });
    await tabTo(page, 'Group');
    await choose(page, 'C75 - Cincin 75%');
    await page.getByLabel('No Nota Manual').fill('ms-0042');

    // The customer, then F4 to the DP: 50.000 in cash.
    await tabTo(page, 'Sales');
    await choose(page, 'S01 - Sinta');
    await tabTo(page, 'Nama Customer');
    await page.keyboard.type('Ibu Ratna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jl. Melati 2, Bandung');
    await page.keyboard.press('F4');
    await expect.poll(() => focusedTestId(page)).toBe('jumlah-bayar-0');
    await page.keyboard.type('50.000');
    await expect.poll(() => sumText(page, 'Sisa Bayar')).toBe('175.000');
    expect(await sumText(page, 'Total Service')).toBe('225.000');
    expect(await sumText(page, 'DP')).toBe(formatRupiah(50_000));
    expect(await page.getByTestId('items-count').textContent()).toBe('2 barang, berat masuk 13,750 g');
    await page.screenshot({ path: '/tmp/service-masuk.png' });

    // F8 saves; the result names the service, its DP and what remains; Enter starts the next one.
    await page.keyboard.press('F8');
    const saved = page.getByRole('dialog', { name: 'Service Tersimpan' });
    const no = (await saved.getByTestId('nota-number').textContent())!.trim();
    expect(no).toMatch(/^SV-TOKO01-\d{8}-\d{4}$/);
    await saved.getByText('Sisa Bayar: Rp 175.000').waitFor();
    expect(await saved.getByText('Uang Muka: Rp 50.000').count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await page.keyboard.press('Enter');
    await expect.poll(() => saved.count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('nama-0');
    expect(await page.getByTestId('nama-0').inputValue()).toBe('');

    const token = await tokenOf(page);
    const stored = async () => (await apiCall<{ data: Record<string, unknown> & { items: Record<string, unknown>[] } }>(server.url, token, 'GET', `service/${no}`)).json.data;
    expect(await stored()).toMatchObject({
      status: 'OPEN',
      nama_customer: 'Ibu Ratna',
      no_faktur_manual: 'MS-0042',
      total_service: 225_000,
      dp_rp: 50_000,
      sisa_bayar: 175_000,
      items: [
        { nama_barang: 'Kalung Putus', berat: 10.5, qty: 1, ongkos: 150_000, deskripsi: 'PATRI', kode_tukang: 'T01', kode_group: '' },
        { nama_barang: 'Cincin Kusam', berat: 3.25, qty: 2, ongkos: 75_000, deskripsi: 'POLES', kode_tukang: '', kode_group: 'C75' },
      ],
    });

    // ---- Ambil before Selesai: refused on the screen, what remains shown and no payment taken; its button goes to
    // Service Selesai with it.
    await tab(page, 'Ambil Service').click();
    await loadService(page, no.toLowerCase());
    await page.getByTestId('service-refused').getByText('Service Belum Selesai').waitFor();
    expect(await sumText(page, 'Sisa Bayar')).toBe('175.000');
    expect(await page.getByRole('button', { name: /Simpan Ambil Service/ }).count()).toBe(0);
    await page.keyboard.press('F8');
    expect(await stored()).toMatchObject({ status: 'OPEN', no_ambil: null });
    await page.screenshot({ path: '/tmp/service-ambil-refused.png' });
    await page.getByTestId('service-refused').getByRole('button', { name: 'Service Selesai' }).click();
    await expect.poll(() => tab(page, 'Service Selesai').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('selesai-baris-0').waitFor();

    // ---- Service Selesai: the chain came back heavier; its line had no group, C75 is chosen for the added gold.
    // The first weight out has the focus, the weight in selected: the scale's reading is typed over it.
    await expect.poll(() => focusedTestId(page)).toBe('berat-keluar-0');
    expect(await page.getByTestId('berat-keluar-0').inputValue()).toBe('10,500');
    expect(await page.getByTestId('berat-keluar-1').inputValue()).toBe('3,250');
    await page.keyboard.type('10,62');
    await page.getByText('Group Harus Diisi Bila Berat Keluar Melebihi Berat Masuk').waitFor();
    await page.keyboard.press('Tab');
    await choose(page, 'C75 - Cincin 75%');
    await expect.poll(async () => (await page.getByTestId('biaya-emas-0').textContent())?.trim()).toBe('114.000');
    expect((await page.getByTestId('biaya-emas-1').textContent())?.trim()).toBe('0');
    expect(await sumText(page, 'Sisa Bayar Baru')).toBe('289.000');
    await page.screenshot({ path: '/tmp/service-selesai.png' });
    await page.keyboard.press('F8');
    await waitForToast(page, `Service ${no} Selesai, Sisa Bayar Rp 289.000`);
    await expect.poll(() => hasFocus(page)).toBe(true);
    expect(await numberField(page).inputValue()).toBe('');
    expect(await stored()).toMatchObject({ status: 'SELESAI', biaya_emas: 114_000, sisa_bayar: 289_000, items: [{ berat_keluar: 10.62, biaya_emas: 114_000 }, { berat_keluar: 3.25, biaya_emas: 0 }] });

    // ---- Ambil Service: the rest is the payment's default; F8 collects it, the service's receipt prints.
    await tab(page, 'Ambil Service').click();
    await loadService(page, no);
    await expect.poll(() => sumText(page, 'Sisa Bayar')).toBe('289.000');
    expect(await sumText(page, 'Total Service')).toBe('225.000');
    expect(await sumText(page, 'Biaya Emas')).toBe('114.000');
    expect(await sumText(page, 'DP')).toBe('50.000');
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(289_000);
    expect(await sumText(page, 'Kembalian')).toBe('0');
    await page.screenshot({ path: '/tmp/service-ambil.png' });
    await page.keyboard.press('F8');
    const result = page.getByRole('dialog', { name: /^Service Diambil \(SA-TOKO01-\d{8}-\d{4}\)$/ });
    await result.waitFor();
    expect((await result.getByTestId('nota-number').textContent())!.trim()).toBe(no);
    // 225.000 ongkos and 114.000 gold, 50.000 of it paid before.
    await result.getByText(`Grand Total: Rp ${formatRupiah(339_000)}`).waitFor();
    const html = await printFrame(page, () => result.getByRole('button', { name: 'Cetak', exact: true }).click(), '80mm');
    const { lines } = await printedPdfText(page, html, '/tmp/service-nota');
    expect(lines.join('\n')).toContain('NOTA SERVICE');
    for (const token of [no, 'Ibu Ratna', formatRupiah(150_000), formatRupiah(75_000)]) expect(printedWhole(lines, token), `${token} in:\n${lines.join('\n')}`).toBe(true);
    await result.getByTestId('printed').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await page.screenshot({ path: '/tmp/service-ambil-result.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => result.count()).toBe(0);
    await expect.poll(() => hasFocus(page)).toBe(true);
    expect(await stored()).toMatchObject({ status: 'DONE', sisa_bayar: 0 });

    // ---- The list: the service Diambil, with its collection.
    await openInApp(page, '/lihat-services');
    const row = page.getByRole('row').filter({ hasText: no });
    await row.getByText('Diambil', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/service-list.png' });
    await row.getByText('Diambil', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/service-list-right.png' });
  }, 120_000);
});
