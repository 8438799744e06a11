// The report runner: one GET route per report definition, answering { status, data } from its SQL file, read where
// the shop's data is (./report-source.ts). A report is
// definitions/reports/<file>.ts and server/reports/<file>.sql, paired by file name (the definition's name with dashes);
// the SQL takes the checked filters as named parameters (:kode_toko, :tgl_from, :tgl_to, :tanggal, :group_by ...,
// see reportParamNames). The filter rules (dates, choices) and the shop choice are enforced here for every report.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportDefinition } from '../../definitions/define';
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import { gateContextOf } from '../plugins/auth';
import { route } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { HttpError, MESSAGES } from '../http-error';
import { actingShop, actorOf, shopDate } from '../actor';
import { checkReportQuery, type ReportRules } from '../../domain/report-filters';
import { datesFixedToSystem, moduleOn } from '../../domain/gates';
import { apiPath } from './crud';
import { bindValues, parseNamedSql, type NamedSql } from './named-sql';
import { localRows, readShops, sourceFor, sourceOf, type RowSource } from './report-source';
import { mergeShops, namesSeveral, shopsNamed } from '../federation/fan-out';
import { numberSetting } from '../settings/stored';

/** A report's SQL file, read and bound at boot. */
export interface ReportQuery {
  /** The file's name without .sql: the definition's file name (stock-baki). */
  name: string;
  sql: NamedSql;
  /** The rows for these named values. */
  run(db: Queryable, values: Record<string, string>): Promise<Record<string, unknown>[]>;
  /** The names of the columns the query answers, rows or none (for tests). */
  columns(db: Queryable, values: Record<string, string>): Promise<string[]>;
}

export const REPORTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports');

/** The SQL file of a definition: stock_baki -> stock-baki (definitions/reports/stock-baki.ts). */
export const reportFileName = (def: Pick<ReportDefinition, 'name'>) => def.name.replace(/_/g, '-');

export function reportQuery(name: string, text: string): ReportQuery {
  let sql: NamedSql;
  try {
    sql = parseNamedSql(text);
  } catch (e) {
    throw new Error(`server/reports/${name}.sql: ${(e as Error).message}`);
  }
  return {
    name,
    sql,
    run: (db, values) => db.query(sql.text, bindValues(sql, values)),
    async columns(db, values) {
      // One row even when the query has none: its columns, all null.
      const [row] = await db.query(`SELECT q.* FROM (SELECT 1) AS one LEFT JOIN (${sql.text}) AS q ON true LIMIT 1`, bindValues(sql, values));
      return Object.keys(row ?? {});
    },
  };
}

export async function loadReportQueries(dir = REPORTS_DIR): Promise<ReportQuery[]> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => reportQuery(f.slice(0, -'.sql'.length), readFileSync(join(dir, f), 'utf8')));
}

/** The names a report's SQL may use: kode_toko, the date range's two, and each date, select and master filter's param. */
export function reportParamNames(def: ReportDefinition): string[] {
  return ['kode_toko', ...def.filters.flatMap((f) => (f.kind === 'dateRange' ? [f.from, f.to] : f.kind === 'shop' ? [] : [f.param]))];
}

/** Pairs definitions and SQL files by file name; an unpaired one, or a name the SQL uses that no filter gives, fails the boot. */
export function pairReports(defs: ReportDefinition[], queries: ReportQuery[]): Map<ReportDefinition, ReportQuery> {
  const pairs = new Map<ReportDefinition, ReportQuery>();
  const errors: string[] = [];
  for (const d of defs) {
    const file = reportFileName(d);
    const q = queries.find((x) => x.name === file);
    if (!q) {
      errors.push(`${d.name}: no query server/reports/${file}.sql`);
      continue;
    }
    const known = reportParamNames(d);
    for (const name of q.sql.names) {
      if (!known.includes(name)) errors.push(`server/reports/${file}.sql: unknown parameter :${name} (${d.name} gives ${known.map((k) => `:${k}`).join(', ')})`);
    }
    pairs.set(d, q);
  }
  for (const q of queries) {
    if (!defs.some((d) => reportFileName(d) === q.name)) errors.push(`server/reports/${q.name}.sql has no report definition (definitions/reports/${q.name}.ts)`);
  }
  if (errors.length) throw new Error(`Invalid reports:\n- ${errors.join('\n- ')}`);
  return pairs;
}

/** The named values of a checked search. */
export function reportValues(def: ReportDefinition, checked: { from: string; to: string; params: Record<string, string> }, kodeToko: string): Record<string, string> {
  const values: Record<string, string> = { kode_toko: kodeToko, ...checked.params };
  for (const f of def.filters) {
    if (f.kind === 'dateRange') {
      values[f.from] = checked.from;
      values[f.to] = checked.to;
    }
  }
  return values;
}

/** The rows as answered: fields of columns this search does not show (a `when` that fails) are left out. */
export function answerRows(def: ReportDefinition, params: Record<string, string>, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const hidden = def.columns.filter((c) => c.when && !c.when.in.includes(params[c.when.param] ?? '')).map((c) => c.field);
  if (!hidden.length) return rows;
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.includes(k))));
}

/** The query string a report reads, from its filters: its shape; the rules (domain/report-filters.ts) judge the values. */
export function reportQuerySchema(def: ReportDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of def.filters) {
    if (f.kind === 'dateRange') {
      properties[f.from] = s.date('Tanggal');
      properties[f.to] = s.date('Tanggal');
    } else if (f.kind === 'shop') {
      // One shop, ALL, or a list of shops (TOKO02,TOKO03) at the head office; `segarkan=1` reads branches afresh.
      properties[f.param] = s.code('Toko', 400);
      properties.segarkan = { title: 'Segarkan', type: 'string', enum: ['0', '1'] };
    }
    else if (f.kind === 'date') properties[f.param] = s.date(f.label);
    // A choice is judged by the filter rules, which answer the spec's own message ('Filter Tidak Boleh Kosong').
    else properties[f.param] = s.code(f.label, 40);
  }
  return s.object(properties);
}

