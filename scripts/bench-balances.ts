// The balances part of `npm run bench` (issue 25 item 5: the trial balance at 100k sales of history within 1.2x of
// 10k): a fresh database of each kind with the demo masters, then a history of N cash sales, SALES_PER_DAY a day on
// the days up to yesterday, written in plain SQL as the kernel writes a sale's document, status, money row and
// journal (server/documents/journal.ts resolves the journal's accounts once). Every day but yesterday is recorded as
// closed; yesterday is closed through POST tutup-toko, as a shop closes it, and today gets SALES_PER_DAY more sales
// on the open day. Then through the app (app.inject): GET laporan/neraca-saldo, laporan/neraca and the Kas account's
// laporan/buku-besar for today, median and p95 in milliseconds, next to the plain sum of the whole journal in SQL.
// Each N on a fresh database; the report must equal the plain sum, and the ratio of the largest N to the smallest is
// held against the target.
import type { Config } from '../server/config';
import type { Db } from '../server/db/database';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { fillDemo } from '../server/demo';
import { journalLines } from '../server/documents/journal';
import { alignedTable, stat, type Stat, ownerHeaders } from './bench-common';
import { ratio, type SummaryRow } from './bench-summary';

export const BALANCE_HISTORIES = [10_000, 100_000] as const;
/** --quick: the same tenfold growth, smaller. */
export const QUICK_BALANCE_HISTORIES = [1_000, 10_000] as const;
/** The largest history's report time over the smallest's, at most. */
export const BALANCE_TARGET_RATIO = 1.2;
const SALES_PER_DAY = 100;
/** The demo supervisor (server/demo.ts) authorizes the close. */
const SUPERVISOR = { user_id: 'SPV01', password: 'demo1234' };
/** A measurement stops after this long (at least MIN_RUNS runs). */
const BUDGET_MS = 10_000;
const MIN_RUNS = 20;
const KAS_AKUN = '1-1101';

/** The plain sum: every journal row of the shop up to the date, as the trial balance read it before stored balances. */
const PLAIN_SUM = `SELECT a.nomor_akun, a.nama_akun,
       greatest(sum(j.debet - j.kredit), 0)::bigint AS debit,
       greatest(sum(j.kredit - j.debet), 0)::bigint AS kredit
  FROM jurnal j JOIN akun a ON a.nomor_akun = j.nomor_akun
 WHERE j.kode_toko = $1 AND j.tgl_system <= $2
 GROUP BY a.nomor_akun, a.nama_akun ORDER BY a.nomor_akun`;

export interface BalanceHistory {
  sales: number;
  fillMs: number;
  neracaSaldo: Stat;
  neraca: Stat;
  bukuBesar: Stat;
  plainSql: Stat;
}

export interface BalanceTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  histories?: BalanceHistory[];
}

