// The counter screens at 1366x768 (issue 19 item 5): on /transaksi-penjualan (a sale with a trade-in, a deposit, a
// deposit's pay-off), /transaksi-pembelian and both tabs of /transaksi-jual-beli-manual, every payment kind is chosen
// in turn and every visible field and button must lie inside its panel (the Card and any scrolling box within it)
// and the page must not scroll sideways. A card payment shows its fee, rounded to the rupiah, and what the card
// machine charges; Total Bayar is what the customer hands over in all, fee included; the sale posts that fee.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, pick, scan, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { formatRupiah } from '../../domain/units';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR01', 'KASIR01', $1, 'KASIR', 'TOKO01')`, [await hashPassword('kasir-pw')]);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ('1234567890', 'Toko Emas Kilau', 'BCA', 'Bank Central Asia')`);
    // Every payment kind a sale offers: coupons and member points with their modules, discounts on the lines.
    for (const key of ['MANUAL_ITEMS_TRANSACTION_MODULE', 'KUPON_PENJUALAN_MODULE', 'MEMBER_MODULE', 'PENJUALAN_BAYAR_POIN_MODULE', 'POTONGAN_PENJUALAN_MODULE']) {
      await db.query('UPDATE modules SET active = true WHERE key = $1', [key]);
    }
    await db.query(`INSERT INTO member (kode_member, nama_member, no_hp) VALUES ('M01', 'Ani Lestari', '6285711112222')`);
    await db.query(`INSERT INTO para_system (key, value) VALUES ('poin_rupiah', '1000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  }),
}));

let ring: string;
let deposit: string;
beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  const piece = async () => (await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }))).json.data.kode_barcode;
  ring = await piece();
  const titip = await apiCall<{ data: { no_titip: string } }>(e.server.url, owner, 'POST', 'titip', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1, Bandung',
    items: [{ kode_barcode: await piece() }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }],
  });
  expect(titip.status).toBe(201);
  deposit = titip.json.data.no_titip;
  expect((await apiCall(e.server.url, owner, 'POST', 'barang-manual/tambah', { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 })).status).toBe(200);
});

/**
 * Every visible field and button of the page's cards that reaches past its card, or past a box of the card that
 * scrolls or clips (the sale's lines), with where it lies; and whether the page itself scrolls sideways.
 */
async function clippedFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inside = (a: DOMRect, b: DOMRect) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const fields = document.querySelectorAll<HTMLElement>('.MuiCard-root :is(input:not([type=hidden]), textarea, [role=combobox], button)');
    for (const field of fields) {
      // A switch's or checkbox's input is an invisible area wider than the control: the control is what shows.
      const el = field.closest<HTMLElement>('.MuiSwitch-root, .MuiCheckbox-root, .MuiRadio-root') ?? field;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || !el.checkVisibility()) continue;
      const name = el.getAttribute('aria-label') || el.closest('.MuiFormControl-root')?.querySelector('label')?.textContent || el.textContent || el.tagName;
      for (let up = el.parentElement; up; up = up.parentElement) {
        const clips = up.classList.contains('MuiCard-root') || getComputedStyle(up).overflowX !== 'visible';
        if (clips && !inside(box, up.getBoundingClientRect())) {
          out.push(`${name}: ${Math.round(box.left)}-${Math.round(box.right)} outside ${up.className.split(' ')[0] || up.tagName} ${Math.round(up.getBoundingClientRect().left)}-${Math.round(up.getBoundingClientRect().right)}`);
          break;
        }
        if (up.classList.contains('MuiCard-root')) break;
      }
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`);
    return out;
  });
}

