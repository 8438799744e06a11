// Fingerprint templates and scans. A template is enrolled once per user (base64 bytes from the reader). The
// template itself goes only to the fingerprint agent, which matches a scan against it; browsers see its reference
// (SHA-256), enough to name it when asking for an authorization. A scan the server verified is recorded and may be
// turned into one authorization, by the user it was asked for, shortly after.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { SCAN_VALID_SECONDS } from '../../domain/authorization';

export const FINGERPRINT_MESSAGES = {
  unknownUser: 'Username Tidak Tidak Terdaftar',
  badTemplate: 'Data Fingerprint Tidak Valid',
  mismatch: 'Fingerprint Tidak Cocok',
  notScanned: 'Fingerprint Belum Di Scan, Silahkan Scan Ulang',
  enrolled: 'Fingerprint Berhasil Disimpan',
  noAgent: 'Alat Fingerprint Tidak Terhubung',
} as const;

/** Readers produce a few hundred bytes to a few kilobytes; anything outside this is not a template. */
export const TEMPLATE_MIN_BYTES = 16;
export const TEMPLATE_MAX_BYTES = 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of a base64 template or scan, or null when it is not one. */
export function decodeTemplate(value: unknown): Buffer | null {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length >= TEMPLATE_MIN_BYTES && bytes.length <= TEMPLATE_MAX_BYTES ? bytes : null;
}

export const templateReference = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function sameReference(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface StoredFingerprint {
  user_id: string;
  nama_user: string;
  level: string;
  template: string;
  template_hash: string;
}

/** The active user's enrolled template, or null. */
export async function storedFingerprint(db: Queryable, userId: string): Promise<StoredFingerprint | null> {
  const rows = await db.query<StoredFingerprint>(
    `SELECT u.user_id, u.nama_user, u.level, f.template, f.template_hash
       FROM users u JOIN user_fingerprints f ON f.user_id = u.user_id
      WHERE u.user_id = $1 AND u.is_active`,
    [userId.trim().toUpperCase()],
  );
  return rows[0] ?? null;
}

/** Stores the user's template, replacing an earlier one (enrolling again is how a bad template is fixed). */
export async function enrollFingerprint(db: Queryable, userId: string, bytes: Buffer, enrolledBy: string): Promise<void> {
  await db.query(
    `INSERT INTO user_fingerprints (user_id, template, template_hash, enrolled_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET template = EXCLUDED.template, template_hash = EXCLUDED.template_hash,
       enrolled_by = EXCLUDED.enrolled_by, enrolled_at = now()`,
    [userId, bytes.toString('base64'), templateReference(bytes), enrolledBy],
  );
}

/** Records a scan the server verified against the template: `userId`'s finger, asked for by `authFor`. */
export async function recordScan(db: Queryable, userId: string, authFor: string, templateHash: string): Promise<void> {
  await db.query('INSERT INTO fingerprint_scans (id, user_id, auth_for, template_hash) VALUES ($1, $2, $3, $4)', [
    randomUUID(),
    userId,
    authFor,
    templateHash,
  ]);
}

/**
 * Uses up the newest recent verified scan of `userId` asked for by `authFor`, inside the transaction that records
 * the authorization. Without one (never scanned, too old, already used) the authorization is refused.
 */
export async function takeScan(tx: Queryable, userId: string, authFor: string, templateHash: string): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM fingerprint_scans
      WHERE user_id = $1 AND auth_for = $2 AND template_hash = $3 AND used_at IS NULL
        AND scanned_at > now() - make_interval(secs => $4::int)
      ORDER BY scanned_at DESC LIMIT 1 FOR UPDATE`,
    [userId, authFor, templateHash, SCAN_VALID_SECONDS],
  );
  if (!rows[0]) throw new HttpError(400, FINGERPRINT_MESSAGES.notScanned);
  await tx.query('UPDATE fingerprint_scans SET used_at = now() WHERE id = $1', [rows[0].id]);
}
