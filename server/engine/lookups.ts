// The choices of the list filters (domain/report-filters.ts filters.list): a filter names its lookup, an SQL file
// server/reports/lookups/<lookup>.sql that may take the user's shop as :kode_toko, and the path its screens read the
// choices at. One GET route per path, behind the gates of every screen that offers the filter (a report, or a
// transaction screen's list); a path given two lookups, a lookup without its file, or a file no filter names fails the
// boot. A new filter of choices is a line in a definition and an SQL file, never a hand route.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Definition } from '../../definitions/define';
import type { ReportFilter } from '../../domain/report-filters';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer } from '../http/schema';
import { loadReportQueries, REPORTS_DIR, type ReportQuery } from './reports';

export const LOOKUPS_DIR = join(REPORTS_DIR, 'lookups');

type ListFilter = Extract<ReportFilter, { kind: 'list' }>;

/** A lookup as routed: its path, its SQL and the screens whose gates let a user read it. */
export interface Lookup {
  path: string;
  query: ReportQuery;
  screens: string[];
}

/** The list filters of every definition with the screens that offer them, paired with their SQL files. */
export function pairLookups(definitions: readonly Definition[], queries: readonly ReportQuery[]): Lookup[] {
  const offered = definitions.flatMap((d) => {
    const filters = d.kind === 'report' ? d.filters : d.kind === 'transaction' ? d.report.filters : [];
    return filters.filter((f): f is ListFilter => f.kind === 'list').map((filter) => ({ filter, screen: d.route }));
  });
  const errors: string[] = [];
  const byPath = new Map<string, Lookup>();
  for (const { filter, screen } of offered) {
    const query = queries.find((q) => q.name === filter.lookup);
    if (!query) {
      errors.push(`filter ${filter.param}: no lookup server/reports/lookups/${filter.lookup}.sql`);
      continue;
    }
    const unknown = query.sql.names.filter((n) => n !== 'kode_toko');
    if (unknown.length) errors.push(`server/reports/lookups/${filter.lookup}.sql: only :kode_toko is given, not ${unknown.map((n) => `:${n}`).join(', ')}`);
    const known = byPath.get(filter.path);
    if (known && known.query !== query) errors.push(`${filter.path}: its lookups are ${known.query.name} and ${query.name}`);
    else if (known) known.screens.push(screen);
    else byPath.set(filter.path, { path: filter.path, query, screens: [screen] });
  }
  for (const q of queries) {
    if (!offered.some((o) => o.filter.lookup === q.name)) errors.push(`server/reports/lookups/${q.name}.sql: no filter names it`);
  }
  if (errors.length) throw new Error(`Invalid lookups:\n- ${errors.join('\n- ')}`);
  return [...byPath.values()];
}

export const loadLookupQueries = () => loadReportQueries(LOOKUPS_DIR);

export function registerLookupRoutes(app: FastifyInstance, ctx: AppContext, lookups: readonly Lookup[]): void {
  const route = routesOf(app);
  for (const l of lookups) {
    route(
      {
        method: 'GET',
        url: l.path,
        gate: { anyOf: [...new Set(l.screens)] },
        summary: `The choices of a filter (${l.query.name}) of ${[...new Set(l.screens)].join(', ')}`,
        tags: ['Laporan'],
        response: answer.rows(),
      },
      async (req) => ({ status: 'success', data: await l.query.run(ctx.db, { kode_toko: actorOf(req).kode_toko }) }),
    );
  }
}
