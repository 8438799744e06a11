// How a DataTable cell reads, by the field kinds of definitions (domain/fields.ts: code, text, number, money,
// weight, percent, ref, select, boolean, date), with the shared formatters (domain/format.ts formatField): money grouped '1.234.567', weights 3 decimals, percentages 2 (in id). Totals are summed in integer
// thousandths (domain/format.ts columnTotal), so 0.1 g + 0.2 g is exactly 0.300 g. Pure: no React.
import type { Key } from 'react';
import type { Field } from '../../../definitions/define';
import { columnTotal, formatField, type ShownAs } from '../../../domain/format';

export type FieldKind = Field['kind'];

/** What a column says about its values: the field kind (with its decimals). */
export interface ValueFormat {
  kind?: FieldKind;
  /** For kind 'number': 2 or 3 decimals, else the number as it is. */
  decimals?: number;
}

const NUMERIC_KINDS: readonly FieldKind[] = ['number', 'money', 'weight', 'percent'];

/** Numbers line up on the right. */
export function isNumeric(f: ValueFormat): boolean {
  return !!f.kind && NUMERIC_KINDS.includes(f.kind);
}

/** The cell text of a value; `yesNo` words booleans in the screen's language (default 'Ya' / 'Tidak'). */
export function formatValue(f: ValueFormat, value: unknown, yesNo: (v: boolean) => string = (v) => (v ? 'Ya' : 'Tidak')): string {
  if (value === null || value === undefined || value === '') return '';
  if (f.kind === 'boolean') return yesNo(value === true || value === 'true');
  // A count on a screen reads as counted ('2000 tags'), as the screens have always shown it; reports group it.
  if (f.kind === 'number' && !f.decimals) return String(value);
  // One formatter for screens, reports and exports (domain/format.ts).
  return formatField(value, { kind: f.kind ?? 'text', decimals: f.decimals });
}

/** Decimals kept exactly when summing. */
function totalFormat(f: ValueFormat): ShownAs {
  // Weights, percentages and decimal numbers are summed in thousandths; counts as whole numbers.
  if (f.kind === 'weight' || f.kind === 'percent' || (f.kind === 'number' && (f.decimals ?? 0) > 0)) return { kind: 'weight' };
  return { kind: 'number' };
}

/** The sum of a column over the rows (values read by `valueOf`). */
export function totalOf<R>(rows: readonly R[], f: ValueFormat, valueOf: (row: R) => unknown): number {
  return columnTotal(
    rows.map((r) => ({ v: valueOf(r) })),
    'v',
    totalFormat(f),
  );
}

/** A total as its column shows values (a count of pieces as a plain number, like its cells). */
export const formatTotal = (f: ValueFormat, total: number): string => formatValue(f, total);

/** What a column says about how its cells read: a formatter of its own (a report column's labels and kinds), else the field kind. */
export interface CellFormat extends ValueFormat {
  /** The text of a value and of the column's total, instead of the field kind's. */
  format?: (value: unknown) => string;
}

/** A cell's text: the column's own `format`, else by field kind. */
export function cellText(c: CellFormat, value: unknown, yesNo?: (v: boolean) => string): string {
  return c.format ? c.format(value) : formatValue(c, value, yesNo);
}

/** A column's total as its cells read. */
export function totalText<R>(c: CellFormat, rows: readonly R[], valueOf: (row: R) => unknown): string {
  const total = totalOf(rows, c, valueOf);
  return c.format ? c.format(total) : formatTotal(c, total);
}

/** A line of the table: a row, or one of its sub-rows right beneath it (`index` is its place among its siblings). */
export interface TableLine<R> {
  row: R;
  key: Key;
  index: number;
  sub: boolean;
}

/** The rows with their sub-rows (`subRows`) in place; a sub-row's key is its row's key, '/', its place. */
export function tableLines<R>(rows: readonly R[], keyOf: (row: R) => Key, subRows?: (row: R) => readonly R[] | undefined): TableLine<R>[] {
  return rows.flatMap((row, index) => {
    const key = keyOf(row);
    const line: TableLine<R> = { row, key, index, sub: false };
    if (!subRows) return [line];
    return [line, ...(subRows(row) ?? []).map((sub, i) => ({ row: sub, key: `${String(key)}/${i}`, index: i, sub: true }))];
  });
}
