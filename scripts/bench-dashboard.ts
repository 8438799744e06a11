// The dashboard part of `npm run bench` (issue 23 item 6: GET dashboard answers in under 300 ms on the demo data): a
// fresh database of each kind filled as `npm run demo` fills it, the owner's GET /api/v1/dashboard through the app
// (app.inject), median and p95 in milliseconds against the target.
import type { Config } from '../server/config';
import { prepareDatabase } from '../server/boot';
import { buildApp } from '../server/app';
import { fillDemoShop } from '../server/demo';
import { alignedTable, stat, type Stat, ownerHeaders } from './bench-common';

export const DASHBOARD_TARGET_MS = 300;

export interface DashboardTarget {
  target: 'pglite' | 'postgres';
  skipped?: string;
  api?: Stat;
  ok?: boolean;
}

export async function benchDashboard(target: DashboardTarget['target'], config: Config, runs: number): Promise<DashboardTarget> {
  const { db } = await prepareDatabase(config);
  // Filled before the app is built: it reads the module flags the demo switches on once, at start.
  await fillDemoShop(db);
  const { app } = await buildApp(config, db);
  try {
    await app.ready();
    const headers = await ownerHeaders(app, config);
    const once = async () => {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers });
      if (res.statusCode !== 200) throw new Error(`GET dashboard: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return performance.now() - t;
    };
    for (let i = 0; i < 3; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await once());
    const api = stat(times);
    return { target, api, ok: api.median <= DASHBOARD_TARGET_MS };
  } finally {
    await app.close();
    await db.close();
  }
}

export function dashboardTable(results: DashboardTarget[]): string {
  const lines: string[][] = [['GET dashboard (demo shop)', 'median / p95 ms', `target ${DASHBOARD_TARGET_MS} ms`]];
  for (const r of results) lines.push([r.target, r.api ? `${r.api.median.toFixed(2)} / ${r.api.p95.toFixed(2)} (${r.api.runs}x)` : '-', r.skipped ? 'skipped' : r.ok ? 'ok' : 'OVER']);
  return alignedTable(lines);
}
