// The lists part of `npm run bench` (issue 25 item 7: every list pages by key): a fresh database of each kind with
// ~150,000 members (one bulk INSERT ... SELECT generate_series), then the member master's list through the app
// (app.inject, GET member/get/all, 10 a page, its default sort): the first page, the page at row 150,000 by `skip`
// (offset: what every master list did) and the same page by `after` (the cursor the page before answered: keyset,
// server/engine/list-cursor.ts). Each answer carries its count, as the screen asks. Median and p95 in milliseconds,
// the three measured in turn; met when keyset costs at most KEYSET_TARGET_RATIO times the first page.
import type { Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { OWNER_PASSWORD, alignedTable, stat, type Stat } from './bench-common';
import { ratio, type SummaryRow } from './bench-summary';

export const KEYSET_TARGET_RATIO = 2;
const PER_PAGE = 10;
/** A measurement stops after this long (at least MIN_RUNS runs of each); less in the quick run. */
const budgetMs = (quick: boolean) => (quick ? 3_000 : 10_000);
const MIN_RUNS = 10;

export interface ListsTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  /** Members in the table, and the row the deep page starts at. */
  rows?: number;
  deepRow?: number;
  fillMs?: number;
  first?: Stat;
  offset?: Stat;
  keyset?: Stat;
  ok?: boolean;
}

/** The deep row (the 150,000; 20,000 quick) and the table a little larger, so the deep page is full. */
export const listsSize = (quick: boolean) => {
  const deepRow = quick ? 20_000 : 150_000;
  return { deepRow, rows: deepRow + 1_000 };
};

export async function benchLists(target: ListsTarget['target'], config: Config, opts: { quick: boolean; runs: number }): Promise<ListsTarget> {
  const { deepRow, rows } = listsSize(opts.quick);
  const { db } = await prepareDatabase(config);
  const started = performance.now();
  await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
  await db.query(
    `INSERT INTO member (kode_member, nama_member, no_hp, kota)
     SELECT 'M' || lpad(i::text, 7, '0'), 'MEMBER ' || (i % 9973), '62812' || lpad(i::text, 8, '0'), 'KOTA ' || (i % 50)
       FROM generate_series(1, ${rows}) i`,
  );
  await db.query('ANALYZE member');
  const fillMs = Math.round(performance.now() - started);
  // Built after the module is switched on: the app reads the module flags once, at start.
  const { app } = await buildApp(config, db);
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: config.ownerUserId, password: OWNER_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const headers = { 'x-auth-token': login.json().token as string };
    const page = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/member/get/all?limit=${PER_PAGE}&${query}`, headers });
      if (res.statusCode !== 200) throw new Error(`GET member/get/all?${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json() as { data: { kode_member: string }[]; count: number; next?: string };
    };
    // The cursor of the page at deepRow: the `next` of the page before it, as a client paging on holds it.
    const before = await page(`skip=${deepRow - PER_PAGE}`);
    const after = before.next!;
    const [byOffset, byKey] = [await page(`skip=${deepRow}`), await page(`after=${after}`)];
    if (byOffset.data.map((r) => r.kode_member).join() !== byKey.data.map((r) => r.kode_member).join() || byKey.count !== rows) {
      throw new Error('the page by key differs from the page by offset');
    }
    const kinds = { first: 'skip=0', offset: `skip=${deepRow}`, keyset: `after=${after}` };
    const times: Record<keyof typeof kinds, number[]> = { first: [], offset: [], keyset: [] };
    for (const q of Object.values(kinds)) await page(q);
    const until = performance.now() + budgetMs(opts.quick);
    for (let i = 0; i < opts.runs && (i < MIN_RUNS || performance.now() < until); i++) {
      for (const [kind, q] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
        const t = performance.now();
        await page(q);
        times[kind].push(performance.now() - t);
      }
    }
    const [first, offset, keyset] = [stat(times.first), stat(times.offset), stat(times.keyset)];
    return { target, rows, deepRow, fillMs, first, offset, keyset, ok: keyset.median <= KEYSET_TARGET_RATIO * first.median };
  } finally {
    await app.close();
    await db.close();
  }
}

export function listsTable(results: ListsTarget[]): string {
  const ms = (s?: Stat) => (s ? `${s.median.toFixed(2)} / ${s.p95.toFixed(2)}` : '-');
  const deep = results.find((r) => r.deepRow)?.deepRow ?? 0;
  const lines: string[][] = [[`member list, page at row ${deep.toLocaleString('en')} (median / p95 ms)`, 'first page', 'offset', 'keyset', 'keyset ÷ first', '']];
  for (const r of results) {
    const mark = r.skipped ? 'skipped' : r.ok ? 'ok' : 'OVER';
    lines.push([r.target, ms(r.first), ms(r.offset), ms(r.keyset), r.first && r.keyset ? ratio(r.keyset.median / r.first.median) : '-', mark]);
  }
  return alignedTable(lines);
}

/** The row "list page at row 150,000": offset and keyset through the API, each database. */
export function listsSummary(results: ListsTarget[]): SummaryRow[] {
  const measured = results.filter((r) => r.keyset);
  if (!measured.length) return [];
  const name = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const now = measured
    .map((r) => `${name[r.target]} offset ${r.offset!.median.toFixed(1)} ms, keyset ${r.keyset!.median.toFixed(1)} ms (first page ${r.first!.median.toFixed(1)})`)
    .join('; ');
  const deep = measured[0].deepRow!;
  const at = deep === listsSize(false).deepRow ? '' : ` (at row ${deep.toLocaleString('en')})`;
  return [
    {
      what: 'list page at row 150,000',
      now: `${now}${at}; master lists page by key`,
      target: `every list pages by key (keyset ≤ ${KEYSET_TARGET_RATIO}× the first page)`,
      met: measured.every((r) => r.ok),
    },
  ];
}
