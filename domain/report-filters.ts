// The filters of a report checked as one: the browser before it searches and the server before it queries
// apply the same rules with the same messages (spec section 5), in the order the definition lists its filters.
import { isIsoDate, REPORT_DATE_MESSAGES, reportRangeError } from './dates';
import { PORTAL_FAILED } from './portal';

/** One choice of a select filter: the value sent and its Indonesian label (locale key reports.<name>.filters.<param>.options.<value>). */
export interface ReportFilterOption {
  value: string;
  label: string;
}
export type ReportFilter =
  | { kind: 'dateRange'; from: string; to: string }
  /**
   * The shop whose data is wanted, chosen at head office only (a branch sees its own). With `message`, the head office
   * must choose one (none is preselected) and is told this until it does.
   */
  | { kind: 'shop'; param: string; message?: string }
  /** One date picker defaulting to tgl_system (e.g. stock on a date); `upToSystem` refuses a later date. */
  | { kind: 'date'; param: string; label: string; upToSystem?: boolean }
  /** A choice among fixed options; `message` when nothing valid is chosen (spec section 5: 'Filter Tidak Boleh Kosong'). */
  | { kind: 'select'; param: string; label: string; options: readonly ReportFilterOption[]; default?: string; message: string }
  /**
   * A record of a master (its definition name in `resource`; the value sent is its key), e.g. kode_dept from
   * jenis. `all` adds the choice ALL (every record), which is then the default.
   */
  | { kind: 'master'; param: string; label: string; resource: string; all?: boolean; message: string }
  /**
   * A choice among the rows an API path answers ({ data: rows }), e.g. the shop's cashiers for valid_by: `value`
   * names the field sent, `text` the one shown beside it. `all` adds ALL first, the default. The rows are the
   * filter's `lookup`, server/reports/lookups/<lookup>.sql, which the server routes at `path` (server/engine/lookups.ts).
   */
  | { kind: 'list'; param: string; label: string; path: string; lookup: string; value: string; text?: string; all?: boolean; message: string };
export type ReportFilterKind = ReportFilter['kind'];

/** The value of `all` in a master filter. */
export const ALL = 'ALL';
/** Spec section 5. */
export const REPORT_FILTER_MESSAGES = {
  filterRequired: 'Filter Tidak Boleh Kosong',
  sortByRequired: 'Sort By Tidak Boleh Kosong',
  dateRequired: 'Tanggal Tidak Boleh Kosong',
  dateAfterSystem: 'Tanggal Tidak Boleh Lebih Besar Dari Tanggal Sistem',
} as const;

export const filters = {
  /** Two date pickers defaulting to tgl_system; the spec's report calls name them tgl_from and tgl_to. */
  dateRange: (from = 'tgl_from', to = 'tgl_to'): ReportFilter => ({ kind: 'dateRange', from, to }),
  /** Shop picker, shown at head office only; `message` makes the choice required there. */
  shop: (param = 'kode_toko', o: { message?: string } = {}): ReportFilter => ({ kind: 'shop', param, ...o }),
  /** One date, defaulting to tgl_system. */
  date: (o: { param?: string; label?: string; upToSystem?: boolean } = {}): ReportFilter => ({
    kind: 'date',
    param: o.param ?? 'tanggal',
    label: o.label ?? 'Tanggal',
    ...(o.upToSystem ? { upToSystem: true } : {}),
  }),
  /** Fixed options; without a default the user must choose. */
  select: (o: { param: string; label: string; options: readonly ReportFilterOption[]; default?: string; message?: string }): ReportFilter => ({
    kind: 'select',
    ...o,
    message: o.message ?? REPORT_FILTER_MESSAGES.filterRequired,
  }),
  /** The spec's sort_by of a report (message 'Sort By Tidak Boleh Kosong'). */
  sortBy: (options: readonly ReportFilterOption[], o: { default?: string; label?: string } = {}): ReportFilter =>
    filters.select({ param: 'sort_by', label: o.label ?? 'Sort By', options, default: o.default, message: REPORT_FILTER_MESSAGES.sortByRequired }),
  /** A master record picker, e.g. filters.master({ param: 'kode_dept', resource: 'jenis', label: 'Jenis' }). */
  master: (o: { param: string; label: string; resource: string; all?: boolean; message?: string }): ReportFilter => ({
    kind: 'master',
    ...o,
    message: o.message ?? REPORT_FILTER_MESSAGES.filterRequired,
  }),
  /**
   * A choice among the rows of a lookup: filters.list({ param: 'valid_by', label: 'Valid By', path: 'users/kasir',
   * lookup: 'kasir', value: 'user_id', all: true }).
   */
  list: (o: { param: string; label: string; path: string; lookup: string; value: string; text?: string; all?: boolean; message?: string }): ReportFilter => ({
    kind: 'list',
    ...o,
    message: o.message ?? REPORT_FILTER_MESSAGES.filterRequired,
  }),
};

