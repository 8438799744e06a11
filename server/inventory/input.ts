// Typed, bounded input of the inventory routes (items, receipts, stocktakes, transfers, tray weighing, manual
// items). JSON gives any type anywhere: a boolean where a number belongs (true would count as 1 g), a number past
// the money maximum or beyond what a double holds exactly, a barcode of 200 KB. Each reader here accepts exactly
// one type within its bounds and otherwise throws 400 with the message the forms use (domain/validation.ts), so a
// route reads its body through these and never through Number() or String().
//
// The routes declare the same inputs as JSON Schemas (the end of this file), so Fastify refuses a wrong type, an
// oversize text or a missing field before the handler runs, with the messages below; the readers then do what a
// schema cannot: trim codes to capitals, read '7,85' as milligrams, cut a note, find a barcode named twice.
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES as HTTP } from '../http-error';
import { fieldSetBody, s, type JsonSchema } from '../http/schema';
import { ITEM } from '../../domain/barang';
import { MAX_MONEY } from '../../definitions/define';
import { MESSAGES, problemMessage } from '../../domain/validation';
import { checkRange, fieldLimits, readValue, WEIGHT } from '../../domain/units';
import { ITEM_MESSAGES } from '../../domain/inventory';
import type { Expected } from './items';

type Body = Record<string, unknown>;

export const INPUT_MESSAGES = {
  versiRequired: 'Versi Barang Tidak Boleh Kosong',
} as const;

/** The longest barcode a label carries (domain/barang.ts kode_barcode), and of a document number or master code. */
export const BARCODE_MAX = 20;
export const DOC_NO_MAX = 40;
export const CODE_MAX = 20;
/** Free text on a document (keterangan, alasan). */
export const NOTE_MAX = 200;

const bad = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);
const absent = (v: unknown) => v === undefined || v === null || v === '';

/** The JSON object a write sends; anything else (a string, an array, no body) is 400. */
export function bodyOf(req: FastifyRequest, opts: { optional?: boolean } = {}): Body {
  const b = req.body;
  if (b && typeof b === 'object' && !Array.isArray(b) && !Buffer.isBuffer(b)) return b as Body;
  if (opts.optional && (b === undefined || b === null)) return {};
  throw new HttpError(400, HTTP.badRequest);
}

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

/** The versi of an item as the screen loaded it: required on every item write, so a stale screen gets 409. */
export function versi(v: unknown, field = 'versi'): number {
  if (absent(v)) throw bad(INPUT_MESSAGES.versiRequired, field);
  return wholeNumber(v, field, 'Versi', { max: 2_147_483_647 });
}

/** One item a write names: its barcode, the versi the screen saw and, when sent, the tray it saw it on. */
export function itemRef(v: unknown, opts: { versi: boolean } = { versi: true }): Expected {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, HTTP.badRequest);
  const i = v as Body;
  const kode_barcode = requiredCode(i.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
  const kode_baki = code(i.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX);
  return {
    kode_barcode,
    ...(kode_baki ? { kode_baki } : {}),
    ...(opts.versi ? { versi: versi(i.versi) } : absent(i.versi) ? {} : { versi: versi(i.versi) }),
  };
}

/** The most items one document may carry. */
export const MAX_ITEMS = 5_000;

/** `body.items`: the items a write names (at least one, none twice). */
export function itemRefs(body: Body, opts: { versi: boolean } = { versi: true }): Expected[] {
  const items = body.items;
  if (!Array.isArray(items) || !items.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  if (items.length > MAX_ITEMS) throw new HttpError(400, MESSAGES.maximum('Jumlah Barang', MAX_ITEMS));
  const refs = items.map((i) => itemRef(i, opts));
  if (new Set(refs.map((r) => r.kode_barcode)).size !== refs.length) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
  return refs;
}

/** A query-string parameter: one value of at most `max` characters ('' when absent); a repeated one is 400. */
export function queryText(q: unknown, name: string, max: number): string {
  const v = q && typeof q === 'object' ? (q as Body)[name] : undefined;
  if (v === undefined) return '';
  if (typeof v !== 'string') throw new HttpError(400, HTTP.badRequest);
  if (v.length > max) throw bad(MESSAGES.maxLength(name, max), name);
  return v.trim();
}

/** The barcode of a path (`:kode_barcode`). */
export const barcodeParam = (req: FastifyRequest): string =>
  requiredCode((req.params as { kode_barcode?: unknown }).kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);

// ---------------------------------------------------------------- wire schemas of the same inputs

/** The largest versi a write may name (the column is an int). */
const VERSI_MAX = 2_147_483_647;
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

/** The versi an item write names: 'Versi Barang Tidak Boleh Kosong' when missing or null. */
export const versiSchema: JsonSchema = {
  title: 'Versi',
  type: ['integer', 'null'],
  minimum: 0,
  maximum: VERSI_MAX,
  'x-messages': { required: INPUT_MESSAGES.versiRequired, type: MESSAGES.number('Versi') },
};

/** The barcode of a path (`:kode_barcode`). */
export const barcodeParams: JsonSchema = s.object({ kode_barcode: s.code('Kode Barcode', BARCODE_MAX) }, ['kode_barcode']);

/** One item a write names (itemRef): its barcode, the versi the screen saw, and the tray it saw it on, when sent. */
export const itemRefSchema = (opts: { versi: boolean } = { versi: true }, extra: Record<string, JsonSchema> = {}, required: readonly string[] = []): JsonSchema => ({
  ...s.object(
    {
      kode_barcode: requiredCodeSchema('Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound),
      kode_baki: optionalCode('Kode Baki', CODE_MAX),
      versi: versiSchema,
      ...extra,
    },
    ['kode_barcode', ...(opts.versi ? ['versi'] : []), ...required],
  ),
  title: 'Barang',
  'x-messages': { type: HTTP.badRequest },
});

/** `items`: at least one, at most MAX_ITEMS, with the messages of itemRefs. */
export const itemsSchema = (row: JsonSchema): JsonSchema => ({
  title: 'Barang',
  type: 'array',
  items: row,
  minItems: 1,
  maxItems: MAX_ITEMS,
  'x-messages': {
    required: ITEM_MESSAGES.itemsRequired,
    type: ITEM_MESSAGES.itemsRequired,
    minItems: ITEM_MESSAGES.itemsRequired,
    maxItems: MESSAGES.maximum('Jumlah Barang', MAX_ITEMS),
  },
});

/** New item rows of a bulk write: every field typed and bounded; what is missing createItems lists per row. */
export const itemRowSchema: JsonSchema = (() => {
  const { required: _perRow, ...row } = fieldSetBody(ITEM, 'create');
  return { ...row, title: 'Barang', 'x-messages': { type: HTTP.badRequest } };
})();
