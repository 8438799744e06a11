// Gold sold by instalments at the counter in Chromium at 1366x768 (issue 22 items 6-7), as a cashier works it: the
// issue's example (a 10 g piece at Rp 1.000.000/g on 6 months at 1 %, DP 2.000.000: fee 480.000, instalment
// 1.413.500, the sixth 1.412.500) previewed and saved, its receipt printed; two instalments paid on the Bayar Cicilan
// tab, each printing its own receipt (the instalment, what remains, the next due date); then paid off early on the
// contract's day (one month's fee: 8.000.000 + 80.000 - 2.827.000 = 5.253.000), the piece handed over by a sale, the
// pay-off's receipt naming the sale, and reprinted (CETAK ULANG ke-2); each printed number is the server's; /lelang-cicilan open for a supervisor with nothing overdue;
// and the shop's instalment rules set on /settingsystem's Cicilan tab.
// A screenshot of each step goes to /tmp.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openInApp, pick, scan, tokenOf } from '../helpers/e2e-helpers';
import { printedPdfText, printedValue, printedWhole, printFrame } from '../helpers/e2e-receipt';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { formatRupiah } from '../../domain/units';

const KASIR = { user: 'KASIR01', password: 'kasir-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedCounterStaff(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
    await db.query(`UPDATE modules SET active = true WHERE key = 'CICILAN_MODULE'`);
    await db.query(`INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00), ('C12', 12, 1.50, 30.00)`);
  }),
}));

let code: string;
beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ berat: 10, harga_total: 0 }));
  code = res.json.data.kode_barcode;
});

const sumText = async (page: Page, label: string) => (await page.getByTestId(`sum-${label}`).textContent())?.trim();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The result dialog's Cetak: the printed receipt's lines. */
async function printed(page: Page, result: ReturnType<Page['getByRole']>, name: string): Promise<string[]> {
  const html = await printFrame(page, () => result.getByRole('button', { name: /^Cetak/ }).click(), '80mm');
  return (await printedPdfText(page, html, `/tmp/${name}`)).lines;
}

