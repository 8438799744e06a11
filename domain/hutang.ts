// Pawn loans (hutang, issue 22): the rules of money and days, pure, shared by the server and the entry screen.
// Money in integer rupiah, rates in percent (2 decimals), weights in grams (3 decimals), dates YYYY-MM-DD (the shop's
// business dates). Interest and late fees are computed in exact integers (BigInt) and rounded UP to 500: a pawn's
// rent is never a fraction of the rounding step, and never in the customer's favour by a rupiah of float error.
import { addDays } from './dates';

export const HUTANG_MESSAGES = {
  abovePlafond: 'Hutang Tidak Boleh Melebihi Plafond',
  weightBelowGold: 'Berat Input Tidak Boleh Kurang Dari Berat Emas',
  kadarAbove100: 'Kadar Tidak Boleh Lebih Dari 100',
  newInterestRequired: 'Bunga Baru Harus Diisi',
  rateRequired: 'Bunga Hutang Harus Diisi',
  noRateRow: 'Parameter Bunga Hutang Tidak Ditemukan Untuk Lama Pinjam Dan Jumlah Hutang Ini',
  paymentNotDue: 'Pembayaran Harus Sama Dengan Total Tagihan',
  partialAbovePrincipal: 'Angsuran Pokok Harus Kurang Dari Jumlah Hutang',
} as const;

