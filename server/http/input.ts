// Typed, bounded input of hand-written routes (inventory, transfers, manual items, stocktakes ...). JSON gives any
// type anywhere: a boolean where a number belongs (true would count as 1 g), a number past the money maximum or
// beyond what a double holds exactly, a code of 200 KB. Each reader here accepts exactly one type within its bounds
// and otherwise throws 400 with the message the forms use (domain/validation.ts), so a service reads its input
// through these and never through Number() or String().
//
// The routes declare the same inputs as JSON Schemas (the end of this file), so Fastify refuses a wrong type, an
// oversize text or a missing field before the handler runs, with the messages below; the readers then do what a
// schema cannot: trim codes to capitals, read '7,85' as milligrams, cut a note. What only items need (barcodes,
// item lists) is in server/inventory/input.ts.
import { HttpError, MESSAGES as HTTP } from '../http-error';
import { s, type JsonSchema } from './schema';
import { MAX_MONEY } from '../../definitions/define';
import { MESSAGES, problemMessage } from '../../domain/validation';
import { checkRange, fieldLimits, readValue, WEIGHT } from '../../domain/units';

type Body = Record<string, unknown>;

export const INPUT_MESSAGES = {
  versiRequired: 'Versi Barang Tidak Boleh Kosong',
} as const;

/** The longest document number, and master code. */
export const DOC_NO_MAX = 40;
export const CODE_MAX = 20;
/** Free text on a document (keterangan, alasan). */
export const NOTE_MAX = 200;

const bad = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);
/** Absent: left out, null or empty (a form's empty field). */
export const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The JSON body as an object (the one its schema let through); {} when there is none (an `authorize` check runs before validation; a route may declare its body optional). */
export const bodyOf = (req: { body: unknown }): Body => (req.body ?? {}) as Body;

/** A code (barcode, tray, document number): text of at most `max` characters, trimmed and in capitals; '' when absent. */
export function code(v: unknown, field: string, label: string, max: number): string {
  if (absent(v)) return '';
  if (typeof v !== 'string') throw bad(MESSAGES.choice(label), field);
  const s = v.trim().toUpperCase();
  if (s.length > max) throw bad(MESSAGES.maxLength(label, max), field);
  return s;
}

/** Like code, but 400 with `required` when absent. */
export function requiredCode(v: unknown, field: string, label: string, max: number, required = MESSAGES.required(label)): string {
  const s = code(v, field, label, max);
  if (!s) throw bad(required, field);
  return s;
}

/** Free text, at most `max` characters (longer is cut: a note is never a reason to refuse a transaction). */
export function note(v: unknown, max = NOTE_MAX): string {
  if (absent(v)) return '';
  if (typeof v !== 'string' && typeof v !== 'number') throw new HttpError(400, HTTP.badRequest);
  return String(v).trim().slice(0, max);
}

/** A whole number sent as a JSON number, within [min, max]; `fallback` when absent (else it is required). */
export function wholeNumber(v: unknown, field: string, label: string, bounds: { min?: number; max: number; fallback?: number }): number {
  if (absent(v)) {
    if (bounds.fallback !== undefined) return bounds.fallback;
    throw bad(MESSAGES.required(label), field);
  }
  if (typeof v !== 'number' || !Number.isInteger(v)) throw bad(MESSAGES.number(label), field);
  const min = bounds.min ?? 0;
  if (v < min) throw bad(MESSAGES.minimum(label, min), field);
  if (v > bounds.max) throw bad(MESSAGES.maximum(label, bounds.max), field);
  return v;
}

/** Rupiah: a whole JSON number from 0 to the money maximum (which also keeps it exact in a double). */
export const money = (v: unknown, field: string, label: string): number => wholeNumber(v, field, label, { max: MAX_MONEY });

/** The most grams one input may carry (a bar of gold is 1 kg; this is a safety bound, not a plausibility check). */
export const MAX_GRAMS = 1_000_000;

/** Grams with at most 3 decimals (a JSON number, or text read as every weight is: '7,85') to integer milligrams; 0 when absent. */
export function grams(v: unknown, field: string, label: string): number {
  if (absent(v)) return 0;
  const limits = { min: 0, max: MAX_GRAMS };
  const read = readValue(v, WEIGHT);
  const checked = read.ok ? checkRange(read.value, WEIGHT, fieldLimits(limits, WEIGHT)) : read;
  if (!checked.ok) throw bad(problemMessage(label, checked.problem, WEIGHT.scale, limits), field);
  return checked.value;
}

/** The largest versi a write may name (the column is an int). */
const VERSI_MAX = 2_147_483_647;

/** The versi of a record (an item, a manual line) as the screen loaded it: required on every write, so a stale screen gets 409. */
export function versi(v: unknown, field = 'versi'): number {
  if (absent(v)) throw bad(INPUT_MESSAGES.versiRequired, field);
  return wholeNumber(v, field, 'Versi', { max: VERSI_MAX });
}

// ---------------------------------------------------------------- wire schemas of the same inputs

/** How long a note may arrive (the reader keeps NOTE_MAX of it: a long note is cut, never refused). */
export const NOTE_WIRE_MAX = 1000;
/** Grams as text ('7,85') are bounded like every number typed as text (server/http/schema.ts). */
const GRAMS_TEXT_MAX = 40;

/** A code that may be left out or sent as null (the reader reads both as absent). */
export const optionalCode = (title: string, max: number): JsonSchema => ({ title, type: ['string', 'null'], maxLength: max });

/** A code the reader requires, with the message it uses when absent (null and '' included: the reader says so). */
export const requiredCodeSchema = (title: string, max: number, required: string): JsonSchema => ({
  title,
  type: ['string', 'null'],
  maxLength: max,
  'x-messages': { required },
});

/** A whole number the reader treats as 0 (or its fallback) when null. */
export const optionalInt = (title: string, min: number, max: number): JsonSchema => ({
  title,
  type: ['integer', 'null'],
  minimum: min,
  maximum: max,
  'x-messages': { type: MESSAGES.number(title) },
});

/** Grams: a number or text read as every weight is ('7,85'); null or absent is 0. */
export const gramsSchema = (title: string): JsonSchema => ({
  title,
  anyOf: [{ type: 'number' }, { type: 'string', maxLength: GRAMS_TEXT_MAX }, { type: 'null' }],
  'x-unit': 'weight',
});

/** Rupiah as the reader takes them (a whole number up to the money maximum). */
export const moneySchema = (title: string): JsonSchema => ({ ...s.money(title), 'x-messages': { type: MESSAGES.number(title) } });

/** Free text on a document: text or digits, cut to NOTE_MAX by the reader. */
export const noteSchema = (title: string): JsonSchema => s.note(title, NOTE_WIRE_MAX);

/** The versi a write names: 'Versi Barang Tidak Boleh Kosong' when missing or null. */
export const versiSchema: JsonSchema = {
  title: 'Versi',
  type: ['integer', 'null'],
  minimum: 0,
  maximum: VERSI_MAX,
  'x-messages': { required: INPUT_MESSAGES.versiRequired, type: MESSAGES.number('Versi') },
};
