import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from '../../domain/obfuscate';

const user = {
  token: 'q2V9fRwXh3kP0aZr7LmN_secret-token',
  user_id: 'OWNER',
  nama_user: 'Pemilik Toko Emas',
  access: [{ key: 'laporan', is_show: false }],
};

describe('obfuscate', () => {
  it('round-trips the stored user data', () => {
    expect(deobfuscate(obfuscate(user))).toEqual(user);
  });
  it('round-trips text outside ASCII', () => {
    const value = { nama: '中文 日本語 Rp. 1,250,000 ,-' };
    expect(deobfuscate(obfuscate(value))).toEqual(value);
  });
  it('does not keep the token or the user id in clear', () => {
    const stored = obfuscate(user);
    expect(stored).not.toContain(user.token);
    expect(stored).not.toContain('OWNER');
    expect(stored).not.toContain('laporan');
    expect(atob(stored)).not.toContain(user.token);
  });
  it('gives undefined for missing or foreign values', () => {
    expect(deobfuscate(null)).toBeUndefined();
    expect(deobfuscate('')).toBeUndefined();
    expect(deobfuscate('not base64 !!')).toBeUndefined();
    expect(deobfuscate(btoa('{"token":"abc"}'))).toBeUndefined();
  });
});
