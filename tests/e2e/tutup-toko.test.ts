// The end-of-day close in Chromium (issue 11 item 5, issue 19 item 16): a cashier opens /tutup-toko on a day with a
// cash sale, a transfer sale and the till's opening float, sees the till's expected cash, the sales not validated yet
// and the transfer not matched to the bank yet (nota, amount, account, how many), the day's transactions counted with
// no rupiah of different kinds added together; types the cash counted (the difference shows, and a reason is asked
// before the close can go on), closes with a supervisor's authorization, and the app works on the next business date
// at once, the till opening at the cash counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openingFloat } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { todayIso } from '../../domain/dates';
import { formatMoney } from '../../domain/format';

const today = todayIso();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const ACCOUNT = '1234567890';
const FLOAT = 1_000_000;

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA')`, [ACCOUNT]);
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [yesterday]);
  }),
}));

let cashNota: string;
let transferNota: string;
let cashTotal: number;
let transferTotal: number;
beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  await openingFloat(e.server.url, owner, FLOAT);
  const sell = async (pembayaran: (total: number) => unknown[], harga_total: number) => {
    const created = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total }));
    const sale = await apiCall<{ data: { no_faktur_jual: string; grand_total: number } }>(e.server.url, owner, 'POST', 'penjualan', {
      kode_sales: 'S01',
      nama_customer: 'Budi Santoso',
      alamat_customer: 'Jl. Merdeka 1, Bandung',
      items: [{ kode_barcode: created.json.data.kode_barcode }],
      pembayaran: pembayaran(harga_total),
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(201);
    return sale.json.data;
  };
  const cash = await sell((total) => [{ jenis: 'TUNAI', jumlah_rp: total }], 2_500_000);
  const transfer = await sell((total) => [{ jenis: 'TRANSFER', jumlah_rp: total, kode_bank: 'BCA', no_rekening: ACCOUNT }], 1_750_000);
  [cashNota, cashTotal, transferNota, transferTotal] = [cash.no_faktur_jual, Number(cash.grand_total), transfer.no_faktur_jual, Number(transfer.grand_total)];
});

describe('/tutup-toko', () => {
  it("lists what is not validated, books the counted cash with its reason, and the next day opens at the cash counted", async () => {
    const { page } = e;
    const till = FLOAT + cashTotal;
    const counted = till - 10_000;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(page, e.server.url, '/tutup-toko', 'KASIR01', 'kasir-pw');
    await page.getByTestId('tutup-toko-tanggal').getByText(yesterday).waitFor();
    await expect.poll(() => page.getByTestId('kas-sistem').textContent()).toBe(`Rp. ${formatMoney(till)} ,-`);
    const unvalidated = page.getByRole('table', { name: 'Transaksi Belum Divalidasi' });
    await unvalidated.getByText(cashNota).waitFor();
    await unvalidated.getByText(transferNota).waitFor();

    // The transfer not matched to the bank statement yet: its nota, amount and account, and how many there are.
    await page.getByText('Pembayaran Non Tunai Belum Divalidasi (1)').waitFor();
    const nonCash = page.getByRole('table', { name: 'Pembayaran Non Tunai Belum Divalidasi' }).getByRole('row').filter({ hasText: transferNota });
    await expect.poll(() => nonCash.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([transferNota, formatMoney(transferTotal), ACCOUNT]));

    // The day's transactions: two sales and the float; the totals row counts them and adds no rupiah together.
    const totals = page.getByRole('table', { name: 'Transaksi Hari Ini' }).locator('tfoot').getByRole('row');
    await expect.poll(() => totals.getByRole('cell').allTextContents()).toEqual(['Total', '3', '0', '']);

    // The drawer holds Rp 10.000 less than the ledger says: the difference shows, and the close waits for its reason.
    await page.getByLabel('Kas Fisik (Hasil Hitung)').fill(String(counted));
    await expect.poll(() => page.getByTestId('kas-selisih').textContent()).toBe(`Selisih: Rp. ${formatMoney(-10_000)} ,-`);
    const closeButton = page.getByRole('button', { name: 'Tutup Toko' });
    await page.getByText('Alasan Selisih Kas Tidak Boleh Kosong').waitFor();
    expect(await closeButton.isDisabled()).toBe(true);
    await page.getByLabel('Alasan Selisih Kas').fill('Uang kembalian salah hitung');
    await expect.poll(() => closeButton.isEnabled()).toBe(true);
    await page.screenshot({ path: '/tmp/tutup-toko.png', fullPage: true });

    await closeButton.click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByText('Tutup Toko').first().waitFor();
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    await page.getByText(`Tutup Toko Berhasil, Tanggal Sistem Sekarang ${today}`).waitFor();

    // The header and the summary are on the new day; the till opens at what was counted.
    await page.getByTestId('header-tgl-system').getByText(today).waitFor();
    await page.getByTestId('tutup-toko-tanggal').getByText(today).waitFor();
    await page.getByText('Belum Ada Transaksi Hari Ini').waitFor();
    await expect.poll(() => page.getByTestId('kas-sistem').textContent()).toBe(`Rp. ${formatMoney(counted)} ,-`);
  });
});
