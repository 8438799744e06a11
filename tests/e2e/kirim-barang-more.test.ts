// Transfers and the web catalogue in Chromium, the routes tests/e2e/kirim-barang.test.ts leaves out:
// - /kirim-barang-external is not available while BARANG_WEB_EXTERNAL_MODULE is off;
// - /kirim-barang: a branch (CAB02, level CABANG) sends two items to head office (TOKO01, PUSAT), sees the
//   KB- number, the items are in transit (KIRIM), and the Surat Jalan PDF names the number and the items;
// - /kirim-barang-external (module switched on): head office publishes an item with a web price;
// - /update-barang-external: re-prices it, then withdraws it.
import { describe, expect, it } from 'vitest';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, downloaded, scan, tokenOf } from '../helpers/e2e-helpers';
import { pdfPages } from '../helpers/pdf-text';
import { seedBranch, seedInventoryMasters } from '../helpers/inventory-fixture';

const CABANG = { user: 'SPVCAB03', password: 'rahasia123' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBranch(db, { kode_toko: 'CAB03', nama_toko: 'Cabang Tiga', spv: CABANG });
    await db.query(`UPDATE modules SET active = true WHERE key = 'KIRIM_BARANG_MODULE'`);
    await db.query(`UPDATE modules SET active = false WHERE key = 'BARANG_WEB_EXTERNAL_MODULE'`);
    // Two items in the branch's stock on B1, one in head office's stock on A1 (item and its ledger row).
    for (const [code, toko, gudang, baki, berat] of [
      ['KM-001', 'CAB03', 'G2', 'B1', 2.345],
      ['KM-002', 'CAB03', 'G2', 'B1', 1.5],
      ['WB-001', 'TOKO01', 'G1', 'A1', 3.25],
    ] as const) {
      await db.query(
        `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, harga_total, tgl_input, input_by)
         VALUES ($1, $2, 'CINCIN POLOS BELAH ROTAN', 'CIN', 'C75', $3, $4, $5, 75, 2500000, '2026-11-21', 'OWNER')`,
        [code, toko, gudang, baki, berat],
      );
      await db.query(
        `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
         VALUES ($1, '2026-11-21', 'TAMBAH', $2, $3, $4, 1, $5, 'OWNER')`,
        [code, toko, gudang, baki, berat],
      );
    }
  }),
}));

interface WebRow {
  kode_barcode: string;
  harga_web: number;
  status: string;
}

describe('/kirim-barang-external with the module off', () => {
  it('shows the not-available page', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/kirim-barang-external`);
    await page.getByText('Halaman Tidak Tersedia').first().waitFor();
    expect(await page.getByRole('button', { name: 'Kirim Ke Web' }).count()).toBe(0);
  });
});

describe('/kirim-barang (branch to head office)', () => {
  it('sends the scanned items to head office, leaves them in transit, and prints the Surat Jalan', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/kirim-barang`, CABANG.user, CABANG.password);
    // The only head-office shop is chosen for the branch.
    await page.getByRole('combobox', { name: 'Toko Tujuan' }).getByText('TOKO01', { exact: false }).waitFor();
    await scan(page, 'km-001');
    await page.getByRole('cell', { name: 'KM-001', exact: true }).waitFor();
    await scan(page, 'KM-002');
    await page.getByRole('cell', { name: 'KM-002', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Kirim Barang', exact: true }).click();
    const toast = page.getByText(/^Kirim Barang Berhasil: KB-CAB03-/);
    await toast.waitFor();
    const noKirim = (await toast.textContent())!.replace('Kirim Barang Berhasil: ', '').trim();
    expect(noKirim).toMatch(/^KB-CAB03-\d{8}-\d{4}$/);
    await page.getByText(`No Kirim ${noKirim} ke TOKO01 tersimpan`).waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();

    const token = await tokenOf(page);
    for (const code of ['KM-001', 'KM-002']) {
      const item = await apiCall<{ data: { status: string; kode_toko: string } }>(server.url, token, 'GET', `barang/get/${code}`);
      expect(item.json.data, code).toMatchObject({ status: 'KIRIM', kode_toko: 'CAB03' });
    }

    // The PDF opens in a new tab; with window.open refused it downloads instead, and the test reads the file.
    await page.evaluate(() => {
      window.open = (() => null) as typeof window.open;
    });
    const pdf = await downloaded(page, 'Cetak Surat Jalan', `surat-jalan-${noKirim}.pdf`);
    const text = (await pdfPages(new Uint8Array(pdf))).join(' ');
    expect(text).toContain('SURAT JALAN');
    expect(text).toContain(noKirim);
    expect(text).toContain('KM-001');
    expect(text).toContain('KM-002');
    expect(text).toContain('TOKO01');
  });
});

