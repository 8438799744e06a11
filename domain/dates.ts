// Business dates as 'yyyy-MM-dd' strings. The shop's business date is tgl_system, not the wall clock.

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Today's date on the machine's clock, as yyyy-MM-dd (used only to seed tgl_system). */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The same day one month later, clamped to the month's end (2026-01-31 -> 2026-02-28). */
export function addOneMonth(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${ny}-${p(nm)}-${p(Math.min(d, last))}`;
}

export const REPORT_DATE_MESSAGES = {
  fromRequired: 'Tanggal Awal Tidak Boleh Kosong',
  toRequired: 'Tanggal Akhir Tidak Boleh Kosong',
  fromAfterTo: 'Tanggal Awal Tidak Boleh Lebih Besar Dari Tanggal Akhir',
  overOneMonth: 'Rentang Tanggal Laporan Maksimal 1 Bulan',
  fixedDate: 'Tanggal Laporan Terkunci Pada Tanggal Sistem',
} as const;

export interface ReportRangeRules {
  /** REPORT_SATU_BULAN_PROTECTION_MODULE */
  oneMonth: boolean;
  /** When set, both dates must equal it (the fixed-date setting applies to this user). */
  fixedTo?: string | null;
}

/** The report date rules of spec section 5; null when the range is acceptable. */
export function reportRangeError(from: unknown, to: unknown, rules: ReportRangeRules): string | null {
  if (!isIsoDate(from)) return REPORT_DATE_MESSAGES.fromRequired;
  if (!isIsoDate(to)) return REPORT_DATE_MESSAGES.toRequired;
  if (rules.fixedTo && (from !== rules.fixedTo || to !== rules.fixedTo)) return REPORT_DATE_MESSAGES.fixedDate;
  if (from > to) return REPORT_DATE_MESSAGES.fromAfterTo;
  if (rules.oneMonth && to > addOneMonth(from)) return REPORT_DATE_MESSAGES.overOneMonth;
  return null;
}
