// A supervisor approves what they see (issue 19 items 1, 2 and 21), in Chromium at 1366x768: a sale needing two
// authorizations (a line discounted below its cost, another weighed beyond the tolerance) is warned about before
// SIMPAN, approved in one dialog that lists each kind with its facts, by one login, and saves; a discount above the
// shop's limit is warned about whatever the cost, and the limit is set on /settingsystem; a sale whose piece was
// bought back is refused at Batal before any reason or password is asked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, pick, scan, lineShown } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { seedBuybackMasters } from '../helpers/buyback-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { formatHundredths, formatRupiah, formatWeightMg } from '../../domain/units';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBuybackMasters(db);
    for (const [user_id, level, password] of [['KASIR01', 'KASIR', 'kasir-pw'], ['SPV01', 'SPV', 'spv-pw']]) {
      await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'TOKO01')`, [user_id, await hashPassword(password), level]);
    }
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`UPDATE modules SET active = true WHERE key = 'POTONGAN_PENJUALAN_MODULE'`);
    await db.query(`INSERT INTO para_system (key, value) VALUES ('toleransi_penjualan', '0.05') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  }),
}));

let owner: string;
beforeAll(async () => {
  owner = await apiLogin(e.server.url);
});

/** A new piece on tray A1: its barcode. */
async function piece(over: Record<string, unknown>): Promise<string> {
  const res = await apiCall<{ data: { kode_barcode: string } }>(e.server.url, owner, 'POST', 'barang/create', itemInput(over));
  expect(res.status).toBe(201);
  return res.json.data.kode_barcode;
}

async function customer(page: Page): Promise<void> {
  await pick(page, 'Sales', 'S01 - Sinta');
  await page.getByLabel('Nama Customer').fill('Budi Santoso');
  await page.getByLabel('Alamat Customer').fill('Jl. Merdeka 1, Bandung');
}