describe('external web catalogue', () => {
  it('/kirim-barang-external publishes an item with its web price', async () => {
    const { page, server } = e;
    // Switched on before this browser logs in, so its session starts with the new flags.
    const admin = await apiLogin(server.url);
    expect((await apiCall(server.url, admin, 'PUT', 'modules', { BARANG_WEB_EXTERNAL_MODULE: { active: true } })).status).toBe(200);
    await apiLogout(server.url, admin);

    await openAs(page, server.url, `/kirim-barang-external`);
    await scan(page, 'WB-001');
    await page.getByRole('cell', { name: 'WB-001', exact: true }).waitFor();
    const price = page.getByLabel('Harga Web WB-001');
    await price.fill('3750000');
    await page.getByRole('button', { name: 'Kirim Ke Web' }).click();
    await page.getByText('Barang Berhasil Dikirim Ke Web').waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();

    const list = await apiCall<{ data: WebRow[] }>(server.url, await tokenOf(page), 'GET', 'barang-external');
    expect(list.json.data).toEqual([expect.objectContaining({ kode_barcode: 'WB-001', harga_web: 3750000, status: 'PUBLISHED' })]);
  });

  it('/update-barang-external changes the web price, then withdraws the item', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/update-barang-external`);
    const table = page.getByRole('table', { name: 'Barang Di Web' });
    await table.getByRole('cell', { name: 'WB-001', exact: true }).waitFor();
    const price = page.getByLabel('Harga Web WB-001');
    expect(await price.inputValue()).toBe('3750000');

    await price.fill('3900000');
    const row = table.getByRole('row').filter({ hasText: 'WB-001' });
    await row.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Barang Web Berhasil Diupdate').waitFor();
    const token = await tokenOf(page);
    await expect.poll(async () => (await apiCall<{ data: WebRow[] }>(server.url, token, 'GET', 'barang-external')).json.data[0]?.harga_web).toBe(3900000);
    // The list is reloaded from the server with the new price.
    await expect.poll(() => page.getByLabel('Harga Web WB-001').inputValue()).toBe('3900000');

    await row.getByRole('button', { name: 'Tarik Dari Web' }).click();
    await page.getByText('Barang Berhasil Ditarik Dari Web').waitFor();
    await page.getByText('Belum Ada Barang Di Web').waitFor();
    expect(await page.getByRole('table', { name: 'Barang Di Web' }).count()).toBe(0);

    expect((await apiCall<{ data: WebRow[] }>(server.url, token, 'GET', 'barang-external')).json.data).toEqual([]);
    const all = await apiCall<{ data: WebRow[] }>(server.url, token, 'GET', 'barang-external?status=ALL');
    expect(all.json.data).toEqual([expect.objectContaining({ kode_barcode: 'WB-001', harga_web: 3900000, status: 'WITHDRAWN' })]);
    // Withdrawn from the web only: the item stays in stock.
    const item = await apiCall<{ data: { status: string } }>(server.url, token, 'GET', 'barang/get/WB-001');
    expect(item.json.data.status).toBe('READY');
  });
});