export interface ReportRules {
  /** REPORT_SATU_BULAN_PROTECTION_MODULE */
  oneMonth: boolean;
  /** When set, every date must equal it (the fixed-date setting applies to this user). */
  fixedTo: string | null;
  /** The business date, for filters that may not go past it. */
  tglSystem: string;
}

export type CheckedReportQuery =
  | { error: string }
  | {
      error?: undefined;
      /** The period the report covers: the date range, or the single date twice, or tgl_system. */
      from: string;
      to: string;
      /** The checked values of date, select and master filters by param (master codes in capitals). */
      params: Record<string, string>;
    };

/** Every text a report answers instead of rows (a filter rule, a branch that cannot be read): shown as is wherever it comes from. */
export const REPORT_RULE_MESSAGES: readonly string[] = [...Object.values(REPORT_DATE_MESSAGES), ...Object.values(REPORT_FILTER_MESSAGES), PORTAL_FAILED];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The value a filter starts with on the screen. */
export function filterDefault(f: ReportFilter, tglSystem: string): string {
  if (f.kind === 'date') return tglSystem;
  if (f.kind === 'select') return f.default ?? '';
  if (f.kind === 'master' || f.kind === 'list') return f.all ? ALL : '';
  return '';
}

/** Checks the query a report is called with (a repeated parameter counts as not given). */
export function checkReportQuery(def: { filters: readonly ReportFilter[] }, query: Record<string, unknown>, rules: ReportRules): CheckedReportQuery {
  let from = rules.tglSystem;
  let to = rules.tglSystem;
  const params: Record<string, string> = {};
  for (const f of def.filters) {
    if (f.kind === 'dateRange') {
      const error = reportRangeError(query[f.from], query[f.to], rules);
      if (error) return { error };
      from = query[f.from] as string;
      to = query[f.to] as string;
    } else if (f.kind === 'date') {
      const value = query[f.param];
      if (!isIsoDate(value)) return { error: REPORT_FILTER_MESSAGES.dateRequired };
      if (rules.fixedTo && value !== rules.fixedTo) return { error: REPORT_DATE_MESSAGES.fixedDate };
      if (f.upToSystem && value > rules.tglSystem) return { error: REPORT_FILTER_MESSAGES.dateAfterSystem };
      params[f.param] = from = to = value;
    } else if (f.kind === 'select') {
      const value = text(query[f.param]);
      if (!f.options.some((o) => o.value === value)) return { error: f.message };
      params[f.param] = value;
    } else if (f.kind === 'master' || f.kind === 'list') {
      // Master codes are capitals; a list's values (user ids ...) are sent as the API gave them.
      const value = f.kind === 'master' ? text(query[f.param]).toUpperCase() : text(query[f.param]);
      if (!value || (value === ALL && !f.all)) return { error: f.message };
      params[f.param] = value;
    }
  }
  return { from, to, params };
}
