// Every number the trade types, in one place: how text typed the Indonesian way (or the English way) is read, what
// each unit may hold, and how it is shown. Values live as integers in their unit's smallest step, so no sum ever
// drifts through a float:
//   money      integer rupiah                       '4.250.000', '4,250,000', 'Rp. 4.250.000 ,-' -> 4250000
//   weight     integer milligrams (numeric(12,3))   '7,85', '7.85' -> 7850; '1.234,5' -> 1234500
//   hundredths kadar and percentages, x 100         '1,1' -> 110 (1.10 %); '75' -> 7500
//
// On the server, weights are carried in code as integer milligrams: a weight from a column or a JSON body becomes
// milligrams through weightMg, every sum and difference is taken in milligrams, and milligrams go back to SQL as
// mgText (exact numeric text) and to JSON as mgToGrams. The database driver turns NUMERIC text into a number in one
// place only, numericFromDb (INT8: int8FromDb), which refuses a value a double cannot hold exactly.
//
// How separators are read (both '.' and ',' are typed as either mark in Indonesia):
// - Both marks present: the last one is the decimal point and may occur once; the other groups thousands (every
//   group after the first has exactly 3 digits). '1.234,5' and '1,234.5' are the same number.
// - Integer units (money, counts): a mark followed by exactly 3 digits groups thousands ('4.250' and '4,250' are
//   4250; rupiah have no thousandths). A single mark followed by 1 or 2 digits is a decimal point; only a zero
//   fraction (',00', '.0') is accepted, anything else ('4,5' rupiah) is refused: it is either sen, which a rupiah
//   amount does not have, or a mistyped thousand, and guessing either would save a wrong amount.
// - Decimal units (weight, hundredths, numbers with decimals): a single mark is always the decimal point, even when
//   3 digits follow: weights carry 3 decimals, so '10.005' is 10.005 g, never 10005 g. The same mark repeated
//   ('1.234.567') is refused as ambiguous, unless the text states its decimal mark (an Indonesian spreadsheet:
//   `decimalMark: ','`), where dots then group thousands.
// - More decimals than the unit holds are refused, never rounded. A leading '-' (or '−') is the sign; whether a
//   field takes negatives is its own limit. Money may carry the input mask 'Rp. ' ... ' ,-', weights ' g'/' gr',
//   percentages ' %'.
import { MAX_MONEY, MAX_WEIGHT, type NumberField } from './fields';

export interface Unit {
  name: 'money' | 'weight' | 'percent' | 'kadar' | 'number';
  /** Decimal digits the integer form keeps: 0 rupiah, 3 (mg per gram) weight, 2 hundredths. */
  scale: number;
  /** 'integer': marks followed by 3 digits group thousands; 'decimal': a lone mark is the decimal point. */
  reading: 'integer' | 'decimal';
  /** Hard limits in the integer form; a field's definition may narrow them. */
  min: number;
  max: number;
  /** Where values stop being believable, in the integer form: beyond it the user confirms before saving. */
  plausible: { min?: number; max?: number };
  /** Shown after the value in a preview ('g', '%'); money shows its mask instead. */
  symbol: string;
}

export const MONEY: Unit = {
  name: 'money',
  scale: 0,
  reading: 'integer',
  min: -MAX_MONEY,
  max: MAX_MONEY,
  // Rp 10 miliar: five kilograms of gold; a price or amount above it is far more often a typo than a sale.
  plausible: { max: 10_000_000_000 },
  symbol: 'Rp',
};
export const WEIGHT: Unit = {
  name: 'weight',
  scale: 3,
  reading: 'decimal',
  min: -MAX_WEIGHT * 1000,
  max: MAX_WEIGHT * 1000,
  // A piece of jewellery over 500 g is implausible (a typo of the decimal point, e.g. 7850 for 7,850).
  plausible: { max: 500_000 },
  symbol: 'g',
};
export const PERCENT: Unit = { name: 'percent', scale: 2, reading: 'decimal', min: 0, max: 100_00, plausible: {}, symbol: '%' };
/** Purity in percent of gold: above 100 cannot be gold purity (the spec still lets a field hold up to 500). */
export const KADAR: Unit = { name: 'kadar', scale: 2, reading: 'decimal', min: 0, max: 500_00, plausible: { max: 100_00 }, symbol: '%' };
/** VAT in percent: Indonesia's rate is 11-12 %; above 20 % is a typo. */
export const PPN: Unit = { ...PERCENT, plausible: { max: 20_00 } };

