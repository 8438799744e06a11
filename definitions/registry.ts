// Turns the modules of the definition folders into one checked, ordered list. The browser feeds it
// import.meta.glob, the server and scripts feed it the files read from disk: either way, adding a file
// is all it takes.
import type { Definition } from './define';
import { assertDefinitions } from './check';

/** A file's default export: one definition, or the screens of a transaction kind (defineTransaction). */
export type DefinitionModules = Record<string, { default: Definition | Definition[] }>;

export const DEFINITION_FOLDERS = ['masters', 'reports', 'transactions'] as const;

/** Definition files: *.ts in the folders, except hooks (*.hooks.ts) and type files. */
export function isDefinitionFile(name: string): boolean {
  return name.endsWith('.ts') && !name.endsWith('.hooks.ts') && !name.endsWith('.d.ts');
}

/**
 * `check: false` takes the files as already checked: the production browser, whose definitions are the files the
 * server checked before it would start (a build holds the same files as its server), skips the cost at every load.
 */
export function collectDefinitions(modules: DefinitionModules, { check = true } = {}): Definition[] {
  const entries = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  const defs = entries.flatMap(([file, mod]) => {
    const list = Array.isArray(mod?.default) ? mod.default : [mod?.default];
    if (!list.length || list.some((d) => !d?.kind)) throw new Error(`${file}: does not export a defineMaster/defineReport/defineTransaction result as default`);
    return list;
  });
  if (check) assertDefinitions(defs);
  return defs;
}
