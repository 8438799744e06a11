// Display formats shared by screens and exports (spec section 9): money with Korean-locale grouping,
// weights with 3 decimals (2 for the order report), percentages with 2.
import { formatRupiah, formatRupiahMask as rupiahMask } from './units';

/** How a report column is shown and totalled. */
export type ColumnFormat = 'text' | 'money' | 'weight3' | 'weight2' | 'integer' | 'percent' | 'date' | 'datetime';

const grouping = (decimals: number) =>
  new Intl.NumberFormat('ko-KR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const FORMATTERS = { 0: grouping(0), 2: grouping(2), 3: grouping(3) } as const;

/** Money as the spec shows it, '1,234,567' (domain/units.ts groups the integer rupiah). */
export function formatMoney(n: number | string | null | undefined): string {
  const rupiah = Math.round(Number(n ?? 0));
  return Number.isSafeInteger(rupiah) ? formatRupiah(rupiah) : FORMATTERS[0].format(rupiah);
}

export function formatDecimal(n: number | string | null | undefined, decimals: 0 | 2 | 3): string {
  return FORMATTERS[decimals].format(Number(n ?? 0));
}

/** The input mask of money fields: 'Rp. 1,250,000 ,-' */
export function formatRupiahMask(n: number | string | null | undefined): string {
  const rupiah = Math.round(Number(n ?? 0));
  return Number.isSafeInteger(rupiah) ? rupiahMask(rupiah) : `Rp. ${formatMoney(rupiah)} ,-`;
}

export function formatCell(value: unknown, format: ColumnFormat = 'text'): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'money':
    case 'integer':
      return formatMoney(value as number);
    case 'weight3':
      return formatDecimal(value as number, 3);
    case 'weight2':
    case 'percent':
      return formatDecimal(value as number, 2);
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return formatDateTime(value);
    default:
      return String(value);
  }
}

/** A moment (ISO timestamp from the server) as local 'yyyy-MM-dd HH:mm:ss', where the report is read. */
export function formatDateTime(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Column totals computed in integer thousandths, so 0.1 g + 0.2 g is exactly 0.300 g. */
export function columnTotal(rows: Record<string, unknown>[], field: string, format: ColumnFormat = 'text'): number {
  const scale = format === 'weight3' || format === 'weight2' || format === 'percent' ? 1000 : 1;
  const sum = rows.reduce((acc, r) => acc + Math.round(Number(r[field] ?? 0) * scale), 0);
  return sum / scale;
}

/** Shop address on PDFs, split at characters 48 and 90 (spec section 9). */
export function splitAddress(address: string): string[] {
  return [address.slice(0, 48), address.slice(48, 90), address.slice(90)].map((s) => s.trim()).filter(Boolean);
}