/** Writes `sales` cash sales numbered from `from`, SALES_PER_DAY a day, on the days up to and including `lastDay`. */
async function fillHistory(db: Db, who: { kode_toko: string; user_id: string }, sales: number, from: number, lastDay: string): Promise<void> {
  const days = Math.ceil(sales / SALES_PER_DAY);
  const one = (kode_akun: string) => ({ trx: 'PENJUALAN', type: 'TUNAI', kode_akun, amount: 1 });
  // A cash sale's journal (server/documents/kinds/penjualan.ts): Kas against sales at its price, cost of sales
  // against stock at its cost. Amount 1 gives each role's account and side.
  const roles = ['KAS', 'PENJUALAN', 'HPP', 'PERSEDIAAN'];
  const lines = await journalLines(db, roles.map(one));
  await db.transaction(async (tx) => {
    // The rows are whole as the kernel writes them: the balance trigger and foreign keys are skipped for speed.
    await tx.query('SET LOCAL session_replication_role = replica');
    // Sale i (from `from`) on day (i - from) / SALES_PER_DAY of the days: price 1.000.000-1.960.000, cost 80 %.
    const sale = `SELECT i, ($1::date - $3::int + 1 + (i - $4::int) / ${SALES_PER_DAY})::date AS tgl,
                         'JL-' || $2 || '-' || lpad(i::text, 7, '0') AS no,
                         (1000000 + (i % 97) * 10000)::bigint AS harga
                    FROM generate_series($4::int, $4::int + $5::int - 1) i`;
    const p = [lastDay, who.kode_toko, days, from, sales];
    await tx.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_customer, subtotal, grand_total, total_bayar, input_by)
       SELECT no, 'PENJUALAN', $2, tgl, 'S01', 'Pelanggan ' || i, harga, harga, harga, $6 FROM (${sale}) s`,
      [...p, who.user_id],
    );
    await tx.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) SELECT no, 'DONE', tgl, $6 FROM (${sale}) s`, [...p, who.user_id]);
    await tx.query(
      `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, jumlah_in, input_by)
       SELECT $2, tgl, no, 'KAS', 'TUNAI', 'PENJUALAN', harga, $6 FROM (${sale}) s`,
      [...p, who.user_id],
    );
    await tx.query(
      `INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet, kredit)
       SELECT $2, s.tgl, s.no, 'PENJUALAN', 'TUNAI', l.kode_akun, l.nomor_akun,
              CASE WHEN l.debet > 0 THEN CASE WHEN l.kode_akun IN ('HPP', 'PERSEDIAAN') THEN s.harga * 8 / 10 ELSE s.harga END ELSE 0 END,
              CASE WHEN l.kredit > 0 THEN CASE WHEN l.kode_akun IN ('HPP', 'PERSEDIAAN') THEN s.harga * 8 / 10 ELSE s.harga END ELSE 0 END
         FROM (${sale}) s CROSS JOIN unnest($6::text[], $7::text[], $8::bigint[], $9::bigint[]) AS l(kode_akun, nomor_akun, debet, kredit)`,
      [...p, lines.map((l) => l.kode_akun), lines.map((l) => l.nomor_akun), lines.map((l) => l.debet), lines.map((l) => l.kredit)],
    );
  });
}

async function measure(fn: () => Promise<unknown>, runs: number): Promise<Stat> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    if (times.length >= MIN_RUNS && performance.now() - start > BUDGET_MS) break;
  }
  return stat(times);
}

/** One history of `sales` on a fresh database (config), measured. */
export async function benchBalances(target: BalanceTarget['target'], config: Config, sales: number, runs: number): Promise<BalanceHistory> {
  const log = (s: string) => console.log(`[balances ${target} ${sales.toLocaleString('en')}] ${s}`);
  const { db } = await prepareDatabase(config);
  await fillDemo(db);
  const { app, ctx } = await buildApp(config, db);
  try {
    await app.ready();
    const [{ kode_toko }] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const today = (await ctx.shopNow(kode_toko)).date;
    const who = { kode_toko, user_id: config.ownerUserId };
    const days = Math.ceil(sales / SALES_PER_DAY);
    const [{ yesterday }] = await db.query<{ yesterday: string }>('SELECT ($1::date - 1)::text AS yesterday', [today]);
    let t = performance.now();
    log(`filling ${days} days ...`);
    await fillHistory(db, who, sales, 0, yesterday);
    // Every day before yesterday closed; the shop stands on yesterday, which POST tutup-toko closes.
    await db.query(
      `INSERT INTO tutup_toko (kode_toko, tgl_system, tgl_system_baru, ditutup_by, authorization_id, kas_sistem)
       SELECT $1, d::date, d::date + 1, $3, 'BENCH', 0 FROM generate_series($2::date - $4::int, $2::date - 2, interval '1 day') d`,
      [kode_toko, today, config.ownerUserId, days],
    );
    await db.query('UPDATE hari_toko SET tgl_system = $2 WHERE kode_toko = $1', [kode_toko, yesterday]);
    await db.query('ANALYZE');
    const fillMs = Math.round(performance.now() - t);

    const headers = await ownerHeaders(app, config);
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await app.inject({ method, url: `/api/v1/${url}`, headers, payload: payload as object });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json();
    };
    t = performance.now();
    const auth = await call('POST', 'authorisation', { ...SUPERVISOR, kategori: 'TUTUP_TOKO' });
    await call('POST', 'tutup-toko', { authorization_id: auth.authorization_id ?? auth.data.authorization_id });
    log(`closed yesterday in ${Math.round(performance.now() - t)} ms`);
    await fillHistory(db, who, SALES_PER_DAY, sales, today);
    await db.query('ANALYZE');

    const neracaSaldo = `laporan/neraca-saldo?tgl=${today}`;
    const plain = await db.query(PLAIN_SUM, [kode_toko, today]);
    const fromApi = (await call('GET', neracaSaldo)).data;
    if (JSON.stringify(fromApi) !== JSON.stringify(plain)) throw new Error(`neraca-saldo differs from the plain sum:\n${JSON.stringify(fromApi)}\n${JSON.stringify(plain)}`);
    log('measuring ...');
    return {
      sales,
      fillMs,
      neracaSaldo: await measure(() => call('GET', neracaSaldo), runs),
      neraca: await measure(() => call('GET', `laporan/neraca?tgl=${today}`), runs),
      bukuBesar: await measure(() => call('GET', `laporan/buku-besar?nomor_akun=${KAS_AKUN}&tgl_from=${today}&tgl_to=${today}`), runs),
      plainSql: await measure(() => db.query(PLAIN_SUM, [kode_toko, today]), runs),
    };
  } finally {
    await app.close();
    await db.close();
  }
}

