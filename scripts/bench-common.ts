// What the parts of `npm run bench` share (scripts/bench.ts, bench-sales.ts): percentiles, the server settings, and a
// fresh database of each kind (a temporary PGlite DATA_DIR; a new PostgreSQL database on BENCH_DATABASE_URL,
// TEST_DATABASE_URL or the local server, dropped afterwards, skipped when unreachable).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { readConfig, type Config } from '../server/config';

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

/** Runs fn on a new, empty PGlite data directory, removed afterwards. */
export async function withFreshPglite<T>(fn: (config: Config) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'kilau-bench-'));
  try {
    return await fn(baseConfig({ dataDir: dir, databaseUrl: undefined }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
