// The filters of a report checked as one: the browser before it searches and the server before it queries
// apply the same rules with the same messages (spec section 5), in the order the definition lists its filters.
import { ALL, REPORT_FILTER_MESSAGES, type ReportDefinition, type ReportFilter } from '../definitions/define';
import { isIsoDate, REPORT_DATE_MESSAGES, reportRangeError } from './dates';

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

/** Every text a report refuses a search with: shown as is wherever it comes from. */
export const REPORT_RULE_MESSAGES: readonly string[] = [...Object.values(REPORT_DATE_MESSAGES), ...Object.values(REPORT_FILTER_MESSAGES)];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The value a filter starts with on the screen. */
export function filterDefault(f: ReportFilter, tglSystem: string): string {
  if (f.kind === 'date') return tglSystem;
  if (f.kind === 'select') return f.default ?? '';
  if (f.kind === 'master') return f.all ? ALL : '';
  return '';
}

/** Checks the query a report is called with (a repeated parameter counts as not given). */
export function checkReportQuery(def: Pick<ReportDefinition, 'filters'>, query: Record<string, unknown>, rules: ReportRules): CheckedReportQuery {
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
    } else if (f.kind === 'master') {
      const value = text(query[f.param]).toUpperCase();
      if (!value || (value === ALL && !f.all)) return { error: f.message };
      params[f.param] = value;
    }
  }
  return { from, to, params };
}