/** Pays what the tab offers (the payment defaults to it) with F8, and closes the result: the contract loads again. */
async function pay(page: Page, title: RegExp, due: number): Promise<ReturnType<Page['getByRole']>> {
  await expect.poll(async () => money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(due);
  await page.keyboard.press('F8');
  const result = page.getByRole('dialog', { name: title });
  await result.waitFor();
  return result;
}

describe('gold by instalments at the counter', () => {
  it('sells by instalments, pays two, pays off early and prints each receipt', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, server.url, '/transaksi-cicilan', KASIR.user, KASIR.password);

    // ---- Cicilan Baru: the piece, the plan, the customer, then F4 to the DP.
    await scan(page, code);
    await page.getByTestId('cicilan-baris-0').waitFor();
    await pick(page, 'Parameter Cicilan', /^C6 /);
    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Ibu Sari');
    await page.getByLabel('Alamat Customer').fill('Jl. Kenanga 5, Bandung');
    await page.keyboard.press('F4');
    await expect.poll(() => focusedTestId(page)).toBe('jumlah-bayar-0');
    await page.keyboard.type('2.000.000');
    await expect.poll(() => sumText(page, 'Angsuran (6 Bulan)')).toBe('1.413.500');
    expect(await sumText(page, 'Harga Jual')).toBe('10.000.000');
    expect(await sumText(page, 'DP Minimal')).toBe('2.000.000');
    expect(await sumText(page, 'Pokok')).toBe('8.000.000');
    expect(await sumText(page, 'Biaya Sewa')).toBe('480.000');
    await page.getByTestId('angsuran-6').getByText(formatRupiah(1_412_500)).waitFor();
    await page.screenshot({ path: '/tmp/cicilan-baru.png' });

    await page.keyboard.press('F8');
    const saved = page.getByRole('dialog', { name: 'Cicilan Tersimpan' });
    const no = (await saved.getByTestId('nota-number').textContent())!.trim();
    expect(no).toMatch(/^CC-TOKO01-\d{8}-\d{4}$/);
    await saved.getByText(`Sisa Bayar: Rp ${formatRupiah(8_480_000)}`).waitFor();
    const nota = await printed(page, saved, 'cicilan-nota');
    expect(nota.join('\n')).toContain('NOTA CICILAN EMAS');
    for (const token of [no, 'Ibu Sari', formatRupiah(10_000_000)]) expect(printedWhole(nota, token), `${token} in:\n${nota.join('\n')}`).toBe(true);
    await saved.getByRole('button', { name: 'Transaksi Baru' }).click();

    // ---- Bayar Cicilan: two instalments of 1.413.500, each the payment's default.
    await page.getByRole('tab', { name: 'Bayar Cicilan', exact: true }).click();
    await page.getByLabel('No Cicilan').fill(no.toLowerCase());
    await page.keyboard.press('Enter');
    await page.getByTestId('cicilan-heading').getByText(no).waitFor();
    await page.screenshot({ path: '/tmp/cicilan-bayar.png' });
    const token = await tokenOf(page);
    /** The payment as the server answers it (GET cicilan-bayar/{no}), and its printed receipt's lines. */
    const paymentReceipt = async (result: ReturnType<Page['getByRole']>, shot: string) => {
      const noBayar = (await result.getByTestId('nota-number').textContent())!.trim();
      expect(noBayar).toMatch(/^BC-TOKO01-\d{8}-\d{4}$/);
      const doc = (await apiCall<{ data: { angsuran: Record<string, number | string | null>; pembayaran: { jumlah_rp: number }[] } }>(server.url, token, 'GET', `cicilan-bayar/${noBayar}`)).json.data;
      const lines = await printed(page, result, shot);
      const text = lines.join('\n');
      expect(text).toContain('NOTA PEMBAYARAN CICILAN');
      for (const word of [noBayar, no]) expect(printedWhole(lines, word), `${word} in:\n${text}`).toBe(true);
      return { noBayar, doc, lines, text };
    };
    for (const ke of [1, 2]) {
      const result = await pay(page, new RegExp(`^Angsuran Ke-${ke} Dibayar: BC-TOKO01-`), 1_413_500);
      const left = 8_480_000 - ke * 1_413_500;
      await result.getByText(`Sisa Bayar: Rp ${formatRupiah(left)}`).waitFor();
      const { doc, lines, text } = await paymentReceipt(result, `cicilan-bayar-${ke}`);
      expect(doc.angsuran).toMatchObject({ ke, jumlah_rp: 1_413_500, denda_rp: 0, sisa_bayar: left, no_faktur_jual: null });
      expect(printedValue(lines, `Angsuran Ke-${ke}`), text).toBe(formatRupiah(Number(doc.angsuran.jumlah_rp)));
      expect(printedValue(lines, 'Denda')).toBe('0');
      expect(printedValue(lines, 'TOTAL')).toBe(formatRupiah(1_413_500));
      expect(printedValue(lines, 'Tunai')).toBe(formatRupiah(doc.pembayaran[0].jumlah_rp));
      expect(printedValue(lines, 'Sisa Cicilan')).toBe(formatRupiah(Number(doc.angsuran.sisa_bayar)));
      expect(printedValue(lines, 'Jatuh Tempo Berikut')).toBe(doc.angsuran.tgl_jatuh_tempo_berikut);
      await result.getByRole('button', { name: 'Transaksi Baru' }).click();
      await page.getByTestId(`angsuran-${ke}`).getByText(/BC-TOKO01-/).waitFor();
    }

    // The first instalment's receipt reprinted from the schedule: what remained right after it, not after the second.
    const reprinted = await printFrame(page, () => page.getByTestId('angsuran-1').getByRole('button', { name: 'Cetak Ulang' }).click(), '80mm');
    const firstAgain = (await printedPdfText(page, reprinted, '/tmp/cicilan-bayar-1-ulang')).lines;
    expect(firstAgain.join('\n')).toContain('CETAK ULANG ke-2');
    expect(printedValue(firstAgain, 'Angsuran Ke-1')).toBe(formatRupiah(1_413_500));
    expect(printedValue(firstAgain, 'Sisa Cicilan')).toBe(formatRupiah(8_480_000 - 1_413_500));

    // ---- Pelunasan Cepat on the contract's own day: the principal, one month's fee (80.000), less 2.827.000 paid.
    await page.getByLabel(/^Pelunasan Cepat/).check();
    await expect.poll(() => sumText(page, 'Pelunasan')).toBe(formatRupiah(5_253_000));
    await page.screenshot({ path: '/tmp/cicilan-lunas.png' });
    const lunas = await pay(page, /^Cicilan Lunas: BC-TOKO01-.*, Barang Diserahkan Dengan Nota JL-TOKO01-/, 5_253_000);
    await lunas.getByText(`Sisa Bayar: Rp 0`).waitFor();
    const { doc: paidOff, lines: receipt, text } = await paymentReceipt(lunas, 'cicilan-lunas-nota');
    expect(paidOff.angsuran).toMatchObject({ ke: 0, jumlah_rp: 5_253_000, denda_rp: 0, sisa_bayar: 0, tgl_jatuh_tempo_berikut: null, no_faktur_jual: expect.stringMatching(/^JL-TOKO01-/) });
    expect(printedValue(receipt, 'Pelunasan'), text).toBe(formatRupiah(5_253_000));
    expect(printedValue(receipt, 'TOTAL')).toBe(formatRupiah(5_253_000));
    expect(printedValue(receipt, 'Sisa Cicilan')).toBe('0');
    expect(printedWhole(receipt, String(paidOff.angsuran.no_faktur_jual)), text).toBe(true);
    expect(text).not.toContain('Jatuh Tempo Berikut');
    await lunas.getByTestId('printed').waitFor();
    // Printed again: a reprint, the same numbers.
    const again = await printed(page, lunas, 'cicilan-lunas-nota-2');
    expect(again.join('\n')).toContain('CETAK ULANG ke-2');
    expect(printedValue(again, 'Pelunasan')).toBe(formatRupiah(5_253_000));
    await page.screenshot({ path: '/tmp/cicilan-lunas-result.png' });
    await lunas.getByRole('button', { name: 'Transaksi Baru' }).click();
    await page.getByTestId('cicilan-status').getByText('Lunas').waitFor();

    const stored = (await apiCall<{ data: Record<string, unknown> }>(server.url, token, 'GET', `cicilan/${no}`)).json.data;
    expect(stored).toMatchObject({ status: 'DONE', angsuran_dibayar: 2, sisa_bayar: 0, no_faktur_jual: expect.stringMatching(/^JL-TOKO01-/) });

    // ---- /lihat-cicilan: the contract Lunas, nothing left to pay.
    await openInApp(page, '/lihat-cicilan');
    const row = page.getByRole('row').filter({ hasText: no });
    await row.getByText('Lunas', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/cicilan-list.png' });

    // ---- /lelang-cicilan, a supervisor's: nothing has missed instalments yet.
    await openAs(page, server.url, '/lelang-cicilan', 'SPV01', 'spv-pw');
    await page.getByText('Tidak Ada Cicilan Yang Menunggak Cukup Untuk Dilelang').waitFor();
  }, 120_000);

  it("sets the shop's instalment rules on /settingsystem's Cicilan tab", async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/settingsystem');
    await page.getByRole('tab', { name: 'Cicilan' }).click();
    expect(await page.getByLabel('Tunggakan Sebelum Lelang').inputValue()).toBe('3');
    await page.getByLabel('Denda Cicilan Per Bulan').fill('2,5');
    await page.getByLabel('Tunggakan Sebelum Lelang').fill('0');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Tunggakan Sebelum Lelang Cicilan Tidak Boleh Kurang Dari 1').first().waitFor();
    await page.getByLabel('Tunggakan Sebelum Lelang').fill('4');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    const owner = await apiLogin(server.url);
    const stored = (await apiCall<{ data: { key: string; value: string }[] }>(server.url, owner, 'GET', 'para-system')).json.data;
    expect(Object.fromEntries(stored.filter((r) => r.key.endsWith('_cicilan')).map((r) => [r.key, r.value]))).toEqual({
      // Unset until now: saved with the tab's values, the defaults where nothing was typed.
      batal_cicilan: 'KEMBALI',
      denda_cicilan: '2.5',
      tunggakan_lelang_cicilan: '4',
      lelang_cicilan: 'KEMBALI',
      biaya_lelang_cicilan: '10',
    });
  }, 60_000);
});
