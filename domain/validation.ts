// One validator for a record of a field set (a master's, the item's, a transaction's header or line), run by the
// browser form and by the server: JSON Schema derived from the fields, checked by ajv, errors turned into the spec's Indonesian messages.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Field, FieldSet, NumberField } from './fields';
import { fieldLabel } from './labels';
import { whatsappNumber } from './phone';
import { fieldUnit, formatNumber, parseUnit, toDisplay, type Problem } from './units';

export type Mode = 'create' | 'update';
export interface FieldError {
  field: string;
  message: string;
}
type Rec = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 9 });
const cache = new WeakMap<FieldSet, Partial<Record<Mode, ValidateFunction>>>();

/** A limit as numbers are shown, with the decimals it has: '999.999.999.999.999', '0,5' (id). */
const limit = (n: number) => formatNumber(n, String(n).split('.')[1]?.length ?? 0);

export const MESSAGES = {
  required: (l: string) => `${l} Tidak Boleh Kosong`,
  maxLength: (l: string, n: number) => `${l} Maksimal ${n} Karakter`,
  minLength: (l: string, n: number) => `${l} Minimal ${n} Karakter`,
  minimum: (l: string, n: number) => `${l} Tidak Boleh Kurang Dari ${limit(n)}`,
  maximum: (l: string, n: number) => `${l} Tidak Boleh Lebih Dari ${limit(n)}`,
  notZero: (l: string) => `${l} Tidak Boleh 0`,
  number: (l: string) => `${l} Harus Berupa Angka`,
  decimals: (l: string, n: number) => `${l} Maksimal ${n} Angka Di Belakang Koma`,
  choice: (l: string) => `${l} Tidak Valid`,
};

/**
 * The message for a number a unit refused (domain/units.ts), `min`/`max` being the field's limits in display units.
 * A fraction where a whole number belongs ('4,5' rupiah) is 'Harus Berupa Angka', as the validator says it.
 */
export function problemMessage(label: string, problem: Problem, decimals: number, limits: { min?: number; max?: number } = {}): string {
  switch (problem) {
    case 'decimals':
      return MESSAGES.decimals(label, decimals);
    case 'min':
      return limits.min === undefined ? MESSAGES.number(label) : MESSAGES.minimum(label, limits.min);
    case 'max':
      return limits.max === undefined ? MESSAGES.number(label) : MESSAGES.maximum(label, limits.max);
    default:
      return MESSAGES.number(label);
  }
}

/** Fields whose text input is read as a number. */
export const isNumeric = (f: Field) => f.kind === 'number' || f.kind === 'money' || f.kind === 'weight' || f.kind === 'percent';

function fieldSchema(f: Field): Rec {
  if (f.kind === 'number' || f.kind === 'money' || f.kind === 'weight' || f.kind === 'percent') {
    const n = f;
    const s: Rec = { type: n.decimals ? 'number' : 'integer' };
    if (n.decimals) s.multipleOf = 10 ** -n.decimals;
    if (n.min !== undefined) s.minimum = n.min;
    if (n.max !== undefined) s.maximum = n.max;
    if (n.notZero) s.not = { const: 0 };
    return s;
  }
  switch (f.kind) {
    case 'code':
    case 'text': {
      const s: Rec = { type: 'string' };
      if (f.maxLength) s.maxLength = f.maxLength;
      if (f.pattern) s.pattern = f.pattern.regex;
      const min = Math.max(f.required ? 1 : 0, f.minLength ?? 0);
      if (min) s.minLength = min;
      return s;
    }
    case 'ref':
      return f.required ? { type: 'string', minLength: 1 } : { type: 'string' };
    case 'select':
      return { enum: [...f.options] };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
  }
}