/** Chooses each payment kind on the first payment line and checks the page at each. */
async function everyKind(page: Page, screen: string, kinds: string[]): Promise<void> {
  for (const kind of kinds) {
    await page.getByTestId('bayar-0').getByRole('combobox', { name: 'Jenis Pembayaran' }).click();
    await page.getByRole('option', { name: kind, exact: true }).click();
    await expect.poll(() => page.getByTestId('bayar-0').getByRole('combobox', { name: 'Jenis Pembayaran' }).textContent()).toBe(kind);
    expect(await clippedFields(page), `${screen}, ${kind}`).toEqual([]);
  }
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the counter screens at 1366x768', () => {
  it('keeps every field of every counter screen inside its panel, whatever the payment kind', async () => {
    const { page } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await scan(page, ring);
    await lineShown(page, ring);
    // A member's phone offers points too.
    await page.getByLabel('No HP').fill('085711112222');
    await page.getByTestId('member-poin').waitFor();
    await everyKind(page, 'penjualan', ['Tunai', 'Transfer', 'Kartu Debit', 'Kartu Kredit', 'QRIS', 'Kupon', 'Poin Member']);

    await page.getByLabel('Tukar Tambah').check();
    await page.getByTestId('tukar-tambah').getByRole('button', { name: 'Barang Luar' }).click();
    await everyKind(page, 'tukar tambah', ['Tunai', 'Transfer', 'Kartu Debit', 'Kartu Kredit', 'QRIS']);
    await page.getByLabel('Tukar Tambah').uncheck();
    await page.getByLabel('Titip', { exact: true }).check();
    await everyKind(page, 'titip', ['Tunai', 'Transfer', 'Kartu Debit', 'Kartu Kredit', 'QRIS']);
    await page.screenshot({ path: '/tmp/counter-layout-penjualan.png', fullPage: true });

    // Leaving the sale for the pay-off asks first.
    await page.getByRole('tab', { name: 'Pelunasan Titip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await page.getByLabel('No Titip').fill(deposit);
    await page.getByLabel('No Titip').press('Enter');
    await page.getByTestId('bayar-0').waitFor();
    await everyKind(page, 'pelunasan titip', ['Tunai', 'Transfer', 'Kartu Debit', 'Kartu Kredit', 'QRIS']);

    await openAs(page, e.server.url, '/transaksi-pembelian', 'KASIR01', 'kasir-pw');
    await page.getByRole('button', { name: 'Barang Luar' }).click();
    await everyKind(page, 'pembelian', ['Tunai', 'Transfer']);
    await page.screenshot({ path: '/tmp/counter-layout-pembelian.png', fullPage: true });

    await openAs(page, e.server.url, '/transaksi-jual-beli-manual', 'KASIR01', 'kasir-pw');
    await page.getByTestId('stock-line').locator('option', { hasText: 'Cincin 75%' }).waitFor({ state: 'attached' });
    await page.getByTestId('stock-line').selectOption({ index: 1 });
    await page.getByTestId('stock-berat').fill('2');
    await page.getByTestId('stock-berat').press('Enter');
    await page.getByRole('table', { name: 'Barang Manual Dijual' }).getByRole('row').nth(1).waitFor();
    await everyKind(page, 'jual manual', ['Tunai', 'Transfer', 'Kartu Debit', 'Kartu Kredit', 'QRIS']);
    await page.getByRole('tab', { name: 'Beli' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await page.getByTestId('beli-group').selectOption('C75');
    await page.getByTestId('beli-kadar').fill('75');
    await page.getByTestId('beli-berat').fill('3');
    await page.getByTestId('beli-berat').press('Enter');
    await page.getByRole('table', { name: 'Barang Manual Dibeli' }).getByRole('row').nth(1).waitFor();
    await everyKind(page, 'beli manual', ['Tunai', 'Transfer']);
  }, 180_000);

  it('shows a card payment’s fee, rounded to the rupiah, and what the card machine charges; Total Bayar counts the fee', async () => {
    const { page } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await scan(page, ring);
    await lineShown(page, ring);
    const grand = money(await page.getByTestId('sum-Grand Total').textContent());
    await pick(page, 'Jenis Pembayaran', 'Kartu Debit');
    await pick(page, 'Rekening', /1234567890/);
    await page.getByTestId('jumlah-bayar-0').fill(String(grand));
    await page.getByTestId('fee-persen-0').fill('1,37');
    // 1.37 % of the grand total, up to the whole rupiah.
    expect((grand * 137) % 10_000).not.toBe(0); // the fee has a fraction to round
    const fee = Math.ceil((grand * 137) / 10_000);
    await expect.poll(() => page.getByTestId('gesek-0').textContent()).toBe(`Fee Rp ${formatRupiah(fee)} · Gesek EDC Rp ${formatRupiah(grand + fee)}`);
    expect(await page.getByTestId('sum-Fee Kartu').textContent()).toBe(formatRupiah(fee));
    expect(await page.getByTestId('sum-Total Bayar').textContent()).toBe(formatRupiah(grand + fee));
    expect(await clippedFields(page)).toEqual([]);

    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const no = (await result.getByTestId('nota-number').textContent())!.trim();
    // The server kept the fee the screen showed.
    const owner = await apiLogin(e.server.url);
    const sale = await apiCall<{ data: { pembayaran: { jenis: string; jumlah_rp: number; fee_rp: number }[] } }>(e.server.url, owner, 'GET', `penjualan/${no}`);
    expect(sale.json.data.pembayaran.map((p) => [p.jenis, Number(p.jumlah_rp), Number(p.fee_rp)])).toEqual([['DEBIT', grand, fee]]);
  }, 120_000);
});