/** A plain number with the given decimals (counts, carats, points): integer reading when it has none. */
export function numberUnit(decimals = 0): Unit {
  const limit = Math.floor(Number.MAX_SAFE_INTEGER / 10 ** decimals);
  return { name: 'number', scale: decimals, reading: decimals ? 'decimal' : 'integer', min: -limit, max: limit, plausible: {}, symbol: '' };
}

// ---------------------------------------------------------------- parsing

/**
 * Why a text was refused: 'number' unreadable; 'decimals' more decimals than the unit holds; 'whole' a fraction
 * in an integer unit; 'min'/'max' outside the limits.
 */
export type Problem = 'number' | 'decimals' | 'whole' | 'min' | 'max';
/** `approx` is the refused value as a float where it has one, for a message naming the limit it broke. */
export type Parsed = { ok: true; value: number } | { ok: false; problem: Problem; approx?: number };

export interface ReadOptions {
  /** The decimal mark the source is known to use (a CSV from a spreadsheet set to Indonesian: ','). */
  decimalMark?: ',' | '.';
}

const refuse = (problem: Problem, approx?: number): Parsed => ({ ok: false, problem, ...(approx === undefined ? {} : { approx }) });

/** Removes the mask and unit symbols a user or a spreadsheet may leave around the number; answers sign and body. */
function unwrap(text: string, unit: Unit): { negative: boolean; body: string } {
  let t = text.replace(/[\s\u00a0]+/g, ' ').trim();
  let negative = false;
  const sign = () => {
    const m = /^([-+\u2212])\s*/.exec(t);
    if (!m) return;
    negative = m[1] !== '+';
    t = t.slice(m[0].length);
  };
  sign();
  if (unit.name === 'money') {
    t = t.replace(/^rp\.?\s*/i, '').replace(/\s*[,.]-$/, '');
    if (!negative) sign();
  }
  if (unit.name === 'weight') t = t.replace(/\s*(gr|g|gram)$/i, '');
  if (unit.symbol === '%') t = t.replace(/\s*%$/, '');
  return { negative, body: t };
}

/** The integer and fraction digits of an unsigned body, or undefined when it is not a number of this reading. */
function digitsOf(body: string, unit: Unit, opts: ReadOptions): { int: string; frac: string } | undefined {
  if (!/^[0-9.,]+$/.test(body) || !/\d/.test(body)) return undefined;
  const count = (mark: string) => body.split(mark).length - 1;
  const dots = count('.');
  const commas = count(',');
  let decimal: string | undefined;
  if (dots && commas) decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots || commas) {
    const mark = dots ? '.' : ',';
    const times = dots || commas;
    const tail = body.length - body.lastIndexOf(mark) - 1;
    if (opts.decimalMark) {
      // A stated mark decides, except that dots alone stay a decimal point in a decimal unit (a weight 10.005).
      decimal = mark === opts.decimalMark || (unit.reading === 'decimal' && times === 1) ? mark : undefined;
    } else if (unit.reading === 'integer') decimal = times === 1 && tail !== 3 ? mark : undefined;
    else if (times === 1) decimal = mark;
    else return undefined; // '1.234.567' in a weight: thousands, or a mistyped decimal point? Refused.
  }
  const group = decimal ? (decimal === '.' ? ',' : '.') : commas ? ',' : '.';
  const at = decimal ? body.lastIndexOf(decimal) : -1;
  const intText = at >= 0 ? body.slice(0, at) : body;
  const frac = at >= 0 ? body.slice(at + 1) : '';
  if (at >= 0 && (frac === '' || !/^\d+$/.test(frac))) return undefined;
  if (intText.includes(group)) {
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(intText)) return undefined;
  } else if (!/^\d*$/.test(intText)) return undefined;
  return { int: intText.split(group).join(''), frac };
}