/** The rounding step of every interest and fee. */
export const ROUND_STEP = 500;
/** A rent block of the parameter table and of the late fee: 15 days. */
export const BLOCK_DAYS = 15;
/** The highest purity a pledged piece may have (spec section 5: 100 for debts). */
export const MAX_KADAR_HUTANG = 100;

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days a loan has run from its (last renewal's) business date to `tgl`: calendar days, the same day counting as 1. */
export function loanDays(start: string, tgl: string): number {
  return Math.max(1, daysBetween(start, tgl));
}

/** The due date of a term of `lamaPinjam` days begun on `start`. */
export function dueDate(start: string, lamaPinjam: number): string {
  return addDays(start, lamaPinjam);
}

/** Days past the due date on `tgl` (0 up to and on the due date). */
export function daysOverdue(due: string, tgl: string): number {
  return Math.max(0, daysBetween(due, tgl));
}

/** A percent with 2 decimals as an integer of hundredths (2.5 -> 250), read without float drift. */
export function hundredths(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

/** ceil(num / den) rounded up to the next multiple of 500, for non-negative integers. */
function ceilTo500(num: bigint, den: bigint): number {
  const step = den * BigInt(ROUND_STEP);
  return Number(((num + step - 1n) / step) * BigInt(ROUND_STEP));
}

/** One row of /parameter-bunga-hutang: a day range, an optional principal range (0/null: any), a rate per 15 days. */
export interface BungaRow {
  hari_dari: number;
  hari_sampai: number;
  pinjaman_dari: number | null;
  pinjaman_sampai: number | null;
  bunga_persen: number;
}

/**
 * The row whose day range holds `days` and whose principal range holds `principal`; an empty bound is open. Several
 * rows matching (overlaps the master cannot refuse yet): the narrowest principal bracket's, then the lowest day start.
 */
export function bungaRowFor(rows: readonly BungaRow[], days: number, principal: number): BungaRow | undefined {
  const fits = rows.filter(
    (r) => r.hari_dari <= days && days <= r.hari_sampai && (!r.pinjaman_dari || r.pinjaman_dari <= principal) && (!r.pinjaman_sampai || principal <= r.pinjaman_sampai),
  );
  const width = (r: BungaRow) => (r.pinjaman_sampai || Number.MAX_SAFE_INTEGER) - (r.pinjaman_dari || 0);
  return fits.sort((a, b) => width(a) - width(b) || a.hari_dari - b.hari_dari)[0];
}

/** Interest under PARAMETER_BUNGA_HUTANG_MODULE: principal x rate per 15 days x ceil(days / 15), up to 500. */
export function interestPerBlock(principal: number, ratePer15: number, days: number): number {
  const blocks = BigInt(Math.ceil(days / BLOCK_DAYS));
  return ceilTo500(BigInt(principal) * hundredths(ratePer15) * blocks, 10_000n);
}

/** Interest without the module: principal x monthly rate x max(days, 15) / 30, up to 500. */
export function interestMonthly(principal: number, ratePerMonth: number, days: number): number {
  return ceilTo500(BigInt(principal) * hundredths(ratePerMonth) * BigInt(Math.max(days, BLOCK_DAYS)), 10_000n * 30n);
}

/** A late fee of `perBlock` rupiah per 15 days (begun) past due, up to 500. */
export function lateFee(perBlock: number, overdueDays: number): number {
  if (overdueDays <= 0 || perBlock <= 0) return 0;
  return ceilTo500(BigInt(perBlock) * BigInt(Math.ceil(overdueDays / BLOCK_DAYS)), 1n);
}

/** What a loan is when its bill is asked. */
export interface LoanTerms {
  jumlah_hutang: number;
  /** The rate typed at intake or at the last renewal (per month), used without the module. */
  bunga_persen: number;
  /** The business date interest runs from: the loan's, or its last renewal's. */
  tgl_mulai: string;
  tgl_jatuh_tempo: string;
}

export interface BillRules {
  /** PARAMETER_BUNGA_HUTANG_MODULE on: the rate comes from these rows, per 15 days. */
  perBlock: readonly BungaRow[] | null;
  /** The late fee per 15 days past due (setting hutang_denda_per_15_hari). */
  dendaPer15: number;
}

/** GET hutang/{no}/tagihan: what redeeming on `tgl` costs. */
export interface Bill {
  jumlah_hutang: number;
  lama_pinjam_hari: number;
  bunga_persen: number;
  bunga_rp: number;
  denda_rp: number;
  hari_terlambat: number;
  total_bayar: number;
}

/** The bill of a loan on `tgl`; null when the module is on and no parameter row holds the days and principal. */
export function billOf(loan: LoanTerms, tgl: string, rules: BillRules): Bill | null {
  const days = loanDays(loan.tgl_mulai, tgl);
  let rate = loan.bunga_persen;
  let bunga: number;
  if (rules.perBlock) {
    const row = bungaRowFor(rules.perBlock, days, loan.jumlah_hutang);
    if (!row) return null;
    rate = row.bunga_persen;
    bunga = interestPerBlock(loan.jumlah_hutang, rate, days);
  } else {
    bunga = interestMonthly(loan.jumlah_hutang, rate, days);
  }
  const late = daysOverdue(loan.tgl_jatuh_tempo, tgl);
  const denda = lateFee(rules.dendaPer15, late);
  return {
    jumlah_hutang: loan.jumlah_hutang,
    lama_pinjam_hari: days,
    bunga_persen: rate,
    bunga_rp: bunga,
    denda_rp: denda,
    hari_terlambat: late,
    total_bayar: loan.jumlah_hutang + bunga + denda,
  };
}

// ---------------------------------------------------------------- plafond

/** A pledged piece as the plafond reads it. */
export interface PledgedPiece {
  kadar: number;
  /** The gold weight (not the weight with the bag). */
  berat: number;
}

/**
 * A /master-plafond-hutang row with the numeric purity of its kode_kadar: the server joins the row's kode_kadar to
 * /master-kadar and reads that row's `kadar` value. A piece is measured, not coded, so it finds its per-gram row by
 * value: the row whose kadar master has exactly the piece's purity (to the hundredth).
 */
export interface PlafondPerGram {
  kadar: number;
  plafond_per_gram: number;
}

/** A /plafond-kadar-hutang row: a purity range and the percent of the gold's value lent. */
export interface PlafondPercent {
  kadar_dari: number;
  kadar_sampai: number;
  persen_plafond: number;
}

export interface PlafondRules {
  perGram: readonly PlafondPerGram[];
  percent: readonly PlafondPercent[];
  /** The price per gram of pure (100) gold the percent rule values a piece at; 0 when none is known. */
  hargaMurni: number;
}

/**
 * One piece's ceiling. The per-gram row of its purity (/master-plafond-hutang) decides where there is one: it is the
 * shop's own figure for that kadar. Otherwise the percent row whose range holds its purity (/plafond-kadar-hutang):
 * gold weight x purity / 100 x the pure gold price x percent / 100. With neither, the piece backs nothing (0): a loan
 * on gold the shop has no rule for is refused rather than guessed. Floored to the rupiah (a ceiling never rounds up).
 */
export function piecePlafond(piece: PledgedPiece, rules: PlafondRules): number {
  const mg = BigInt(Math.round(piece.berat * 1000));
  const kadar = hundredths(piece.kadar);
  const perGram = rules.perGram.filter((r) => hundredths(r.kadar) === kadar).sort((a, b) => b.plafond_per_gram - a.plafond_per_gram)[0];
  if (perGram) return Number((mg * BigInt(perGram.plafond_per_gram)) / 1000n);
  const range = rules.percent.find((r) => hundredths(r.kadar_dari) <= kadar && kadar <= hundredths(r.kadar_sampai));
  if (!range || rules.hargaMurni <= 0) return 0;
  return Number((mg * kadar * BigInt(rules.hargaMurni) * hundredths(range.persen_plafond)) / (1000n * 10_000n * 10_000n));
}

/** The loan's ceiling: the sum over its pieces. */
export function plafondOf(pieces: readonly PledgedPiece[], rules: PlafondRules): number {
  return pieces.reduce((total, p) => total + piecePlafond(p, rules), 0);
}

// ---------------------------------------------------------------- the principal suggested

/**
 * How PARAMETER_JUMLAH_HUTANG_POKOK_MODULE suggests the principal of pieces about to be pledged. NOMINAL: the
 * /parameter-hutang-pokok rows, rupiah per gram of a kadar (each with the numeric purity of its kode_kadar, matched
 * as the plafond's per-gram rows are). HARGA_EMAS: the gold price: each piece at its gold value, gold weight x purity
 * / 100 x the day's price of pure gold (as an auction appraises it).
 */
export interface PokokRules {
  basis: 'NOMINAL' | 'HARGA_EMAS';
  perGram: readonly { kadar: number; pokok_per_gram: number }[];
  /** The price per gram of pure gold; 0 when none is known. */
  hargaMurni: number;
}

/** One piece's suggested principal, floored to the rupiah; 0 for a kadar without a row, or with no gold price. */
export function piecePokok(piece: PledgedPiece, rules: PokokRules): number {
  const mg = BigInt(Math.round(piece.berat * 1000));
  const kadar = hundredths(piece.kadar);
  if (rules.basis === 'HARGA_EMAS') return rules.hargaMurni > 0 ? Number((mg * kadar * BigInt(rules.hargaMurni)) / (1000n * 10_000n)) : 0;
  const row = rules.perGram.filter((r) => hundredths(r.kadar) === kadar).sort((a, b) => b.pokok_per_gram - a.pokok_per_gram)[0];
  return row ? Number((mg * BigInt(row.pokok_per_gram)) / 1000n) : 0;
}

/** The suggested principal of the pieces, never above an enforced plafond (`cap`). */
export function pokokOf(pieces: readonly PledgedPiece[], rules: PokokRules, cap?: number): number {
  const total = pieces.reduce((sum, p) => sum + piecePokok(p, rules), 0);
  return cap === undefined ? total : Math.min(total, cap);
}

/** The field and message of a pledged piece's first refusal (spec section 5), or null. */
export function pieceProblem(piece: { kadar: number; berat: number; berat_kotor: number }): { field: 'kadar' | 'berat_kotor'; message: string } | null {
  if (piece.kadar > MAX_KADAR_HUTANG) return { field: 'kadar', message: HUTANG_MESSAGES.kadarAbove100 };
  if (Math.round(piece.berat_kotor * 1000) < Math.round(piece.berat * 1000)) return { field: 'berat_kotor', message: HUTANG_MESSAGES.weightBelowGold };
  return null;
}
