// Who may authorize, and how often a password may be tried (issue 19 items 22 and 26). On a head office's server
// (one database for every shop) an authorizer belongs to the requester's shop, or is an owner (or SU) of the head
// office; a branch supervisor never approves a head-office cashier's action. Password checks count failures only,
// per address and account, whether the password is tried at the login or at the authorization dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { OWNER } from '../helpers/paths';
import { seedBranch } from '../helpers/inventory-fixture';

const RATE_LIMITED = { message: 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 1 Menit' };
const OTHER_SHOP = { message: 'User Ini Tidak Berhak Memberi Otorisasi Untuk Toko Ini' };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ appType: 'PUSAT' });
  // TOKO01 is the head office; CAB01 a branch whose supervisor SPVB (password rahasia123) works on the same server.
  await seedBranch(t.db, { kode_toko: 'CAB01', nama_toko: 'Cabang Satu', spv: { user: 'SPVB', password: 'rahasia123' } });
  for (const [id, level] of [['KASIRP', 'KASIR'], ['SPVP', 'SPV'], ['KASIRB', 'KASIR'], ['SPVL', 'SPV'], ['SPVM', 'SPV'], ['KASIRL', 'KASIR']]) await t.createUser(id, level);
  await t.db.query(`UPDATE users SET kode_toko = 'CAB01' WHERE user_id = 'KASIRB'`);
  for (const id of ['KASIRP', 'KASIRB', 'KASIRL']) tokens[id] = await t.login(id, 'rahasia123');
});
afterAll(() => t.close());

let address = 0;
const authorise = (token: string, body: Record<string, unknown>, remoteAddress = `10.7.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/authorisation', payload: { kategori: 'BATAL_PENJUALAN', ...body }, headers: { 'x-auth-token': token }, remoteAddress });
const login = (user_id: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password }, remoteAddress });
const authorizations = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM authorizations'))[0].n;

describe("the authorizer's shop", () => {
  it("refuses a branch supervisor authorizing a head-office cashier's cancellation, by password, and stores nothing", async () => {
    const before = await authorizations();
    const res = await authorise(tokens.KASIRP, { user_id: 'SPVB', password: 'rahasia123' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(OTHER_SHOP);
    expect(await authorizations()).toBe(before);
  });

  it('refuses a head-office supervisor for a branch cashier: only an owner (or SU) of the head office authorizes for every shop', async () => {
    expect((await authorise(tokens.KASIRB, { user_id: 'SPVP', password: 'rahasia123' })).json()).toEqual(OTHER_SHOP);
    const owner = await authorise(tokens.KASIRB, { user_id: OWNER.user_id, password: OWNER.password });
    expect(owner.statusCode, owner.body).toBe(200);
    const own = await authorise(tokens.KASIRB, { user_id: 'SPVB', password: 'rahasia123' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await authorise(tokens.KASIRP, { user_id: 'SPVP', password: 'rahasia123' })).statusCode).toBe(200);
  });

  it('refuses a branch supervisor by fingerprint too, and offers only who may authorize', async () => {
    await t.setModule('FINGERPRINT_MODULE', true);
    try {
      const res = await t.call('POST', '/api/v1/authorization/fingerprint', { token: tokens.KASIRP, body: { user_id: 'SPVB', fp: 'sidik-jari', kategori: 'BATAL_PENJUALAN' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(OTHER_SHOP);
      const offered = await t.call('GET', '/api/v1/authorization/authorizers', { token: tokens.KASIRP });
      const ids = offered.json().data.map((u: { user_id: string }) => u.user_id);
      expect(ids).toContain('SPVP');
      expect(ids).toContain(OWNER.user_id);
      expect(ids).not.toContain('SPVB');
      const forBranch = await t.call('GET', '/api/v1/authorization/authorizers', { token: tokens.KASIRB });
      expect(forBranch.json().data.map((u: { user_id: string }) => u.user_id).sort()).toEqual([OWNER.user_id, 'SPVB'].sort());
    } finally {
      await t.setModule('FINGERPRINT_MODULE', false);
    }
  });
});

describe('password attempts count failures only', () => {
  it('lets a supervisor approve more than ten times a minute, and log in afterwards', async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < 12; i++) {
      const res = await authorise(tokens.KASIRL, { user_id: 'SPVL', password: 'rahasia123' }, from);
      expect(res.statusCode, `approval ${i + 1}: ${res.body}`).toBe(200);
    }
    const res = await login('SPVL', 'rahasia123', from);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('locks the supervisor out of approvals and the login from that address after ten wrong passwords, wherever they were tried', async () => {
    const from = '10.8.0.2';
    for (let i = 0; i < 5; i++) expect((await authorise(tokens.KASIRL, { user_id: 'SPVM', password: `tebak${i}` }, from)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await login('SPVM', `tebak-login${i}`, from)).statusCode).toBe(401);
    const approval = await authorise(tokens.KASIRL, { user_id: 'SPVM', password: 'rahasia123' }, from);
    expect(approval.statusCode).toBe(429);
    expect(approval.json()).toEqual(RATE_LIMITED);
    const again = await login('SPVM', 'rahasia123', from);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(RATE_LIMITED);
    // Another address is not held up.
    expect((await authorise(tokens.KASIRL, { user_id: 'SPVM', password: 'rahasia123' }, '10.8.0.3')).statusCode).toBe(200);
  });
});
