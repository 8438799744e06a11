// Issue 7, items 2 and 3: only the head office decides what a shop is, and every shop has its own business date.
// One database holds the head office TOKO01 (PUSAT) and the branch TOKO02.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { seedBranch } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';
import { hashPassword } from '../../server/auth/passwords';
import { SHOP_RULE_MESSAGES } from '../../domain/shop';

let t: TestApp;
const tokens: Record<string, string> = {};
const call = (who: string, method: string, url: string, body?: unknown) => t.call(method, url, { token: tokens[who], body });
const shop = async (kode: string) =>
  (await t.db.query<Record<string, unknown>>('SELECT nama_toko, alamat_toko, level, portal, phone FROM toko WHERE kode_toko = $1', [kode]))[0];

beforeAll(async () => {
  t = await startTestApp();
  await seedBranch(t.db, { kode_toko: 'TOKO02', nama_toko: 'Cabang Dua', spv: { user: 'SPV02', password: 'rahasia123' } });
  const hash = await hashPassword('rahasia123');
  for (const [user, level, toko] of [['SPV01', 'SPV', 'TOKO01'], ['SU01', 'SU', 'TOKO01'], ['OWN02', 'OWN', 'TOKO02'], ['KASIR02', 'KASIR', 'TOKO02']]) {
    await t.db.query('INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, $4)', [user, hash, level, toko]);
  }
  await setBusinessDate(t.db, '2026-11-20', 'TOKO01');
  await setBusinessDate(t.db, '2026-11-18', 'TOKO02');
  tokens.OWNER = await t.login();
  for (const u of ['SPV01', 'SU01', 'SPV02', 'OWN02', 'KASIR02']) tokens[u] = await t.login(u, 'rahasia123');
});
afterAll(() => t.close());

