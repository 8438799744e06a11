// Builds valid records for any master definition, creating the records its references need first, through
// the master's own API paths. Used by the master API tests.
import { expect } from 'vitest';
import type { Field, MasterDefinition } from '../../definitions/define';
import type { TestApp } from '../helpers/test-app';

export type Rec = Record<string, unknown>;

/** '/api/v1/' + a definition path with its {key} filled in. */
export const apiPath = (path: string, key?: string) => `/api/v1/${key === undefined ? path : path.replace(/\{\w+\}/, encodeURIComponent(key))}`;

/**
 * Shared by every Samples of a test file (of its app), so that codes never repeat there; counted per app, so that a
 * worker running several files (isolate: false) starts each from 1 and a 2-character code still fits.
 */
const counters = new WeakMap<TestApp, { n: number }>();

/**
 * Values of fields the generic ones would not pass, by `<master>.<field>`: a member's phone (a pattern, one active
 * member per phone, stored in the 62 form, so sent as it is stored).
 */
const FIELD_SAMPLES: Record<string, (n: number) => unknown> = {
  'member.no_hp': (n) => `62812${String(n).padStart(8, '0')}`,
};

export class Samples {
  /** Every record created so far, by `<master>:<key>`, as the server answered it. */
  readonly created = new Map<string, Rec>();

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    readonly masters: MasterDefinition[],
  ) {}

  private next(): number {
    let c = counters.get(this.t);
    if (!c) counters.set(this.t, (c = { n: 0 }));
    return ++c.n;
  }

  master(name: string): MasterDefinition {
    const def = this.masters.find((m) => m.name === name);
    if (!def) throw new Error(`no master ${name}`);
    return def;
  }

  /** A value that passes the field's rules; codes are unique over the whole test file. */
  value(field: Field): unknown {
    const n = this.next();
    switch (field.kind) {
      case 'code': {
        const len = Math.max(Math.min(field.maxLength ?? 8, 8), field.minLength ?? 0);
        return n.toString(36).toUpperCase().padStart(len, 'Q');
      }
      case 'text': {
        const text = `${field.label} Nomor ${n}`.slice(0, field.maxLength ?? 200);
        return text.padEnd(field.minLength ?? 0, 'x');
      }
      case 'money':
        return 900000 + n * 1000;
      case 'weight':
        return 1 + (n % 50) + 0.234;
      case 'percent':
        return 10 + (n % 50) + 0.25;
      case 'number': {
        const max = field.max ?? 1000;
        const v = Math.min(max, 10 + (n % 50)) + (field.decimals ? 0.25 : 0);
        return v > max ? max : v;
      }
      case 'select':
        return field.options[0];
      case 'boolean':
        return true;
      case 'date':
        return '2026-01-15';
      case 'ref':
        throw new Error('references are created, not invented');
    }
  }

  /** Fields a reference fills from the record it points at (e.g. nama_bank). */
  copyTargets(def: MasterDefinition): Set<string> {
    return new Set(Object.values(def.fields).flatMap((f) => (f.kind === 'ref' ? Object.values(f.copy ?? {}) : [])));
  }

  /** A valid record for def: the fields given, invented values for the rest, references created first. */
  async build(def: MasterDefinition, given: Rec = {}): Promise<Rec> {
    const rec: Rec = { ...given };
    const fields = Object.entries(def.fields);
    for (const [name, field] of fields) {
      const sample = FIELD_SAMPLES[`${def.name}.${name}`];
      if (!(name in rec) && field.kind !== 'ref') rec[name] = sample ? sample(this.next()) : this.value(field);
    }
    for (const [name, field] of fields) {
      if (name in rec || field.kind !== 'ref' || field.dependsOn) continue;
      const target = this.master(field.resource);
      rec[name] = (await this.create(target))[target.key];
    }
    for (const [name, field] of fields) {
      if (name in rec || field.kind !== 'ref' || !field.dependsOn) continue;
      const target = this.master(field.resource);
      rec[name] = (await this.create(target, { [field.dependsOn.on]: rec[field.dependsOn.field] }))[target.key];
    }
    return rec;
  }

  /** Creates a valid record through def.api.create and returns what the server answered. */
  async create(def: MasterDefinition, given: Rec = {}): Promise<Rec> {
    const rec = await this.build(def, given);
    const res = await this.t.call('POST', apiPath(def.api.create), { token: this.token, body: rec });
    expect(res.statusCode, `${def.name}: ${res.body}`).toBe(201);
    const data = res.json().data as Rec;
    this.created.set(`${def.name}:${data[def.key]}`, data);
    return data;
  }

  /** What the server must store for a sent record: the copied fields come from the referenced records. */
  expected(def: MasterDefinition, sent: Rec): Rec {
    const out: Rec = { ...sent };
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'ref') continue;
      const target = this.created.get(`${field.resource}:${sent[name]}`);
      for (const [from, to] of Object.entries(field.copy ?? {})) out[to] = target?.[from];
    }
    return out;
  }
}
