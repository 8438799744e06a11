// Integer-rupiah arithmetic every document shares (sale, buy-back, order, instalment): a product divided exactly,
// a percentage of an amount, rounding to a multiple of the shop's rounding value, discounts in percent or rupiah,
// and the shape of a problem a user can fix. Amounts are integer rupiah, weights integer milligrams, percentages
// integer hundredths (domain/units.ts); no value here ever passes through a float fraction.
import { moduleOn, type ModuleMap } from './gates';

/**
 * Something the user must fix before the document can be posted: a stable code for code and tests, the Indonesian
 * text to show, and the zero-based line (sale line or payment line) it concerns, when it concerns one.
 */
export interface AmountProblem<Code extends string = string> {
  code: Code;
  message: string;
  line?: number;
}

export type Rounding = 'down' | 'up' | 'nearest';

/** Integer units only: a fraction here means a caller skipped domain/units.ts, which is a bug, not user input. */
function assertInteger(name: string, n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${name} must be a safe integer, got ${n}`);
}

/** a / b for bigints, rounded as asked (floor and ceil also for negative values; nearest: halves go up). */
function divide(a: bigint, b: bigint, rounding: Rounding): bigint {
  if (b < 0n) return divide(-a, -b, rounding);
  const floor = a >= 0n ? a / b : -((-a + b - 1n) / b);
  const rest = a - floor * b;
  if (rest === 0n || rounding === 'down') return floor;
  if (rounding === 'up') return floor + 1n;
  return 2n * rest >= b ? floor + 1n : floor;
}

/**
 * a x b / d, rounded once at the end. The product is taken in BigInt, so milligrams x rupiah per gram (easily beyond
 * 2^53 for a large tray) never loses a digit; the answer must fit a safe integer again.
 */
export function mulDiv(a: number, b: number, d: number, rounding: Rounding): number {
  assertInteger('a', a);
  assertInteger('b', b);
  assertInteger('d', d);
  if (d === 0) throw new RangeError('division by zero');
  const result = Number(divide(BigInt(a) * BigInt(b), BigInt(d), rounding));
  if (!Number.isSafeInteger(result)) throw new RangeError(`${a} x ${b} / ${d} is beyond a safe integer`);
  return result;
}

/** `hundredths` percent of an amount (1250 = 12.5 %), in whole rupiah rounded as asked. */
export const percentOf = (rupiah: number, hundredths: number, rounding: Rounding): number => mulDiv(rupiah, hundredths, 100_00, rounding);

/** Milligrams x a rate per gram (rupiah per gram, points per gram ...), rounded as asked. */
export const perGram = (mg: number, ratePerGram: number, rounding: Rounding): number => mulDiv(mg, ratePerGram, 1000, rounding);

// ---------------------------------------------------------------- rounding to a multiple

/**
 * An amount rounded to a multiple of `step`. A step of 0 or 1 leaves it as it is (a shop that does not round).
 * 'nearest' sends halves up: with a step of 500, 1,250 becomes 1,500.
 */
export function roundToMultiple(rupiah: number, step: number, rounding: Rounding): number {
  assertInteger('rupiah', rupiah);
  assertInteger('step', step);
  if (step <= 1) return rupiah;
  return mulDiv(mulDiv(rupiah, 1, step, rounding), step, 1, 'down');
}

/** How a shop rounds a document's total: to the nearest multiple of its `pembulatan`, or down under PEMBULATAN_KEBAWAH_MODULE. */
export interface TotalRounding {
  /** The para_system setting `pembulatan` in rupiah; 0 or 1 means no rounding. */
  pembulatan: number;
  /** PEMBULATAN_KEBAWAH_MODULE is on. */
  kebawah: boolean;
}

/** The rounding of a shop from its stored `pembulatan` text and its module records. */
export function totalRoundingOf(pembulatanText: string | null | undefined, modules: ModuleMap): TotalRounding {
  const value = Number(pembulatanText ?? '');
  // A missing or unreadable value rounds nothing rather than by a guessed step: the setting's check keeps it an integer.
  const pembulatan = Number.isSafeInteger(value) && value > 0 ? value : 0;
  return { pembulatan, kebawah: moduleOn(modules, 'PEMBULATAN_KEBAWAH_MODULE') };
}

/** A document's total as the customer pays it: rounded to the shop's `pembulatan`. */
export function roundTotal(rupiah: number, rule: TotalRounding): number {
  return roundToMultiple(rupiah, rule.pembulatan, rule.kebawah ? 'down' : 'nearest');
}

// ---------------------------------------------------------------- discounts

/** A discount as the screens take it (the coupon master's jenis_potongan too): a percentage or an amount. */
export type Discount = { jenis: 'PERSEN'; persen: number } | { jenis: 'NOMINAL'; rupiah: number };

/**
 * The spec lists the rule 'discount not above total' (section 5, label dictionaries) without its Indonesian text;
 * these wordings are ours, in the house style of the other messages.
 */
export const DISCOUNT_MESSAGES = {
  aboveTotal: 'Diskon Tidak Boleh Melebihi Total',
  negative: 'Diskon Tidak Boleh Kurang Dari 0',
} as const;
export type DiscountProblemCode = keyof typeof DISCOUNT_MESSAGES;

export interface DiscountResult {
  /** The discount in rupiah, never more than the amount (so a preview with a refused discount still adds up). */
  rupiah: number;
  problem?: AmountProblem<DiscountProblemCode>;
}

/**
 * A discount on an amount, in rupiah. A percentage drops rupiah fractions (the shop never gives more than the
 * percent says). A discount above the amount, or below 0, is refused with a problem, not thrown: it is typed by a user.
 */
export function discountRupiah(amount: number, discount: Discount | null | undefined): DiscountResult {
  if (!discount) return { rupiah: 0 };
  const rupiah = discount.jenis === 'PERSEN' ? percentOf(amount, discount.persen, 'down') : discount.rupiah;
  assertInteger('discount', rupiah);
  if (rupiah < 0) return { rupiah: 0, problem: { code: 'negative', message: DISCOUNT_MESSAGES.negative } };
  if (rupiah > amount) return { rupiah: Math.max(amount, 0), problem: { code: 'aboveTotal', message: DISCOUNT_MESSAGES.aboveTotal } };
  return { rupiah };
}
