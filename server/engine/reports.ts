// The report runner: one GET route per report definition, answering { status, data } from the query
// registered for the same api path. The filter rules (dates, choices) and the shop choice are enforced here for every report.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ReportDefinition } from '../../definitions/define';
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import { requireGate } from '../plugins/auth';
import { HttpError } from '../http-error';
import { actingShop, actorOf, shopDate } from '../actor';
import { checkReportQuery } from '../../domain/report-filters';
import { datesFixedToSystem, moduleOn } from '../../domain/gates';
import { routePath } from './crud';

export interface ReportParams {
  /** From the dateRange filter (defaults tgl_from, tgl_to). */
  from: string;
  to: string;
  /** The shop whose data is wanted: the user's own, or the one picked at head office. */
  kode_toko: string;
  /** The checked values of the date, select and master filters, by param (domain/report-filters.ts). */
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}
export interface ReportQuery {
  /** The definition's api path this query answers. */
  api: string;
  run(db: Queryable, p: ReportParams): Promise<Record<string, unknown>[]>;
}

const REPORTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports');

export async function loadReportQueries(dir = REPORTS_DIR): Promise<ReportQuery[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  const queries: ReportQuery[] = [];
  for (const f of files) queries.push(((await import(pathToFileURL(join(dir, f)).href)) as { default: ReportQuery }).default);
  return queries;
}

/** Pairs definitions and queries; an unpaired one fails the boot. */
export function pairReports(defs: ReportDefinition[], queries: ReportQuery[]): Map<ReportDefinition, ReportQuery> {
  const pairs = new Map<ReportDefinition, ReportQuery>();
  const errors: string[] = [];
  for (const d of defs) {
    const q = queries.find((x) => x.api === d.api);
    if (q) pairs.set(d, q);
    else errors.push(`${d.name}: no server query answers "${d.api}" (add one in server/reports/)`);
  }
  for (const q of queries) if (!defs.some((d) => d.api === q.api)) errors.push(`server/reports: the query for "${q.api}" has no report definition`);
  if (errors.length) throw new Error(`Invalid reports:\n- ${errors.join('\n- ')}`);
  return pairs;
}

export function registerReportRoute(app: FastifyInstance, ctx: AppContext, def: ReportDefinition, query: ReportQuery): void {
  const shopFilter = def.filters.find((f) => f.kind === 'shop');
  app.get(routePath(def.api), async (req) => {
    const gc = await requireGate(ctx, req, def.gate, def.route);
    const q = req.query as Record<string, string | undefined>;
    const actor = actorOf(req);
    // The shop whose data is wanted (server/actor.ts): the user's own; only the head office may name another
    // (a branch naming one is 403). A report answers one shop: 'ALL' is refused.
    const kodeToko = actingShop(actor, shopFilter ? q[shopFilter.param] : undefined) ?? actor.kode_toko;
    const tgl = kodeToko === actor.kode_toko ? actor.tgl_system : await shopDate(ctx.db, kodeToko);
    const checked = checkReportQuery(def, q, {
      oneMonth: moduleOn(gc.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'),
      fixedTo: datesFixedToSystem(gc) ? tgl : null,
      tglSystem: tgl,
    });
    if (checked.error !== undefined) throw new HttpError(400, checked.error);
    const { from, to, params } = checked;
    return { status: 'success', data: await query.run(ctx.db, { from, to, kode_toko: kodeToko, params, query: q }) };
  });
}