describe('authorizations at the counter', () => {
  it('warns before SIMPAN, approves below cost and the weight in one dialog that shows the facts, and saves', async () => {
    const { page } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    // Sold at 4,500,000 (8 % off, within the discount limit) against its cost of 4,800,000.
    const gelang = await piece({ nama_barang: 'Gelang Rantai', harga_total: 4_900_000, total_hpp: 4_800_000 });
    // 5.000 g on record, weighed 5.120 g at the counter: 0.120 g off, the tolerance 0.050 g.
    const kalung = await piece({ nama_barang: 'Kalung Polos', harga_total: 0, berat: 5 });
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await scan(page, gelang);
    await lineShown(page, gelang);
    await scan(page, kalung);
    await lineShown(page, kalung);
    await page.getByTestId(`diskon-${gelang}`).fill('400000');
    await page.getByTestId(`berat-jual-${kalung}`).fill('5,120');
    await customer(page);
    // 4,500,000 + 5.12 g x 950,000 = 9,364,000
    await page.getByTestId('jumlah-bayar-0').fill('9364000');

    const belowCost = `${gelang} GELANG RANTAI: Harga Rp ${formatRupiah(4_500_000)} Di Bawah Modal Rp ${formatRupiah(4_800_000)}`;
    const weight = `${kalung} KALUNG POLOS: Berat Jual ${formatWeightMg(5_120)} g, Berat Tercatat ${formatWeightMg(5_000)} g, Toleransi ${formatWeightMg(50)} g`;
    const warning = page.getByTestId('perlu-otorisasi');
    await expect.poll(() => warning.innerText()).toContain('Perlu Otorisasi: Penjualan Di Bawah Harga Modal, Toleransi Berat Penjualan');
    expect(await warning.innerText()).toContain(belowCost);
    expect(await warning.innerText()).toContain(weight);

    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    const auth = page.getByRole('dialog', { name: 'Otorisasi' });
    const cost = auth.getByTestId('otorisasi-PENJUALAN_DIBAWAH_MODAL');
    await cost.getByText('Penjualan Di Bawah Harga Modal').waitFor();
    expect(await cost.innerText()).toContain(belowCost);
    const tolerance = auth.getByTestId('otorisasi-TOLERANSI_BERAT_PENJUALAN');
    expect(await tolerance.innerText()).toContain('Toleransi Berat Penjualan');
    expect(await tolerance.innerText()).toContain(weight);
    await page.screenshot({ path: '/tmp/otorisasi-dua-jenis.png' });

    // One login authorizes both; what the supervisor saw is stored with each.
    await auth.getByLabel('Username').fill('SPV01');
    await auth.getByLabel('Password', { exact: true }).fill('spv-pw');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/authorisation'));
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    expect((await sent).postDataJSON().otorisasi).toEqual([
      { kategori: 'PENJUALAN_DIBAWAH_MODAL', description: belowCost },
      { kategori: 'TOLERANSI_BERAT_PENJUALAN', description: weight },
    ]);
    const result = page.getByRole('dialog', { name: 'Penjualan Tersimpan' });
    const no = (await result.getByTestId('nota-number').textContent())!.trim();
    const sale = await apiCall<{ data: { otorisasi: { kategori: string; authorized_by: string }[] } }>(e.server.url, owner, 'GET', `penjualan/${no}`);
    expect(sale.json.data.otorisasi.map((o) => [o.kategori, o.authorized_by])).toEqual([
      ['PENJUALAN_DIBAWAH_MODAL', 'SPV01'],
      ['TOLERANSI_BERAT_PENJUALAN', 'SPV01'],
    ]);
  });

  it('warns of a discount above the limit on a piece with no recorded cost, and follows the limit set on /settingsystem', async () => {
    const { page } = e;
    const gelang = await piece({ nama_barang: 'Gelang Tanpa Modal', harga_total: 4_900_000 });
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await scan(page, gelang);
    await lineShown(page, gelang);
    await page.getByTestId(`diskon-${gelang}`).fill('4750000');
    const warning = page.getByTestId('perlu-otorisasi');
    await expect.poll(() => warning.innerText()).toContain('Perlu Otorisasi: Diskon Di Atas Batas');
    expect(await warning.innerText()).toContain(
      `${gelang} GELANG TANPA MODAL: Diskon Rp ${formatRupiah(4_750_000)} Dari Rp ${formatRupiah(4_900_000)}, Di Atas Batas ${formatHundredths(10_00)} % (Rp ${formatRupiah(490_000)})`,
    );

    await openAs(page, e.server.url, '/settingsystem');
    await page.getByRole('tab', { name: 'Sistem' }).click();
    await page.getByLabel('Batas Diskon').fill('100');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await openAs(page, e.server.url, '/transaksi-penjualan', 'KASIR01', 'kasir-pw');
    await scan(page, gelang);
    await lineShown(page, gelang);
    await page.getByTestId(`diskon-${gelang}`).fill('4750000');
    await expect.poll(() => page.getByTestId(`total-${gelang}`).textContent()).toBe(formatRupiah(150_000));
    expect(await page.getByTestId('perlu-otorisasi').count()).toBe(0);
  });

  it('refuses to cancel a sale whose piece was bought back before asking a reason or a password', async () => {
    const { page, server } = e;
    const ring = await piece({ harga_total: 0 });
    const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
    const person = { kode_sales: 'S01', nama_customer: 'Ani Wijaya', alamat_customer: 'Jl. Merdeka 2' };
    const sold = await apiCall<{ data: { no_faktur_jual: string } }>(server.url, kasir, 'POST', 'penjualan', {
      ...person,
      items: [{ kode_barcode: ring }],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 3_000_000 }],
    });
    expect(sold.status).toBe(201);
    const no = sold.json.data.no_faktur_jual;
    const line = { kode_barcode: ring, nama_barang: 'Cincin Polos Belah Rotan', kode_group: 'C75', kadar: 75, berat_kotor: 2.345, berat: 2.345, kondisi: 'BAGUS', ada_nota: true };
    const bought = await apiCall(server.url, kasir, 'POST', 'pembelian', { ...person, items: [line], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_864_500 }] });
    expect(bought.status).toBe(201);

    await openAs(page, server.url, '/batal-penjualan', 'KASIR01', 'kasir-pw');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('row').filter({ hasText: no }).getByRole('button', { name: 'Batal' }).click();
    const dialog = page.getByRole('dialog', { name: `Batal Nota ${no}` });
    await dialog.getByTestId('tidak-bisa-batal').getByText('Barang Nota Ini Sudah Dibeli Kembali, Penjualan Tidak Dapat Dibatalkan').waitFor();
    expect(await dialog.getByLabel('Alasan').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Lanjut' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Otorisasi' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
