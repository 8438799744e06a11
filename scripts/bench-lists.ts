// The lists part of `npm run bench` (issue 25 item 7: every list pages by key): a fresh database of each kind with
// ~150,000 members and ~150,000 sales of a year (bulk INSERT ... SELECT generate_series), then through the app
// (app.inject, 10 a page) the member master's list (GET member/get/all, its default sort) and the sales list (GET
// penjualan?tgl_from&tgl_to, by date and number): the first page, the page at row 150,000 by `skip` (offset: what the
// master lists did) and the same page by `after` (the cursor the page before answered: keyset,
// server/engine/list-cursor.ts). Each answer carries its count, as a screen asks. Median and p95 in milliseconds,
// the three measured in turn; met when keyset costs at most KEYSET_TARGET_RATIO times the first page.
import type { Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { alignedTable, stat, type Stat, ownerHeaders } from './bench-common';
import { ratio, type SummaryRow } from './bench-summary';

export const KEYSET_TARGET_RATIO = 2;
const PER_PAGE = 10;
/** A measurement stops after this long (at least minRuns runs of each); less in the quick run. */
const budgetMs = (quick: boolean) => (quick ? 1_500 : 8_000);
const minRuns = (quick: boolean) => (quick ? 3 : 5);

/** One list's page at the deep row: the first page, by offset, by key. */
export interface ListPages {
  list: string;
  first: Stat;
  offset: Stat;
  keyset: Stat;
  ok: boolean;
}

export interface ListsTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  /** Rows in each list's table, and the row the deep page starts at. */
  rows?: number;
  deepRow?: number;
  fillMs?: number;
  lists?: ListPages[];
  ok?: boolean;
}

/** The deep row (the issue's 150,000; 5,000 quick) and the tables a little larger, so the deep page is full. */
export const listsSize = (quick: boolean) => {
  const deepRow = quick ? 5_000 : 150_000;
  return { deepRow, rows: deepRow + 1_000 };
};

/**
 * The lists measured: the member master (its default sort, the key) and the sales of a year (a kind's document list,
 * by date and number), each with the SQL that fills its table with `rows` rows.
 */
const LISTS = [
  {
    list: 'member list (master)',
    path: 'member/get/all?',
    fill: (rows: number) => [
      `INSERT INTO member (kode_member, nama_member, no_hp, kota)
       SELECT 'M' || lpad(i::text, 7, '0'), 'MEMBER ' || (i % 9973), '62812' || lpad(i::text, 8, '0'), 'KOTA ' || (i % 50)
         FROM generate_series(1, ${rows}) i`,
    ],
  },
  {
    // A year of sales, many on each date: the numbers need not follow the dates for the order to hold.
    list: 'sales list (document kind)',
    path: 'penjualan?tgl_from=2025-01-01&tgl_to=2025-12-31&',
    fill: (rows: number) => [
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by)
       SELECT 'PJ-' || lpad(i::text, 7, '0'), 'PENJUALAN', (SELECT kode_toko FROM toko WHERE is_own), DATE '2025-01-01' + (i % 365), 1000, 1000, 'OWNER'
         FROM generate_series(1, ${rows}) i`,
      `INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) SELECT no_dokumen, 'DONE', tgl_system, 'OWNER' FROM dokumen`,
    ],
  },
];

export async function benchLists(target: ListsTarget['target'], config: Config, opts: { quick: boolean; runs: number }): Promise<ListsTarget> {
  const { deepRow, rows } = listsSize(opts.quick);
  const { db } = await prepareDatabase(config);
  const started = performance.now();
  await db.query(`UPDATE modules SET active = true WHERE key = 'MEMBER_MODULE'`);
  for (const sql of LISTS.flatMap((l) => l.fill(rows))) await db.query(sql);
  await db.query('ANALYZE');
  const fillMs = Math.round(performance.now() - started);
  // Built after the module is switched on: the app reads the module flags once, at start.
  const { app } = await buildApp(config, db);
  try {
    await app.ready();
    const headers = await ownerHeaders(app, config);
    const lists: ListPages[] = [];
    for (const l of LISTS) {
      const page = async (query: string) => {
        const url = `/api/v1/${l.path}limit=${PER_PAGE}&${query}`;
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res.json() as { data: unknown[]; count: number; next?: string };
      };
      // The cursor of the page at deepRow: the `next` of the page before it, as a client paging on holds it.
      const after = (await page(`skip=${deepRow - PER_PAGE}`)).next!;
      const [byOffset, byKey] = [await page(`skip=${deepRow}`), await page(`after=${after}`)];
      if (JSON.stringify(byOffset.data) !== JSON.stringify(byKey.data) || byKey.count !== rows) throw new Error(`${l.list}: the page by key differs from the page by offset`);
      const kinds = { first: 'skip=0', offset: `skip=${deepRow}`, keyset: `after=${after}` };
      const times: Record<keyof typeof kinds, number[]> = { first: [], offset: [], keyset: [] };
      for (const q of Object.values(kinds)) await page(q);
      const until = performance.now() + budgetMs(opts.quick);
      for (let i = 0; i < opts.runs && (i < minRuns(opts.quick) || performance.now() < until); i++) {
        for (const [kind, q] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
          const t = performance.now();
          await page(q);
          times[kind].push(performance.now() - t);
        }
      }
      const [first, offset, keyset] = [stat(times.first), stat(times.offset), stat(times.keyset)];
      lists.push({ list: l.list, first, offset, keyset, ok: keyset.median <= KEYSET_TARGET_RATIO * first.median });
    }
    return { target, rows, deepRow, fillMs, lists, ok: lists.every((l) => l.ok) };
  } finally {
    await app.close();
    await db.close();
  }
}

export function listsTable(results: ListsTarget[]): string {
  const ms = (s: Stat) => `${s.median.toFixed(2)} / ${s.p95.toFixed(2)}`;
  const deep = results.find((r) => r.deepRow)?.deepRow ?? 0;
  const lines: string[][] = [[`page at row ${deep.toLocaleString('en')} (median / p95 ms)`, 'first page', 'offset', 'keyset', 'keyset ÷ first', '']];
  for (const r of results) {
    if (r.skipped) lines.push([r.target, '-', '-', '-', '-', 'skipped']);
    for (const l of r.lists ?? []) {
      lines.push([`${r.target} ${l.list}`, ms(l.first), ms(l.offset), ms(l.keyset), ratio(l.keyset.median / l.first.median), l.ok ? 'ok' : 'OVER']);
    }
  }
  return alignedTable(lines);
}

/** The issue's row "list page at row 150,000": offset and keyset through the API, each list and database. */
export function listsSummary(results: ListsTarget[]): SummaryRow[] {
  const measured = results.filter((r) => r.lists?.length);
  if (!measured.length) return [];
  const name = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  // Offset / key / first page in ms, per list: the full figures are in the lists table above.
  const now = measured
    .map((r) => `${name[r.target]} ${r.lists!.map((l) => `${l.list.split(' ')[0]} ${l.offset.median.toFixed(0)} / ${l.keyset.median.toFixed(1)} / ${l.first.median.toFixed(1)}`).join(', ')}`)
    .join('; ');
  const deep = measured[0].deepRow!;
  return [
    {
      what: `list page at row ${deep.toLocaleString('en')}, ms offset / key / first page`,
      now,
      target: `every list pages by key (keyset ≤ ${KEYSET_TARGET_RATIO}× the first page)`,
      met: measured.every((r) => r.ok),
    },
  ];
}
