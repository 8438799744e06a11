// What a search sends: the filter values mapped to the query parameters the definition names,
// checked first against the same rules the server applies (domain/report-filters.ts).
import type { ReportDefinition } from '../../../definitions/define';
import { datesFixedToSystem, moduleOn } from '../../../domain/gates';
import { checkReportQuery, filterDefault } from '../../../domain/report-filters';
import type { Session } from '../session';

export interface FilterValues {
  from: string;
  to: string;
  /** kode_toko; sent only where the shop picker is shown (head office). */
  shop: string;
  /** The values of the date, select and master filters, by param. */
  params: Record<string, string>;
}

export function initialValues(def: ReportDefinition, session: Session): FilterValues {
  const params: Record<string, string> = {};
  for (const f of def.filters) if (f.kind === 'date' || f.kind === 'select' || f.kind === 'master' || f.kind === 'list') params[f.param] = filterDefault(f, session.tgl_system);
  return { from: session.tgl_system, to: session.tgl_system, shop: shopToChoose(def, session) ? '' : session.kode_toko, params };
}

/** The shop filter that the head office must choose itself (it says its message until then), if this report has one. */
function shopToChoose(def: ReportDefinition, session: Session) {
  const shop = def.filters.find((f) => f.kind === 'shop');
  return shop?.kind === 'shop' && shop.message && showsShopPicker(def, session) ? shop : undefined;
}

export function showsShopPicker(def: ReportDefinition, session: Session): boolean {
  // As the server decides (server/actor.ts actingShop): the user's own shop is the head office.
  return !!session.kantor_pusat && def.filters.some((f) => f.kind === 'shop');
}

export function datesLocked(session: Session): boolean {
  return datesFixedToSystem({ level: session.level, modules: session.modules });
}

export function hasDateRange(def: ReportDefinition): boolean {
  return def.filters.some((f) => f.kind === 'dateRange');
}

/** The spec's filter rules (section 5) for this user; null when the search may go ahead. */
export function rangeError(def: ReportDefinition, values: FilterValues, session: Session): string | null {
  const shop = shopToChoose(def, session);
  if (shop && !values.shop) return shop.message ?? null;
  const checked = checkReportQuery(def, queryParams(def, values, session), {
    oneMonth: moduleOn(session.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE'),
    fixedTo: datesLocked(session) ? session.tgl_system : null,
    tglSystem: session.tgl_system,
  });
  return checked.error ?? null;
}

export function queryParams(def: ReportDefinition, values: FilterValues, session: Session): Record<string, string> {
  const params: Record<string, string> = {};
  for (const f of def.filters) {
    if (f.kind === 'dateRange') {
      params[f.from] = values.from;
      params[f.to] = values.to;
    } else if (f.kind === 'shop') {
      if (showsShopPicker(def, session)) params[f.param] = values.shop;
    } else {
      params[f.param] = values.params[f.param] ?? '';
    }
  }
  return params;
}

/** The definition as the search made with these values shows it: columns whose `when` fails are left out. */
export function shownDefinition(def: ReportDefinition, params: Record<string, string> | undefined): ReportDefinition {
  if (!def.columns.some((c) => c.when)) return def;
  return { ...def, columns: def.columns.filter((c) => !c.when || c.when.in.includes(params?.[c.when.param] ?? '')) };
}
