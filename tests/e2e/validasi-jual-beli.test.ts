// /validasi-jual-beli in Chromium (definitions/transactions/validasi-jual-beli.ts): a supervisor sees the day's sale
// and buy-back side by side, each named by its kind, opens the buy-back, ticks both and validates them in one go,
// after a confirmation naming how many and each kind's total (issue 19 item 16); they leave the list and read VALID.
// The SubMenu page /SubMenuValidasi leads there.
import { describe, expect, it } from 'vitest';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, openingFloat } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { formatRupiahMask } from '../../domain/units';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await seedCounterStaff(db);
  }),
}));

const customer = { kode_sales: 'S01', nama_customer: 'Rina Wijaya', alamat_customer: 'Jl. Merdeka 1' };

describe('/validasi-jual-beli', () => {
  it("validates the day's sale and buy-back together", async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
    // The buy-back is paid out of the till.
    await openingFloat(server.url, owner, 5_000_000);
    const item = await apiCall<{ data: { kode_barcode: string } }>(server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
    const sale = await apiCall<{ data: { no_faktur_jual: string; grand_total: number } }>(server.url, kasir, 'POST', 'penjualan', {
      ...customer,
      items: [{ kode_barcode: item.json.data.kode_barcode }],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }],
    });
    expect(sale.status).toBe(201);
    const buy = await apiCall<{ data: { no_faktur_beli: string } }>(server.url, kasir, 'POST', 'pembelian', {
      ...customer,
      items: [foreignLine()],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_385_000 }],
    });
    expect(buy.status).toBe(201);
    const [jual, beli] = [sale.json.data.no_faktur_jual, buy.json.data.no_faktur_beli];

    await openAs(page, server.url, '/SubMenuValidasi', 'SPV01', 'spv-pw');
    const tile = (name: string) => page.getByRole('main').getByText(name, { exact: true }).filter({ visible: true }).last();
    await tile('Validasi Non Cash').waitFor();
    await tile('Validasi Jual Beli').click();
    await page.waitForURL(/\/validasi-jual-beli$/);
    await page.getByRole('button', { name: 'Cari' }).click();
    const saleRow = page.getByRole('row').filter({ hasText: jual });
    const buyRow = page.getByRole('row').filter({ hasText: beli });
    await saleRow.getByRole('cell', { name: 'Penjualan', exact: true }).waitFor();
    await buyRow.getByRole('cell', { name: 'Pembelian', exact: true }).waitFor();

    // A row opens as its own kind's document.
    await buyRow.getByRole('button', { name: 'Lihat' }).click();
    const dialog = page.getByRole('dialog', { name: `Pembelian ${beli}` });
    await dialog.getByText('Cincin Toko Lain').waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    await saleRow.getByRole('checkbox').check();
    await buyRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Validasi (2)' }).click();
    // Two notas at once: how many, and each kind's count and total (a sale's and a buy-back's rupiah apart).
    const confirm = page.getByRole('dialog', { name: 'Validasi 2 Nota?' });
    await expect.poll(async () => (await confirm.getByTestId('validate-confirm-group').allTextContents()).sort()).toEqual([
      `Pembelian: 1 Nota, Total ${formatRupiahMask(2_385_000)}`,
      `Penjualan: 1 Nota, Total ${formatRupiahMask(Number(sale.json.data.grand_total))}`,
    ]);
    await page.screenshot({ path: '/tmp/validasi-jual-beli-confirm.png' });
    await confirm.getByRole('button', { name: 'Ya, Validasi' }).click();
    await waitForToast(page, 'Jual Beli Berhasil Divalidasi');
    await page.getByText('Data Validasi Jual Beli Kosong').first().waitFor();

    for (const path of [`penjualan/${jual}`, `pembelian/${beli}`]) {
      const doc = await apiCall<{ data: { status: string } }>(server.url, owner, 'GET', path);
      expect(doc.json.data.status, path).toBe('VALID');
    }
  });
});
