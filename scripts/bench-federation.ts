// The federation part of `npm run bench -- --federation [--branches 20]` (issue 24 item 6): one head office and N
// branch server processes on loopback, each branch on its own PostgreSQL database holding a day of demo trade
// (npm run demo's, made once and copied per branch, each copy's shop renamed to its own code). Measured:
// - one branch's own time for a report (its owner's GET at its own server), against the head office's fan-out of the
//   same report over ALL shops (every branch through its portal, side by side): the goal is at most 1.5 x;
// - a branch that stops answering (SIGSTOP) while the report runs: the report costs about the branch timeout, its
//   row says 'Data Gagal Dimuat', the others answer;
// - a branch killed (SIGKILL) mid-report: its row says so, well within the timeout.
// The suite keeps a small version with three in-process branches (tests/api/federation.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../tests/helpers/free-port';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { fillDemoShop } from '../server/demo';
import { OWNER_PASSWORD, alignedTable, baseConfig, round, stat, type Stat } from './bench-common';

const ROOT = resolve(import.meta.dirname, '..');
const TOKEN = 'bench-federation-token';
/** The report measured: the day's sales recap, read from the documents (never from the head office's copy: today is open). */
const REPORT = 'reportpenjualan/rekap';
export const FEDERATION_GOAL = 1.5;
const TIMEOUT_S = 5;

export interface FederationResult {
  skipped?: string;
  branches?: number;
  ownBranch?: Stat;
  /** The same report of one branch asked as the head office asks it: its portal, the service token. */
  viaPortal?: Stat;
  /** The head office's report of that one branch (its route, then the portal). */
  oneViaHeadOffice?: Stat;
  fanOut?: Stat;
  ratio?: number;
  /** What the branches' own work costs when they all share this machine's cores: N x one portal read / cores. */
  cpuBound?: number;
  ok?: boolean;
  stoppedBranch?: { ms: number; failed: string[]; answered: number };
  killedBranch?: { ms: number; failed: string[]; answered: number };
}


/** A copy of the demo database whose own shop (and everything of it) is now `code`. */
async function branchDatabase(admin: pg.Client, base: URL, template: string, name: string, code: string): Promise<string> {
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    const tables = await c.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND c.column_name = 'kode_toko' AND t.table_type = 'BASE TABLE'`,
    );
    await c.query('BEGIN');
    // The rename touches every table's key at once: the foreign keys are checked by the copy's own data, not row by row.
    await c.query(`SET LOCAL session_replication_role = replica`);
    for (const { table_name } of tables.rows) await c.query(`UPDATE ${table_name} SET kode_toko = $1 WHERE kode_toko = 'TOKO01'`, [code]);
    await c.query(`UPDATE toko SET nama_toko = $1 WHERE kode_toko = $2`, [`Cabang ${code}`, code]);
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
  return url.toString();
}

interface Branch {
  code: string;
  url: string;
  child: ChildProcess;
}

async function startBranch(code: string, databaseUrl: string): Promise<Branch> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORTAL_SERVICE_TOKEN: TOKEN, OWNER_PASSWORD, STATIC_DIR: '', LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_MINUTE: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${code} did not start:\n${out}`)), 180_000);
    child.stdout!.on('data', () => out.includes('Kilau siap') && (clearTimeout(timer), done()));
    child.once('exit', (c) => (clearTimeout(timer), fail(new Error(`${code} exited with ${c}:\n${out}`))));
  });
  return { code, url: `http://127.0.0.1:${port}`, child };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

