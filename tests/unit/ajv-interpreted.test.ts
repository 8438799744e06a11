// The browser validates forms with src/engine/ajv-interpreted.ts (the CSP forbids ajv's generated code); the
// server with ajv. Both must answer alike: every master definition's schema, both modes, on valid records and
// on records broken in every way a form can break them, gives the same verdict and the same errors.
import { describe, expect, it } from 'vitest';
import RealAjv from 'ajv';
import Interpreted from '../../src/engine/ajv-interpreted';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { recordSchema } from '../../domain/validation';
import { ITEM } from '../../domain/barang';
import type { MasterDefinition } from '../../definitions/define';
import type { FieldSet } from '../../domain/fields';

const real = new RealAjv({ allErrors: true, multipleOfPrecision: 9 });
const ours = new Interpreted({ allErrors: true, multipleOfPrecision: 9 });
const shape = (errors: { keyword: string; instancePath: string; params: Record<string, unknown> }[] | null | undefined) =>
  (errors ?? []).map((e) => ({ keyword: e.keyword, instancePath: e.instancePath, params: e.params }));

/** Values a field may receive from a form or an import, right and wrong. */
const SAMPLES: unknown[] = [
  undefined, null, '', ' ', 'A', 'ABC-01', 'abc 1', '../X', 'A..B', 'CINCIN💍', 'x'.repeat(120), '💍'.repeat(20), 'TRUE',
  0, 1, -1, 0.1, 0.125, 1.005, 2.345, 7.85, 100, 100.01, 500, 501, 1e15, -0.001, 1.5e-10, Number.NaN, Number.POSITIVE_INFINITY,
  true, false, [], {}, '2024-01-31', '31-01-2024',
];

function records(def: FieldSet): Record<string, unknown>[] {
  const fields = Object.keys(def.fields);
  const out: Record<string, unknown>[] = [{}];
  // One field at a time through every sample, the others absent; then everything at once, twice over.
  for (const f of fields) for (const v of SAMPLES) out.push({ [f]: v });
  for (let i = 0; i < SAMPLES.length; i++) out.push(Object.fromEntries(fields.map((f, j) => [f, SAMPLES[(i + j) % SAMPLES.length]])));
  out.push({ unknown_field: 1 });
  return out;
}

describe('the interpreted validator answers as ajv does', async () => {
  const defs = [...(await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master'), ITEM];
  it.each(defs.map((d) => [d.name, d] as const))('%s', (_name, def) => {
    for (const mode of ['create', 'update'] as const) {
      const schema = recordSchema(def, mode);
      const a = real.compile(schema);
      const b = ours.compile(schema);
      for (const rec of records(def)) {
        const clean = JSON.parse(JSON.stringify(rec, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? v : v)));
        for (const data of [rec, clean]) {
          expect(b(data), JSON.stringify(data)).toBe(a(data));
          expect(shape(b.errors), JSON.stringify(data)).toEqual(shape(a.errors));
        }
      }
    }
  });

  it('refuses a keyword it does not interpret when the schema is compiled', () => {
    expect(() => ours.compile({ type: 'object', properties: { a: { format: 'email' } } })).toThrow(/format/);
  });
});
