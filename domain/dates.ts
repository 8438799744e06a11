// Business dates as 'yyyy-MM-dd' strings. The shop's business date is tgl_system, not the wall clock.

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

// ---------------------------------------------------------------- the shop's wall clock

/**
 * A shop's time zone (toko.zona_waktu, /master-toko): the IANA zones of Indonesia, WIB (Jakarta, Pontianak), WITA
 * (Makassar) and WIT (Jayapura). Every calendar date and time of day the app shows, prints or compares is read on the
 * shop's clock in its zone, never on the server's (UTC on most servers) nor the browser's.
 */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
/** The zones as a shop's staff name them: the clock's Indonesian name, then the city. */
export const TIME_ZONE_LABELS: Readonly<Record<TimeZone, string>> = {
  'Asia/Jakarta': 'WIB (Jakarta)',
  'Asia/Pontianak': 'WIB (Pontianak)',
  'Asia/Makassar': 'WITA (Makassar)',
  'Asia/Jayapura': 'WIT (Jayapura)',
};
/** A shop whose zone was never chosen keeps Western Indonesia's time (the SQL function zona_waktu_toko says so too). */
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Jakarta';

export function isTimeZone(value: unknown): value is TimeZone {
  return TIME_ZONES.some((z) => z === value);
}

/** A calendar date and a time of day on a shop's clock: '2026-11-29', '01:30:00'. */
export interface WallClock {
  date: string;
  time: string;
}

const CLOCKS = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = CLOCKS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    CLOCKS.set(timeZone, f);
  }
  return f;
}

/** What a clock in `timeZone` shows at the moment `at`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const part = Object.fromEntries(clockFormat(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/** Today's date on the shop's clock, as yyyy-MM-dd: a shop's first business date, the day a close may not pass. */
export function todayIso(now = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return wallClock(now, timeZone).date;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The moment a clock in `timeZone` shows `local` ('2026-11-24T08:30', as a datetime-local input types it); null for
 * text that is no such time. Found by correcting a first guess by the zone's offset, twice, so a zone that changes its
 * offset (none in Indonesia does) lands on the right side.
 */
export function wallTimeInstant(local: string, timeZone: string): Date | null {
  const m = WALL_TIME.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(at), timeZone);
    const [sy, smo, sd] = shown.date.split('-').map(Number);
    const [sh, smi, ss] = shown.time.split(':').map(Number);
    at += wanted - Date.UTC(sy, smo - 1, sd, sh, smi, ss);
  }
  const back = wallClock(new Date(at), timeZone);
  return `${back.date}T${back.time}`.startsWith(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`) ? new Date(at) : null;
}

/**
 * The zone the browser shows times in: its user's shop's, set from the session (src/engine/session.ts). The server
 * never sets it; what it formats names the shop's zone itself.
 */
let shownTimeZone: string = DEFAULT_TIME_ZONE;
export function setDisplayTimeZone(timeZone: unknown): void {
  shownTimeZone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}
export const displayTimeZone = (): string => shownTimeZone;

/** The date `days` days after (before, when negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
