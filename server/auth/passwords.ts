// Passwords hashed with scrypt (memory-hard), stored as scrypt$N$r$p$salt$hash.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((res, rej) => scryptCb(pw, salt, len, opts, (e, key) => (e ? rej(e) : res(key))));

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A hash of a password nobody knows, made once: an unknown user id is checked against it. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a login's password against the user's stored hash, or, when there is no such user, against a dummy
 * hash with the same parameters: both answers then take one scrypt, so the time does not tell which user ids exist.
 */
export async function verifyLogin(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  const ok = await verifyPassword(password, stored ?? (await dummyHash));
  return ok && stored !== undefined;
}

/** A readable random password for the first owner when OWNER_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(9).toString('base64url');
}