/** The smallest and the largest history measured. */
function ends(results: BalanceTarget[]): [number, number] {
  const sizes = results.flatMap((r) => r.histories ?? []).map((h) => h.sales);
  return [Math.min(...sizes), Math.max(...sizes)];
}

export function balancesTable(results: BalanceTarget[]): string {
  const [small, large] = ends(results);
  const lines: string[][] = [['balances: median / p95 ms', `${small.toLocaleString('en')} sales`, `${large.toLocaleString('en')} sales`, 'ratio', `target <= ${BALANCE_TARGET_RATIO}x`]];
  const rows: [string, (h: BalanceHistory) => Stat, boolean][] = [
    ['GET neraca-saldo', (h) => h.neracaSaldo, true],
    ['GET neraca', (h) => h.neraca, true],
    ['GET buku-besar Kas, today', (h) => h.bukuBesar, true],
    ['SQL plain sum of the journal', (h) => h.plainSql, false],
  ];
  for (const r of results) {
    if (!r.histories) {
      lines.push([`${r.target}: ${r.skipped ?? 'skipped'}`, '', '', '', '']);
      continue;
    }
    const a = r.histories.find((h) => h.sales === small)!;
    const b = r.histories.find((h) => h.sales === large)!;
    lines.push([`${r.target} fill history, s`, (a.fillMs / 1000).toFixed(1), (b.fillMs / 1000).toFixed(1), '', '']);
    for (const [name, get, held] of rows) {
      const ratio = get(b).median / get(a).median;
      const cell = (s: Stat) => `${s.median.toFixed(2)} / ${s.p95.toFixed(2)}`;
      lines.push([`${r.target} ${name}`, cell(get(a)), cell(get(b)), `${ratio.toFixed(2)}x`, held ? (ratio <= BALANCE_TARGET_RATIO ? 'ok' : 'OVER') : '']);
    }
  }
  return alignedTable(lines);
}

export function balancesSummary(results: BalanceTarget[]): SummaryRow[] {
  const [small, large] = ends(results);
  const k = (n: number) => `${n / 1000}k`;
  const parts = results.map((r) => {
    if (!r.histories) return { text: `${r.target} ${r.skipped ?? 'skipped'}`, met: undefined };
    const [a, b] = [small, large].map((n) => r.histories!.find((h) => h.sales === n)!.neracaSaldo.median);
    return { text: `${r.target} ${a.toFixed(1)} -> ${b.toFixed(1)} ms (${ratio(b / a)})`, met: b / a <= BALANCE_TARGET_RATIO };
  });
  return [
    {
      what: `neraca-saldo, ${k(small)} -> ${k(large)} sales of history`,
      now: parts.map((p) => p.text).join('; '),
      target: `${k(large)} <= ${BALANCE_TARGET_RATIO}x ${k(small)}`,
      met: parts.some((p) => p.met === undefined) ? undefined : parts.every((p) => p.met),
    },
  ];
}
