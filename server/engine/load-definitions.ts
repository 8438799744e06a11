import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectDefinitions, DEFINITION_FOLDERS, isDefinitionFile, type DefinitionModules } from '../../definitions/registry';
import type { Definition } from '../../definitions/define';

export const DEFINITIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'definitions');

/** The definition files compiled into the server bundle (scripts/build-server.mjs), when the server runs from it. */
let bundled: DefinitionModules | undefined;
export function useBundledDefinitions(modules: DefinitionModules): void {
  bundled = modules;
}

/** Imports every definition file under definitions/{masters,reports,transactions} and checks them. */
export async function loadDefinitions(root = DEFINITIONS_DIR): Promise<Definition[]> {
  if (bundled && root === DEFINITIONS_DIR) return collectDefinitions(bundled);
  const modules: DefinitionModules = {};
  for (const folder of DEFINITION_FOLDERS) {
    const dir = join(root, folder);
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter(isDefinitionFile);
    } catch {
      continue;
    }
    for (const file of files) {
      modules[`${folder}/${file}`] = (await import(pathToFileURL(join(dir, file)).href)) as DefinitionModules[string];
    }
  }
  return collectDefinitions(modules);
}