/** Reads typed or imported text into the unit's integer form, or says why it cannot. */
export function parseUnit(text: string, unit: Unit, opts: ReadOptions = {}): Parsed {
  const { negative, body } = unwrap(text, unit);
  const digits = digitsOf(body, unit, opts);
  if (!digits) return refuse('number');
  let { frac } = digits;
  const approx = (negative ? -1 : 1) * Number(`${digits.int || '0'}.${frac || '0'}`);
  if (unit.scale === 0 && frac) {
    // Only an empty fraction (',00', '.0') may follow an integer unit; a guessed mark with more than 2 digits after
    // it is no decimal point at all (a stated one is).
    if (frac.length > 2 && !opts.decimalMark) return refuse('number');
    if (!/^0+$/.test(frac)) return refuse('whole', approx);
    frac = '';
  }
  if (frac.length > unit.scale) return refuse('decimals', approx);
  const magnitude = BigInt(digits.int || '0') * 10n ** BigInt(unit.scale) + BigInt(frac.padEnd(unit.scale, '0') || '0');
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return refuse(negative ? 'min' : 'max', approx);
  const value = Number(magnitude);
  return checkRange(negative && value !== 0 ? -value : value, unit);
}

/** A value in the integer form checked against the unit's limits (or a field's narrower ones). */
export function checkRange(value: number, unit: Unit, limits: { min?: number; max?: number } = {}): Parsed {
  const min = Math.max(unit.min, limits.min ?? -Infinity);
  const max = Math.min(unit.max, limits.max ?? Infinity);
  const approx = value / 10 ** unit.scale;
  if (value < min) return refuse('min', approx);
  if (value > max) return refuse('max', approx);
  return { ok: true, value };
}

/** A number sent as JSON (or held by a form) in display units to the integer form, refusing extra decimals. */
export function fromNumber(n: number, unit: Unit): Parsed {
  if (typeof n !== 'number' || !Number.isFinite(n)) return refuse('number');
  const value = Math.round(n * 10 ** unit.scale);
  // The double nearest a value with `scale` decimals prints back as that value; anything else had more.
  if (Number((value / 10 ** unit.scale).toFixed(unit.scale)) !== n) return refuse(unit.scale ? 'decimals' : 'whole', n);
  if (!Number.isSafeInteger(value)) return refuse(n < 0 ? 'min' : 'max', n);
  return checkRange(value === 0 ? 0 : value, unit);
}

/** Typed text or a number, whichever a form holds. */
export function readValue(v: unknown, unit: Unit, opts: ReadOptions = {}): Parsed {
  if (typeof v === 'number') return fromNumber(v, unit);
  if (typeof v === 'string') return parseUnit(v, unit, opts);
  return refuse('number');
}

/**
 * The unit of a definition's number field. The vocabulary has no kadar kind: kadar fields are the 2-decimal numbers
 * named kadar* (kadar, kadar_modal, kadar_dari ...), and get kadar's plausible range.
 */
export function fieldUnit(name: string, field: NumberField): Unit {
  if (field.kind === 'money') return MONEY;
  if (field.kind === 'weight') return WEIGHT;
  if (field.kind === 'percent') return PERCENT;
  if (field.decimals === 2 && /^kadar/.test(name)) return KADAR;
  return numberUnit(field.decimals ?? 0);
}

/** A field's own limits (in display units in the definition) in the unit's integer form. */
export function fieldLimits(field: Pick<NumberField, 'min' | 'max'>, unit: Unit): { min?: number; max?: number } {
  const scaled = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 10 ** unit.scale));
  return { min: scaled(field.min), max: scaled(field.max) };
}

export const parseMoney = (text: string): Parsed => parseUnit(text, MONEY);
export const parseWeightMg = (text: string): Parsed => parseUnit(text, WEIGHT);
export const parseHundredths = (text: string): Parsed => parseUnit(text, PERCENT);

/** The integer form back in display units: mg to grams, hundredths to percent (the nearest double). */
export const toDisplay = (value: number, unit: Unit): number => value / 10 ** unit.scale;

/** Whether a value is inside the unit's plausible range (outside it, the user confirms). */
export function isPlausible(value: number, unit: Unit): boolean {
  const { min, max } = unit.plausible;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

// ---------------------------------------------------------------- weights and the database

/** Canonical decimal text as numeric columns give it: '7.850', '-0.012', '7', '1e-3' is not one. */
const DECIMAL_TEXT = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/**
 * A weight from the database driver, in grams: a float (numeric read as a number) or exact numeric text ('7.850').
 * Text is read digit by digit, never through a float; a float is the double nearest a 3-decimal value, so rounding
 * its thousandths is exact. Throws on anything else: a column value that is not a weight is a bug, not input.
 */
export function weightMg(v: number | string): number {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new RangeError(`not a weight: ${v}`);
    return Math.round(v * 1000) + 0;
  }
  const m = DECIMAL_TEXT.exec(v.trim());
  if (!m) throw new RangeError(`not a weight: ${v}`);
  const frac = m[3] ?? '';
  if (frac.length > 3 && !/^0+$/.test(frac.slice(3))) throw new RangeError(`more than 3 decimals: ${v}`);
  const mg = Number(m[2]) * 1000 + Number(frac.slice(0, 3).padEnd(3, '0'));
  return m[1] === '-' && mg ? -mg : mg;
}

