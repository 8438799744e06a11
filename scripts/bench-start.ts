// `npm run bench -- --only start`: the server's restart on existing data and its memory, as `npm start` runs it (the
// server bundle, scripts/build-server.mjs, built first when stale). On a prepared PGlite data folder and a prepared
// PostgreSQL database (the demo shop; quick: its masters and users only), the server is started as a child process
// and stopped, several times: the time from spawn to the answer of GET /api/v1/health sent at its ready line, and the
// resident memory (VmRSS) once it has been idle a second; on the last start also after a login and a few reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { fillDemo, fillDemoShop } from '../server/demo';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { alignedTable, OWNER_PASSWORD, withFreshPglite, withFreshPostgres } from './bench-common';
import type { SummaryRow } from './bench-summary';
import { freePort } from '../tests/helpers/free-port';

export const RESTART_TARGET_MS = { pglite: 1500, postgres: 1000 } as const;
export const PGLITE_MEMORY_TARGET_MB = 350;
/** A demo user fillDemo makes in both modes (server/demo.ts). */
const USER = { user_id: 'SPV01', password: 'demo1234' };
/** What a user does first: the item list, and the API reference (the largest document the server builds). */
const READS = ['/api/v1/barang?limit=50', '/api/v1/openapi.json', '/api/v1/health'];
const IDLE_MS = 1000;

export interface StartTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  /** Spawn to the first answer, one per start, ms. */
  startsMs?: number[];
  medianMs?: number;
  /** Resident memory a second after each start, MB. */
  idleMb?: number[];
  medianIdleMb?: number;
  /** After the last start's login and reads, MB. */
  afterReadsMb?: number;
}
export interface StartResult { quick: boolean; targets: StartTarget[] }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's resident memory in MB (Linux /proc). */
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** One start: ms from spawn to the first answer, memory idle, and (reads) memory after a login and a few reads. */
async function startOnce(root: string, config: Config, reads: boolean): Promise<{ ms: number; idleMb: number; afterReadsMb?: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const t = performance.now();
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '', STATIC_DIR: join(root, 'dist'), OWNER_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (out += d));
  server.stderr!.on('data', (d) => (out += d));
  try {
    // The ready line is printed once the server listens; polling instead (a failed fetch every few ms) took a core
    // of this 2-core machine from the starting server and doubled its start.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server not ready within 60 s:\n${out}`)), 60_000);
      server.stdout!.on('data', () => out.includes('Kilau siap') && (clearTimeout(timer), resolve()));
      server.on('exit', (code) => (clearTimeout(timer), reject(new Error(`server exited with ${code}:\n${out}`))));
    });
    const health = await fetch(`${url}/api/v1/health`);
    if (health.status !== 200) throw new Error(`GET /api/v1/health: ${health.status}`);
    const ms = Math.round(performance.now() - t);
    await sleep(IDLE_MS);
    const idleMb = rssMb(server.pid!);
    if (!reads) return { ms, idleMb };
    const login = await fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) });
    if (login.status !== 200) throw new Error(`login ${USER.user_id}: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    for (const path of READS) {
      const res = await fetch(`${url}${path}`, { headers: { 'x-auth-token': token } });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
      await res.arrayBuffer();
    }
    await sleep(IDLE_MS);
    return { ms, idleMb, afterReadsMb: rssMb(server.pid!) };
  } finally {
    await stop(server);
  }
}

async function benchTarget(root: string, target: StartTarget['target'], config: Config, quick: boolean): Promise<StartTarget> {
  console.log(`[start ${target}] preparing the ${quick ? 'demo masters' : 'demo shop'} ...`);
  const { db } = await prepareDatabase(config);
  try {
    await (quick ? fillDemo(db) : fillDemoShop(db));
  } finally {
    await db.close();
  }
  const runs = quick ? 2 : 7;
  const starts: Awaited<ReturnType<typeof startOnce>>[] = [];
  for (let i = 0; i < runs; i++) starts.push(await startOnce(root, config, i === runs - 1));
  const startsMs = starts.map((s) => s.ms);
  const idleMb = starts.map((s) => s.idleMb);
  return { target, startsMs, medianMs: median(startsMs), idleMb, medianIdleMb: median(idleMb), afterReadsMb: starts.at(-1)!.afterReadsMb };
}

export async function benchStart(root: string, opts: { quick: boolean }): Promise<StartResult> {
  // As scripts/start.mjs: the bundle is what `npm start` runs (rebuilt here every time, so it is never stale).
  await buildServer();
  const targets: StartTarget[] = [await withFreshPglite((config) => benchTarget(root, 'pglite', config, opts.quick))];
  const pg = await withFreshPostgres((config) => benchTarget(root, 'postgres', config, opts.quick));
  targets.push('target' in pg ? pg : { target: 'postgres', skipped: pg.skipped });
  return { quick: opts.quick, targets };
}

export function startText(r: StartResult): string {
  const lines = [['', 'starts, ms', 'median', 'target', 'idle MB (median)', 'after reads MB']];
  for (const t of r.targets) {
    if (t.skipped) lines.push([t.target, t.skipped, '', '', '', '']);
    else lines.push([t.target, t.startsMs!.join(' '), `${t.medianMs} ms`, `<= ${RESTART_TARGET_MS[t.target]} ms`, String(t.medianIdleMb), String(t.afterReadsMb)]);
  }
  return `server restart on existing data (spawn to the answer of GET /api/v1/health) and memory (VmRSS)${r.quick ? ', quick' : ''}\n${alignedTable(lines)}`;
}

export function startSummary(r: StartResult): SummaryRow[] {
  const done = r.targets.filter((t) => !t.skipped);
  const pglite = done.find((t) => t.target === 'pglite');
  return [
    {
      what: 'restart on existing data',
      now: done.map((t) => `${t.target} ${(t.medianMs! / 1000).toFixed(2)} s`).join(', ') || 'skipped',
      target: `<= ${RESTART_TARGET_MS.pglite / 1000} s PGlite, <= ${RESTART_TARGET_MS.postgres / 1000} s PostgreSQL`,
      met: done.length ? done.every((t) => t.medianMs! <= RESTART_TARGET_MS[t.target]) : undefined,
    },
    {
      what: 'server memory idle',
      now: done.map((t) => `${t.target} ${t.medianIdleMb} MB (${t.afterReadsMb} MB after reads)`).join(', ') || 'skipped',
      target: `PGlite <= ${PGLITE_MEMORY_TARGET_MB} MB; explained in README`,
      met: pglite ? pglite.medianIdleMb! <= PGLITE_MEMORY_TARGET_MB : undefined,
    },
  ];
}
