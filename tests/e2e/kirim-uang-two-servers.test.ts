// Money to the head office across two real servers (issue 11, section 3; DESIGN.md section 6): a branch TOKO01 and a
// head office PST01 (APP_TYPE PUSAT), each its own process on its own PGlite data directory, both configured with the
// same PORTAL_SERVICE_TOKEN. Each knows the other from its shop list (the head office's TOKO01 row carries the
// branch's portal). The branch sends from its till; the head office looks the send up and receives it through the
// branch's portal; both sides' books show it; a second reception is 409 and writes nothing on either side; without
// the service token the branch answers the head office nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedDataDir, startServer, type RunningServer } from '../helpers/e2e';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { TEST_ROOT } from '../helpers/paths';

const SERVICE_TOKEN = 'token-layanan-dua-server';
let branch: RunningServer;
let head: RunningServer;
let headDir: string;
let branchOwner: string;
let headOwner: string;

type Row = Record<string, unknown>;
const rows = async (server: RunningServer, token: string, path: string) => (await apiCall<{ data: Row[] }>(server.url, token, 'GET', path)).json.data;

beforeAll(async () => {
  const env = { PORTAL_SERVICE_TOKEN: SERVICE_TOKEN, STATIC_DIR: '' };
  branch = await startServer({
    env,
    dataDir: await preparedDataDir(async (db) => {
      await seedInventoryMasters(db);
      await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    }),
  });
  // The head office's own database, made by its first start.
  headDir = mkdtempSync(join(TEST_ROOT, 'e2e-pusat-'));
  head = await startServer({ env: { ...env, APP_TYPE: 'PUSAT', SHOP_CODE: 'PST01', SHOP_NAME: 'Kilau Pusat' }, dataDir: headDir });
  branchOwner = await apiLogin(branch.url);
  headOwner = await apiLogin(head.url);

  // Each server's shop list knows the other; the head office's row of the branch carries its portal.
  const shop = { alamat_toko: 'Jl. Contoh 1' };
  expect((await apiCall(branch.url, branchOwner, 'POST', 'tokos', { ...shop, kode_toko: 'PST01', nama_toko: 'Kilau Pusat', level: 'PUSAT' })).status).toBe(201);
  const created = await apiCall(head.url, headOwner, 'POST', 'tokos', { ...shop, kode_toko: 'TOKO01', nama_toko: 'Toko Emas Kilau', level: 'CABANG', portal: branch.url });
  expect(created.status, JSON.stringify(created.json)).toBe(201);

  // Money in the branch's till: a cash sale of one ring.
  const piece = await apiCall<{ data: { kode_barcode: string } }>(branch.url, branchOwner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
  const sale = await apiCall(branch.url, branchOwner, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Merdeka 1',
    items: [{ kode_barcode: piece.json.data.kode_barcode }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }],
  });
  expect(sale.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await branch?.stop();
  await head?.stop();
  for (const dir of [branch?.dataDir, headDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a send from the branch received at the head office through the portal', () => {
  let noReff = '';

  it('is sent at the branch, looked up and received at the head office, and both books show it', async () => {
    const sent = await apiCall<{ nota_kirim: { no_reff: string; tujuan: string } }>(branch.url, branchOwner, 'POST', 'kirim-uang', { jumlah_rp: 2_000_000, keterangan: 'Setoran harian' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    noReff = sent.json.nota_kirim.no_reff;
    expect(sent.json.nota_kirim.tujuan).toBe('PST01');

    const looked = await apiCall<{ data: Row }>(head.url, headOwner, 'GET', `kirim-uang/${noReff}`);
    expect(looked.status, JSON.stringify(looked.json)).toBe(200);
    expect(looked.json.data).toMatchObject({ no_reff: noReff, kode_toko: 'TOKO01', status: 'SENT', jumlah_rp: 2_000_000, penerimaan: null });

    const received = await apiCall<{ message: string; data: { no_terima: string } }>(head.url, headOwner, 'POST', `kirim-uang/${noReff}/reception`, { akun: 'KAS' });
    expect(received.status, JSON.stringify(received.json)).toBe(201);
    expect(received.json.message).toBe('Terima Uang Berhasil');
    const noTerima = received.json.data.no_terima;
    expect(noTerima).toMatch(/^TU-PST01-/);

    // The branch: its send DONE, received by the head office's document and user.
    const [mine] = await rows(branch, branchOwner, 'kirim-uang-history');
    expect(mine).toMatchObject({ no_reff: noReff, status: 'DONE', no_terima: noTerima, diterima_by: 'OWNER' });
    // Both books, by their reports: money out of the branch's till, into the head office's.
    const today = String(mine.tgl_system);
    const q = `tgl_from=${today}&tgl_to=${today}`;
    expect(await rows(branch, branchOwner, `kirim-uang/report-uang-pusat?${q}`)).toEqual([
      expect.objectContaining({ no_dokumen: noReff, kategori: 'KIRIM UANG PUSAT', toko: 'PST01', uang_keluar: 2_000_000 }),
    ]);
    const headDay = String((await apiCall<Row>(head.url, headOwner, 'GET', 'users/me')).json.tgl_system);
    expect(await rows(head, headOwner, `kirim-uang/report-uang-pusat?tgl_from=${headDay}&tgl_to=${headDay}`)).toEqual([
      expect.objectContaining({ no_dokumen: noTerima, kategori: 'TERIMA UANG CABANG', toko: 'TOKO01', uang_masuk: 2_000_000 }),
    ]);
    // The cash-transfer report of the branch at the head office: the received send, from the reception recorded there.
    expect(await rows(head, headOwner, `kirim-uang?status=DONE&kode_toko=TOKO01&${q}`)).toEqual([
      expect.objectContaining({ no_reff: noReff, status: 'DONE', no_terima: noTerima, jumlah_rp: 2_000_000 }),
    ]);
  });

  it('is received once: a second reception is 409 and writes nothing on either side', async () => {
    expect(noReff).not.toBe('');
    const day = async (server: RunningServer, token: string) => String((await apiCall<Row>(server.url, token, 'GET', 'users/me')).json.tgl_system);
    const books = async (server: RunningServer, token: string) => {
      const tgl = await day(server, token);
      return rows(server, token, `kirim-uang/report-uang-pusat?tgl_from=${tgl}&tgl_to=${tgl}`);
    };
    const before = { head: await books(head, headOwner), branch: await books(branch, branchOwner), sends: await rows(branch, branchOwner, 'kirim-uang-history') };
    expect(before.head).toHaveLength(1);
    expect(before.branch).toHaveLength(1);
    const again = await apiCall<{ message: string }>(head.url, headOwner, 'POST', `kirim-uang/${noReff}/reception`, { akun: 'KAS' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Uang Sudah Diterima Pusat');
    expect(await books(head, headOwner)).toEqual(before.head);
    expect(await books(branch, branchOwner)).toEqual(before.branch);
    expect(await rows(branch, branchOwner, 'kirim-uang-history')).toEqual(before.sends);
  });

  it('is not answered to a caller without the service token', async () => {
    const bare = await fetch(`${branch.url}/api/v1/kirim-uang/${noReff}`, { headers: { 'x-auth-token': 'bukan-token-layanan' } });
    expect(bare.status).toBe(401);
    const history = await fetch(`${branch.url}/api/v1/kirim-uang-history`, { headers: { 'x-auth-token': SERVICE_TOKEN } });
    expect(history.status).toBe(401);
  });
});
