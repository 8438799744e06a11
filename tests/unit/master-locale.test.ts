// English master labels (locales/en.json, resources.<name>): a master that has an entry is translated completely,
// its title and every field, and names no field its definition lacks. A master without any entry is allowed: it
// shows its Indonesian labels until someone translates it (src/engine/master/labels.ts).
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { MasterDefinition } from '../../definitions/define';
import { loadDefinitions } from '../../server/engine/load-definitions';

type Resources = Record<string, { name?: string; fields?: Record<string, string> }>;
const resources = (en as { resources?: Resources }).resources ?? {};

const masters = (await loadDefinitions()).filter((d): d is MasterDefinition => d.kind === 'master');
const translated = masters.filter((m) => Object.hasOwn(resources, m.name)).map((def) => [def.name, def] as const);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

describe('English master labels', () => {
  it('exist for some masters (the checks below are not vacuous)', () => {
    expect(translated.map(([name]) => name)).toEqual(expect.arrayContaining(['baki', 'bank', 'kadar', 'sales']));
  });

  it.each(translated)('%s: has an English screen title', (name) => {
    expect(isText(resources[name].name), `resources.${name}.name`).toBe(true);
  });

  it.each(translated)('%s: names no field the definition lacks', (name, def) => {
    const stale = Object.keys(resources[name].fields ?? {}).filter((field) => !Object.hasOwn(def.fields, field));
    expect(stale, `resources.${name}.fields keys that are not fields of ${name}`).toEqual([]);
  });

  it.each(translated)('%s: labels every field of the definition', (name, def) => {
    const labels = resources[name].fields ?? {};
    const missing = Object.keys(def.fields).filter((field) => !isText(labels[field]));
    expect(missing, `fields of ${name} without resources.${name}.fields.<field>`).toEqual([]);
  });
});
