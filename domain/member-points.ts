// When member points go (issue 23): a reset rule of /parameter-reset-poin-member falls due on a business day, and a
// balance expires after the setting poin_hangus_bulan's months without any move. Pure date rules, shared by the
// day's close (server/members/expiry.ts) and the tests.
import { isIsoDate } from './dates';

export type ResetPeriod = 'SEKALI' | 'TIAP BULAN' | 'TIAP TAHUN';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Whether a reset from `tglReset`, once or repeating, falls on business day `day`: the date itself, then (repeating)
 * the same day of every later month or year, on the month's last day where it has no such day (the 31st: 30 April).
 */
export function resetDue(tglReset: string, periode: ResetPeriod, day: string): boolean {
  if (!isIsoDate(tglReset) || !isIsoDate(day) || day < tglReset) return false;
  if (day === tglReset) return true;
  if (periode === 'SEKALI') return false;
  const [, rm, rd] = parts(tglReset);
  const [y, m, d] = parts(day);
  if (periode === 'TIAP TAHUN' && m !== rm) return false;
  return d === Math.min(rd, lastDay(y, m));
}

/** The last day of a move that leaves a balance expiring on `day`: `months` months before it (clamped to the month's end). */
export function expiryCutoff(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const total = y * 12 + (m - 1) - months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${ny}-${p(nm)}-${p(Math.min(d, lastDay(ny, nm)))}`;
}

/** One move of a member's points as GET member/{kode}/poin answers it (server/members/history.ts), with the balance after it. */
export interface PointMove {
  tgl: string;
  /** The document that moved the points; null for a reset or an expiry at a day's close (HANGUS). */
  no: string | null;
  jenis: string;
  keterangan: string;
  poin_masuk: number;
  poin_keluar: number;
  saldo: number;
}

/** A member's balance and its history, oldest first: the fixed shape of GET member/{kode}/poin. */
export interface MemberPoints {
  kode_member: string;
  poin: number;
  riwayat: PointMove[];
}
