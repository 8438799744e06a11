// The live session behind a token, kept in memory between requests so a request costs no session query
// (server/plugins/auth.ts). An entry holds what readSession read (the user, their shop's business date and level,
// must-change-password) with the user's effective access tree made once, and is used only while all of it still
// holds:
// - every statement of this process that may write users, sessions, toko or hari_toko (login, logout, password
//   change or reset, user and access edits, force-logout, the day's close, the socket's keep-alive, a test's own SQL)
//   empties the whole cache (Db.onWrite). One server process serves a database (PGlite's folder lock; with
//   PostgreSQL, one server per database), so no write it cannot see changes them;
// - a write elsewhere all the same (reset-owner against a running PostgreSQL server, psql) is seen within MAX_AGE_MS;
// - the idle timeout holds: an entry is used only while its session's last recorded use is under TOUCH_MS old, which
//   is within the idle window; past that the request reads the session again, which records the use (at most once a
//   minute, as before the cache) or finds it ended.
import type { Db } from '../db/database';
import type { AccessNode } from '../../domain/gates';
import type { Level } from '../../definitions/define';
import { hashToken, readSession, TOUCH_MS, type LiveSession } from './sessions';

/** How long an entry is used at most without reading its session again. */
const MAX_AGE_MS = 5_000;
/** The tables a session's answer is read from. */
const SESSION_TABLES = ['users', 'sessions', 'toko', 'hari_toko'];

interface Entry extends LiveSession {
  readAt: number;
}

export interface SessionCache {
  /** The live session behind `token` (its user's access tree already the effective one), or null. */
  resolve(token: string): Promise<LiveSession | null>;
  stop(): void;
}

export function sessionCache(db: Db, idleMinutes: number, effectiveAccess: (level: Level, access: AccessNode[]) => AccessNode[]): SessionCache {
  const entries = new Map<string, Entry>();
  // A read that began before a write must not store what it read after that write emptied the cache.
  let generation = 0;
  const stop = db.onWrite(SESSION_TABLES, () => {
    generation++;
    entries.clear();
  });
  const fresh = Math.min(TOUCH_MS, idleMinutes * 60_000);
  return {
    resolve: async (token) => {
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = entries.get(tokenHash);
      if (hit && now - hit.readAt < MAX_AGE_MS && now - hit.seenAt < fresh) return hit;
      entries.delete(tokenHash);
      const seen = generation;
      const session = await readSession(db, token, idleMinutes);
      if (!session) return null;
      const entry = { ...session, user: { ...session.user, access: effectiveAccess(session.user.level, session.user.access) }, readAt: now };
      if (seen === generation) entries.set(tokenHash, entry);
      return entry;
    },
    stop,
  };
}
