import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { OWNER } from '../helpers/paths';
import { MODULES } from '../../definitions/modules';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // One user per test: a user has at most one live session.
  for (let i = 1; i <= 8; i++) await t.createUser(`KASIR${i}`, 'KASIR');
  await t.createUser('SPV1', 'SPV');
});
afterAll(() => t.close());

// Each login comes from its own address so that the login rate limit (per address and user id) of one test
// never touches another.
let address = 0;
const login = (user_id: string, password: string, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password }, remoteAddress });
const tokenOf = async (user_id: string) => {
  const res = await login(user_id, 'rahasia123');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};
const me = (token: string) => t.call('GET', '/api/v1/users/me', { token });
const noStack = (body: string) => expect(body).not.toMatch(/\n\s*at /);

describe('login', () => {
  it('answers the token and what the browser keeps about the owner', async () => {
    const res = await login(OWNER.user_id, OWNER.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: 'OWNER', level: 'OWN', kode_toko: 'TOKO01', nama_toko: 'Toko Emas Kilau', type: 'CABANG' });
    expect(typeof body.token).toBe('string');
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.tgl_system).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The shop's business date, opened on its first start (a calendar's today would differ across the shop's midnight).
    const [day] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
    expect(body.tgl_system).toBe(day.tgl);
    expect(body.access.map((g: { key: string }) => g.key)).toEqual(expect.arrayContaining(['master', 'laporan']));
    expect(Object.keys(body.modules).sort()).toEqual(MODULES.map((m) => m.key).sort());
    expect(body.modules.REPORT_SATU_BULAN_PROTECTION_MODULE).toEqual({ active: true, value: null });
    expect((await me(body.token)).json()).toMatchObject({ user_id: 'OWNER', level: 'OWN', tgl_system: body.tgl_system });
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const res of [await login('KASIR1', 'salah-sekali'), await login('TIDAKADA', 'rahasia123'), await login('', '')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'User ID Atau Password Salah' });
    }
  });

  it('takes the user id in any case', async () => {
    const res = await login('  kasir1 ', 'rahasia123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: 'KASIR1', level: 'KASIR' });
  });

  it('refuses a second login while the first session is live, and allows it after logout', async () => {
    const first = (await login('KASIR2', 'rahasia123')).json().token as string;
    const second = await login('KASIR2', 'rahasia123');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'User ID Sedang Digunakan' });
    expect((await me(first)).statusCode).toBe(200);

    const out = await t.call('POST', '/api/v1/users/logout', { token: first, body: { user_id: 'KASIR2' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });
    expect((await login('KASIR2', 'rahasia123')).statusCode).toBe(200);
  });

  it('revokes the token at logout', async () => {
    const token = await tokenOf('SPV1');
    await t.call('POST', '/api/v1/users/logout', { token, body: { user_id: 'SPV1' } });
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token.' });
    expect((await t.call('GET', '/api/v1/banks', { token })).json()).toEqual({ message: 'Invalid Token.' });
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const token = await tokenOf('KASIR3');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: 'KASIR3' });
  });

  it('refuses missing and made-up tokens', async () => {
    for (const res of [await t.call('GET', '/api/v1/users/me'), await me('made-up-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid Token.' });
    }
  });

  it('ends a session left idle longer than sessionIdleMinutes, and lets its user log in again', async () => {
    const token = await tokenOf('KASIR4');
    const idle = t.ctx.config.sessionIdleMinutes + 1;
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - make_interval(mins => $1::int) WHERE user_id = 'KASIR4'`, [idle]);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token.' });
    expect((await login('KASIR4', 'rahasia123')).statusCode).toBe(200);
  });

  it('stops guessing after loginAttemptsPerMinute failed attempts', async () => {
    const max = t.ctx.config.loginAttemptsPerMinute;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) expect((await login('TEBAK', `salah${i}`, '10.9.9.1')).statusCode).toBe(401);
    const res = await login('TEBAK', 'salah-lagi', '10.9.9.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 1 Menit' });
  });

  it('limits per address and user id: guesses at one user id do not lock out another from the same address', async () => {
    for (let i = 0; i <= t.ctx.config.loginAttemptsPerMinute; i++) await login('TEBAK2', `salah${i}`, '10.9.9.2');
    expect((await login('TEBAK2', 'salah', '10.9.9.2')).statusCode).toBe(429);
    const other = await login('KASIR5', 'rahasia123', '10.9.9.2');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('lets only one of two simultaneous logins of one user through', async () => {
    const results = await Promise.all([login('KASIR7', 'rahasia123'), login('KASIR7', 'rahasia123')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ message: 'User ID Sedang Digunakan' });
  });

  it('refuses a deactivated user, and ends the session of one', async () => {
    const token = await tokenOf('KASIR8');
    await t.db.query(`UPDATE users SET is_active = false WHERE user_id = 'KASIR8'`);
    expect((await me(token)).json()).toEqual({ message: 'Invalid Token.' });
    const res = await login('KASIR8', 'rahasia123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'User ID Atau Password Salah' });
  });

  it('serves a session from memory only until something it was read from changes, in a transaction too', async () => {
    await t.createUser('KASIR9', 'KASIR');
    const token = await tokenOf('KASIR9');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await t.db.transaction((tx) => tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = 'KASIR9'`));
    expect((await me(token)).json()).toEqual({ message: 'Invalid Token.' });
  });

  it('stores the password hashed with scrypt', async () => {
    const rows = await t.db.query<{ user_id: string; password_hash: string }>('SELECT user_id, password_hash FROM users');
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.password_hash.startsWith('scrypt$'), r.user_id).toBe(true);
      expect(r.password_hash).not.toContain(OWNER.password);
      expect(r.password_hash).not.toContain('rahasia123');
    }
  });

  it('keeps only a hash of the token', async () => {
    const token = await tokenOf('KASIR6');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('error bodies', () => {
  let token: string;
  beforeAll(async () => {
    await t.createUser('SPV2', 'SPV');
    token = await tokenOf('SPV2');
  });

  it('answers malformed JSON with 400 and a message only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/banks',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: '{"kode_bank": "BCA",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Permintaan Tidak Valid' });
    noStack(res.body);
  });

  it('answers malformed JSON at login the same way', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Permintaan Tidak Valid' });
    noStack(res.body);
  });

  it('answers a malformed URL with 400 and a message only', async () => {
    const res = await t.call('GET', '/api/v1/banks/%E0%A4%A', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Permintaan Tidak Valid' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.call('POST', '/api/v1/banks', { token, body: { kode_bank: 'BIG', nama_bank: 'x'.repeat(1024 * 1024 + 10) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Data Yang Dikirim Terlalu Besar' });
    expect(await t.db.query(`SELECT 1 FROM master_bank WHERE kode_bank = 'BIG'`)).toEqual([]);
  });

  it('answers wrong value types with 400 and field errors, never 500', async () => {
    const res = await t.call('POST', '/api/v1/kadar/create', { token, body: { kode_kadar: ['X'], nama_kadar: { a: 1 }, kadar: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    noStack(res.body);
  });
});
