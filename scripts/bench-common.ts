// What the parts of `npm run bench` share (scripts/bench.ts, bench-sales.ts): percentiles, the server settings, and a
// fresh database of each kind (a temporary PGlite DATA_DIR, a copy of one migrated in the run's first; a new
// PostgreSQL database on BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server, dropped afterwards, skipped when
// unreachable).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { readConfig, type Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { fillDemoShop } from '../server/demo';

export const OWNER_PASSWORD = 'bench-owner-pw';

export interface Stat { median: number; p95: number; runs: number }

export const round = (n: number) => Math.round(n * 100) / 100;

/** Median and p95 (nearest rank) of the times in milliseconds. */
export function stat(ms: number[]): Stat {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { median: round(at(0.5)), p95: round(at(0.95)), runs: s.length };
}

/** Logs the owner in through the app (app.inject): the headers of its session. */
export async function ownerHeaders(app: FastifyInstance, config: Config): Promise<{ 'x-auth-token': string }> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: config.ownerUserId, password: OWNER_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { 'x-auth-token': login.json().token as string };
}

export function baseConfig(over: Partial<Config>): Config {
  return { ...readConfig({ OWNER_PASSWORD, STATIC_DIR: '', LOG_LEVEL: 'silent' }), ...over };
}

/**
 * Waits until the machine is quiet (under 15 % of its CPU busy over 2 s), at most `maxMs`: the parts that time a
 * browser or a start measure wall time, and the parts before them leave PostgreSQL vacuuming and checkpointing after
 * their hundreds of thousands of rows. Says how long it waited and how busy the machine still was.
 */
export async function waitForQuietMachine(maxMs = 120_000): Promise<void> {
  const sample = () => cpus().reduce((a, c) => ({ idle: a.idle + c.times.idle, total: a.total + Object.values(c.times).reduce((x, y) => x + y, 0) }), { idle: 0, total: 0 });
  const started = Date.now();
  let busy = 1;
  while (Date.now() - started < maxMs) {
    const a = sample();
    await new Promise((r) => setTimeout(r, 2000));
    const b = sample();
    busy = 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total);
    if (busy < 0.15) break;
  }
  console.log(`machine quiet after ${((Date.now() - started) / 1000).toFixed(0)} s (${Math.round(busy * 100)} % busy)`);
}

/** A data directory made once per run by `make` on a new folder, removed when the process exits. */
function templateDir(make: (dir: string) => Promise<void>): () => Promise<string> {
  let made: Promise<string> | undefined;
  return () =>
    (made ??= (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kilau-bench-template-'));
      process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
      await make(dir);
      return dir;
    })());
}

/**
 * A PGlite data directory migrated and started once (the owner made). Each part's fresh PGlite is a copy of it:
 * migrating a new folder took 9 s of each of the quick run's eleven on the slower host of 2026-11-30, a copy 3.
 */
const migratedPglite = templateDir(async (dir) => {
  const { db } = await prepareDatabase(baseConfig({ dataDir: dir, databaseUrl: undefined }));
  await db.close();
});

/** The demo shop (`npm run demo`'s fill) on a copy of the migrated folder: the parts that drive Chromium share one fill (8.5 s). */
const demoShopPglite = templateDir(async (dir) => {
  cpSync(await migratedPglite(), dir, { recursive: true });
  const { db } = await prepareDatabase(baseConfig({ dataDir: dir, databaseUrl: undefined }));
  try {
    await fillDemoShop(db);
  } finally {
    await db.close();
  }
});

async function withPgliteCopy<T>(template: () => Promise<string>, fn: (config: Config) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'kilau-bench-'));
  try {
    cpSync(await template(), dir, { recursive: true });
    return await fn(baseConfig({ dataDir: dir, databaseUrl: undefined }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs fn on a new PGlite data directory, migrated and with its owner but nothing else, removed afterwards. */
export const withFreshPglite = <T>(fn: (config: Config) => Promise<T>): Promise<T> => withPgliteCopy(migratedPglite, fn);

/** Runs fn on a new PGlite data directory holding the demo shop (server/demo.ts fillDemoShop), removed afterwards. */
export const withDemoShopPglite = <T>(fn: (config: Config) => Promise<T>): Promise<T> => withPgliteCopy(demoShopPglite, fn);

/** Runs fn on a new PostgreSQL database, dropped afterwards; `{ skipped }` when the server cannot make one. */
export async function withFreshPostgres<T>(fn: (config: Config) => Promise<T>): Promise<T | { skipped: string }> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const shown = base.replace(/\/\/[^@/]*@/, '//***@');
  const name = `kilau_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (e) {
    await admin.end().catch(() => undefined);
    const skipped = `PostgreSQL at ${shown} unreachable or refused CREATE DATABASE (${(e as Error).message}): skipped`;
    console.log(skipped);
    return { skipped };
  }
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(baseConfig({ databaseUrl: url.toString() }));
  } finally {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

/** Rows of cells as aligned text: the first column left, the others right. */
export function alignedTable(lines: string[][]): string {
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  return lines.map((l) => l.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : (v ?? '').padStart(widths[c]))).join('   ')).join('\n');
}
