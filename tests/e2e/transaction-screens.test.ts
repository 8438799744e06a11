// The sale's engine-drawn screens in Chromium (definitions/transactions/penjualan.ts): /lihat-penjualan opens a nota
// with its lines and payments; /batal-penjualan cancels one with a reason and a supervisor's password; then
// /validasi-penjualan validates a cashier's remaining notas, which leave its list; /batal-pembelian cancels a
// trade-in's buy-back together with its sale.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, pick } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { codeText } from '../../domain/codes';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await seedCounterStaff(db);
  }),
}));

/** A sale (or a deposit with Rp 500.000 down) by KASIR01 of one new gold ring for `customer`; answers its number. */
async function post(customer: string, kind: 'penjualan' | 'titip' = 'penjualan'): Promise<string> {
  const owner = await apiLogin(e.server.url);
  const item = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  expect(item.status).toBe(201);
  const kasir = await apiLogin(e.server.url, 'KASIR01', 'kasir-pw');
  const res = await apiCall<{ data: Record<string, string> }>(e.server.url, kasir, 'POST', kind, {
    kode_sales: 'S01',
    nama_customer: customer,
    alamat_customer: 'Jl. Merdeka 1',
    items: [{ kode_barcode: item.json.data.kode_barcode }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: kind === 'titip' ? 500_000 : 3_000_000 }],
  });
  expect(res.status).toBe(201);
  return res.json.data[kind === 'titip' ? 'no_titip' : 'no_faktur_jual'];
}
const sale = (customer: string) => post(customer);

async function authorizeAsSupervisor(page: Page): Promise<void> {
  const auth = page.getByRole('dialog', { name: 'Otorisasi' });
  await auth.getByLabel('Username').fill('SPV01');
  await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
  await auth.getByRole('button', { name: 'Otorisasi' }).click();
}

describe('the sale list, cancellation and validation screens', () => {
  it('opens a nota, cancels another with a supervisor, and validates the rest', async () => {
    const { page, server } = e;
    const [first, second, third] = [await sale('Budi Santoso'), await sale('Ani Wijaya'), await sale('Citra Lestari')];

    await openAs(page, server.url, '/lihat-penjualan', 'KASIR01', 'kasir-pw');
    await page.getByRole('heading', { level: 1, name: /Lihat Penjualan/ }).waitFor();
    // Today's notas show as the screen opens, without Cari.
    await page.getByRole('row').filter({ hasText: first }).getByRole('button', { name: 'Lihat' }).click();
    const nota = page.getByRole('dialog', { name: `Penjualan ${first}` });
    await nota.getByRole('cell', { name: 'Budi Santoso' }).waitFor();
    await nota.getByRole('cell', { name: 'Cincin Polos Belah Rotan' }).waitFor();
    await nota.getByRole('cell', { name: codeText('bayar', 'TUNAI') }).waitFor();
    await nota.getByRole('button', { name: 'Tutup' }).click();

    await page.goto(`${server.url}/batal-penjualan`);
    await page.getByRole('row').filter({ hasText: second }).getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('dialog', { name: `Batal Nota ${second}` }).getByLabel('Alasan').fill('Customer batal beli');
    await page.keyboard.press('Enter');
    await authorizeAsSupervisor(page);
    await waitForToast(page, 'Penjualan Berhasil Dibatalkan');
    await page.getByRole('row').filter({ hasText: second }).waitFor({ state: 'detached' });
    const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
    const cancelled = await apiCall<{ data: { status: string; riwayat: { alasan: string }[] } }>(server.url, kasir, 'GET', `penjualan/${second}`);
    expect(cancelled.json.data.status).toBe('BATAL');
    expect(cancelled.json.data.riwayat.map((r) => r.alasan)).toContain('Customer batal beli');

    await openAs(page, server.url, '/validasi-penjualan', 'SPV01', 'spv-pw');
    await pick(page, 'Valid By', /^KASIR01\b/);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('row').filter({ hasText: first }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: second }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: first }).getByRole('checkbox').check();
    await page.getByRole('row').filter({ hasText: third }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Validasi (2)' }).click();
    await page.getByRole('dialog', { name: 'Validasi 2 Nota?' }).getByRole('button', { name: 'Ya, Validasi' }).click();
    await waitForToast(page, 'Penjualan Berhasil Divalidasi');
    await page.getByText('Data Penjualan Kosong').first().waitFor();
    const valid = await apiCall<{ data: { status: string } }>(server.url, kasir, 'GET', `penjualan/${third}`);
    expect(valid.json.data.status).toBe('VALID');
  });

  it('offers Lunasi and Batal on open deposits: the pay-off opens on the sale screen, the cancel asks BATAL_TITIP', async () => {
    const { page, server } = e;
    const [kept, dropped] = [await post('Dewi Anggraini', 'titip'), await post('Eko Prasetyo', 'titip')];
    await openAs(page, server.url, '/lihat-titipan', 'KASIR01', 'kasir-pw');
    await page.getByRole('row').filter({ hasText: dropped }).getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('dialog', { name: `Batal Nota ${dropped}` }).getByLabel('Alasan').fill('Customer tidak jadi');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await authorizeAsSupervisor(page);
    await waitForToast(page, 'Titip Uang Berhasil Dibatalkan');
    await page.getByRole('row').filter({ hasText: dropped }).getByRole('cell', { name: 'Batal', exact: true }).waitFor();

    await page.getByRole('row').filter({ hasText: kept }).getByRole('link', { name: 'Lunasi' }).click();
    await page.waitForURL(new RegExp(`/transaksi-penjualan\\?lunasi=${kept}$`));
    await page.getByText('Dewi Anggraini').first().waitFor();
    await page.getByRole('tab', { name: 'Pelunasan Titip', selected: true }).waitFor();
  });

  it('cancels a trade-in from its buy-back on /batal-pembelian: the dialog says both go, and both go', async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    const item = await apiCall<{ data: { kode_barcode: string } }>(server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
    const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
    const res = await apiCall<{ data: Record<string, string> }>(server.url, kasir, 'POST', 'penjualan', {
      kode_sales: 'S01',
      nama_customer: 'Fajar Nugroho',
      alamat_customer: 'Jl. Merdeka 9',
      items: [{ kode_barcode: item.json.data.kode_barcode }],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }],
      tukar: { items: [foreignLine({ berat: 1, berat_kotor: 1 })] },
    });
    expect(res.status).toBe(201);
    const { no_faktur_jual, no_faktur_beli, no_faktur_group } = res.json.data;

    await openAs(page, server.url, '/batal-pembelian', 'KASIR01', 'kasir-pw');
    await page.getByRole('row').filter({ hasText: no_faktur_beli }).getByRole('button', { name: 'Batal' }).click();
    const dialog = page.getByRole('dialog', { name: `Batal Nota ${no_faktur_beli}` });
    await dialog.getByText(`tukar tambah ${no_faktur_group}`).waitFor();
    await dialog.getByLabel('Alasan').fill('Customer membatalkan tukar tambah');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await authorizeAsSupervisor(page);
    await waitForToast(page, 'Pembelian Berhasil Dibatalkan');
    for (const [kind, no] of [['penjualan', no_faktur_jual], ['pembelian', no_faktur_beli]]) {
      const doc = await apiCall<{ data: { status: string } }>(server.url, kasir, 'GET', `${kind}/${no}`);
      expect(doc.json.data.status, no).toBe('BATAL');
    }
  });
});
