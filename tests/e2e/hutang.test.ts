// A pawn loan's life at the counter in Chromium at 1366x768 (issue 22 items 1-3), as a cashier works it: a loan of
// Rp 5.000.000 at 2 % a month for 60 days against a ring (kadar 75, 5,100 g with its bag, 5,000 g of gold) paid out
// in cash with the customer's photo and the KTP's, its receipt printed; renewed the same day at 2,5 % with
// Rp 1.000.000 of the principal repaid (15 days of interest: 50.000, so 1.050.000 paid) on a supervisor's
// PEREMAJAAN_HUTANG, the renewal's own receipt printed (the bill, the new principal, rate and due date); then redeemed
// (the new principal 4.000.000 and 15 days at 2,5 %: 50.000), the redemption's own receipt printed (the pieces handed
// back, the bill, the payment) and reprinted (CETAK ULANG ke-2); every printed number is the server's (GET
// hutang-peremajaan/{no}, hutang-lunas/{no}); the redemption undone by the owner on /batal-hutang-lunas with SPV01's
// authorization. Screenshots go to /tmp.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openingFloat, pick, tokenOf } from '../helpers/e2e-helpers';
import { printedPdfText, printedValue, printedWhole, printFrame } from '../helpers/e2e-receipt';
import { formatRupiah } from '../../domain/units';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { png } from '../helpers/png';

const KASIR = { user: 'KASIR01', password: 'kasir-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedCounterStaff(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_kondisi_pinjaman (kondisi_pinjaman, keterangan) VALUES ('BAIK', 'Baik')`);
  }),
}));

const sumText = async (page: Page, label: string) => (await page.getByTestId(`sum-${label}`).textContent())?.trim();
const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Prints the result's receipt and answers its lines; after its first print the button reprints it (Cetak Ulang). */
async function printed(page: Page, result: ReturnType<Page['getByRole']>, shot: string): Promise<string[]> {
  const html = await printFrame(page, () => result.getByRole('button', { name: /^Cetak( Ulang)?$/ }).click(), '80mm');
  const { lines } = await printedPdfText(page, html, shot);
  await result.getByTestId('printed').waitFor();
  return lines;
}

/** A redemption or renewal as GET hutang-lunas/{no}, hutang-peremajaan/{no} answer it. */
interface Step {
  no_faktur_hutang: string;
  tagihan: { jumlah_hutang: number; lama_pinjam_hari: number; bunga_persen: number; bunga_rp: number; denda_rp: number; pokok_rp: number; total_bayar: number };
  termin_baru?: { jumlah_hutang: number; bunga_persen: number; tgl_jatuh_tempo: string };
}

const rp = (n: number) => formatRupiah(n);

/** The bill a step paid, printed as the server answers it: principal, days, rate and interest, late fee, total. */
function expectBill(lines: string[], step: Step): void {
  const b = step.tagihan;
  const text = lines.join('\n');
  expect(printedValue(lines, 'Pokok Hutang'), text).toBe(rp(b.jumlah_hutang));
  expect(printedValue(lines, 'Lama Pinjam')).toBe(`${b.lama_pinjam_hari} Hari`);
  expect(printedValue(lines, `Bunga ${b.bunga_persen.toFixed(2).replace('.', ',')}%`)).toBe(rp(b.bunga_rp));
  expect(printedValue(lines, 'Denda')).toBe(rp(b.denda_rp));
  expect(printedValue(lines, 'TOTAL')).toBe(rp(b.total_bayar));
}

async function loadLoan(page: Page, no: string): Promise<void> {
  const field = page.getByLabel('No Hutang', { exact: true });
  await field.fill(no);
  await field.press('Enter');
  await page.getByTestId('hutang-heading').getByText(no).waitFor();
}

