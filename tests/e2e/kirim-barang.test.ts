// Transfers in Chromium: head office (TOKO01, PUSAT here) sends three items to branch CAB02 on
// /kirim-barang-kecabang; the branch's supervisor logs in, opens the transfer on /terima-barang, scans two of
// them (re-weighing one), chooses the tray, receives, and sees the difference: one item missing, one lighter.
import { beforeAll, describe, expect, it } from 'vitest';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, pick, scan, tokenOf } from '../helpers/e2e-helpers';
import { itemInput, seedBranch, seedInventoryMasters } from '../helpers/inventory-fixture';

const CABANG = { user: 'SPVCAB02', password: 'rahasia123' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBranch(db, { kode_toko: 'CAB02', nama_toko: 'Cabang Dua', spv: CABANG });
    await db.query(`UPDATE modules SET active = true WHERE key = 'KIRIM_BARANG_MODULE'`);
  }),
}));

beforeAll(async () => {
  const token = await apiLogin(e.server.url);
  for (const [code, berat] of [
    ['E-1', 2.345],
    ['E-2', 1.5],
    ['E-3', 3.005],
  ] as const) {
    const r = await apiCall(e.server.url, token, 'POST', 'barang/create', itemInput({ kode_barcode: code, berat, nama_barang: `Cincin Kiriman ${code}` }));
    if (r.status !== 201) throw new Error(`seed ${code}: ${JSON.stringify(r.json)}`);
  }
  await apiLogout(e.server.url, token);
});

let noKirim = '';

describe('transfer between shops', () => {
  it('head office sends three items to a branch', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/kirim-barang-kecabang`);
    await pick(page, 'Toko Tujuan', 'CAB02 - Cabang Dua');
    for (const code of ['E-1', 'E-2', 'E-3']) {
      await scan(page, code);
      await page.getByRole('cell', { name: code, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Kirim Barang', exact: true }).click();
    const toast = page.getByText(/^Kirim Barang Berhasil: KB-TOKO01-/);
    await toast.waitFor();
    noKirim = (await toast.textContent())!.replace('Kirim Barang Berhasil: ', '').trim();
    await page.getByRole('button', { name: 'Cetak Surat Jalan' }).waitFor();
    await page.getByText('Belum Ada Data Barang').waitFor();
    const item = await apiCall<{ data: { status: string } }>(server.url, await tokenOf(page), 'GET', 'barang/get/E-3');
    expect(item.json.data.status).toBe('KIRIM');
  });

  it('the branch receives two of them and sees the difference', async () => {
    const { page, server } = e;
    expect(noKirim).toMatch(/^KB-TOKO01-/);
    await openAs(page, server.url, `/terima-barang`, CABANG.user, CABANG.password);
    await page.getByRole('table', { name: 'Kiriman Belum Diterima' }).getByRole('cell', { name: noKirim }).click();
    const items = page.getByRole('table', { name: 'Barang Kiriman' });
    await items.getByRole('cell', { name: 'E-3', exact: true }).waitFor();

    await scan(page, 'E-1');
    await scan(page, 'E-2');
    await scan(page, 'XX-404');
    await page.getByText('Barang Tidak Ada Di No Kirim Ini').waitFor();
    await page.getByLabel('Berat Terima E-2').fill('1.498');
    await pick(page, 'Gudang Tujuan', 'G2 - Brankas');
    await pick(page, 'Baki Tujuan', 'B1 - Baki B1');
    await page.getByRole('button', { name: 'Terima Barang', exact: true }).click();
    await page.getByText(`Terima Barang Berhasil: ${noKirim}`).waitFor();

    const missing = page.getByRole('table', { name: 'Barang Tidak Diterima' });
    await missing.getByRole('cell', { name: 'E-3', exact: true }).waitFor();
    expect(await missing.locator('tbody tr').count()).toBe(1);
    const weights = page.getByRole('table', { name: 'Selisih Berat' });
    await weights.getByRole('cell', { name: 'E-2', exact: true }).waitFor();
    expect(await weights.locator('tbody tr').count()).toBe(1);
    const summary = await page.getByRole('table', { name: 'Ringkasan Penerimaan' }).locator('tbody tr').allTextContents();
    expect(summary[2]).toContain('-1'); // one piece fewer
    await page.getByText('Tidak Ada Kiriman Yang Belum Diterima').waitFor();
    await page.screenshot({ path: '/tmp/kirim-barang-terima.png', fullPage: true });

    const got = await apiCall<{ data: { kode_toko: string; status: string; kode_baki: string; berat: number } }>(server.url, await tokenOf(page), 'GET', 'barang/get/E-2');
    expect(got.json.data).toMatchObject({ kode_toko: 'CAB02', status: 'READY', kode_baki: 'B1', berat: 1.498 });
  });
});
