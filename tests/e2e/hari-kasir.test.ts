// A cashier's day at the counter (issue 19, "Done when"), in Chromium at 1366x768 with the keyboard alone: the cashier
// (KASIR01) and the supervisor in the authorization dialog only type, Tab, Enter, arrows, F-keys and Esc; the test only
// reads the page. In order: the skip link to the barcode field; a scan; a refused scan (a piece already sold) and the
// rescan of a good code into the emptied field; a code typed in lower case read in capitals; a sale needing two
// authorizations (a line discounted below its cost, another weighed beyond the tolerance) approved in one pass and
// saved; Enter on the result starts the next customer; a trade-in; a credit card payment with its fee and the amount to
// charge, Total Bayar counting it; that sale parked (Tahan), another customer served in between, the parked one taken
// back and saved; its 58 mm receipt printed and read back. Each saved sale is compared with what the server stored.
// The tests share one server and run in order, each a part of the day (a test has 60 s).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, lineShown, totalsSettled } from '../helpers/e2e-helpers';
import { printedPdfText, printedWhole, printFrame } from '../helpers/e2e-receipt';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_RECEIPT } from '../../domain/settings';
import { RECEIPT_COLUMNS } from '../../domain/receipt-layout';
import { cardFee } from '../../domain/payments';
import { formatHundredths, formatRupiah, formatWeightMg, weightMg } from '../../domain/units';

const KASIR = { user: 'KASIR01', name: 'Rina Kusumawati', password: 'kasir-pw' };
const SPV = { user: 'SPV01', password: 'spv-pw' };
const CARD_ACCOUNT = '1300012345678';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    for (const [user_id, nama, level, password] of [
      [KASIR.user, KASIR.name, 'KASIR', KASIR.password],
      [SPV.user, SPV.user, 'SPV', SPV.password],
    ]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $2, $3, $4, 'TOKO01')`, [user_id, nama, await hashPassword(password), level]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('MANDIRI', 'Bank Mandiri')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ($1, 'Toko Emas Kilau', 'MANDIRI', 'Bank Mandiri')`, [CARD_ACCOUNT]);
    await db.query(`UPDATE modules SET active = true WHERE key = 'POTONGAN_PENJUALAN_MODULE'`);
    for (const [key, value] of [
      ['toleransi_penjualan', '0.05'],
      ['setting_nota', JSON.stringify({ ...DEFAULT_RECEIPT, kertas: '58mm' })],
    ]) {
      await db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
    }
  }),
}));

let owner: string;
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
});

/** A new piece on tray A1 put there by the owner (group C75 sells at Rp 950.000/g, K70 at Rp 900.000/g): its barcode. */
async function piece(over: Record<string, unknown>): Promise<string> {
  const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0, ...over }));
  expect(res.status).toBe(201);
  return res.json.data.kode_barcode;
}

/** A piece sold at another till: its barcode. */
async function soldElsewhere(): Promise<string> {
  const code = await piece({ nama_barang: 'Cincin Sudah Terjual' });
  const sold = await apiCall(e.server.url, owner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Pembeli Lain',
    alamat_customer: 'Jl. Lain 2',
    items: [{ kode_barcode: code }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }],
  });
  expect(sold.status).toBe(201);
  return code;
}

// ---- What the cashier sees (reading only) ----

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const scanBox = (page: Page) => page.getByLabel('Scan / Ketik Barcode');
const scanHasFocus = (page: Page) => scanBox(page).evaluate((el) => el === document.activeElement);
const lineCount = (page: Page) => page.locator('[data-testid^="line-"]').count();
const sum = async (page: Page, label: string) => {
  await totalsSettled(page);
  return money(await page.getByTestId(`sum-${label}`).textContent());
};