describe('a pawn loan at the counter', () => {
  it('takes a loan, renews it with a supervisor, redeems it, and prints each receipt', async () => {
    const { page, server } = e;
    await openingFloat(server.url, await apiLogin(server.url), 20_000_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, '/transaksi-hutang', KASIR.user, KASIR.password);

    // ---- Hutang Baru: the pledged ring, the customer, the loan and its payout.
    await page.getByTestId('nama-0').fill('Cincin Emas');
    await page.getByTestId('kadar-0').fill('75');
    await page.getByTestId('berat-kotor-0').fill('5,1');
    await page.getByTestId('berat-0').fill('5');
    await pick(page, 'Kondisi', 'BAIK - Baik');
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Ibu Ratna');
    await page.getByLabel('Alamat Customer').fill('Jl. Melati 2, Bandung');
    await page.getByTestId('no-ktp').fill('3273014505800001');
    // The customer's photo and the KTP's, resized in the browser and stored once the loan is saved.
    await page.getByTestId('foto-customer').setInputFiles({ name: 'wajah.png', mimeType: 'image/png', buffer: png(900, 1200) });
    await page.getByTestId('foto-ktp').setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: png(1600, 1000) });
    await page.getByTestId('jumlah-hutang').fill('5.000.000');
    await page.getByTestId('bunga-persen').fill('2');
    await page.getByTestId('lama-pinjam').fill('60');
    await page.getByTestId('jumlah-bayar-0').fill('5.000.000');
    await expect.poll(() => sumText(page, 'Dicairkan')).toBe('5.000.000');
    // 5.000.000 x 2 % x 30 / 30 = 100.000 a month.
    expect(await sumText(page, 'Bunga Per Bulan')).toBe('100.000');
    await page.getByTestId('jatuh-tempo').waitFor();
    await page.screenshot({ path: '/tmp/hutang-baru.png' });
    await page.keyboard.press('F8');
    const saved = page.getByRole('dialog', { name: /^Hutang Tersimpan, Jatuh Tempo \d{4}-\d{2}-\d{2}$/ });
    await saved.waitFor();
    const no = (await saved.getByTestId('nota-number').textContent())!.trim();
    expect(no).toMatch(/^HT-TOKO01-\d{8}-\d{4}$/);
    const first = await printed(page, saved, '/tmp/hutang-nota-1');
    expect(first.join('\n')).toContain('NOTA HUTANG');
    for (const token of [no, 'Ibu Ratna']) expect(printedWhole(first, token), `${token} in:\n${first.join('\n')}`).toBe(true);
    await saved.getByRole('button', { name: 'Transaksi Baru' }).click();
    await expect.poll(() => saved.count()).toBe(0);

    const token = await tokenOf(page);
    const stored = async () => (await apiCall<{ data: Record<string, unknown> }>(server.url, token, 'GET', `hutang/${no}`)).json.data;
    expect(await stored()).toMatchObject({ status: 'OPEN', jumlah_hutang: 5_000_000, bunga_persen: 2, no_ktp: '3273014505800001', foto_customer: `DOKPIC/TOKO01/${no}-customer.jpg`, foto_ktp: `DOKPIC/TOKO01/${no}-ktp.jpg`, items: [{ nama_barang: 'Cincin Emas', kadar: 75, berat: 5, berat_kotor: 5.1, kondisi: 'BAIK' }] });

    // ---- Perpanjang: 2,5 % and 1.000.000 of the principal; the supervisor authorizes it.
    await page.getByRole('tab', { name: 'Tebus / Perpanjang', exact: true }).click();
    await loadLoan(page, no);
    expect(await sumText(page, 'Total Tagihan')).toBe('5.050.000');
    await page.getByRole('button', { name: 'Perpanjang', exact: true }).click();
    await page.getByTestId('bunga-baru').fill('2,5');
    await page.getByTestId('bayar-pokok').fill('1.000.000');
    await expect.poll(() => sumText(page, 'Total Tagihan')).toBe('1.050.000');
    await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(1_050_000);
    await page.screenshot({ path: '/tmp/hutang-perpanjang.png' });
    await page.getByRole('button', { name: /Simpan Perpanjang/ }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    const renewed = page.getByRole('dialog', { name: /^Hutang Diperpanjang \(RH-TOKO01-\d{8}-\d{4}\), Jatuh Tempo \d{4}-\d{2}-\d{2}$/ });
    await renewed.waitFor();
    const noRenewal = (await renewed.getByTestId('nota-number').textContent())!.trim();
    expect(noRenewal).toMatch(/^RH-TOKO01-\d{8}-\d{4}$/);
    const second = await printed(page, renewed, '/tmp/hutang-nota-2');
    const secondText = second.join('\n');
    expect(secondText).toContain('NOTA PEREMAJAAN HUTANG');
    for (const word of [noRenewal, no, 'Ratna']) expect(printedWhole(second, word), `${word} in:\n${secondText}`).toBe(true);
    const renewal = (await apiCall<{ data: Step }>(server.url, token, 'GET', `hutang-peremajaan/${noRenewal}`)).json.data;
    expect(renewal).toMatchObject({
      no_faktur_hutang: no,
      tagihan: { jumlah_hutang: 5_000_000, bunga_persen: 2, bunga_rp: 50_000, denda_rp: 0, pokok_rp: 1_000_000, total_bayar: 1_050_000 },
      termin_baru: { jumlah_hutang: 4_000_000, bunga_persen: 2.5 },
    });
    expectBill(second, renewal);
    expect(printedValue(second, 'Bayar Pokok')).toBe(rp(renewal.tagihan.pokok_rp));
    expect(printedValue(second, 'Pokok Hutang Baru')).toBe(rp(renewal.termin_baru!.jumlah_hutang));
    expect(printedValue(second, 'Bunga Baru')).toBe('2,50%');
    expect(printedValue(second, 'Jatuh Tempo Baru')).toBe(renewal.termin_baru!.tgl_jatuh_tempo);
    expect(printedValue(second, 'Tunai')).toBe(rp(1_050_000));
    await renewed.getByRole('button', { name: 'Transaksi Baru' }).click();
    expect(await stored()).toMatchObject({ status: 'OPEN', jumlah_hutang: 4_000_000, bunga_persen: 2.5 });

    // ---- Tebus, from the list's row button: 4.000.000 + 50.000, the payment's default; F8 redeems.
    await page.goto(`${server.url}/lihat-hutang`);
    await page.getByRole('row').filter({ hasText: no }).getByRole('link', { name: 'Tebus / Perpanjang' }).click();
    await page.getByTestId('hutang-heading').getByText(no).waitFor();
    await expect.poll(() => sumText(page, 'Total Tagihan')).toBe('4.050.000');
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(4_050_000);
    await page.screenshot({ path: '/tmp/hutang-tebus.png' });
    await page.keyboard.press('F8');
    const redeemed = page.getByRole('dialog', { name: /^Hutang Lunas \(LH-TOKO01-\d{8}-\d{4}\)$/ });
    await redeemed.waitFor();
    const noLunas = (await redeemed.getByTestId('nota-number').textContent())!.trim();
    const third = await printed(page, redeemed, '/tmp/hutang-nota-3');
    const thirdText = third.join('\n');
    expect(thirdText).toContain('NOTA PELUNASAN HUTANG');
    for (const word of [noLunas, no, 'Ratna']) expect(printedWhole(third, word), `${word} in:\n${thirdText}`).toBe(true);
    const redemption = (await apiCall<{ data: Step }>(server.url, token, 'GET', `hutang-lunas/${noLunas}`)).json.data;
    expect(redemption).toMatchObject({ no_faktur_hutang: no, tagihan: { jumlah_hutang: 4_000_000, bunga_persen: 2.5, bunga_rp: 50_000, denda_rp: 0, total_bayar: 4_050_000 } });
    expectBill(third, redemption);
    // The ring handed back: its kadar and gold weight.
    expect(printedWhole(third, '1. Cincin Emas'), thirdText).toBe(true);
    expect(thirdText).toMatch(/75,00% 5,000 g/);
    expect(printedValue(third, 'Tunai')).toBe(rp(4_050_000));
    expect(printedValue(third, 'Kembalian')).toBe('0');
    expect(thirdText).not.toContain('Pokok Hutang Baru');
    // Printed again: a reprint with the same numbers.
    const reprint = await printed(page, redeemed, '/tmp/hutang-nota-4');
    expect(reprint.join('\n')).toContain('CETAK ULANG ke-2');
    expectBill(reprint, redemption);
    await redeemed.getByRole('button', { name: 'Transaksi Baru' }).click();
    expect(await stored()).toMatchObject({ status: 'DONE', sisa_hutang: 0 });
    // The redeemed loan loaded again offers its renewal's and its redemption's receipts: each reprint is counted.
    await loadLoan(page, no);
    const offered = page.getByTestId('hutang-nota');
    const again = async (number: string, shot: string) =>
      (await printedPdfText(page, await printFrame(page, () => offered.getByRole('button', { name: `Cetak Ulang ${number}` }).click(), '80mm'), shot)).lines;
    const lunasAgain = await again(noLunas, '/tmp/hutang-nota-5');
    expect(lunasAgain.join('\n')).toContain('CETAK ULANG ke-3');
    expectBill(lunasAgain, redemption);
    const renewalAgain = await again(noRenewal, '/tmp/hutang-nota-6');
    expect(renewalAgain.join('\n')).toContain('CETAK ULANG ke-2');
    expect(printedValue(renewalAgain, 'Pokok Hutang Baru')).toBe(rp(4_000_000));
    expect((await apiCall<{ data: { sisa: number } }>(server.url, token, 'GET', `hutang/${no}/saldo`)).json.data.sisa).toBe(0);

    // ---- The list shows it Lunas; the owner undoes the redemption on /batal-hutang-lunas, SPV01 authorizing it.
    await openAs(page, server.url, '/lihat-hutang');
    await page.getByRole('row').filter({ hasText: no }).getByText('Lunas', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/hutang-list.png' });
    expect(await page.getByRole('row').filter({ hasText: no }).getByRole('link', { name: 'Tebus / Perpanjang' }).count()).toBe(0);
    await page.goto(`${server.url}/batal-hutang-lunas`);
    await page.getByRole('row').filter({ hasText: no }).getByRole('button', { name: 'Batal Lunas' }).click();
    await page.getByRole('dialog', { name: `Batal Lunas ${no}` }).getByLabel('Alasan').fill('Salah tebus');
    await page.keyboard.press('Enter');
    const undo = page.getByRole('dialog', { name: 'Otorisasi' });
    await undo.getByLabel('Username').fill('SPV01');
    await undo.getByLabel('Password', { exact: true }).fill('spv-pw');
    await undo.getByRole('button', { name: 'Otorisasi' }).click();
    await waitForToast(page, 'Pelunasan Hutang Berhasil Dibatalkan');
    await page.getByRole('row').filter({ hasText: no }).waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/hutang-batal-lunas.png' });
    expect(await stored()).toMatchObject({ status: 'OPEN', sisa_hutang: 4_000_000, no_lunas: null });
    // Nothing is past its grace days yet: /lelang-hutang offers nothing.
    await page.goto(`${server.url}/lelang-hutang`);
    await page.getByText('Data Hutang Kosong').waitFor();
    await page.screenshot({ path: '/tmp/hutang-lelang.png' });
  }, 120_000);
});
