// Where a report's rows come from (issue 20 item 6): one seam between the report runner (./reports.ts) and the shops
// it reads, so the head office reads its branches' own servers without a report knowing.
// - This server's database: the report's SQL, for the user's own shop and every shop whose data it holds (a shop
//   without a portal address).
// - A branch's own server: the same report, with the same checked filters, asked through the branch's portal
//   (toko.portal) with the service token (server/portal/client.ts); the branch answers it from its database.
// - The head office's copy of a branch's closed days (server/federation/closed-days.ts), for a report fixed once a
//   day is closed: kept when the branch answers a read of closed days only, read back instead of asking again.
// Shops are read side by side and merged (readShops): a shop that cannot be read (unreachable, slow, a 5xx, an answer
// that is no list of rows) answers, instead of its rows, the spec's 'Data Gagal Dimuat' (section 8) while the others
// still answer. A branch's refusal of the request itself (a 4xx with its message) is answered as it came when that
// branch alone was asked, and is that branch's error row (with its reason) among several.
import type { ReportDefinition } from '../../definitions/define';
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { portalCall, PortalUnreachable, PORTAL_FAILED } from '../portal/client';
import { keepable, keepIfClosed, keptRows, lastDayRead } from '../federation/closed-days';

export type Row = Record<string, unknown>;

/** One report asked for one shop: its definition, its SQL (./reports.ts), and the checked values it takes (kode_toko too). */
export interface ReportRead {
  def: ReportDefinition;
  query: { run(db: Queryable, values: Record<string, string>): Promise<Row[]> };
  values: Record<string, string>;
}

/** Where a shop's rows were read: this server's database, the branch's server, or the head office's copy of closed days. */
export type RowOrigin = 'lokal' | 'cabang' | 'arsip';

/** Where one shop's rows come from. */
export interface RowSource {
  rows(read: ReportRead): Promise<{ rows: Row[]; sumber: RowOrigin }>;
}

/** This server's database. */
export const localRows = (db: Queryable): RowSource => ({ rows: async (read) => ({ rows: await read.query.run(db, read.values), sumber: 'lokal' }) });

/** A branch refused the request itself (a 4xx): its status and message, as the branch gave them. */
export class BranchRefused extends HttpError {}

/** How the head office asks a branch: within its timeout (default the portal's), or past the copy it keeps (`refresh`). */
export interface BranchReadOptions {
  timeoutMs?: number;
  refresh?: boolean;
}

/** The query string that asks a branch for the same report: each filter's param with its checked value. */
export function branchQuery(read: ReportRead): string {
  const q = new URLSearchParams();
  for (const f of read.def.filters) {
    if (f.kind === 'dateRange') {
      q.set(f.from, read.values[f.from]);
      q.set(f.to, read.values[f.to]);
    } else if (f.kind === 'shop') q.set(f.param, read.values.kode_toko);
    else if (read.values[f.param] !== undefined) q.set(f.param, read.values[f.param]);
  }
  return q.toString();
}

/** A branch's own server, through its portal; a read of its closed days from the head office's copy once kept. */
export const portalRows = (ctx: AppContext, kodeToko: string, portal: string, opts: BranchReadOptions = {}): RowSource => ({
  async rows(read) {
    const path = read.def.api.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(read.values[name] ?? ''));
    const query = branchQuery(read);
    const key = { kode_toko: kodeToko, laporan: read.def.api, kueri: query };
    const keep = keepable(read.def, read.values);
    if (keep && !opts.refresh) {
      const kept = await keptRows(ctx.db, key);
      if (kept) return { rows: kept, sumber: 'arsip' };
    }
    const answer = await portalCall(ctx, portal, 'GET', `${path}?${query}`, undefined, { timeoutMs: opts.timeoutMs });
    if (answer.status >= 400) throw new BranchRefused(answer.status, answer.body.message ?? PORTAL_FAILED);
    if (!Array.isArray(answer.body.data)) throw new PortalUnreachable(`${path}: the branch answered no rows`);
    const rows = answer.body.data as Row[];
    if (keep) await keepIfClosed(ctx.db, key, lastDayRead(read.def, read.values)!, answer.body.tgl_system, rows);
    return { rows, sumber: 'cabang' };
  },
});

/** Where a shop's rows are: here, unless the shop runs its own server (a portal address) and is not this user's. */
export function sourceFor(ctx: AppContext, ownShop: string, shop: { kode_toko: string; portal: string | null }, opts: BranchReadOptions = {}): RowSource {
  const portal = shop.portal?.trim();
  return portal && shop.kode_toko !== ownShop ? portalRows(ctx, shop.kode_toko, portal, opts) : localRows(ctx.db);
}

/** sourceFor one shop by its code. */
export async function sourceOf(ctx: AppContext, ownShop: string, kodeToko: string, opts: BranchReadOptions = {}): Promise<RowSource> {
  if (kodeToko === ownShop) return localRows(ctx.db);
  const [shop] = await ctx.db.query<{ portal: string | null }>('SELECT portal FROM toko WHERE kode_toko = $1', [kodeToko]);
  return sourceFor(ctx, ownShop, { kode_toko: kodeToko, portal: shop?.portal ?? null }, opts);
}

/** One shop's answer: its rows and where they came from, or that it could not be read; in how many milliseconds. */
export type ShopRows = { kode_toko: string; ms: number } & ({ status: 'success'; rows: Row[]; sumber: RowOrigin } | { status: 'error'; message: string; sebab?: string; rows: [] });

/**
 * Reads each shop from its source side by side; a shop that cannot be read is an error of its own, never the others'.
 * Among several shops a branch's refusal is its own error too, with the branch's message as the reason (`sebab`).
 */
export async function readShops(shops: readonly { kode_toko: string; source: RowSource; read: ReportRead }[], { several = false } = {}): Promise<ShopRows[]> {
  return Promise.all(
    shops.map(async ({ kode_toko, source, read }): Promise<ShopRows> => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const { rows, sumber } = await source.rows(read);
        return { kode_toko, status: 'success', rows, sumber, ms: ms() };
      } catch (error) {
        if (several && error instanceof BranchRefused) return { kode_toko, status: 'error', message: PORTAL_FAILED, sebab: error.message, rows: [], ms: ms() };
        if (!(error instanceof PortalUnreachable)) throw error;
        return { kode_toko, status: 'error', message: PORTAL_FAILED, rows: [], ms: ms() };
      }
    }),
  );
}
