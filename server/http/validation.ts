// Fastify's validation with the screens' messages. Every route's body, query and path parameters are checked against
// their declared schema (server/http/route.ts) before the handler runs; a refusal is 400 { message, errors: [{ field,
// message }] } worded as the forms word it (domain/validation.ts MESSAGES, the property's `title` as the label, or its
// `x-messages`). Bodies are JSON and are not coerced: 'abc' where a number belongs is refused, never turned into
// NaN. Query strings and path parameters are text by nature and are coerced to the declared type.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError, MESSAGES as HTTP } from '../http-error';
import { keywordMessage, MESSAGES, type FieldError } from '../../domain/validation';
import type { JsonSchema, SchemaMessages } from './schema';
import { BODY_OPTIONAL } from './route';

const options = { allErrors: true, strict: false, verbose: true } as const;
const bodyAjv = new Ajv({ ...options, coerceTypes: false, useDefaults: false });
// 'array': a parameter given twice is refused before (server/app.ts); a one-element array never reaches here.
const textAjv = new Ajv({ ...options, coerceTypes: true, useDefaults: true });
for (const ajv of [bodyAjv, textAjv]) ajv.addKeyword({ keyword: 'x-messages' }).addKeyword({ keyword: 'x-unit' }).addKeyword({ keyword: BODY_OPTIONAL });

/** The field an error is about, dotted: 'items.0.kode_barcode'. */
const fieldOf = (e: ErrorObject): string =>
  [...e.instancePath.split('/').slice(1), ...(e.keyword === 'required' ? [(e.params as { missingProperty: string }).missingProperty] : [])].join('.');

/** The schema of the property an error is about (the parent's `properties` entry for a missing one). */
function propertySchema(e: ErrorObject): JsonSchema | undefined {
  if (e.keyword === 'required') {
    const props = (e.parentSchema as { properties?: Record<string, JsonSchema> } | undefined)?.properties;
    return props?.[(e.params as { missingProperty: string }).missingProperty];
  }
  return e.parentSchema as JsonSchema | undefined;
}

/**
 * The errors of one refused value: one per field, the first ajv gives. An error inside a property's anyOf (each
 * branch refusing) is reported once, as the property's own.
 */
export function fieldErrors(errors: readonly ErrorObject[], root: JsonSchema): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) {
    if (e.keyword === 'additionalProperties' || e.keyword === 'if') continue;
    const field = fieldOf(e);
    if (byField.has(field)) continue;
    const schema = (e.schemaPath.includes('/anyOf/') ? schemaAt(root, e.instancePath) : propertySchema(e)) ?? {};
    const label = (schema.title as string | undefined) ?? (field || 'Data');
    const numeric = schema.type === 'integer' || schema.type === 'number' || 'x-unit' in schema;
    const own = (schema['x-messages'] as SchemaMessages | undefined)?.[e.keyword as keyof SchemaMessages];
    byField.set(field, { field, message: own ?? keywordMessage(e, label, { numeric }) });
  }
  // In the order of the schema's properties, as a form lists its fields.
  const order = Object.keys((root.properties as Record<string, unknown> | undefined) ?? {});
  const rank = (f: FieldError) => {
    const i = order.indexOf(f.field.split('.')[0]);
    return i < 0 ? order.length : i;
  };
  return [...byField.values()].sort((a, b) => rank(a) - rank(b));
}

/** The schema that describes the value at a JSON pointer (properties and array items only). */
function schemaAt(root: JsonSchema, pointer: string): JsonSchema | undefined {
  let at: JsonSchema | undefined = root;
  for (const part of pointer.split('/').slice(1)) {
    if (!at) return undefined;
    const props = at.properties as Record<string, JsonSchema> | undefined;
    at = props?.[part] ?? (at.items as JsonSchema | undefined);
  }
  return at;
}

/** The refusal of a missing body: 'Data Tidak Boleh Kosong', or the body schema's own title. */
const noBody = (schema: JsonSchema) => MESSAGES.required((schema.title as string | undefined) ?? 'Data');

/**
 * Validators by mode and schema text. Compiling every route's schemas took about 0.7 s of each start, so a validator
 * is compiled when its route is first called; routes build their schemas afresh, and a schema met again (another
 * route's path parameters, the next app built in the same process, as each API test file builds one) takes the
 * validator already compiled. compilePending compiles the rest at once (the test that every schema compiles).
 */
const compiled = new Map<string, ValidateFunction>();
const pending = new Set<() => ValidateFunction>();
function compile(mode: 'body' | 'text', schema: JsonSchema): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  const get = () => {
    if (validate) return validate;
    const key = `${mode}\u0000${JSON.stringify(schema)}`;
    validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = (mode === 'body' ? bodyAjv : textAjv).compile(schema)));
    pending.delete(get);
    return validate;
  };
  pending.add(get);
  return get;
}

/** Compiles every validator no request has needed yet; throws on the first schema ajv refuses. */
export function compilePending(): number {
  const all = [...pending];
  for (const get of all) get();
  return all.length;
}

/** Fastify's validator compiler: bodies strictly, text parts coerced; refusals as HttpError 400 with field errors. */
export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
  const validator = compile(httpPart === 'body' ? 'body' : 'text', schema);
  // A body schema that names properties is an object the route reads, unless its route declared it optional; one
  // without properties (server/http/route.ts NOTHING) takes none.
  const needsBody = httpPart === 'body' && !schema[BODY_OPTIONAL] && Object.keys((schema.properties as object | undefined) ?? {}).length > 0;
  return (data: unknown) => {
    // No body at all (or an empty JSON one) is read as an empty object: what is required is then named.
    const missing = httpPart === 'body' && (data === null || data === undefined);
    const value = missing ? {} : data;
    const validate = validator();
    if (validate(value)) {
      // Even when every property is optional, a route that reads an object never runs on nothing.
      if (missing && needsBody) return { error: new HttpError(400, noBody(schema), [{ field: '', message: noBody(schema) }]) };
      return { value: httpPart === 'body' && !missing ? data : value };
    }
    const errors = fieldErrors(validate.errors ?? [], schema);
    return { error: new HttpError(400, errors[0]?.message ?? HTTP.badRequest, errors.length ? errors : [{ field: '', message: HTTP.badRequest }]) };
  };
};
