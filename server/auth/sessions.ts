// Random, revocable tokens. Only a hash of the token is stored. A user has at most one live session:
// it ends at logout or after sessionIdleMinutes without any request or open browser (the socket
// connection of an open app keeps it alive), and only then may the same user id log in again.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/database';
import type { AccessNode } from '../../domain/gates';
import type { Level } from '../../definitions/define';

export interface SessionUser {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  access: AccessNode[];
  /** The user's own shop is the head office (toko level PUSAT). */
  head_office: boolean;
  /** The business date of the user's shop. */
  tgl_system: string;
  tokenHash: string;
}

/** A user id as typed (spaces around it, any case) as stored: login, its rate limits and force-logout use this one rule. */
export const normalizeUserId = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's last use is written at most this often. */
export const TOUCH_MS = 60_000;

const liveCondition = `s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(mins => $2::int)`;

export async function hasLiveSession(db: Queryable, userId: string, idleMinutes: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM sessions s WHERE s.user_id = $1 AND ${liveCondition} LIMIT 1`, [userId, idleMinutes]);
  return rows.length > 0;
}

export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

/** A live session: its user, whether they must change their password first, and when it was last used. */
export interface LiveSession {
  user: SessionUser;
  mustChangePassword: boolean;
  /** Its last recorded use, by this process's clock (Date.now()). */
  seenAt: number;
}

/** The session behind a live token, touching its last use at most once a minute. */
export async function readSession(db: Db, token: string, idleMinutes: number): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const rows = await db.query<Omit<SessionUser, 'tokenHash'> & { must_change_password: boolean; seen_ms_ago: number }>(
    `SELECT u.user_id, u.nama_user, u.level, u.kode_toko, u.access, COALESCE(t.level = 'PUSAT', false) AS head_office,
            h.tgl_system, u.must_change_password, (EXTRACT(EPOCH FROM now() - s.last_seen_at) * 1000)::float8 AS seen_ms_ago
       FROM sessions s JOIN users u ON u.user_id = s.user_id LEFT JOIN toko t ON t.kode_toko = u.kode_toko
             LEFT JOIN hari_toko h ON h.kode_toko = u.kode_toko
      WHERE s.token_hash = $1 AND u.is_active AND ${liveCondition}`,
    [tokenHash, idleMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  const { must_change_password, seen_ms_ago, ...user } = row;
  const stale = seen_ms_ago > TOUCH_MS;
  if (stale) await touchSession(db, tokenHash);
  return { user: { ...user, tokenHash }, mustChangePassword: must_change_password === true, seenAt: Date.now() - (stale ? 0 : seen_ms_ago) };
}

/** The user behind a live token (readSession). */
export async function resolveSession(db: Db, token: string, idleMinutes: number): Promise<SessionUser | null> {
  return (await readSession(db, token, idleMinutes))?.user ?? null;
}

export async function touchSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}