/** The shop a branch is asked for by the head office's portal call: one whose data this server holds. */
async function portalShop(ctx: AppContext, def: ReportDefinition, q: Record<string, string | undefined>): Promise<{ kodeToko: string; tgl: string }> {
  const shopFilter = def.filters.find((f) => f.kind === 'shop');
  const named = (shopFilter && q[shopFilter.param]?.trim()) || undefined;
  const [shop] = await ctx.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE kode_toko = coalesce($1, (SELECT kode_toko FROM toko WHERE is_own))', [named ?? null]);
  if (!shop) throw new HttpError(404, MESSAGES.notFound);
  return { kodeToko: shop.kode_toko, tgl: await shopDate(ctx.db, shop.kode_toko) };
}

/**
 * GET {api}: the report of one shop. A user reads their own shop's; the head office may name another, whose rows come
 * from where that shop's data is (./report-source.ts: here, or the branch's own server through its portal), or several
 * (ALL, or a list): each read side by side and merged (server/federation/fan-out.ts). The head office's portal call
 * (the service token) is answered from this server's database, for the shop it names, with that shop's business date
 * (what the head office keeps a closed day's answer by).
 */
export function registerReportRoute(app: FastifyInstance, ctx: AppContext, def: ReportDefinition, query: ReportQuery): void {
  const shopFilter = def.filters.find((f) => f.kind === 'shop');
  const spec = { method: 'GET', url: apiPath(def.api), gate: { gate: def.gate, page: def.route }, summary: def.label, tags: ['Laporan'] } as const;
  route(app, { ...spec, querystring: reportQuerySchema(def), response: answer.rows(), options: { config: { service: true } } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const several = shopFilter && !req.service ? q[shopFilter.param] : undefined;
    if (namesSeveral(several)) return fanOutReport(ctx, req, def, query, several);
    let kodeToko: string;
    let rules: ReportRules;
    let source: RowSource;
    if (req.service) {
      // The head office checked its user's dates and gates before it asked; the shop's own business date still holds.
      const shop = await portalShop(ctx, def, q);
      kodeToko = shop.kodeToko;
      rules = { oneMonth: false, fixedTo: null, tglSystem: shop.tgl };
      source = localRows(ctx.db);
    } else {
      const gc = await gateContextOf(ctx, req);
      const actor = actorOf(req);
      // The shop whose data is wanted (server/actor.ts): the user's own; only the head office may name another
      // (a branch naming one is 403). A report answers one shop: 'ALL' is refused.
      const chosen = shopFilter ? q[shopFilter.param] : undefined;
      const named = typeof chosen === 'string' ? chosen.trim() !== '' : chosen !== undefined;
      if (shopFilter?.kind === 'shop' && shopFilter.message && actor.head_office && !named) throw new HttpError(400, shopFilter.message);
      kodeToko = actingShop(actor, chosen) ?? actor.kode_toko;
      const tgl = kodeToko === actor.kode_toko ? actor.tgl_system : await shopDate(ctx.db, kodeToko);
      rules = { oneMonth: moduleOn(gc.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'), fixedTo: datesFixedToSystem(gc) ? tgl : null, tglSystem: tgl };
      source = await sourceOf(ctx, actor.kode_toko, kodeToko, { refresh: q.segarkan === '1' });
    }
    const checked = checkReportQuery(def, q, rules);
    if (checked.error !== undefined) throw new HttpError(400, checked.error);
    const read = { def, query, values: reportValues(def, checked, kodeToko) };
    const [shop] = await readShops([{ kode_toko: kodeToko, source, read }]);
    // The spec's multi-portal answer for a branch that could not be read.
    if (shop.status === 'error') return reply.code(502).send({ status: 'error', message: shop.message, data: [] });
    return { status: 'success', data: answerRows(def, checked.params, shop.rows), ...(req.service ? { tgl_system: rules.tglSystem } : {}) };
  });
}

/** GET {api} over several shops at the head office: each shop read within the branch timeout, merged with its shop. */
async function fanOutReport(ctx: AppContext, req: FastifyRequest, def: ReportDefinition, query: ReportQuery, chosen: string) {
  const q = req.query as Record<string, string | undefined>;
  const gc = await gateContextOf(ctx, req);
  const actor = actorOf(req);
  const shops = await shopsNamed(ctx.db, actor, chosen);
  // One check for all: the dates and rules of the head office's own day.
  const rules = { oneMonth: moduleOn(gc.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'), fixedTo: datesFixedToSystem(gc) ? actor.tgl_system : null, tglSystem: actor.tgl_system };
  const checked = checkReportQuery(def, q, rules);
  if (checked.error !== undefined) throw new HttpError(400, checked.error);
  const branch = { timeoutMs: 1000 * (await numberSetting(ctx.db, 'cabang_timeout_detik')), refresh: q.segarkan === '1' };
  const reads = shops.map((s) => ({ kode_toko: s.kode_toko, source: sourceFor(ctx, actor.kode_toko, s, branch), read: { def, query, values: reportValues(def, checked, s.kode_toko) } }));
  return mergeShops(shops, await readShops(reads, { several: true }), (rows) => answerRows(def, checked.params, rows));
}
