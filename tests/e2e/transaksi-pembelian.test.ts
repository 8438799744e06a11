// Buy-back and trade-in at the counter, end to end in Chromium (issue 10 items 1 and 2). (a) A KASIR buys back the
// shop's own ring found by its sale's receipt number, pays more than the receipt's price (a supervisor authorizes in
// the dialog), pays out in cash and by transfer to the customer's account; the receipt prints at once, twice under
// the purchase duplicate setting. (b) A trade-in: a necklace sold, an old bracelet from elsewhere traded in, the
// customer pays the rest in cash; one receipt shows both, and the API shows both documents under one group. (c) The
// buy-back weight tolerance set on /settingsystem.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { toastsSeen, useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openingFloat, pick, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { DEFAULT_RECEIPT } from '../../domain/settings';

// 80 mm, the buy-back printed twice (the customer signs one, the shop keeps it).
const SETTING = { ...DEFAULT_RECEIPT, kertas: '80mm', header: [], footer: ['Terima kasih'], copies: { ...DEFAULT_RECEIPT.copies, pembelian: 2 } };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`UPDATE toko SET nama_toko = 'Toko Emas Kilau', alamat_toko = 'Jl. Pasar Baru No. 1, Bandung', phone = '022-4201234' WHERE kode_toko = 'TOKO01'`);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ('1234567890', 'Toko Emas Kilau', 'BCA', 'BCA')`);
    await db.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', ['setting_nota', JSON.stringify(SETTING)]);
  }),
}));

let owner: string;
let ring: string;
let soldNota: string;
let soldPrice: number;
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
  // Buy-backs are paid out of the till and the shop's account: each opens with money in it.
  await openingFloat(e.server.url, owner, 5_000_000);
  await openingFloat(e.server.url, owner, 5_000_000, '1234567890');
  const created = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  ring = created.json.data.kode_barcode;
  // The ring is sold first: 2.345 g x Rp 950.000 = Rp 2.227.750, up to Rp 2.228.000.
  const sale = await apiCall<{ data: { no_faktur_jual: string; grand_total: number } }>(e.server.url, owner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1, Bandung',
    items: [{ kode_barcode: ring }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_228_000 }],
  });
  expect(sale.status).toBe(201);
  soldNota = sale.json.data.no_faktur_jual;
  soldPrice = Number(sale.json.data.grand_total);
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const focused = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => el === document.activeElement);

/** The receipt the app printed last (the hidden frame's page), as the paper's lines, and its copies. */
async function printedReceipt(page: Page, shot: string): Promise<{ lines: string[]; copies: number }> {
  const frame = page.locator('#kilau-receipt-frame');
  await frame.waitFor({ state: 'attached' });
  const html = await frame.evaluate(async (f: HTMLIFrameElement) => (await fetch(f.src)).text());
  expect(html).toContain('data-paper="80mm"');
  const receipt = await e.context.newPage();
  await receipt.setViewportSize({ width: 320, height: 200 });
  await receipt.setContent(html);
  const lines = (await receipt.locator('.copy').first().innerText()).split('\n');
  const copies = await receipt.locator('.copy').count();
  await receipt.screenshot({ path: shot, fullPage: true });
  await receipt.close();
  return { lines, copies };
}

describe('/transaksi-pembelian', () => {
  it("buys back the shop's own ring by its receipt number above the receipt price, authorized, paid out in cash and by transfer", async () => {
    const { page } = e;
    await openAs(page, e.server.url, '/transaksi-pembelian', 'KASIR01', 'kasir-pw');
    await expect.poll(() => focused(page, 'Barcode / No Nota Jual')).toBe(true);

    // The receipt's number, typed as a scanner types it: what was sold shows, and the net weight takes the focus.
    await page.keyboard.type(`${soldNota}\n`, { delay: 5 });
    const line = page.getByTestId('beli-line-0');
    await line.waitFor();
    expect(await line.textContent()).toContain('CINCIN POLOS BELAH ROTAN');
    expect(await line.textContent()).toContain(`Nota ${soldNota}`);
    expect(await line.textContent()).toContain(`2,345 g · Kadar 75,00% · Rp 2.228.000`);
    await expect.poll(() => page.getByTestId('beli-berat-0').evaluate((el) => el === document.activeElement)).toBe(true);
    // With the receipt: 2.345 g x Rp 800.000 = Rp 1.876.000, less Rp 5.000/g (Rp 11.725) = Rp 1.864.275, up to Rp 500.
    expect(await page.getByTestId('beli-sistem-0').textContent()).toBe('1.864.500');
    expect(money(await page.getByTestId('beli-harga-0').inputValue())).toBe(1_864_500);

    // The customer asks more than the receipt's price: the screen says an authorization will be needed.
    await page.getByTestId('beli-harga-0').fill('2300000');
    await line.getByText('Perlu Otorisasi: Harga Beli Di Atas Harga Nota').waitFor();
    expect(money(await page.getByTestId('sum-Total Pembelian').textContent())).toBe(2_300_000);

    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Budi Santoso');
    await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
    // The one payment line pays the whole total until an amount is typed; then Rp 1.000.000 goes by transfer.
    expect(money(await page.getByTestId('jumlah-bayar-0').inputValue())).toBe(2_300_000);
    await page.getByTestId('jumlah-bayar-0').fill('1300000');
    await page.getByText('Jumlah Dibayar Harus Sama Dengan Total Pembelian').first().waitFor();
    await page.getByRole('button', { name: 'Tambah Pembayaran' }).click();
    const second = page.getByTestId('bayar-1');
    expect(money(await page.getByTestId('jumlah-bayar-1').inputValue())).toBe(1_000_000);
    await second.getByRole('combobox', { name: 'Jenis Pembayaran' }).click();
    await page.getByRole('option', { name: 'Transfer' }).click();
    await second.getByRole('combobox', { name: 'Bank Customer' }).click();
    await page.getByRole('option', { name: 'BCA - Bank Central Asia' }).click();
    await second.getByLabel('No Rekening Customer').fill('0987654321');
    expect(money(await page.getByTestId('sum-Selisih').textContent())).toBe(0);
    await page.screenshot({ path: '/tmp/transaksi-pembelian.png', fullPage: true });

    // Above the receipt's price: the supervisor authorizes, and the same buy-back posts once.
    await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByText('Harga Beli Di Atas Harga Nota').waitFor();
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    const result = page.getByRole('dialog', { name: 'Pembelian Tersimpan' });
    const no = (await result.getByTestId('nota-number').textContent())!.trim();
    expect(await result.textContent()).toContain('Total Pembelian: Rp 2.300.000');

    // The receipt printed at once, two copies, each with the piece, the money paid out and the customer's signature.
    const { lines, copies } = await printedReceipt(page, '/tmp/receipt-pembelian-80mm.png');
    expect(copies).toBe(2);
    expect(lines).toContain('                 NOTA PEMBELIAN');
    expect(lines.some((l) => l.includes(no))).toBe(true);
    expect(lines).toContain('1. CINCIN POLOS BELAH');
    expect(lines.find((l) => l.startsWith('   Kondisi'))).toMatch(/BAGUS$/);
    expect(lines.find((l) => l.startsWith('TOTAL'))).toMatch(/2\.300\.000$/);
    expect(lines.find((l) => l.startsWith('Tunai'))).toMatch(/1\.300\.000$/);
    expect(lines.find((l) => l.startsWith('Transfer'))).toMatch(/1\.000\.000$/);
    expect(lines).toContain('  BCA 0987654321');
    expect(lines.some((l) => /\( Customer \)/.test(l))).toBe(true);

    const doc = await apiCall<{ data: { items: Record<string, unknown>[]; pembayaran: { jenis: string; jumlah_rp: number }[]; otorisasi: { kategori: string }[] } }>(
      e.server.url,
      owner,
      'GET',
      `pembelian/${no}`,
    );
    expect(doc.json.data.items.map((i) => [i.kode_barcode, Number(i.harga), Number(i.harga_sistem), Number(i.harga_nota), i.no_faktur_jual])).toEqual([
      [ring, 2_300_000, 1_864_500, soldPrice, soldNota],
    ]);
    expect(doc.json.data.pembayaran.map((p) => [p.jenis, Number(p.jumlah_rp)])).toEqual([
      ['TUNAI', 1_300_000],
      ['TRANSFER', 1_000_000],
    ]);
    expect(doc.json.data.otorisasi.map((o) => o.kategori)).toEqual(['HARGA_BELI_DIATAS_NOTA']);

    // The next customer starts at the lookup field; the same ring again is refused.
    await result.getByRole('button', { name: 'Transaksi Baru' }).click();
    await expect.poll(() => focused(page, 'Barcode / No Nota Jual')).toBe(true);
    expect(await page.getByTestId('beli-line-0').count()).toBe(0);
    await page.keyboard.type(`${ring}\n`, { delay: 5 });
    await expect.poll(() => toastsSeen(page)).toContain('Barang Sudah Dibeli Atau Ditukar');
    expect(await page.getByTestId('beli-line-0').count()).toBe(0);
  }, 60_000);

  it('trades an old bracelet from elsewhere in for a new necklace: the rest in cash, one receipt, one group', async () => {
    const { page } = e;
    const created = await apiCall<{ data: { kode_barcode: string } }>(
      e.server.url,
      owner,
      'POST',
      'barang/create',
      itemInput({ nama_barang: 'Kalung Rantai Italy', kode_dept: 'KAL', kode_group: 'K70', kadar: 70, berat: 5, harga_total: 0 }),
    );
    const necklace = created.json.data.kode_barcode;

    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await expect.poll(() => focused(page, 'Scan / Ketik Barcode')).toBe(true);
    await page.keyboard.type(`${necklace}\n`, { delay: 5 });
    await lineShown(page, necklace);
    // 5 g x Rp 900.000.
    expect(money(await page.getByTestId('sum-Grand Total').textContent())).toBe(4_500_000);

    // Tukar Tambah: the old piece is from elsewhere, typed in (no receipt).
    await page.getByLabel('Tukar Tambah', { exact: true }).check();
    const old = page.getByTestId('tukar-tambah');
    await expect.poll(() => focused(page, 'Barcode / No Nota Jual')).toBe(true);
    await old.getByRole('button', { name: 'Barang Luar' }).click();
    await expect.poll(() => focused(page, 'Nama Barang 1')).toBe(true);
    await page.keyboard.type('Gelang Rantai Lama');
    await pick(page, 'Group', 'C75 - Cincin 75%', { exact: true });
    await page.getByTestId('beli-kadar-0').fill('75');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3,2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    // 3 g x Rp 800.000 = Rp 2.400.000, less Rp 15.000 (kategori) and 2 % without the receipt (Rp 48.000): Rp 2.337.000.
    await expect.poll(() => page.getByTestId('beli-sistem-0').textContent()).toBe('2.337.000');
    expect(money(await page.getByTestId('sum-Nilai Barang Tukar').textContent())).toBe(2_337_000);
    expect(money(await page.getByTestId('sum-Dibayar Dengan Tukar').textContent())).toBe(2_337_000);
    expect(money(await page.getByTestId('sum-Sisa Bayar').textContent())).toBe(2_163_000);

    await pick(page, 'Sales', 'S01 - Sinta');
    await page.getByLabel('Nama Customer').fill('Citra Lestari');
    await page.getByLabel('Alamat Customer').fill('Jl. Dago 5, Bandung');
    await page.getByTestId('jumlah-bayar-0').fill('2200000');
    expect(money(await page.getByTestId('sum-Kembalian').textContent())).toBe(37_000);
    await page.screenshot({ path: '/tmp/transaksi-penjualan-tukar.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();

    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const noJual = (await result.getByTestId('nota-number').textContent())!.trim();
    expect(await result.getByTestId('tukar-result').textContent()).toMatch(/^Tukar Tambah \S+: Rp 2\.337\.000$/);
    expect(await result.getByTestId('kembalian').textContent()).toBe('Kembalian: Rp 37.000');

    // One receipt: the sale, then the trade-in's block and its TUKAR payment.
    await result.getByRole('button', { name: 'Cetak' }).click();
    const { lines, copies } = await printedReceipt(page, '/tmp/receipt-tukar-80mm.png');
    expect(copies).toBe(1);
    expect(lines).toContain('                 NOTA PENJUALAN');
    expect(lines).toContain('1. KALUNG RANTAI ITALY');
    expect(lines).toContain('                  TUKAR TAMBAH');
    expect(lines).toContain(' 1. GELANG RANTAI LAMA');
    expect(lines.find((l) => l.startsWith('Total Tukar'))).toMatch(/2\.337\.000$/);
    expect(lines.find((l) => l.startsWith('Tukar Tambah'))).toMatch(/2\.337\.000$/);
    expect(lines.find((l) => l.startsWith('Tunai'))).toMatch(/2\.200\.000$/);
    expect(lines.find((l) => l.startsWith('Kembalian'))).toMatch(/37\.000$/);

    // Both documents, one group.
    type Doc = { no_faktur_group: string; pembayaran: { jenis: string; jumlah_rp: number }[]; tukar: Record<string, unknown> };
    const sale = await apiCall<{ data: Doc }>(e.server.url, owner, 'GET', `penjualan/${noJual}`);
    const noBeli = String(sale.json.data.tukar.no_faktur_beli);
    const buyback = await apiCall<{ data: Doc & { items: { nama_barang: string; harga: number }[] } }>(e.server.url, owner, 'GET', `pembelian/${noBeli}`);
    expect(sale.json.data.no_faktur_group).toBeTruthy();
    expect(buyback.json.data.no_faktur_group).toBe(sale.json.data.no_faktur_group);
    expect(buyback.json.data.tukar.no_faktur_jual).toBe(noJual);
    expect(buyback.json.data.items.map((i) => [i.nama_barang, Number(i.harga)])).toEqual([['GELANG RANTAI LAMA', 2_337_000]]);
    expect(sale.json.data.pembayaran.map((p) => [p.jenis, Number(p.jumlah_rp)])).toEqual([
      ['TUNAI', 2_200_000],
      ['TUKAR', 2_337_000],
    ]);
  }, 60_000);

  it('takes the buy-back weight tolerance on /settingsystem beside the sales tolerance, in grams', async () => {
    const { page } = e;
    await openAs(page, e.server.url, '/settingsystem');
    await page.getByRole('tab', { name: 'Sistem' }).click();
    await page.getByLabel('Toleransi Pembelian', { exact: true }).fill('0,05');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    // The buy-back screen prices with it: 50 mg before TOLERANSI_BERAT_PEMBELIAN is needed.
    const params = await apiCall<{ data: { toleransi_mg: number } }>(e.server.url, owner, 'GET', 'pembelian/parameter');
    expect(params.json.data.toleransi_mg).toBe(50);
  }, 30_000);
});