export function recordSchema(def: FieldSet, mode: Mode): Rec {
  const properties: Rec = {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (mode === 'update' && name === def.key) continue; // the key travels in the path
    properties[name] = fieldSchema(f);
    if (f.required) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

function validator(def: FieldSet, mode: Mode): ValidateFunction {
  const entry = cache.get(def) ?? {};
  if (!entry[mode]) {
    entry[mode] = ajv.compile(recordSchema(def, mode));
    cache.set(def, entry);
  }
  return entry[mode]!;
}

/**
 * Numeric text read by the field's unit (domain/units.ts: '7,85' is 7.85 g, '4.250.000' is 4250000 rupiah). Text it
 * cannot read stays text, which the validator refuses as '<Label> Harus Berupa Angka'; a number it refuses for its
 * decimals or size goes on as that number, so the validator names the rule it breaks.
 */
function numericText(name: string, f: NumberField, text: string): unknown {
  const unit = fieldUnit(name, f);
  const read = parseUnit(text, unit);
  if (read.ok) return toDisplay(read.value, unit);
  return read.approx ?? text;
}

/**
 * Keeps the definition's fields only, trims text, uppercases codes, writes phones in the 62 form, turns numeric text into numbers and
 * empty values into absent ones, so the validator and the database see one shape. Non-text values of numeric
 * fields (true, arrays) stay as they are, for the validator to refuse.
 */
export function normalizeRecord(def: FieldSet, input: Rec, mode: Mode): Rec {
  const out: Rec = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (mode === 'update' && name === def.key) continue;
    let v = input[name];
    if (v === null || v === undefined) continue;
    if (typeof v === 'string') {
      v = v.trim();
      if (v === '') continue;
      if ((f.kind === 'code' || f.kind === 'text') && f.upper) v = (v as string).toUpperCase();
      if (f.kind === 'text' && f.phone) v = whatsappNumber(v as string);
      if (f.kind === 'ref') v = (v as string).toUpperCase();
      if (isNumeric(f)) v = numericText(name, f as NumberField, v as string);
    }
    if (f.kind === 'boolean' && typeof v === 'string') v = v === 'true';
    out[name] = v;
  }
  return out;
}

/**
 * The message of one ajv error about the value labelled `label`: the one wording of the forms and the API
 * (server/http/validation.ts words route schemas' refusals with it too). `numeric`: the value is read as a number.
 */
export function keywordMessage(e: Pick<ErrorObject, 'keyword' | 'params'>, label: string, opts: { numeric?: boolean; pattern?: string } = {}): string {
  const p = e.params as Record<string, number>;
  switch (e.keyword) {
    case 'required':
      return MESSAGES.required(label);
    case 'minLength':
      return p.limit <= 1 ? MESSAGES.required(label) : MESSAGES.minLength(label, p.limit);
    case 'maxLength':
      return MESSAGES.maxLength(label, p.limit);
    case 'minimum':
      return MESSAGES.minimum(label, p.limit);
    case 'maximum':
    case 'maxItems':
      return MESSAGES.maximum(label, p.limit);
    case 'not':
      return MESSAGES.notZero(label);
    case 'multipleOf':
      return MESSAGES.decimals(label, Math.round(-Math.log10(p.multipleOf)));
    case 'pattern':
      return opts.pattern ?? MESSAGES.choice(label);
    case 'type':
    case 'anyOf':
      return opts.numeric ? MESSAGES.number(label) : MESSAGES.choice(label);
    default:
      return MESSAGES.choice(label);
  }
}

function toFieldError(def: FieldSet, e: ErrorObject): FieldError {
  const field = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.slice(1);
  const f = def.fields[field] as (Field & { pattern?: { message: string } }) | undefined;
  return { field, message: keywordMessage(e, fieldLabel(def, field), { numeric: !!f && isNumeric(f), pattern: f?.pattern?.message }) };
}

/** Errors of a normalized record, at most one per field, in the definition's field order. */
export function validateRecord(def: FieldSet, record: Rec, mode: Mode): FieldError[] {
  const validate = validator(def, mode);
  if (validate(record)) return [];
  const byField = new Map<string, FieldError>();
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'additionalProperties') continue;
    const fe = toFieldError(def, e);
    if (!byField.has(fe.field)) byField.set(fe.field, fe);
  }
  const order = Object.keys(def.fields);
  return [...byField.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
