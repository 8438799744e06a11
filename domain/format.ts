// Display formats shared by screens and exports (spec section 9), by field kind: money and counts grouped by
// thousands, weights with 3 decimals (or the field's own, the order report shows 2), percentages with 2, each written
// the way the interface language writes numbers (domain/units.ts formatNumber: 1.234.567 and 7,850 in id).
import type { Field } from './fields';
import { displayTimeZone, wallClock } from './dates';
import { formatNumber, type NumberStyle } from './units';

/**
 * How a value is shown: a field of the vocabulary (domain/fields.ts), by its kind, its decimals and, for dates, whether it
 * holds a time. Report columns, the screen's table and the PDF and Excel exports all format through formatField.
 */
export type ShownAs = Pick<Field, 'kind'> & { decimals?: number; time?: boolean };

const TEXT: ShownAs = { kind: 'text' };

/** Money as the screens show it, '1.234.567' (id). */
export function formatMoney(n: number | string | null | undefined, style?: NumberStyle): string {
  return formatNumber(Number(n ?? 0), 0, style);
}

/** A number with a fixed count of decimals, '7,850' (id). */
export function formatDecimal(n: number | string | null | undefined, decimals: number, style?: NumberStyle): string {
  return formatNumber(Number(n ?? 0), decimals, style);
}

/** The input mask of money fields: 'Rp. 1.250.000 ,-' (id). */
export function formatRupiahMask(n: number | string | null | undefined, style?: NumberStyle): string {
  return `Rp. ${formatMoney(n, style)} ,-`;
}

/** Decimals a number field is shown with: weight 3 (or its own), percent 2, money none, a count its own (none). */
export function fieldDecimals(field: ShownAs): number {
  if (field.kind === 'money') return 0;
  if (field.kind === 'weight') return field.decimals ?? 3;
  if (field.kind === 'percent') return field.decimals ?? 2;
  return field.decimals ?? 0;
}

/** Money, weights, percentages and counts: shown right-aligned, exported as numbers. */
export function isNumberField(field: ShownAs | undefined): boolean {
  return !!field && (field.kind === 'money' || field.kind === 'weight' || field.kind === 'percent' || field.kind === 'number');
}

/** A value as its field shows it: '1.234.567', '1,500', '12,50' (id), '2026-03-05', '2026-03-05 09:00:00'; null is ''. */
export function formatField(value: unknown, field: ShownAs = TEXT, style?: NumberStyle): string {
  if (value === null || value === undefined) return '';
  // A list (a report's examples): each value as its field shows it, one after the other.
  if (Array.isArray(value)) return value.map((v) => formatField(v, field, style)).join(', ');
  if (isNumberField(field)) return formatDecimal(value as number, fieldDecimals(field), style);
  if (field.kind === 'date') return field.time ? formatDateTime(value) : String(value).slice(0, 10);
  return String(value);
}

/**
 * A moment (ISO timestamp from the server) as 'yyyy-MM-dd HH:mm:ss' on the shop's clock: the zone given, or the one
 * the browser shows (its user's shop's), wherever the report is read.
 */
export function formatDateTime(value: unknown, timeZone: string = displayTimeZone()): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  const shown = wallClock(d, timeZone);
  return `${shown.date} ${shown.time}`;
}

/**
 * The total of a column of rows, summed in integers of the field's smallest unit (weights in thousandths even when shown
 * with 2 decimals), so 0.1 g + 0.2 g is exactly 0.300 g.
 */
export function columnTotal(rows: Record<string, unknown>[], name: string, shown: ShownAs = TEXT): number {
  const scale = shown.kind === 'weight' || shown.kind === 'percent' ? 1000 : shown.kind === 'number' ? 10 ** fieldDecimals(shown) : 1;
  const sum = rows.reduce((acc, r) => acc + Math.round(Number(r[name] ?? 0) * scale), 0);
  return sum / scale;
}

/** Shop address on PDFs, split at characters 48 and 90 (spec section 9). */
export function splitAddress(address: string): string[] {
  return [address.slice(0, 48), address.slice(48, 90), address.slice(90)].map((s) => s.trim()).filter(Boolean);
}
