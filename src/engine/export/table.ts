// The report table as exports see it: one shape for the screen, the PDF and the Excel file, so the
// three show the same cells and the same totals. No jspdf or xlsx here: the screen imports this eagerly.
import type { ReportColumn, ReportDefinition } from '../../../definitions/define';
import { columnTotal, formatField, isNumberField } from '../../../domain/format';

export type ReportRow = Record<string, unknown>;

/** Everything an export shows besides the rows, already translated and interpolated by the caller. */
export interface ReportExportMeta {
  /** The report's name, e.g. 'Laporan Batal Titip'. */
  title: string;
  /** Header labels, one per def.columns entry, in the same order. */
  columns: string[];
  shopName: string;
  shopAddress: string;
  /** 'Periode : 2026-05-01 s/d 2026-05-31' */
  period: string;
  /** Label of the totals row: 'Total' */
  totalLabel: string;
  /** 'Dicetak Oleh admin / 2026-05-20 14:03:09' (in English 'Printed By ...') */
  printedBy: string;
  /** '1 dari 3' (in English '1 of 3') */
  pageLabel: (page: number, pages: number) => string;
}

/** Money, weight, percent and count columns: right-aligned, numbers in Excel. */
export function isNumeric(column: ReportColumn | undefined): boolean {
  return isNumberField(column?.type);
}

/** A line of the table: a row, or one of its sub-rows (def.detail) right beneath it. */
export interface DisplayRow {
  row: ReportRow;
  detail: boolean;
}

/** The rows with their sub-rows in place, in the order the table, the PDF and the Excel file show them. */
export function displayRows(def: ReportDefinition, rows: ReportRow[]): DisplayRow[] {
  const field = def.detail;
  if (!field) return rows.map((row) => ({ row, detail: false }));
  return rows.flatMap((row) => {
    const sub = row[field];
    return [{ row, detail: false }, ...(Array.isArray(sub) ? (sub as ReportRow[]) : []).map((d) => ({ row: d, detail: true }))];
  });
}

/** One cell as display text: a coded value by its label, anything else formatted by the column's field kind. */
export function cellText(column: ReportColumn, value: unknown): string {
  return column.options?.find((o) => o.value === value)?.label ?? formatField(value, column.type);
}

/** Rows (and sub-rows) as display text, formatted like the screen (the interface language's grouping, fixed decimals). */
export function formattedRows(def: ReportDefinition, rows: ReportRow[]): string[][] {
  return displayRows(def, rows).map(({ row }) => def.columns.map((c) => cellText(c, row[c.field])));
}

/** Column totals of the rows, not their sub-rows (null for columns without total), summed without float drift by columnTotal. */
export function totals(def: ReportDefinition, rows: ReportRow[]): (number | null)[] {
  return def.columns.map((c) => (c.total ? columnTotal(rows, c.field, c.type) : null));
}

export function hasTotals(def: ReportDefinition): boolean {
  return def.columns.some((c) => c.total);
}

/** Where the totals row puts its label: the first column that carries no total. */
export function totalLabelIndex(def: ReportDefinition): number {
  return def.columns.findIndex((c) => !c.total);
}

/** The totals row as display text: the label, then each total formatted like its column. */
export function formattedTotals(def: ReportDefinition, rows: ReportRow[], label: string): string[] {
  const labelAt = totalLabelIndex(def);
  return totals(def, rows).map((t, i) => (i === labelAt ? label : t === null ? '' : formatField(t, def.columns[i].type)));
}
