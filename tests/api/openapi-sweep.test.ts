// A sweep generated from the OpenAPI document: every operation, whatever its area, refuses what breaks its schema
// with 400 and the field named (never a 500), refuses a KASIR where its gate excludes KASIR (403), and nothing a
// refused call sent is written. A new route is swept the day it is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { buildMenus } from '../../definitions/menus';
import { effectiveAccessTree } from '../../domain/access';
import { passesGate, type GateContext } from '../../domain/gates';
import type { Gate } from '../../domain/gates';
import type { Level } from '../../domain/levels';
import { screenGates } from '../../server/http/gates';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[] };
type XGate = Gate & { levels: Level[]; page: string | null; pages?: string[]; public?: boolean; dynamic?: string };
interface Operation {
  method: string;
  path: string;
  /** A value for each path parameter: its first example, else a code no record has. */
  pathValues: Record<string, string>;
  gate: XGate;
  body?: Schema;
  /** Whether a call without a body is refused (requestBody.required; a master's activation runs without one). */
  bodyRequired: boolean;
  query?: Schema;
}

let t: TestApp;
let ops: Operation[];
const tokens = new Map<Level, string>();
const PREFERRED: Level[] = ['SU', 'OWN', 'MU', 'DEV', 'SPV', 'KASIR'];

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const requestBody = op.requestBody as { required?: boolean; content?: Record<string, { schema: Schema }> } | undefined;
      const body = requestBody?.content?.['application/json']?.schema;
      const params = (op.parameters as { in: string; name: string; required?: boolean; schema: Schema; examples?: Record<string, { value: string }> }[] | undefined) ?? [];
      const queryParams = params.filter((p) => p.in === 'query');
      // OpenAPI moves a parameter's examples beside its schema, by name.
      const example = (p: { examples?: Record<string, { value: string }> }) => Object.values(p.examples ?? {})[0]?.value;
      const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, example(p) ?? 'X']));
      const query: Schema | undefined = queryParams.length
        ? { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])), required: queryParams.filter((p) => p.required).map((p) => p.name) }
        : undefined;
      // An operation without a gate is not declared (tests/api/openapi.test.ts names it); there is nothing to sweep.
      if (op['x-gate']) out.push({ method: method.toUpperCase(), path, pathValues, gate: op['x-gate'] as XGate, body, bodyRequired: !!requestBody?.required, query });
    }
  }
  return out;
}

/** A value the schema accepts (or close to it: the test asserts on the field it breaks, not on the others). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'A';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'A'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
    case 'integer':
    case 'number':
      return Math.min(Math.max((schema.minimum as number | undefined) ?? 1, 1), (schema.maximum as number | undefined) ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties?.[k])]));
    case 'null':
      return null;
    default:
      return 'A';
  }
}

const branches = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(branches) : [s]);
const types = (s: Schema): string[] => branches(s).flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type as string] : []));
const accepts = (s: Schema, type: string) => types(s).includes(type) || branches(s).some((b) => b.type === undefined && b.enum === undefined && b.const === undefined);

/** Values that break one property's schema, each with what it breaks. */
function breakers(s: Schema, inQuery: boolean): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (inQuery) {
    if (!accepts(s, 'string') && (accepts(s, 'integer') || accepts(s, 'number'))) out.push(['not a number', 'bukan-angka']);
  } else if (!accepts(s, 'object')) out.push(['wrong type', { salah: true }]);
  else if (!accepts(s, 'string')) out.push(['wrong type', 'salah']);
  const max = branches(s).map((b) => b.maxLength as number | undefined).filter((m): m is number => m !== undefined);
  if (max.length && !branches(s).some((b) => b.maxLength === undefined && (b.type === 'string' || (Array.isArray(b.type) && b.type.includes('string'))))) {
    out.push(['oversize', 'X'.repeat(Math.max(...max) + 1)]);
  }
  const enums = branches(s).filter((b) => Array.isArray(b.enum));
  if (enums.length && !branches(s).some((b) => b.type === 'string' && !b.enum)) out.push(['unknown choice', 'TIDAK_ADA_PILIHAN_INI']);
  return out;
}

const urlOf = (op: Operation, query?: Record<string, unknown>) => {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(op.pathValues[name]));
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return qs ? `${path}?${qs}` : path;
};

/** The level a sweep calls with: one the gate lets in (SU first). */
const callerOf = (op: Operation): Level => PREFERRED.find((l) => op.gate.levels.includes(l)) ?? 'SU';

const moduleState = new Map<string, boolean>();
/** What each named gate rule needs of the shop (headOffice: the sweep's shop is made the head office up front). */
const RULE_MODULES: Record<string, string[]> = { manualItems: ['MANUAL_ITEMS_TRANSACTION_MODULE'] };
async function meetModules(op: Operation) {
  // A dynamic gate needs one of its screens, decided on the record: the sweep meets the needs of all of them.
  const gates: Gate[] = [op.gate, ...(op.gate.dynamic ? (op.gate.pages ?? []).map((p) => screenGates(t.ctx.definitions).get(p)!) : [])];
  for (const g of gates) {
    for (const m of [...(g.modules ?? []), ...(RULE_MODULES[g.rule ?? ''] ?? [])]) if (moduleState.get(m) !== true) await t.setModule(m, (moduleState.set(m, true), true));
    for (const m of g.modulesOff ?? []) if (moduleState.get(m) !== false) await t.setModule(m, (moduleState.set(m, false), false));
  }
}

