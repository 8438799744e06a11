// Manual sales and buy-backs at the counter, end to end in Chromium (issue 11 section 6): a KASIR on
// /transaksi-jual-beli-manual sells grams of a manual stock line (picked, typed and added with the keyboard) for cash,
// then on the Beli tab buys gold back by weight and kadar, paid out in cash; /lihat-penjualan-manual and
// /lihat-pembelian-manual then list both documents; a supervisor's cancellation on /batal-penjualan-manual puts the
// grams back into their line.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openingFloat, pick } from '../helpers/e2e-helpers';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_RECEIPT } from '../../domain/settings';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`UPDATE modules SET active = true WHERE key = 'MANUAL_ITEMS_TRANSACTION_MODULE'`);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      'setting_nota',
      JSON.stringify({ ...DEFAULT_RECEIPT, kertas: '80mm', header: [], footer: [] }),
    ]);
  }),
}));

let owner: string;
let jm: string;
beforeAll(async () => {
  // Ring stock without tags on tray A1: 10 pieces, 25.500 g of group C75 (Rp 950,000/g).
  owner = await apiLogin(e.server.url);
  const added = await apiCall(e.server.url, owner, 'POST', 'barang-manual/tambah', { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 });
  expect(added.status).toBe(200);
  // The till pays the buy-back, and later the sale's refund: it opens with a float.
  await openingFloat(e.server.url, owner, 5_000_000);
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function customerOf(page: Page): Promise<void> {
  await pick(page, 'Sales', 'S01 - Sinta');
  await page.getByLabel('Nama Customer').focus();
  await page.keyboard.type('Budi Santoso');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jl. Merdeka 1, Bandung');
}

describe('/transaksi-jual-beli-manual', () => {
  it('sells grams of a manual line and buys gold back by weight, with the keyboard; both lists show them', async () => {
    const { page } = e;
    await openAs(page, e.server.url, '/transaksi-jual-beli-manual', 'KASIR01', 'kasir-pw');

    // Jual: the stock picker has the focus; ArrowDown picks the one line, Tab to pieces and grams, Enter adds.
    await expect.poll(() => focusedTestId(page)).toBe('stock-line');
    await page.getByTestId('stock-line').locator('option', { hasText: 'Cincin 75%' }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('stock-line').inputValue()).toBe('G1/A1/C75/CIN');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5,25');
    await page.keyboard.press('Enter');
    const lines = page.getByRole('table', { name: 'Barang Manual Dijual' });
    // 5.250 g x Rp 950,000 = Rp 4,987,500; the picker has the focus again for the next line.
    await lines.getByRole('row').filter({ hasText: '4.987.500' }).first().waitFor();
    expect(await lines.textContent()).toContain('Cincin 75%');
    expect(await lines.textContent()).toContain('5,250');
    await expect.poll(() => focusedTestId(page)).toBe('stock-line');
    // More than the line holds is refused with the manual stock's message.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await page.getByText('Berat Input Tidak Boleh Melebihi Berat Stock').first().waitFor();
    await page.getByTestId('stock-berat').fill('');

    await customerOf(page);
    expect(money(await page.getByTestId('sum-Grand Total').textContent())).toBe(4_987_500);
    await page.getByTestId('jumlah-bayar-0').focus();
    await page.keyboard.type('5000000');
    expect(money(await page.getByTestId('sum-Kembalian').textContent())).toBe(12_500);
    await page.screenshot({ path: '/tmp/transaksi-jual-beli-manual-jual.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan Penjualan Manual' }).focus();
    await page.keyboard.press('Enter');
    const sold = page.getByRole('dialog', { name: 'Penjualan Manual Tersimpan' });
    jm = (await sold.getByTestId('nota-number').textContent())!.trim();
    expect(jm).toMatch(/^JM-TOKO01-\d{8}-0001$/);
    expect(await sold.getByTestId('kembalian').textContent()).toContain('12.500');
    await sold.getByRole('button', { name: 'Transaksi Baru' }).click();

    // Beli: the tab, then the group picker has the focus; kadar, pieces and grams typed, Enter adds the line.
    await page.getByRole('tab', { name: 'Beli' }).click();
    await expect.poll(() => focusedTestId(page)).toBe('beli-group');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('beli-group').inputValue()).toBe('C75');
    await page.keyboard.press('Tab');
    await page.keyboard.type('75');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    // Without the receipt: 3.000 g x Rp 800,000 = 2,400,000 less 2 % (48,000) and Rp 5,000/g (15,000) = 2,337,000.
    const bought = page.getByRole('table', { name: 'Barang Manual Dibeli' });
    await bought.getByRole('row').filter({ hasText: '2.337.000' }).first().waitFor();
    await customerOf(page);
    // The one payment line pays out the whole total until an amount is typed.
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(2_337_000);
    expect(money(await page.getByTestId('sum-Selisih').textContent())).toBe(0);
    await page.screenshot({ path: '/tmp/transaksi-jual-beli-manual-beli.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan Pembelian Manual' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: 'Pembelian Manual Tersimpan' });
    const bm = (await result.getByTestId('nota-number').textContent())!.trim();
    expect(bm).toMatch(/^BM-TOKO01-\d{8}-0001$/);
    expect(await result.textContent()).toContain('Total Pembelian: Rp 2.337.000');
    // Its receipt printed at once, as a buy-back's.
    const frame = page.locator('#kilau-receipt-frame');
    await frame.waitFor({ state: 'attached' });
    const html = await frame.evaluate(async (f: HTMLIFrameElement) => (await fetch(f.src)).text());
    expect(html).toContain('NOTA PEMBELIAN');
    expect(html).toContain(bm);
    await result.getByRole('button', { name: 'Transaksi Baru' }).click();

    // The lists: the manual sale on /lihat-penjualan-manual, the manual buy-back on /lihat-pembelian-manual.
    for (const [route, no, total] of [
      ['/lihat-penjualan-manual', jm, '4.987.500'],
      ['/lihat-pembelian-manual', bm, '2.337.000'],
    ]) {
      await openAs(page, e.server.url, route, 'KASIR01', 'kasir-pw');
      await page.getByRole('button', { name: 'Cari' }).click();
      const row = page.getByRole('row').filter({ hasText: no });
      await row.waitFor();
      expect(await row.textContent()).toContain(total);
      expect(await row.textContent()).toContain('Budi Santoso');
    }
    await page.screenshot({ path: '/tmp/lihat-pembelian-manual.png', fullPage: true });
  });

  it('cancels the manual sale on /batal-penjualan-manual with a supervisor: the grams are back in their line', async () => {
    const { page } = e;
    await openAs(page, e.server.url, '/batal-penjualan-manual', 'KASIR01', 'kasir-pw');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('row').filter({ hasText: jm }).getByRole('button', { name: 'Batal' }).click();
    const dialog = page.getByRole('dialog', { name: `Batal Nota ${jm}` });
    await dialog.getByLabel('Alasan').fill('Customer membatalkan');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    await waitForToast(page, 'Penjualan Manual Berhasil Dibatalkan');
    const lines = await apiCall<{ data: { kode_baki: string; kode_group: string; qty: number; berat: number }[] }>(e.server.url, owner, 'GET', 'barang-manual?kode_group=C75');
    expect(lines.json.data.find((l) => l.kode_baki === 'A1')).toMatchObject({ qty: 10, berat: 25.5 });
  });
});
