// One small interface over PGlite (embedded, the default) and a PostgreSQL server (DATABASE_URL):
// the same SQL runs on both. Numeric and bigint columns come back as numbers, read exactly by domain/units.ts
// (numericFromDb, int8FromDb: a value a double cannot hold throws rather than rounds), dates as 'yyyy-MM-dd'.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { int8FromDb, numericFromDb } from '../../domain/units';
import { lockDataDir } from './data-dir-lock';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
/** A database or transaction that also runs text of several statements, without parameters (a migration file). */
export interface Executor extends Queryable {
  exec(sql: string): Promise<void>;
}
export interface Db extends Executor {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: everything it writes lands, or nothing does. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` after each statement through this object that may write one of `tables` has run (in a
   * transaction: once it ended, committed or not), so a cache of those rows is emptied (server/auth/session-cache.ts).
   * Returns the way to stop.
   */
  onWrite(tables: readonly string[], listener: () => void): () => void;
}

/** A statement that may change rows. Matching too much only empties a cache once more than needed. */
const WRITE = /\b(insert|update|delete|truncate|drop|alter|create|copy|merge)\b/i;

/** Adds onWrite to a database: its statements and transactions tell the watchers of the tables they may write. */
function watched(db: Omit<Db, 'onWrite'>): Db {
  const watchers = new Set<{ tables: RegExp; listener: () => void }>();
  const hits = (sql: string, into = new Set<() => void>()) => {
    if (watchers.size && WRITE.test(sql)) for (const w of watchers) if (w.tables.test(sql)) into.add(w.listener);
    return into;
  };
  const after = async <T>(listeners: Set<() => void>, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } finally {
      for (const listener of listeners) listener();
    }
  };
  return {
    ...db,
    query: (sql, params) => after(hits(sql), () => db.query(sql, params)),
    exec: (sql) => after(hits(sql), () => db.exec(sql)),
    transaction: (fn) => {
      const listeners = new Set<() => void>();
      return after(listeners, () =>
        db.transaction((tx) =>
          fn({
            query: (sql, params) => {
              hits(sql, listeners);
              return tx.query(sql, params);
            },
            exec: (sql) => {
              hits(sql, listeners);
              return tx.exec(sql);
            },
          }),
        ),
      );
    },
    onWrite: (tables, listener) => {
      const w = { tables: new RegExp(`\\b(${tables.join('|')})\\b`, 'i'), listener };
      watchers.add(w);
      return () => void watchers.delete(w);
    },
  };
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const asText = (v: string) => v;

/**
 * PGlite's page cache inside its WebAssembly memory. PostgreSQL's default, 128MB, is filled in at start and so held
 * for good (about 125 MB of the server's memory); pages beyond the cache are read from the files, which the operating
 * system keeps cached, so a smaller cache costs little (README, "Start and memory").
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openPglite(dataDir: string): Promise<Db> {
  // One process per folder (data-dir-lock.ts): taken before PGlite touches it, released when closed.
  const unlock = lockDataDir(dataDir);
  let lite: PGlite;
  try {
    // Each driver is loaded by the start that uses it: loading pg took about 55 ms of a start on PGlite, PGlite's
    // module about 28 ms of one on PostgreSQL.
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
    // pg_trgm: the item list's name search (migration 013) uses a trigram index, as on a PostgreSQL server.
    lite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      parsers: { [INT8]: int8FromDb, [NUMERIC]: numericFromDb, [DATE]: asText },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (e) {
    unlock();
    throw e;
  }
  // PGlite is one connection: transactions are serialized so concurrent requests never interleave inside one.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };
  return watched({
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => serial(async () => (await lite.query<T>(sql, params)).rows),
    exec: (sql: string) => serial(async () => void (await lite.exec(sql))),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      serial(() =>
        lite.transaction(async (tx) =>
          fn({
            query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
            exec: async (sql: string) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: async () => {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  });
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: driver } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return int8FromDb;
      if (oid === NUMERIC) return numericFromDb;
      if (oid === DATE) return asText;
      return driver.types.getTypeParser(oid, format as 'text');
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new driver.Pool({ connectionString: url, max: 10, types });
  // An idle connection dropped by the server (restart, admin) must not bring the process down: the pool
  // replaces it on the next query.
  pool.on('error', (e) => console.error(`PostgreSQL: idle connection lost: ${e.message}`));
  await pool.query('select 1');
  return watched({
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params as unknown[])).rows as T[],
    // Without parameters pg sends the simple query protocol, which runs several statements in one text.
    exec: async (sql: string) => void (await pool.query(sql)),
    transaction: async <T>(fn: (tx: Executor) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as R[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