describe('only the head office decides what a shop is', () => {
  it('refuses a branch SPV raising their shop to head office, and nothing changes', async () => {
    const before = await shop('TOKO02');
    const res = await call('SPV02', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Dua', alamat_toko: 'Jl. Cabang Dua', level: 'PUSAT' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SHOP_RULE_MESSAGES.branchOwnOnly);
    expect(await shop('TOKO02')).toEqual(before);
    // and so still sees only their own shop's items
    expect((await call('SPV02', 'GET', '/api/v1/users/me')).json().kantor_pusat).toBe(false);
  });

  it('refuses a branch renaming or editing the head office record', async () => {
    const before = await shop('TOKO01');
    for (const body of [{ nama_toko: 'DIUBAH OLEH CABANG', alamat_toko: before.alamat_toko }, { nama_toko: before.nama_toko, alamat_toko: 'Jl. Lain' }]) {
      const res = await call('SPV02', 'PUT', '/api/v1/tokos/TOKO01', body);
      expect(res.statusCode).toBe(403);
    }
    expect((await call('SPV02', 'DELETE', '/api/v1/tokos/TOKO01')).statusCode).toBe(403);
    expect((await call('SPV02', 'POST', '/api/v1/tokos', { kode_toko: 'TOKO09', nama_toko: 'Baru', alamat_toko: 'Jl. Baru' })).statusCode).toBe(403);
    expect(await shop('TOKO01')).toEqual(before);
  });

  it("lets a branch change its own shop's address, but not its name, level or portal", async () => {
    const ok = await call('SPV02', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Dua', alamat_toko: 'Jl. Baru No. 2', level: 'CABANG' });
    expect(ok.statusCode).toBe(200);
    expect((await shop('TOKO02')).alamat_toko).toBe('Jl. Baru No. 2');
    const rename = await call('SPV02', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Utama', alamat_toko: 'Jl. Baru No. 2' });
    expect(rename.statusCode).toBe(403);
    const portal = await call('OWN02', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Dua', alamat_toko: 'Jl. Baru No. 2', portal: 'http://10.0.0.2:3000' });
    expect(portal.statusCode).toBe(403);
    expect(await shop('TOKO02')).toMatchObject({ nama_toko: 'Cabang Dua', level: 'CABANG', portal: null });
  });

  it('on /settingtoko (toko/own) a branch edits its own address and phone, never the server record', async () => {
    const head = await shop('TOKO01');
    const got = await call('OWN02', 'GET', '/api/v1/toko/own');
    expect(got.json().data).toMatchObject({ kode_toko: 'TOKO02', nama_toko: 'Cabang Dua' });
    const ok = await call('OWN02', 'PUT', '/api/v1/toko/own', { nama_toko: 'Cabang Dua', alamat_toko: 'Jl. Telepon 3', phone: '0812 3456 789', portal: '' });
    expect(ok.statusCode).toBe(200);
    expect(await shop('TOKO02')).toMatchObject({ alamat_toko: 'Jl. Telepon 3', phone: '0812 3456 789' });
    const rename = await call('OWN02', 'PUT', '/api/v1/toko/own', { nama_toko: 'Nama Lain', alamat_toko: 'Jl. Telepon 3', phone: '', portal: '' });
    expect(rename.statusCode).toBe(403);
    expect(await shop('TOKO01')).toEqual(head);
  });

  it('refuses toko/own values that are not text instead of turning them into text', async () => {
    const res = await call('OWNER', 'PUT', '/api/v1/toko/own', { nama_toko: ['A', 'B'], alamat_toko: 'Jl. Pusat', phone: null, portal: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'nama_toko', message: 'Nama Toko Tidak Valid' }]);
  });

  it('lets only OWN or SU at the head office change a level or a portal', async () => {
    const spv = await call('SPV01', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Dua', alamat_toko: 'Jl. Telepon 3', portal: 'http://10.0.0.2:3000' });
    expect(spv.statusCode).toBe(403);
    expect(spv.json().message).toBe(SHOP_RULE_MESSAGES.levelPortal);
    const spvName = await call('SPV01', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Kedua', alamat_toko: 'Jl. Telepon 3', level: 'CABANG' });
    expect(spvName.statusCode).toBe(200);
    const su = await call('SU01', 'PUT', '/api/v1/tokos/TOKO02', { nama_toko: 'Cabang Kedua', alamat_toko: 'Jl. Telepon 3', level: 'CABANG', portal: 'http://10.0.0.2:3000' });
    expect(su.statusCode).toBe(200);
    expect(await shop('TOKO02')).toMatchObject({ nama_toko: 'Cabang Kedua', portal: 'http://10.0.0.2:3000' });
  });
});

describe('a business date per shop', () => {
  it('login and users/me answer the date of the user’s own shop', async () => {
    const head = await call('OWNER', 'GET', '/api/v1/users/me');
    const branch = await call('KASIR02', 'GET', '/api/v1/users/me');
    expect(head.json().tgl_system).toBe('2026-11-20');
    expect(branch.json().tgl_system).toBe('2026-11-18');
    await call('KASIR02', 'POST', '/api/v1/users/logout', { user_id: 'KASIR02' });
    const login = await t.call('POST', '/api/v1/users/login', { body: { user_id: 'KASIR02', password: 'rahasia123' } });
    expect(login.json()).toMatchObject({ kode_toko: 'TOKO02', tgl_system: '2026-11-18' });
    tokens.KASIR02 = login.json().token;
  });

  it('answers the shop date for the spec key tgl_system', async () => {
    expect((await call('KASIR02', 'GET', '/api/v1/para-system/key/tgl_system')).json().data).toEqual({ key: 'tgl_system', value: '2026-11-18' });
    expect((await call('OWNER', 'GET', '/api/v1/para-system/key/tgl_system')).json().data).toEqual({ key: 'tgl_system', value: '2026-11-20' });
  });

  it('gives each shop its own open or closed day, and a new shop starts on the head office date', async () => {
    expect(await t.db.query('SELECT kode_toko, tgl_system, status FROM hari_toko ORDER BY kode_toko')).toEqual([
      { kode_toko: 'TOKO01', tgl_system: '2026-11-20', status: 'BUKA' },
      { kode_toko: 'TOKO02', tgl_system: '2026-11-18', status: 'BUKA' },
    ]);
    const created = await call('OWNER', 'POST', '/api/v1/tokos', { kode_toko: 'TOKO03', nama_toko: 'Cabang Tiga', alamat_toko: 'Jl. Tiga', level: 'CABANG' });
    expect(created.statusCode).toBe(201);
    expect(await t.db.query(`SELECT tgl_system, status FROM hari_toko WHERE kode_toko = 'TOKO03'`)).toEqual([{ tgl_system: '2026-11-20', status: 'BUKA' }]);
  });
});
