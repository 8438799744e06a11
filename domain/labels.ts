// Field labels in Indonesian: locales/id.json first, the definition's inline label as the fallback.
// Server messages and browser form messages both come from here, so they are identical.
import id from '../locales/id.json';
import type { FieldSet } from './fields';

type Resources = Record<string, { name?: string; fields?: Record<string, string> }>;
const resources = (id as { resources?: Resources }).resources ?? {};

export function fieldLabel(def: FieldSet, field: string): string {
  return resources[def.name]?.fields?.[field] ?? def.fields[field]?.label ?? field;
}

export function resourceLabel(def: { name: string; label?: string }): string {
  return resources[def.name]?.name ?? def.label ?? def.name;
}
