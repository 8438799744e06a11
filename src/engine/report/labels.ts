// Locale keys of the report screen and the translated texts it hands to the exports. Report names, column
// labels, filters, options and toasts are the definition's own Indonesian texts (i18n.ts lays them into the
// messages, locales/definition-texts.ts builds the keys); other languages translate the same keys, and a key they
// lack shows the Indonesian text.
import type { TranslateFunction } from 'react-admin';
import { ALL, type ReportColumn, type ReportDefinition, type ReportFilter, type ReportMessages } from '../../../definitions/define';
import type { ReportExportMeta } from '../export/table';
import { localeKeys } from '../../../locales/definition-texts';
import { formatDateTime } from '../../../domain/format';
import { CODE_LABELS } from '../../../domain/codes';
import { codeLabel } from '../codes';

export { optionKey } from '../../../locales/definition-texts';

export const K = {
  laporan: 'kilau.report.laporan',
  back: 'kilau.report.back',
  from: 'kilau.report.from',
  to: 'kilau.report.to',
  shop: 'kilau.report.shop',
  search: 'kilau.report.search',
  searching: 'kilau.report.searching',
  exportPdf: 'kilau.report.exportPdf',
  exportExcel: 'kilau.report.exportExcel',
  exportFailed: 'kilau.report.exportFailed',
  total: 'kilau.report.total',
  period: 'kilau.report.period',
  printedBy: 'kilau.report.printedBy',
  page: 'kilau.report.page',
  // Keys of the filters added with the stock reports, with their Indonesian fallbacks until locales/ has them.
  date: 'kilau.report.date',
  all: 'kilau.report.all',
  // A head-office report over several shops (server/federation/fan-out.ts).
  allShops: 'kilau.report.allShops',
  shopColumn: 'kilau.report.shopColumn',
  shopsCovered: 'kilau.report.shopsCovered',
  shopsFailed: 'kilau.report.shopsFailed',
  shopsKept: 'kilau.report.shopsKept',
  refresh: 'kilau.report.refresh',
  chart: 'kilau.report.chart',
} as const;
export const FALLBACK: Partial<Record<string, string>> = {
  [K.date]: 'Tanggal : %{date}',
  [K.all]: 'Semua',
};
/** t() of a report-screen key, with its Indonesian fallback when the locale does not have it yet. */
export function tk(t: TranslateFunction, key: string, options: Record<string, unknown> = {}): string {
  return t(key, FALLBACK[key] ? { _: FALLBACK[key], ...options } : options);
}

type NamedFilter = Extract<ReportFilter, { label: string }>;

export function filterLabel(t: TranslateFunction, def: ReportDefinition, f: NamedFilter): string {
  return t(localeKeys.filter(def.name, f.param), { _: f.label });
}

export function optionLabel(t: TranslateFunction, def: ReportDefinition, f: NamedFilter, value: string): string {
  if (f.kind === 'master' || f.kind === 'list') return value === ALL ? tk(t, K.all) : value;
  if (f.kind !== 'select') return value;
  const option = f.options.find((o) => o.value === value);
  return option ? t(localeKeys.filterOption(def.name, f.param, value), { _: option.label }) : value;
}

/** The line under the title: the period, or the date, then each chosen option ('Periode : ... s/d ...   Jenis : CK'). */
export function periodText(t: TranslateFunction, def: ReportDefinition, from: string, to: string, params: Record<string, string>): string {
  const parts: string[] = [];
  for (const f of def.filters) {
    if (f.kind === 'dateRange') parts.push(t(K.period, { from, to }));
    else if (f.kind === 'date') parts.push(tk(t, K.date, { date: params[f.param] ?? '' }));
    else if (f.kind === 'select' || f.kind === 'master' || f.kind === 'list') parts.push(`${filterLabel(t, def, f)} : ${optionLabel(t, def, f, params[f.param] ?? '')}`);
  }
  return parts.join('   ');
}

export function reportName(t: TranslateFunction, def: ReportDefinition): string {
  return t(localeKeys.name(def), { _: def.label });
}

type CodedColumn = Pick<ReportColumn, 'field' | 'options' | 'codes'>;

/**
 * A coded column's value as its label: the report's own wording (its options, reports.{name}.values.{field}.{VALUE}),
 * else the code's label in its catalogue (codes: kilau.codes.*), which is also what a language lacking the report's own
 * wording shows; a value neither knows shows as it is.
 */
export function codedLabel(t: TranslateFunction, def: { name: string }, c: CodedColumn, value: string): string {
  const own = c.options?.find((o) => o.value === value);
  const shared = c.codes && Object.prototype.hasOwnProperty.call(CODE_LABELS[c.codes], value) ? codeLabel(t, c.codes, value) : undefined;
  return own ? t(localeKeys.columnValue(def.name, c.field, value), { _: shared ?? own.label }) : (shared ?? value);
}

/** The definition with its coded columns' labels translated (codedLabel), as options the screen and exports show. */
export function withValueLabels(t: TranslateFunction, def: ReportDefinition): ReportDefinition {
  if (!def.columns.some((c) => c.options || c.codes)) return def;
  const columns = def.columns.map((c) => {
    if (!c.options && !c.codes) return c;
    const values = new Set([...(c.options ?? []).map((o) => o.value), ...Object.keys(c.codes ? CODE_LABELS[c.codes] : {})]);
    // An option's tone (a mark the screen shows as a chip) stays with its value.
    const tone = (value: string) => c.options?.find((o) => o.value === value)?.tone;
    return { ...c, options: [...values].map((value) => ({ value, label: codedLabel(t, def, c, value), ...(tone(value) ? { tone: tone(value) } : {}) })) };
  });
  return { ...def, columns };
}

export function columnLabels(t: TranslateFunction, def: ReportDefinition): string[] {
  return def.columns.map((c) => t(localeKeys.column(def.name, c.field), { _: c.label }));
}

/** Key and fallback of one of the report's messages, in the shape useToast takes. */
export function messageKey(def: ReportDefinition, kind: keyof ReportMessages): [string, { _: string }] {
  return [localeKeys.message(def.name, kind), { _: def.messages[kind] }];
}

export interface ExportContext {
  shopName: string;
  shopAddress: string;
  from: string;
  to: string;
  /** The values of the date, select and master filters searched with. */
  params: Record<string, string>;
  userId: string;
  printedAt: Date;
}

export function exportMeta(t: TranslateFunction, def: ReportDefinition, ctx: ExportContext): ReportExportMeta {
  return {
    title: reportName(t, def),
    columns: columnLabels(t, def),
    shopName: ctx.shopName,
    shopAddress: ctx.shopAddress,
    period: periodText(t, def, ctx.from, ctx.to, ctx.params),
    totalLabel: t(K.total),
    // The shop's clock, not the browser's: a PDF printed anywhere says when it was printed at the shop.
    printedBy: t(K.printedBy, { user: ctx.userId, time: formatDateTime(ctx.printedAt) }),
    pageLabel: (page, pages) => t(K.page, { page, pages }),
  };
}
