import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('KASIR1', 'KASIR');
  token = await t.login('KASIR1', 'rahasia123');
});
afterAll(() => t.close());

const change = (body: unknown) => t.call('POST', '/api/v1/users/change-password', { token, body });
const storedHash = async () => (await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE user_id = 'KASIR1'`))[0].password_hash;

describe('change password', () => {
  it('refuses a wrong old password and changes nothing', async () => {
    const before = await storedHash();
    const res = await change({ password: 'bukan-ini', new_password: 'sandibaru1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Password Lama Salah' });
    expect(await storedHash()).toBe(before);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const before = await storedHash();
    for (const new_password of ['12345', '', undefined]) {
      const res = await change({ password: 'rahasia123', new_password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Password Baru Minimal 6 Karakter' });
    }
    expect(await storedHash()).toBe(before);
  });

  it('needs a token', async () => {
    const res = await t.call('POST', '/api/v1/users/change-password', { body: { password: 'rahasia123', new_password: 'sandibaru1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token.' });
  });

  it('changes it and says so', async () => {
    const res = await change({ password: 'rahasia123', new_password: 'sandibaru1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Update password berhasil' });
    const hash = await storedHash();
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('sandibaru1');
  });

  it('logs in with the new password after logout, and no longer with the old one', async () => {
    expect((await t.call('POST', '/api/v1/users/logout', { token, body: { user_id: 'KASIR1' } })).statusCode).toBe(200);
    const old = await t.call('POST', '/api/v1/users/login', { body: { user_id: 'KASIR1', password: 'rahasia123' } });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'User ID Atau Password Salah' });
    const fresh = await t.call('POST', '/api/v1/users/login', { body: { user_id: 'KASIR1', password: 'sandibaru1' } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ user_id: 'KASIR1', level: 'KASIR' });
  });
});
