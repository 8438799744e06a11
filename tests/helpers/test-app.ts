import { inject } from 'vitest';
// A fresh server for one test file: PGlite copied from the run's template, or a new PostgreSQL database
// when the project runs with KILAU_TEST_DB=postgres (TEST_DATABASE_URL).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import { prepareDatabase } from '../../server/boot';
import { openPglite, type Db } from '../../server/db/database';
import type { AppContext } from '../../server/context';
import type { Config } from '../../server/config';
import { OWNER, TEST_ROOT, testConfig } from './paths';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  /** Logs in and returns the token. */
  login(user_id?: string, password?: string): Promise<string>;
  /** A user of the given level (password 'rahasia123'), created directly in the database. */
  createUser(user_id: string, level: string): Promise<void>;
  call(method: string, url: string, opts?: { token?: string; body?: unknown }): Promise<LightMyRequestResponse>;
  setModule(key: string, active: boolean, value?: string | null): Promise<void>;
  close(): Promise<void>;
}

/** The hash of the test users' password 'rahasia123', made once per worker (a scrypt takes tens of milliseconds). */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= import('../../server/auth/passwords').then((m) => m.hashPassword('rahasia123')));

async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `kilau_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // A copy of the run's template (global-setup.ts): migrations, master tables and the first start already applied.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `clock`: the server's moment now (server/shop-clock.ts), fixed by a test of the shop's today; `kinds`: document kinds
 * beyond the product's (a fixture kind).
 */
export async function startTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  let db: Db;
  let cleanup: () => Promise<void>;
  if (process.env.KILAU_TEST_DB === 'postgres') {
    const pgdb = await newPostgresDatabase();
    const config = testConfig({ ...overrides, databaseUrl: pgdb.url });
    // On the template's schema: checks the migrations (none pending) and opens the pool.
    db = (await prepareDatabase(config)).db;
    cleanup = pgdb.drop;
  } else {
    const dir = mkdtempSync(join(TEST_ROOT, 'api-'));
    cpSync(inject('templateDir'), dir, { recursive: true });
    db = await openPglite(dir);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const { app, ctx } = await buildApp(testConfig(overrides), db, options);
  await app.ready();

  const call: TestApp['call'] = (method, url, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: opts.token ? { 'x-auth-token': opts.token } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  return {
    app,
    ctx,
    db,
    call,
    async login(user_id = OWNER.user_id, password = OWNER.password) {
      const res = await call('POST', '/api/v1/users/login', { body: { user_id, password } });
      if (res.statusCode !== 200) throw new Error(`login ${user_id} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async createUser(user_id, level) {
      const [{ kode_toko }] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
      await db.query('INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, $4)', [
        user_id,
        await testPasswordHash(),
        level,
        kode_toko,
      ]);
    },
    async setModule(key, active, value = null) {
      await db.query('UPDATE modules SET active = $1, value = COALESCE($2, value) WHERE key = $3', [active, value, key]);
      await ctx.reloadModules();
    },
    async close() {
      await app.close();
      await db.close();
      await cleanup();
    },
  };
}
