// What the master screens share below the resource level: every master definition (a ref field needs
// the definition of the master it points to), on modal screens the function that opens the form, and a master's own
// row action written by hand (the member card of /data-member: src/custom-screens/index.ts MASTER_ROW_ACTIONS).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';

/** The react-admin resource of a master: its route without the leading slash ('master-bank'). */
export const resourceName = (def: Pick<MasterDefinition, 'route'>): string => def.route.replace(/^\//, '');

const MastersContext = createContext<readonly MasterDefinition[]>([]);

export function MastersProvider({ defs, children }: { defs: readonly MasterDefinition[]; children: ReactNode }) {
  return <MastersContext.Provider value={defs}>{children}</MastersContext.Provider>;
}

/** The definition a ref field points to (definitions/check.ts guarantees it exists). */
export function useMasterDefinition(name: string): MasterDefinition {
  const def = useContext(MastersContext).find((d) => d.name === name);
  if (!def) throw new Error(`master screens: no master definition named "${name}"`);
  return def;
}

/** Opens the create form (no record) or the edit form of a modal master; absent on page masters. */
export type OpenForm = (record?: RaRecord) => void;

const OpenFormContext = createContext<OpenForm | undefined>(undefined);
export const OpenFormProvider = OpenFormContext.Provider;
export const useOpenForm = (): OpenForm | undefined => useContext(OpenFormContext);

/** A hand-written action beside Edit and Hapus of each row (it reads the row with useRecordContext). */
const RowExtraContext = createContext<ComponentType | undefined>(undefined);
export const RowExtraProvider = RowExtraContext.Provider;
export const useRowExtra = (): ComponentType | undefined => useContext(RowExtraContext);