export async function benchFederation(count: number, runs: number): Promise<FederationResult> {
  const base = new URL(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new pg.Client({ connectionString: base.toString(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    return { skipped: `PostgreSQL unreachable (${(e as Error).message}): skipped` };
  }
  const stamp = `${process.pid}_${Date.now()}`;
  const made: string[] = [];
  const branches: Branch[] = [];
  const make = async (name: string) => (await admin.query(`CREATE DATABASE ${name}`), made.push(name), name);
  try {
    // The day of demo trade, once; then a copy per branch.
    const template = await make(`kilau_fed_tpl_${stamp}`);
    const tplUrl = new URL(base);
    tplUrl.pathname = `/${template}`;
    const tpl = await prepareDatabase(baseConfig({ databaseUrl: tplUrl.toString() }));
    await fillDemoShop(tpl.db);
    const [{ tgl }] = await tpl.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
    await tpl.db.close();
    const codes = Array.from({ length: count }, (_, i) => `CBG${String(i + 1).padStart(2, '0')}`);
    const urls: string[] = [];
    for (const code of codes) {
      const name = `kilau_fed_${code.toLowerCase()}_${stamp}`;
      urls.push(await branchDatabase(admin, base, template, name, code));
      made.push(name);
    }
    console.log(`  ${count} branch databases made; starting ${count} branch servers ...`);
    // A few at a time: each compiles the server on start.
    for (let i = 0; i < codes.length; i += 4) branches.push(...(await Promise.all(codes.slice(i, i + 4).map((c, j) => startBranch(c, urls[i + j])))));

    // The head office, in this process, on its own database: its shop PUSAT and every branch at its address.
    const hoName = await make(`kilau_fed_ho_${stamp}`);
    const hoUrl = new URL(base);
    hoUrl.pathname = `/${hoName}`;
    const config = baseConfig({ databaseUrl: hoUrl.toString(), portalServiceToken: TOKEN });
    const ho = await prepareDatabase(config);
    await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
    await ho.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [tgl]);
    await ho.db.query(`UPDATE users SET kode_toko = 'PST01' WHERE user_id = $1`, [config.ownerUserId]);
    await ho.db.query(`UPDATE toko SET is_active = false WHERE kode_toko = 'TOKO01'`);
    for (const b of branches) await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ($1, $2, 'Jl. Cabang', 'CABANG', $3)`, [b.code, `Cabang ${b.code}`, b.url]);
    await ho.db.query(`INSERT INTO para_system (key, value) VALUES ('cabang_timeout_detik', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [String(TIMEOUT_S)]);
    const { app } = await buildApp(config, ho.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const hoBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const login = async (at: string) => {
        const res = await fetch(`${at}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: config.ownerUserId, password: OWNER_PASSWORD }) });
        if (!res.ok) throw new Error(`login at ${at}: ${res.status} ${await res.text()}`);
        return (await res.json()).token as string;
      };
      const get = async (at: string, token: string, shop: string) => {
        const res = await fetch(`${at}/api/v1/${REPORT}?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=${shop}`, { headers: { 'x-auth-token': token } });
        if (!res.ok) throw new Error(`${REPORT} at ${at} for ${shop}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { data: Record<string, unknown>[]; toko?: { kode_toko: string; status: string }[] };
      };
      const one = branches[0];
      const oneToken = await login(one.url);
      const hoToken = await login(hoBase);
      const measure = async (fn: () => Promise<unknown>) => {
        for (let i = 0; i < 3; i++) await fn();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push((await timed(fn)).ms);
        return stat(times);
      };
      const ownBranch = await measure(() => get(one.url, oneToken, one.code));
      const viaPortal = await measure(() => get(one.url, TOKEN, one.code));
      const oneViaHeadOffice = await measure(() => get(hoBase, hoToken, one.code));
      const fanOut = await measure(() => get(hoBase, hoToken, 'ALL'));
      const check = await get(hoBase, hoToken, 'ALL');
      const failedOf = (a: typeof check) => (a.toko ?? []).filter((s) => s.status === 'error').map((s) => s.kode_toko);
      if (failedOf(check).length) throw new Error(`fan-out failed for ${failedOf(check).join(', ')}`);

      // One branch stops answering while the report runs, another is killed mid-report.
      const stopped = branches[1];
      const killed = branches[2];
      stopped.child.kill('SIGSTOP');
      const whileStopped = await timed(() => get(hoBase, hoToken, 'ALL'));
      stopped.child.kill('SIGCONT');
      // Held while the report is asked, then killed under it: its connection is cut mid-answer.
      killed.child.kill('SIGSTOP');
      const pending = timed(() => get(hoBase, hoToken, 'ALL'));
      setTimeout(() => killed.child.kill('SIGKILL'), 50);
      const whileKilled = await pending;
      const summary = (r: typeof whileStopped) => ({ ms: Math.round(r.ms), failed: failedOf(r.value), answered: (r.value.toko ?? []).filter((s) => s.status === 'success').length });
      const ratio = round(fanOut.median / ownBranch.median);
      const cpuBound = round((count * viaPortal.median) / availableParallelism());
      return { branches: count, ownBranch, viaPortal, oneViaHeadOffice, fanOut, ratio, cpuBound, ok: ratio <= FEDERATION_GOAL, stoppedBranch: summary(whileStopped), killedBranch: summary(whileKilled) };
    } finally {
      await app.close();
      await ho.db.close();
    }
  } finally {
    for (const b of branches) if (b.child.exitCode === null && b.child.signalCode === null) (b.child.kill('SIGCONT'), b.child.kill('SIGTERM'));
    await Promise.all(branches.map((b) => (b.child.exitCode === null && b.child.signalCode === null ? new Promise((r) => b.child.once('exit', r)) : undefined)));
    for (const name of made.reverse()) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

export function federationTable(r: FederationResult): string {
  if (r.skipped || !r.ownBranch || !r.fanOut) return `federation: ${r.skipped ?? 'no result'}`;
  const lines = [
    ['federation (ms)', 'median', 'p95'],
    [`one branch, its own ${REPORT}`, String(r.ownBranch.median), String(r.ownBranch.p95)],
    ['the same through its portal (service token)', String(r.viaPortal!.median), String(r.viaPortal!.p95)],
    ['the head office, that one branch', String(r.oneViaHeadOffice!.median), String(r.oneViaHeadOffice!.p95)],
    [`the head office, ALL of ${r.branches} branches`, String(r.fanOut.median), String(r.fanOut.p95)],
  ];
  return [
    alignedTable(lines),
    `fan-out / one branch: ${r.ratio} x (goal <= ${FEDERATION_GOAL} x)${r.ok ? '' : '   <-- over the goal'}`,
    `the branches' own work on this machine's ${availableParallelism()} cores (N x one portal read / cores): ${r.cpuBound} ms, the floor of a fan-out here`,
    `a branch stopped mid-report (timeout ${TIMEOUT_S} s): ${r.stoppedBranch!.ms} ms, failed ${r.stoppedBranch!.failed.join(', ') || '-'}, ${r.stoppedBranch!.answered} answered`,
    `a branch killed mid-report: ${r.killedBranch!.ms} ms, failed ${r.killedBranch!.failed.join(', ') || '-'}, ${r.killedBranch!.answered} answered`,
  ].join('\n');
}
