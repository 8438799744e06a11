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
import type { LANGUAGES } from './languages';

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
//
// Shown the way the reader's language writes numbers. Indonesian, the default, groups thousands with '.' and writes a
// decimal comma: money 1.161.300 (mask 'Rp. 1.161.300 ,-'), weight 1,185 g, kadar 75,00, percent 1,10 %. English
// groups with ',' and writes a decimal point: 1,161,300, 1.185 g. Italian writes numbers as Indonesian does; Chinese
// (Hong Kong), Malay (Malaysia) and Japanese as English does. The browser's i18n provider sets the style of the
// interface language (setNumberLanguage); nothing on the server does, so its messages are Indonesian, and the printed
// receipt, whose words are Indonesian, passes INDONESIAN_NUMBERS itself. Machine-readable text (plainText: CSV for
// import, JSON, SQL) has no grouping and a decimal point whatever the language; spreadsheet cells stay numbers.
/** How a language writes numbers: the mark between groups of thousands and the decimal mark. */
export interface NumberStyle {
  group: string;
  decimal: string;
}
export const INDONESIAN_NUMBERS: NumberStyle = { group: '.', decimal: ',' };
export const ENGLISH_NUMBERS: NumberStyle = { group: ',', decimal: '.' };

/** Every interface language (domain/languages.ts) names its style, so a new language has to choose one. */
const LANGUAGE_NUMBERS: Record<(typeof LANGUAGES)[number]['locale'], NumberStyle> = {
  id: INDONESIAN_NUMBERS,
  it: INDONESIAN_NUMBERS,
  en: ENGLISH_NUMBERS,
  hk: ENGLISH_NUMBERS,
  my: ENGLISH_NUMBERS,
  jp: ENGLISH_NUMBERS,
};

/** The style of an interface language; Indonesian for a code that is none. */
export function numberStyleOf(locale: string): NumberStyle {
  return Object.hasOwn(LANGUAGE_NUMBERS, locale) ? LANGUAGE_NUMBERS[locale as keyof typeof LANGUAGE_NUMBERS] : INDONESIAN_NUMBERS;
}

let shownStyle = INDONESIAN_NUMBERS;

/** The style every formatter uses when it is given none: the interface language's, set by the browser's i18n provider. */
export function setNumberLanguage(locale: string): void {
  shownStyle = numberStyleOf(locale);
}

/** A value in its integer form as sign, integer digits and exactly `scale` fraction digits. */
function scaledDigits(value: number, scale: number): { negative: boolean; int: string; frac: string } {
  const rounded = Math.round(value);
  // Beyond 2^53 a double is already a whole number, whose digits BigInt spells exactly.
  const abs = Number.isSafeInteger(rounded) ? String(Math.abs(rounded)) : BigInt(Math.abs(rounded)).toString();
  const text = abs.padStart(scale + 1, '0');
  return { negative: rounded < 0 && /[1-9]/.test(abs), int: text.slice(0, text.length - scale), frac: text.slice(text.length - scale) };
}

/** A value in its integer form as display text: grouped, with exactly `scale` decimals ('1.234,500', '-15.000' in id). */
export function formatScaled(value: number, scale: number, style: NumberStyle = shownStyle): string {
  if (!Number.isFinite(value)) return String(value);
  const { negative, int, frac } = scaledDigits(value, scale);
  return `${negative ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)}${frac ? `${style.decimal}${frac}` : ''}`;
}

/** A value in its integer form as plain decimal text, as a number column or a CSV reader takes it: '3.250', '-15000'. */
export function plainText(value: number, scale: number): string {
  const { negative, int, frac } = scaledDigits(value, scale);
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/**
 * A number in display units (grams, percent, rupiah) in the integer form of `decimals` decimals, rounded half away
 * from zero on its shortest decimal text, so 1.005 g shown with 2 decimals is 1,01 (1.005 x 100 is 100.49999...).
 */
function scaledFrom(n: number, decimals: number): number {
  const text = String(Math.abs(n));
  const shifted = text.includes('e') ? Math.abs(n) * 10 ** decimals : Number(`${text}e${decimals}`);
  const r = Math.round(shifted);
  return n < 0 ? -r : r;
}

/** A number in display units with `decimals` decimals, grouped: formatNumber(1.185, 3) is '1,185' in id. */
export function formatNumber(n: number, decimals: number, style: NumberStyle = shownStyle): string {
  return Number.isFinite(n) ? formatScaled(scaledFrom(n, decimals), decimals, style) : String(n);
}

/** Rupiah as money is shown: '1.234.567' (id). */
export const formatRupiah = (rupiah: number, style?: NumberStyle): string => formatScaled(rupiah, 0, style);
/** The input mask of money fields: 'Rp. 1.250.000 ,-' (id). */
export const formatRupiahMask = (rupiah: number, style?: NumberStyle): string => `Rp. ${formatRupiah(rupiah, style)} ,-`;
/** Milligrams as grams with 3 decimals: '7,850' (id). */
export const formatWeightMg = (mg: number, style?: NumberStyle): string => formatScaled(mg, 3, style);
/** Hundredths as a percentage or kadar with 2 decimals: '1,10', '75,00' (id). */
export const formatHundredths = (h: number, style?: NumberStyle): string => formatScaled(h, 2, style);

/** A value in its unit's integer form as the screen shows it: 'Rp. 4.250.000 ,-', '7,850 g', '1,10 %', '12' (id). */
export function formatUnit(value: number, unit: Unit, style?: NumberStyle): string {
  if (unit.name === 'money') return formatRupiahMask(value, style);
  const text = formatScaled(value, unit.scale, style);
  return unit.symbol ? `${text} ${unit.symbol}` : text;
}

/**
 * A value as the database or a JSON answer holds it (a number, or plain decimal text: '0.5', '1000') as a number input
 * shows it typed, so a field filled for the user looks like one the user filled: '0,500', '1.000' (id). Text that is
 * not plain decimal text stays as it is; nothing is ''.
 */
export function inputText(v: number | string | null | undefined, unit: Unit): string {
  if (v === null || v === undefined || v === '') return '';
  const read = typeof v === 'number' ? fromNumber(v, unit) : DECIMAL_TEXT.test(v.trim()) ? parseUnit(v, unit, { decimalMark: '.' }) : undefined;
  return read?.ok ? formatScaled(read.value, unit.scale) : String(v);
}