/** Integer milligrams as exact decimal text with 3 decimals ('-0.012'), for numeric SQL parameters. */
export function mgText(mg: number): string {
  const abs = Math.abs(mg);
  return `${mg < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Integer milligrams as grams (the double nearest the 3-decimal value), for JSON answers. */
export const mgToGrams = (mg: number): number => mg / 1000;

/** The sum of weights in grams (as the database or a JSON body gives them), in integer milligrams. */
export function sumMg(grams: Iterable<number | string>): number {
  let mg = 0;
  for (const g of grams) mg += weightMg(g);
  return mg;
}

/** Decimal digits every double carries exactly (DBL_DIG): such a decimal reads back as itself. */
const MAX_EXACT_DIGITS = 15;

/**
 * The one place a NUMERIC value from the database becomes a JS number. The text is read digit by digit into an
 * integer and divided once by its power of ten, which gives the double nearest the decimal value. Text with more
 * than 15 significant digits has no double that reads back as itself, so it throws: a sum that outgrows a double
 * fails loudly rather than answering a silently rounded number. Trailing zeros of the fraction are not significant
 * ('7.8500000000000000' from a division is 7.85).
 */
export function numericFromDb(text: string): number {
  const m = DECIMAL_TEXT.exec(text);
  if (!m) throw new RangeError(`not a numeric value: ${text}`);
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const digits = (m[2] + frac).replace(/^0+/, '');
  if (digits.length > MAX_EXACT_DIGITS || frac.length > MAX_EXACT_DIGITS) throw new RangeError(`numeric value beyond a double's precision: ${text}`);
  const value = Number(digits || '0') / 10 ** frac.length;
  return m[1] === '-' && value ? -value : value;
}

/** An INT8 (bigint) value from the database as a JS number; throws beyond Number.MAX_SAFE_INTEGER, where it would round. */
export function int8FromDb(text: string): number {
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not an int8 value: ${text}`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value beyond Number.MAX_SAFE_INTEGER: ${text}`);
  return value;
}

// ---------------------------------------------------------------- formatting

/** Digits grouped by thousands with ',' (the Korean-locale grouping the spec shows money in). */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A value in its integer form as display text: grouped, with exactly `scale` decimals ('1,234.500', '-15,000'). */
export function formatScaled(value: number, scale: number): string {
  const abs = Math.abs(Math.round(value));
  const text = String(abs).padStart(scale + 1, '0');
  const int = grouped(text.slice(0, text.length - scale));
  const frac = scale ? `.${text.slice(text.length - scale)}` : '';
  return `${value < 0 && abs !== 0 ? '-' : ''}${int}${frac}`;
}

/** A value in its integer form as plain decimal text, as a number column or a CSV reader takes it: '3.250', '-15000'. */
export const plainText = (value: number, scale: number): string => formatScaled(value, scale).replace(/,/g, '');

/** Rupiah as the spec shows money: '1,234,567'. */
export const formatRupiah = (rupiah: number): string => formatScaled(rupiah, 0);
/** The input mask of money fields: 'Rp. 1,250,000 ,-'. */
export const formatRupiahMask = (rupiah: number): string => `Rp. ${formatRupiah(rupiah)} ,-`;
/** Milligrams as grams with 3 decimals: '7.850'. */
export const formatWeightMg = (mg: number): string => formatScaled(mg, 3);
/** Hundredths as a percentage with 2 decimals: '1.10'. */
export const formatHundredths = (h: number): string => formatScaled(h, 2);

/** A value in its unit's integer form as the screen shows it: 'Rp. 4,250,000 ,-', '7.850 g', '1.10 %', '12'. */
export function formatUnit(value: number, unit: Unit): string {
  if (unit.name === 'money') return formatRupiahMask(value);
  const text = formatScaled(value, unit.scale);
  return unit.symbol ? `${text} ${unit.symbol}` : text;
}