/** Every table's rows (sessions and module flags aside: logging in and the sweep's own module switches change them). */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessions', 'modules') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await t.db.query<{ n: number; h: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table_name}" x`);
    out[table_name] = `${row.n}:${row.h}`;
  }
  return out;
}

let before: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  // The head office: every rule but the branch's own can then be met (headOffice screens included).
  await t.db.query(`UPDATE toko SET level = 'PUSAT' WHERE is_own`);
  for (const level of PREFERRED) {
    if (level !== 'OWN') await t.createUser(`SWEEP_${level}`, level);
    tokens.set(level, level === 'OWN' ? await t.login() : await t.login(`SWEEP_${level}`, 'rahasia123'));
  }
  ops = operations((await t.call('GET', '/api/v1/openapi.json', { token: tokens.get('OWN') })).json());
  before = await snapshot();
}, 120_000);
afterAll(() => t.close());

const send = (op: Operation, level: Level, opts: { body?: unknown; query?: Record<string, unknown> } = {}) =>
  t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op, opts.query),
    headers: { 'x-auth-token': tokens.get(level)!, ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
  });

describe('every operation of the OpenAPI document', () => {
  it('refuses input that breaks its schema with 400 naming the field, never 500', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const op of ops) {
      if (op.gate.public) continue; // login and health: their refusals are tested by name (auth.test.ts)
      await meetModules(op);
      const level = callerOf(op);
      for (const [part, schema] of [['body', op.body], ['query', op.query]] as const) {
        if (!schema?.properties) continue;
        const valid = sample(schema) as Record<string, unknown>;
        const variants: [string, string, Record<string, unknown>][] = [];
        for (const [name, prop] of Object.entries(schema.properties)) {
          for (const [what, value] of breakers(prop, part === 'query')) variants.push([name, what, { ...valid, [name]: value }]);
          if (schema.required?.includes(name)) {
            const { [name]: _gone, ...rest } = valid;
            variants.push([name, 'missing', rest]);
          }
        }
        for (const [field, what, input] of variants) {
          cases++;
          const res = await send(op, level, part === 'body' ? { body: input } : { query: input, ...(op.body ? { body: sample(op.body) } : {}) });
          const answer = res.json() as { errors?: { field: string }[] };
          if (res.statusCode !== 400 || !answer.errors?.some((e) => e.field === field)) {
            problems.push(`${op.method} ${op.path} ${part}.${field} ${what} as ${level}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 600_000);

  it('refuses a KASIR with 403 wherever the gate excludes KASIR', async () => {
    const menus = buildMenus(t.ctx.definitions);
    const problems: string[] = [];
    let refused = 0;
    for (const op of ops) {
      if (op.gate.public || op.gate.dynamic || op.gate.page === null && op.gate.levels.includes('KASIR')) continue;
      await meetModules(op);
      const kasir: GateContext = { level: 'KASIR', modules: await t.ctx.modules(), access: effectiveAccessTree(menus, 'KASIR', []), headOffice: true };
      const pages = [op.gate.page, ...(op.gate.pages ?? [])].filter((p): p is string => !!p);
      const passes = op.gate.levels.includes('KASIR') && pages.every((p) => passesGate(op.gate, kasir, p));
      if (passes) continue;
      refused++;
      const res = await send(op, 'KASIR', op.method === 'POST' || op.method === 'PUT' ? { body: {} } : {});
      if (res.statusCode !== 403) problems.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(refused).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers a missing or non-object body with 400 and an Indonesian message (or its gate), never 500', async () => {
    const problems: string[] = [];
    let cases = 0;
    const shapes: [string, unknown][] = [['no body', undefined], ['null', null], ['a string', 'teks'], ['an array', [{}]], ['a number', 42]];
    for (const op of ops) {
      // An operation that reads no body (an empty object schema) takes none; every other expects an object.
      if (!Object.keys(op.body?.properties ?? {}).length) continue;
      await meetModules(op);
      const level = callerOf(op);
      for (const [what, body] of shapes) {
        if (body === undefined && !op.bodyRequired) continue;
        cases++;
        const res = await send(op, level, body === undefined ? {} : { body });
        const message = (res.json() as { message?: unknown }).message;
        const refused = res.statusCode === 400 || ((res.statusCode === 401 || res.statusCode === 403) && !!(op.gate.public || op.gate.dynamic));
        if (!refused || typeof message !== 'string' || !message.trim()) {
          problems.push(`${op.method} ${op.path} with ${what} as ${level}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          // A call that ran (users/logout) may have ended the caller's session: the rest is swept on a new one.
          if (res.statusCode < 300) tokens.set(level, level === 'OWN' ? await t.login() : await t.login(`SWEEP_${level}`, 'rahasia123'));
        }
      }
    }
    expect(cases).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 300_000);

  it('wrote nothing for any refused call', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
