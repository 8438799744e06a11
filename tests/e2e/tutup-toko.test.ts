// The end-of-day close in Chromium (issue 11 item 5): a cashier opens /tutup-toko on a day with a cash sale, sees the
// till's expected cash and the sale not validated yet, types the cash counted (the difference shows), closes with a
// supervisor's authorization, and the app works on the next business date at once (the header, the summary).
import { beforeAll, describe, expect, it } from 'vitest';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { todayIso } from '../../domain/dates';
import { formatMoney } from '../../domain/format';

const today = todayIso();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [yesterday]);
  }),
}));

let nota: string;
let total: number;
beforeAll(async () => {
  const owner = await apiLogin(e.server.url);
  const created = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  const sale = await apiCall<{ data: { no_faktur_jual: string; grand_total: number } }>(e.server.url, owner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1, Bandung',
    items: [{ kode_barcode: created.json.data.kode_barcode }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }],
  });
  expect(sale.status).toBe(201);
  nota = sale.json.data.no_faktur_jual;
  total = Number(sale.json.data.grand_total);
});

describe('/tutup-toko', () => {
  it("closes the day with the cash counted and a supervisor's authorization, and the app moves to the next date", async () => {
    const { page } = e;
    await openAs(page, e.server.url, '/tutup-toko', 'KASIR01', 'kasir-pw');
    await page.getByTestId('tutup-toko-tanggal').getByText(yesterday).waitFor();
    await expect.poll(() => page.getByTestId('kas-sistem').textContent()).toBe(`Rp. ${formatMoney(total)} ,-`);
    await page.getByRole('table', { name: 'Transaksi Belum Divalidasi' }).getByText(nota).waitFor();

    // The drawer holds Rp 10.000 less than the ledger says: the difference shows before closing.
    await page.getByLabel('Kas Fisik (Hasil Hitung)').fill(String(total - 10_000));
    await expect.poll(() => page.getByTestId('kas-selisih').textContent()).toBe('Selisih: Rp. -10.000 ,-');
    await page.screenshot({ path: '/tmp/tutup-toko.png', fullPage: true });

    await page.getByRole('button', { name: 'Tutup Toko' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    await auth.getByText('Tutup Toko').first().waitFor();
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    await page.getByText(`Tutup Toko Berhasil, Tanggal Sistem Sekarang ${today}`).waitFor();

    // The header and the summary are on the new day; the closed day's sale is no longer today's.
    await page.getByTestId('header-tgl-system').getByText(today).waitFor();
    await page.getByTestId('tutup-toko-tanggal').getByText(today).waitFor();
    await page.getByText('Belum Ada Transaksi Hari Ini').waitFor();
    await expect.poll(() => page.getByTestId('kas-sistem').textContent()).toBe(`Rp. ${formatMoney(total)} ,-`);
  });
});