/** The focused control's accessible name: its aria-label, its label (a field's, a switch's), or its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byIds = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const own = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (el.getAttribute('aria-label') ?? (own || byIds || el.textContent || '')).replace(/\s+/g, ' ').trim();
  });
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

// ---- What the cashier does (keyboard only) ----

/** Presses Tab (or Shift+Tab) until the focused control's name starts with `name`: the keyboard's way there. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedName(page)).startsWith(name)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached '${name}' (at '${await focusedName(page)}')`);
}

/** Presses Tab until the focused input is the one with that test id (a line's own field). */
async function tabToField(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedTestId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached field ${testId} (at '${await focusedName(page)}')`);
}

/** On a focused select: opens its list with ArrowDown, walks it with the arrows to `option`, Enter picks it. */
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

/** Scans as a scanner does: the code typed fast, then Enter. */
const scanCode = (page: Page, code: string) => page.keyboard.type(`${code}\n`, { delay: 5 });

/** Types into the focused field over what it holds. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** The sales person and the customer, from the sales field on. */
async function customer(page: Page, nama: string, alamat: string): Promise<void> {
  await tabTo(page, 'Sales');
  await choose(page, 'S01 - Sinta');
  await tabTo(page, 'Nama Customer');
  await page.keyboard.type(nama);
  await page.keyboard.press('Tab');
  await page.keyboard.type(alamat);
}

/** F4 to the first payment, then its Uang Pas button: cash, exactly what is due. */
async function payExactCash(page: Page): Promise<void> {
  await page.keyboard.press('F4');
  await expect.poll(() => focusedTestId(page)).toBe('jumlah-bayar-0');
  await tabTo(page, 'Uang Pas');
  await page.keyboard.press('Enter');
  // As a cashier does, the amount is seen in its field before anything else is pressed.
  await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBeGreaterThan(0);
}

/** F8 saves; the result dialog opens with "Transaksi Baru" focused. Answers the nota number. */
async function saveWithF8(page: Page): Promise<string> {
  await page.keyboard.press('F8');
  return savedNota(page);
}

async function savedNota(page: Page): Promise<string> {
  const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
  const no = (await result.getByTestId('nota-number').textContent())!.trim();
  await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
  return no;
}

/** Enter on the result's "Transaksi Baru": the next customer starts at the barcode field, nothing left of the last. */
async function nextCustomer(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => scanHasFocus(page)).toBe(true);
  expect(await lineCount(page)).toBe(0);
  expect(await page.getByLabel('Nama Customer').inputValue()).toBe('');
}

/** Opens the sale screen at 1366x768 as the cashier, ready once the barcode field has the focus. */
async function openCounter(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, e.server.url, '/transaksi-penjualan', KASIR.user, KASIR.password);
  await expect.poll(() => scanHasFocus(page)).toBe(true);
}

/** What GET penjualan/{no} answers, as far as the journey compares it with the screen. */
interface StoredSale {
  grand_total: number;
  kembalian: number;
  input_by: string;
  items: { kode_barcode: string; berat_jual: number | string; total: number | string }[];
  pembayaran: { jenis: string; jumlah_rp: number | string; fee_rp: number | string; no_rekening: string | null }[];
  otorisasi: { kategori: string; authorized_by: string }[];
  tukar?: { no_faktur_beli: string; total_harga: number | string };
}
const stored = async (no: string) => (await apiCall<{ data: StoredSale }>(e.server.url, owner, 'GET', `penjualan/${no}`)).json.data;
const shot = (name: string) => join(tmpdir(), `hari-kasir-${name}`);

describe("a cashier's day at 1366x768, keyboard only", () => {
  it('skips to the barcode field, scans, is refused and rescans, reads lower case, and saves a sale two authorizations approve in one pass', async () => {
    const { page } = e;
    // Tagged at Rp 4.900.000, cost Rp 4.800.000: Rp 400.000 off (8 %, within the 10 % discount limit) is below cost.
    const gelang = await piece({ nama_barang: 'Gelang Rantai', harga_total: 4_900_000, total_hpp: 4_800_000 });
    // 5.000 g on record; weighed 5.120 g at the counter, beyond the 0.050 g tolerance.
    const kalung = await piece({ nama_barang: 'Kalung Polos', berat: 5 });
    const cincin = await piece({ nama_barang: 'Cincin Polos' });
    const sold = await soldElsewhere();
    await openCounter(page);

    // Back at the page's start with nothing focused (as after a click on its background): the first Tab is the skip
    // link, past the menu, to the barcode field.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Lewati ke konten');
    await page.keyboard.press('Enter');
    await expect.poll(() => scanHasFocus(page)).toBe(true);

    // A scan, then a piece already sold: refused, the field empty and focused; the next code goes in clean.
    await scanCode(page, gelang);
    await lineShown(page, gelang);
    expect(await scanBox(page).inputValue()).toBe('');
    await scanCode(page, sold);
    await waitForToast(page, 'Barang Sudah Terjual Atau Diproses');
    expect(await scanBox(page).inputValue()).toBe('');
    expect(await scanHasFocus(page)).toBe(true);
    await scanCode(page, kalung);
    await lineShown(page, kalung);
    // A code typed in lower case is the piece's code in capitals.
    await scanCode(page, cincin.toLowerCase());
    await lineShown(page, cincin);
    expect(await lineCount(page)).toBe(3);
    expect(await scanHasFocus(page)).toBe(true);

    // Rp 400.000 off the bracelet (below its cost), the necklace weighed at 5,120 g.
    await tabToField(page, `diskon-${gelang}`);
    await typeOver(page, '400000');
    await expect.poll(() => page.getByTestId(`total-${gelang}`).textContent()).toBe(formatRupiah(4_500_000));
    await tabToField(page, `berat-jual-${kalung}`);
    await typeOver(page, `${formatWeightMg(5_120)}`);
    await expect.poll(() => page.getByTestId(`total-${kalung}`).textContent()).toBe(formatRupiah(4_864_000));
    await customer(page, 'Budi Santoso', 'Jl. Merdeka 1, Bandung');
    await payExactCash(page);

    const grand = await sum(page, 'Grand Total');
    // 4.500.000 + 5,120 g x 950.000 (4.864.000) + 2,345 g x 950.000 (2.227.750, up to 2.228.000)
    expect(grand).toBe(4_500_000 + 4_864_000 + 2_228_000);
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(grand);
    expect(await page.getByTestId('sum-Kembalian').textContent()).toBe(formatRupiah(0));
    const lineTotals = await Promise.all([gelang, kalung, cincin].map(async (c) => money(await page.getByTestId(`total-${c}`).textContent())));

    // Warned before saving; F8 asks the supervisor once for both kinds, each with what it approves.
    const belowCost = `${gelang} GELANG RANTAI: Harga Rp ${formatRupiah(4_500_000)} Di Bawah Modal Rp ${formatRupiah(4_800_000)}`;
    const weight = `${kalung} KALUNG POLOS: Berat Jual ${formatWeightMg(5_120)} g, Berat Tercatat ${formatWeightMg(5_000)} g, Toleransi ${formatWeightMg(50)} g`;
    await expect.poll(() => page.getByTestId('perlu-otorisasi').innerText()).toContain('Perlu Otorisasi: Penjualan Di Bawah Harga Modal, Toleransi Berat Penjualan');
    // The supervisor is not at the counter yet: Esc closes the dialog and nothing is saved; F8 asks again.
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await page.keyboard.press('F8');
    await auth.waitFor();
    await page.keyboard.press('Escape');
    await auth.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: 'Penjualan Tersimpan' }).count()).toBe(0);
    await page.keyboard.press('F8');
    await auth.getByTestId('otorisasi-PENJUALAN_DIBAWAH_MODAL').waitFor();
    expect(await auth.locator('[data-testid^="otorisasi-"]').count()).toBe(2);
    expect(await auth.getByTestId('otorisasi-PENJUALAN_DIBAWAH_MODAL').innerText()).toContain(belowCost);
    expect(await auth.getByTestId('otorisasi-TOLERANSI_BERAT_PENJUALAN').innerText()).toContain(weight);
    await page.screenshot({ path: `${shot('otorisasi')}.png` });

    // The supervisor types at the dialog: the username has the focus, Tab to the password, Enter sends.
    await expect.poll(() => focusedName(page)).toBe('Username');
    await page.keyboard.type(SPV.user);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SPV.password);
    await page.keyboard.press('Enter');
    const no = await savedNota(page);
    expect(await auth.count()).toBe(0);

    // The server stored what the screen showed, approved by the supervisor.
    const sale = await stored(no);
    expect(Number(sale.grand_total)).toBe(grand);
    expect(Number(sale.kembalian)).toBe(0);
    expect(sale.input_by).toBe(KASIR.user);
    expect(sale.items.map((i) => i.kode_barcode)).toEqual([gelang, kalung, cincin]);
    expect(sale.items.map((i) => Number(i.total))).toEqual(lineTotals);
    expect(weightMg(sale.items[1].berat_jual)).toBe(5_120);
    expect(sale.otorisasi.map((o) => [o.kategori, o.authorized_by])).toEqual([
      ['PENJUALAN_DIBAWAH_MODAL', SPV.user],
      ['TOLERANSI_BERAT_PENJUALAN', SPV.user],
    ]);

    await nextCustomer(page);
  });

  it('takes old gold in trade (Tukar Tambah) and the rest in cash', async () => {
    const { page } = e;
    const liontin = await piece({ nama_barang: 'Liontin Hati', kode_dept: 'KAL', kode_group: 'K70', kadar: 70, berat: 5 });
    await openCounter(page);
    await scanCode(page, liontin);
    await lineShown(page, liontin);

    // The switch, then a piece from elsewhere: its name field takes the focus.
    await tabTo(page, 'Tukar Tambah');
    await page.keyboard.press('Space');
    await page.getByTestId('tukar-tambah').waitFor();
    expect(await page.getByLabel('Titip', { exact: true }).isDisabled()).toBe(true);
    await tabTo(page, 'Barang Luar');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Nama Barang 1');
    await page.keyboard.type('Gelang Rantai Lama');
    await page.keyboard.press('Tab');
    await choose(page, 'C75 - Cincin 75%');
    await tabToField(page, 'beli-kadar-0');
    await page.keyboard.type('75');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3,2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    // 3 g x Rp 800.000 = 2.400.000 less 2 % without its receipt (48.000) and Rp 5.000/g (15.000)
    await expect.poll(() => sum(page, 'Nilai Barang Tukar')).toBe(2_337_000);
    const grand = await sum(page, 'Grand Total');
    expect(grand).toBe(4_500_000);
    expect(await sum(page, 'Sisa Bayar')).toBe(grand - 2_337_000);

    await customer(page, 'Sari Dewi', 'Jl. Braga 5, Bandung');
    await payExactCash(page);
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(grand - 2_337_000);
    const no = await saveWithF8(page);
    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const tukarText = await result.getByTestId('tukar-result').textContent();

    const sale = await stored(no);
    expect(Number(sale.grand_total)).toBe(grand);
    expect(sale.tukar).toBeDefined();
    expect(Number(sale.tukar!.total_harga)).toBe(2_337_000);
    expect(tukarText).toBe(`Tukar Tambah ${sale.tukar!.no_faktur_beli}: Rp ${formatRupiah(2_337_000)}`);
    expect(sale.pembayaran.filter((p) => p.jenis === 'TUNAI').map((p) => Number(p.jumlah_rp))).toEqual([grand - 2_337_000]);

    // The next customer starts as a fresh visit: no trade-in, Titip back.
    await nextCustomer(page);
    expect(await page.getByLabel('Tukar Tambah').isChecked()).toBe(false);
    expect(await page.getByLabel('Titip', { exact: true }).isEnabled()).toBe(true);
  });

  it('pays by credit card with its fee, parks the sale, serves another customer, takes it back, saves and prints 58 mm', async () => {
    const { page } = e;
    // 7.500 g x Rp 950.000 = Rp 7.125.000, whose 1.75 % card fee is Rp 124.687,50: charged Rp 124.688.
    const bros = await piece({ nama_barang: 'Gelang Ukir Bunga Melati', berat: 7.5 });
    const anting = await piece({ nama_barang: 'Anting Bulat' });
    await openCounter(page);
    await scanCode(page, bros);
    await lineShown(page, bros);
    await customer(page, 'Dewi Lestari', 'Jl. Dago 10, Bandung');
    const grand = await sum(page, 'Grand Total');
    expect(grand).toBe(7_125_000);
    const weighed = `1 barang, ${formatWeightMg(7_500)} g`;
    expect(await page.getByText(weighed, { exact: true }).count()).toBe(1);

    // The first payment as a credit card: the kind before the amount, then the shop's account and the fee.
    await page.keyboard.press('F4');
    await expect.poll(() => focusedTestId(page)).toBe('jumlah-bayar-0');
    await tabTo(page, 'Jenis Pembayaran', 'Shift+Tab');
    await choose(page, 'Kartu Kredit');
    await tabTo(page, 'Jumlah Bayar');
    await page.keyboard.type(String(grand));
    await tabTo(page, 'Rekening');
    await choose(page, `Bank Mandiri - ${CARD_ACCOUNT} (Toko Emas Kilau)`);
    await tabTo(page, 'Fee Kartu %');
    await page.keyboard.type(formatHundredths(1_75));
    const fee = cardFee(grand, 1_75);
    expect(fee).toBe(124_688);
    const card = `Fee Rp ${formatRupiah(fee)} · Gesek EDC Rp ${formatRupiah(grand + fee)}`;
    await expect.poll(() => page.getByTestId('gesek-0').textContent()).toBe(card);
    expect(await sum(page, 'Fee Kartu')).toBe(fee);
    expect(await page.getByTestId('sum-Total Bayar').textContent()).toBe(formatRupiah(grand + fee));
    expect(await page.getByTestId('sum-Kembalian').textContent()).toBe(formatRupiah(0));
    await page.screenshot({ path: `${shot('kartu')}.png` });

    // Another customer is waiting: Tahan parks this one on the server and the screen starts afresh.
    await tabTo(page, 'Tahan', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Transaksi Ditahan');
    await expect.poll(() => lineCount(page)).toBe(0);
    await expect.poll(() => scanHasFocus(page)).toBe(true);

    // The customer in between, in cash.
    await scanCode(page, anting);
    await lineShown(page, anting);
    await customer(page, 'Andi Wijaya', 'Jl. Riau 3, Bandung');
    await payExactCash(page);
    const between = await sum(page, 'Grand Total');
    const betweenNo = await saveWithF8(page);
    expect(Number((await stored(betweenNo)).grand_total)).toBe(between);
    await nextCustomer(page);

    // The parked sale back from Ditahan: its line, customer and card payment with the same fee.
    await tabTo(page, 'Ditahan');
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Transaksi Ditahan' });
    await list.getByText('Dewi Lestari').waitFor();
    await tabTo(page, 'Ambil');
    await page.keyboard.press('Enter');
    await lineShown(page, bros);
    // Back at the barcode field, ready for another piece of hers.
    await expect.poll(() => scanHasFocus(page)).toBe(true);
    expect(await page.getByLabel('Nama Customer').inputValue()).toBe('Dewi Lestari');
    await expect.poll(() => page.getByTestId('gesek-0').textContent()).toBe(card);
    expect(await page.getByTestId('sum-Total Bayar').textContent()).toBe(formatRupiah(grand + fee));

    const no = await saveWithF8(page);
    const sale = await stored(no);
    expect(Number(sale.grand_total)).toBe(grand);
    expect(sale.pembayaran.map((p) => [p.jenis, Number(p.jumlah_rp), Number(p.fee_rp), p.no_rekening])).toEqual([['KREDIT', grand, fee, CARD_ACCOUNT]]);
    expect((await apiCall<{ data: unknown[] }>(e.server.url, await apiLogin(e.server.url, KASIR.user, KASIR.password), 'GET', 'keranjang-tahan')).json.data).toEqual([]);

    // Cetak (one Shift+Tab from "Transaksi Baru") prints the 58 mm receipt: every number whole, the screen's fee and
    // card total among them, nothing past the paper.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Cetak');
    const html = await printFrame(page, () => page.keyboard.press('Enter'), '58mm');
    const { lines, overflow, widthMm } = await printedPdfText(page, html, shot('nota-58mm'));
    expect(overflow).toBe(0);
    expect(widthMm).toBe(58);
    expect(lines.filter((l) => l.trimEnd().length > RECEIPT_COLUMNS['58mm'])).toEqual([]);
    const whole = [
      no,
      KASIR.name,
      formatWeightMg(7_500),
      `1 Barang, ${formatWeightMg(7_500)} g`,
      formatRupiah(950_000),
      formatRupiah(grand),
      formatRupiah(fee),
      formatRupiah(grand + fee),
      CARD_ACCOUNT,
    ];
    expect(whole.filter((token) => !printedWhole(lines, token)), lines.join('\n')).toEqual([]);

    // Printed: the dialog says so, and Enter still starts the next customer.
    await page.getByRole('dialog', { name: 'Penjualan Tersimpan' }).getByTestId('printed').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Transaksi Baru');
    await nextCustomer(page);
  });
});
