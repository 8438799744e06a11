// /kirim-barang-kembali in Chromium: head office (TOKO01, PUSAT here) sent two transfers to branch CAB02; the branch
// received one of them in part. The head office's supervisor sees both in transit, takes back the missing item of
// the first (the transfer stays received) and the whole second one (it becomes BATAL, the branch can no longer
// receive it), each after Ya; the items are back in stock on the trays they left.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin, apiLogout, tokenOf } from '../helpers/e2e-helpers';
import { itemInput, seedBranch, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

const CABANG = { user: 'SPVCAB04', password: 'rahasia123' };
const KASIR = { user: 'KASIRKB4', password: 'rahasia123' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await seedBranch(db, { kode_toko: 'CAB02', nama_toko: 'Cabang Dua', spv: CABANG });
    await db.query(`UPDATE modules SET active = true WHERE key = 'KIRIM_BARANG_MODULE'`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'KASIR', 'TOKO01')`, [
      KASIR.user,
      await hashPassword(KASIR.password),
    ]);
  }),
}));

let partial = '';
let whole = '';

beforeAll(async () => {
  const url = e.server.url;
  const owner = await apiLogin(url);
  for (const code of ['R-1', 'R-2', 'R-3', 'R-4']) {
    const r = await apiCall(url, owner, 'POST', 'barang/create', itemInput({ kode_barcode: code, berat: 2.5, nama_barang: `Gelang Kiriman ${code}` }));
    if (r.status !== 201) throw new Error(`seed ${code}: ${JSON.stringify(r.json)}`);
  }
  const send = async (codes: string[]) => {
    const r = await apiCall<{ data: { no_kirim: string } }>(url, owner, 'POST', 'kirim-barang/kecabang', {
      kode_toko_tujuan: 'CAB02',
      items: codes.map((kode_barcode) => ({ kode_barcode, versi: 1 })),
    });
    if (r.status !== 200) throw new Error(`send: ${JSON.stringify(r.json)}`);
    return r.json.data.no_kirim;
  };
  partial = await send(['R-1', 'R-2']);
  whole = await send(['R-3', 'R-4']);
  await apiLogout(url, owner);

  const branch = await apiLogin(url, CABANG.user, CABANG.password);
  const got = await apiCall(url, branch, 'POST', 'kirim-barang/terima', { no_kirim: partial, kode_gudang: 'G2', kode_baki: 'B1', items: [{ kode_barcode: 'R-1' }] });
  if (got.status !== 200) throw new Error(`receive: ${JSON.stringify(got.json)}`);
  await apiLogout(url, branch, CABANG.user);
});

describe('/kirim-barang-kembali', () => {
  it('takes back the missing item of a received transfer and a whole transfer not received, after Ya', async () => {
    const { page, server } = e;
    await loginAs(page, server.url);
    await page.getByLabel('Cari Menu').fill('kembalikan');
    await page.getByRole('menuitem', { name: 'Kembalikan Barang Kiriman' }).click();
    await page.waitForURL(/\/kirim-barang-kembali$/);
    const list = page.getByRole('table', { name: 'Kiriman Dalam Perjalanan' });
    const row = (no: string) => list.getByRole('row').filter({ hasText: no });
    await row(partial).getByRole('cell', { name: 'Diterima Sebagian' }).waitFor();
    await row(whole).getByRole('cell', { name: 'Belum Diterima' }).waitFor();
    expect(await row(partial).getByRole('cell', { name: '2,500' }).count()).toBe(1); // only R-2 is still in transit
    // On a phone the page keeps the screen's width, header included; the wide table scrolls in place.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await row(partial).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await list.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();

    await row(partial).click();
    const items = page.getByRole('table', { name: 'Barang Kiriman' });
    await items.getByRole('row').filter({ hasText: 'R-1' }).getByRole('cell', { name: 'Diterima', exact: true }).waitFor();
    await items.getByRole('row').filter({ hasText: 'R-2' }).getByRole('cell', { name: 'Dalam Perjalanan' }).waitFor();
    await page.getByLabel('Alasan').fill('Tidak ada di paket');
    await page.getByRole('button', { name: 'Kembalikan Ke Stock' }).click();
    await page.getByText(`Kembalikan 1 barang kiriman ${partial} yang belum diterima ke baki asalnya?`).waitFor();
    // Tidak changes nothing.
    await page.getByRole('button', { name: 'Tidak' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const token = await tokenOf(page);
    const item = async (code: string) => (await apiCall<{ data: Record<string, unknown> }>(server.url, token, 'GET', `barang/get/${code}`)).json.data;
    expect(await item('R-2')).toMatchObject({ status: 'KIRIM' });

    await page.getByRole('button', { name: 'Kembalikan Ke Stock' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await waitForToast(page, 'Barang Kiriman Berhasil Dikembalikan Ke Stock');
    await row(partial).waitFor({ state: 'detached' });
    expect(await item('R-2')).toMatchObject({ kode_toko: 'TOKO01', status: 'READY', kode_baki: 'A1' });

    await row(whole).click();
    await page.getByRole('button', { name: 'Kembalikan Ke Stock' }).click();
    await page.getByText(`Kembalikan 2 barang kiriman ${whole} yang belum diterima ke baki asalnya?`).waitFor();
    await page.getByRole('button', { name: 'Ya' }).click();
    await waitForToast(page, 'Barang Kiriman Berhasil Dikembalikan Ke Stock');
    await page.getByText('Tidak Ada Barang Kiriman Dalam Perjalanan').waitFor();
    await page.screenshot({ path: '/tmp/kirim-barang-kembali.png', fullPage: true });
    for (const code of ['R-3', 'R-4']) expect(await item(code)).toMatchObject({ kode_toko: 'TOKO01', status: 'READY', kode_baki: 'A1' });
    const transfer = await apiCall<{ data: { status: string; kembali_by: string } }>(server.url, token, 'GET', `kirimbarang/get/nokirim?no_kirim=${whole}`);
    expect(transfer.json.data).toMatchObject({ status: 'BATAL', kembali_by: 'OWNER' });
  });

  it('is not available to a cashier', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/kirim-barang-kembali`, KASIR.user, KASIR.password);
    await page.getByTestId('not-available').waitFor();
  });
});
