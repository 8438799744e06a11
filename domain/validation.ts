// One validator for a master record, run by the browser form and by the server: JSON Schema derived from
// the definition's fields, checked by ajv, errors turned into the spec's Indonesian messages.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Field, MasterDefinition } from '../definitions/define';
import { fieldLabel } from './labels';

export type Mode = 'create' | 'update';
export interface FieldError {
  field: string;
  message: string;
}
type Rec = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 9 });
const cache = new WeakMap<MasterDefinition, Partial<Record<Mode, ValidateFunction>>>();

export const MESSAGES = {
  required: (l: string) => `${l} Tidak Boleh Kosong`,
  maxLength: (l: string, n: number) => `${l} Maksimal ${n} Karakter`,
  minLength: (l: string, n: number) => `${l} Minimal ${n} Karakter`,
  minimum: (l: string, n: number) => `${l} Tidak Boleh Kurang Dari ${n}`,
  maximum: (l: string, n: number) => `${l} Tidak Boleh Lebih Dari ${n}`,
  notZero: (l: string) => `${l} Tidak Boleh 0`,
  number: (l: string) => `${l} Harus Berupa Angka`,
  decimals: (l: string, n: number) => `${l} Maksimal ${n} Angka Di Belakang Koma`,
  choice: (l: string) => `${l} Tidak Valid`,
};

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

export function recordSchema(def: MasterDefinition, mode: Mode): Rec {
  const properties: Rec = {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (mode === 'update' && name === def.key) continue; // the key travels in the path
    properties[name] = fieldSchema(f);
    if (f.required) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

function validator(def: MasterDefinition, mode: Mode): ValidateFunction {
  const entry = cache.get(def) ?? {};
  if (!entry[mode]) {
    entry[mode] = ajv.compile(recordSchema(def, mode));
    cache.set(def, entry);
  }
  return entry[mode]!;
}

/**
 * Keeps the definition's fields only, trims text, uppercases codes, turns numeric text into numbers and
 * empty values into absent ones, so the validator and the database see one shape.
 */
export function normalizeRecord(def: MasterDefinition, input: Rec, mode: Mode): Rec {
  const out: Rec = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (mode === 'update' && name === def.key) continue;
    let v = input[name];
    if (v === null || v === undefined) continue;
    if (typeof v === 'string') {
      v = v.trim();
      if (v === '') continue;
      if ((f.kind === 'code' || f.kind === 'text') && f.upper) v = (v as string).toUpperCase();
      if (f.kind === 'ref') v = (v as string).toUpperCase();
      if (isNumeric(f)) {
        const n = Number((v as string).replace(/,/g, ''));
        v = Number.isFinite(n) ? n : v;
      }
    }
    if (f.kind === 'boolean' && typeof v === 'string') v = v === 'true';
    out[name] = v;
  }
  return out;
}

function toFieldError(def: MasterDefinition, e: ErrorObject): FieldError {
  const field = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.slice(1);
  const label = fieldLabel(def, field);
  const p = e.params as Record<string, number>;
  const message = (() => {
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
        return MESSAGES.maximum(label, p.limit);
      case 'not':
        return MESSAGES.notZero(label);
      case 'multipleOf':
        return MESSAGES.decimals(label, Math.round(-Math.log10(p.multipleOf)));
      case 'enum':
        return MESSAGES.choice(label);
      case 'type':
        return isNumeric(def.fields[field]) ? MESSAGES.number(label) : MESSAGES.choice(label);
      default:
        return MESSAGES.choice(label);
    }
  })();
  return { field, message };
}

/** Errors of a normalized record, at most one per field, in the definition's field order. */
export function validateRecord(def: MasterDefinition, record: Rec, mode: Mode): FieldError[] {
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
