// The browser's stand-in for ajv (vite.config.ts aliases 'ajv' to this file in the build only; the server and
// the tests use ajv itself). ajv compiles each schema into JavaScript with new Function, which the app's
// Content-Security-Policy forbids (script-src 'self', no 'unsafe-eval': the token in local storage must stay
// out of reach of injected code). This interprets the same schemas instead: the subset domain/validation.ts
// writes (type, properties, required, additionalProperties, minLength, maxLength, pattern, minimum, maximum,
// multipleOf, enum, const, not), with ajv's error objects in ajv's order, so the messages are the same.
// tests/unit/ajv-interpreted.test.ts checks both against each other on every definition.

type Schema = Record<string, unknown>;

export interface ErrorObject {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const KNOWN = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'minLength', 'maxLength', 'pattern',
  'minimum', 'maximum', 'multipleOf', 'enum', 'const', 'not',
]);

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isFinite(v) && v % 1 === 0;
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    default:
      throw new Error(`ajv-interpreted: type ${type} is not supported`);
  }
}

/** The keywords of each type group, in ajv's order. */
const GROUPS: Record<string, string[]> = {
  number: ['maximum', 'minimum', 'multipleOf'],
  string: ['maxLength', 'minLength', 'pattern'],
  object: ['required', 'additionalProperties', 'properties'],
};

/** ajv counts characters as code points (an emoji is one). */
const length = (s: string) => [...s].length;

export default class Ajv {
  private readonly precision?: number;

  constructor(opts: { allErrors?: boolean; multipleOfPrecision?: number } = {}) {
    this.precision = opts.multipleOfPrecision;
  }

  compile(schema: Schema): ValidateFunction {
    this.check(schema);
    const validate: ValidateFunction = (data: unknown) => {
      const errors: ErrorObject[] = [];
      this.run(schema, data, '', '#', errors);
      validate.errors = errors.length ? errors : null;
      return !errors.length;
    };
    return validate;
  }

  /** Refuses a keyword this file does not interpret, when the schema is compiled, not when a form is typed. */
  private check(schema: Schema): void {
    for (const [k, v] of Object.entries(schema)) {
      if (!KNOWN.has(k)) throw new Error(`ajv-interpreted: keyword ${k} is not supported`);
      if (k === 'properties') for (const s of Object.values(v as Record<string, Schema>)) this.check(s);
      if (k === 'not') this.check(v as Schema);
    }
  }

  private run(s: Schema, v: unknown, path: string, at: string, out: ErrorObject[]): void {
    const fail = (keyword: string, params: Record<string, unknown>) => out.push({ keyword, instancePath: path, schemaPath: `${at}/${keyword}`, params });
    const type = typeof s.type === 'string' ? s.type : undefined;
    const typed = type ? typeOk(type, v) : true;
    const uses = (group: string) => (GROUPS[group] ?? []).some((k) => k in s);
    // ajv's order: a type without keywords of its own group ('integer', 'boolean') fails at once; then the
    // keywords for any type; then each type group (number, string, object), whose keywords run when the value
    // is of that group's type, and whose else-branch reports its own type's failure.
    if (type && !typed && !uses(type)) fail('type', { type });
    if ('const' in s && v !== s.const) fail('const', { allowedValue: s.const });
    if (Array.isArray(s.enum) && !s.enum.includes(v)) fail('enum', { allowedValues: s.enum });
    if (s.not && typeof s.not === 'object') {
      const inner: ErrorObject[] = [];
      this.run(s.not as Schema, v, path, `${at}/not`, inner);
      if (!inner.length) fail('not', {});
    }
    if (uses('number')) {
      if (typeOk('number', v)) {
        const n = v as number;
        if (typeof s.maximum === 'number' && !(n <= s.maximum)) fail('maximum', { comparison: '<=', limit: s.maximum });
        if (typeof s.minimum === 'number' && !(n >= s.minimum)) fail('minimum', { comparison: '>=', limit: s.minimum });
        if (typeof s.multipleOf === 'number') {
          const q = n / s.multipleOf;
          const off = this.precision ? Math.abs(Math.round(q) - q) > 10 ** -this.precision : q !== Math.floor(q);
          if (off) fail('multipleOf', { multipleOf: s.multipleOf });
        }
      } else if (type === 'number') fail('type', { type });
    }
    if (uses('string')) {
      if (typeof v === 'string') {
        if (typeof s.maxLength === 'number' && length(v) > s.maxLength) fail('maxLength', { limit: s.maxLength });
        if (typeof s.minLength === 'number' && length(v) < s.minLength) fail('minLength', { limit: s.minLength });
        if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(v)) fail('pattern', { pattern: s.pattern });
      } else if (type === 'string') fail('type', { type });
    }
    if (uses('object')) {
      if (typeOk('object', v)) {
        const obj = v as Record<string, unknown>;
        for (const name of (s.required as string[] | undefined) ?? []) if (obj[name] === undefined) fail('required', { missingProperty: name });
        const props = (s.properties as Record<string, Schema> | undefined) ?? {};
        if (s.additionalProperties === false) {
          for (const name of Object.keys(obj)) if (!(name in props)) fail('additionalProperties', { additionalProperty: name });
        }
        for (const [name, sub] of Object.entries(props)) {
          if (obj[name] !== undefined) this.run(sub, obj[name], `${path}/${name}`, `${at}/properties/${name}`, out);
        }
      } else if (type === 'object') fail('type', { type });
    }
  }
}
