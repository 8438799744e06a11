// JSON Schemas of what routes read and answer, built from the field vocabulary (domain/fields.ts). A schema here
// describes the wire: what a client may send (a weight as 7.85 or '7,85', an empty value as null). The field set's
// own validator (domain/validation.ts) then judges the values with the same messages; both come from one field.
// `title` is the label the Indonesian messages name; `x-messages` overrides a message where the spec words it
// differently (server/http/validation.ts).
import type { Field, FieldSet } from '../../domain/fields';
import { MAX_MONEY } from '../../domain/fields';

export type JsonSchema = Record<string, unknown>;
/** Messages a property's schema may override, by ajv keyword ('required' when it is missing). */
export type SchemaMessages = Partial<Record<'required' | 'type' | 'enum' | 'maxLength' | 'minLength' | 'minimum' | 'maximum' | 'pattern', string>>;

const withMessages = (schema: JsonSchema, messages?: SchemaMessages): JsonSchema => (messages ? { ...schema, 'x-messages': messages } : schema);
/** Numbers typed as text ('4.250.000', '7,85') are read by domain/units.ts; this bounds their length. */
const NUMBER_TEXT_MAX = 40;

/** The wire schema of one field: its type (or text read as it), its length, its choices; null means absent. */
export function fieldWireSchema(name: string, field: Field): JsonSchema {
  const title = field.label;
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'weight':
    case 'percent':
      return { title, anyOf: [{ type: 'number' }, { type: 'string', maxLength: NUMBER_TEXT_MAX }, { type: 'null' }], 'x-unit': field.kind };
    case 'code':
    case 'text':
      return { title, type: ['string', 'null'], ...(field.maxLength ? { maxLength: field.maxLength + 50 } : { maxLength: 2000 }) };
    case 'ref':
      return { title, type: ['string', 'null'], maxLength: 100 };
    case 'select':
      return { title, anyOf: [{ enum: [...field.options] }, { const: '' }, { type: 'null' }] };
    case 'boolean':
      return { title, anyOf: [{ type: 'boolean' }, { enum: ['true', 'false'] }, { type: 'null' }] };
    case 'date':
      return { title, type: ['string', 'null'], maxLength: 10 };
  }
  throw new Error(`schema: field ${name} has no wire schema`);
}

/**
 * The body that writes a record of a field set. Text gets some room past its limit: the record validator trims
 * before it counts, and names the limit in its message; the wire bound only stops what no form could send.
 */
export function fieldSetBody(set: FieldSet, mode: 'create' | 'update', extra: Record<string, JsonSchema> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  // A field a reference fills in (nama_bank beside kode_bank) is the server's to copy: required only without its reference.
  const copiedFrom = new Map(Object.entries(set.fields).flatMap(([ref, f]) => (f.kind === 'ref' ? Object.values(f.copy ?? {}).map((c) => [c, ref] as const) : [])));
  const withoutRef: JsonSchema[] = [];
  for (const [name, field] of Object.entries(set.fields)) {
    if (mode === 'update' && name === set.key) continue;
    properties[name] = fieldWireSchema(name, field);
    if (mode !== 'create' || !field.required) continue;
    const ref = copiedFrom.get(name);
    if (!ref) required.push(name);
    else withoutRef.push({ if: { not: { required: [ref] } }, then: { required: [name], properties: { [name]: { title: field.label } } } });
  }
  return {
    type: 'object',
    properties: { ...properties, ...extra },
    ...(required.length ? { required } : {}),
    ...(withoutRef.length ? { allOf: withoutRef } : {}),
  };
}

/** Builders for hand-written routes' inputs. */
export const s = {
  object: (properties: Record<string, JsonSchema>, required: readonly string[] = [], opts: { additional?: boolean } = {}): JsonSchema => ({
    type: 'object',
    properties,
    ...(required.length ? { required: [...required] } : {}),
    ...(opts.additional === false ? { additionalProperties: false } : {}),
  }),
  /** A code (barcode, tray, document number, master key): text up to `max`. */
  code: (title: string, max = 40, messages?: SchemaMessages): JsonSchema => withMessages({ title, type: 'string', maxLength: max }, messages),
  text: (title: string, max = 200, messages?: SchemaMessages): JsonSchema => withMessages({ title, type: 'string', maxLength: max }, messages),
  /** Free text where a number would be accepted too (a note typed as digits). */
  note: (title: string, max = 500): JsonSchema => ({ title, type: ['string', 'number', 'null'], maxLength: max }),
  int: (title: string, min: number, max: number, messages?: SchemaMessages): JsonSchema =>
    withMessages({ title, type: 'integer', minimum: min, maximum: max }, messages),
  money: (title: string, messages?: SchemaMessages): JsonSchema => withMessages({ title, type: 'integer', minimum: 0, maximum: MAX_MONEY }, messages),
  /** Grams: a number, or text read as every weight is ('7,85'). */
  grams: (title: string, messages?: SchemaMessages): JsonSchema =>
    withMessages({ title, anyOf: [{ type: 'number' }, { type: 'string', maxLength: NUMBER_TEXT_MAX }], 'x-unit': 'weight' }, messages),
  bool: (title: string): JsonSchema => ({ title, type: 'boolean' }),
  choice: (title: string, values: readonly string[], messages?: SchemaMessages): JsonSchema => withMessages({ title, enum: [...values] }, messages),
  date: (title = 'Tanggal', messages?: SchemaMessages): JsonSchema => withMessages({ title, type: 'string', maxLength: 10 }, messages),
  array: (title: string, items: JsonSchema, maxItems: number, messages?: SchemaMessages): JsonSchema =>
    withMessages({ title, type: 'array', items, maxItems }, messages),
  /** Optional: the value may also be null (a client clearing it). */
  nullable: (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }], ...(schema.title ? { title: schema.title } : {}) }),
  /** Path parameters: every one a code up to `max`. */
  params: (...names: string[]): JsonSchema => ({
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 100 }])),
    required: names,
  }),
  /** Paging and text search of a list. */
  page: (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
    type: 'object',
    properties: {
      skip: { title: 'Skip', type: 'integer', minimum: 0, maximum: 10_000_000 },
      limit: { title: 'Limit', type: 'integer', minimum: 1, maximum: 10_000 },
      q: { title: 'Pencarian', type: 'string', maxLength: 100 },
      ...extra,
    },
  }),
};

/** Answers: what every success carries, and the rows or record it holds. */
export const answer = {
  /** { status, message } and nothing the reference needs to spell out. */
  message: (): JsonSchema => ({ type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' } }, additionalProperties: true }),
  /** { status, data: record } */
  record: (data: JsonSchema = { type: 'object', additionalProperties: true }): JsonSchema => ({
    type: 'object',
    properties: { status: { type: 'string' }, message: { type: 'string' }, data },
    additionalProperties: true,
  }),
  /** { status, data: rows, count? } */
  rows: (row: JsonSchema = { type: 'object', additionalProperties: true }): JsonSchema => ({
    type: 'object',
    properties: { status: { type: 'string' }, data: { type: 'array', items: row }, count: { type: 'integer' } },
    additionalProperties: true,
  }),
  /** The rows of a field set, as the list answers them. */
  fieldSetRows: (set: FieldSet, extra: readonly string[] = []): JsonSchema =>
    answer.rows({ type: 'object', properties: Object.fromEntries([...Object.keys(set.fields), ...extra].map((n) => [n, {}])), additionalProperties: true }),
};
