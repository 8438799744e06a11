// Every definition file, found by Vite at build time: adding a file under definitions/ is enough.
import { collectDefinitions, type DefinitionModules } from '../../definitions/registry';
import type { MasterDefinition, ReportDefinition, TransactionDefinition } from '../../definitions/define';
import { buildMenus } from '../../definitions/menus';

const modules = import.meta.glob(['../../definitions/{masters,reports,transactions}/*.ts', '!**/*.hooks.ts'], { eager: true }) as DefinitionModules;

// Checked while developing (a file edited under the dev server shows its mistake at once); a built app's files are
// those its server checked at start.
export const definitions = collectDefinitions(
  Object.fromEntries(Object.entries(modules).map(([path, mod]) => [path.replace('../../definitions/', ''), mod])),
  { check: import.meta.env.DEV },
);
export const masters = definitions.filter((d): d is MasterDefinition => d.kind === 'master');
export const reports = definitions.filter((d): d is ReportDefinition => d.kind === 'report');
export const transactions = definitions.filter((d): d is TransactionDefinition => d.kind === 'transaction');
export const menus = buildMenus(definitions);
