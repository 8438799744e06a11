// Field and screen labels in Indonesian: the definition's own `label`, the one source of these texts (locales/id.json
// no longer repeats them; the browser lays the same labels into its Indonesian messages, locales/definition-texts.ts).
// Server messages and browser form messages both come from here, so they are identical.
import type { FieldSet } from './fields';

export function fieldLabel(def: FieldSet, field: string): string {
  return def.fields[field]?.label ?? field;
}

export function resourceLabel(def: { name: string; label?: string }): string {
  return def.label ?? def.name;
}
