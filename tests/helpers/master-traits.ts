// The browser sweeps of master screens (tests/e2e/every-master.test.ts, accessibility.test.ts) run on the fewest
// masters that together show everything the engine draws differently: every field kind in each kind of form (modal,
// page), a reference narrowed by another field, one copying values. Every master is one engine code path drawing its
// definition's fields; every master itself is swept by the API layer (tests/api/masters.test.ts). A new field kind
// or form kind is covered without touching the tests.
import type { MasterDefinition } from '../../definitions/define';

/** What the engine draws differently for a master: each kind of field it has, in its kind of form. */
function traits(def: MasterDefinition): string[] {
  return Object.values(def.fields).flatMap((f) => [
    `${def.form}:${f.kind}`,
    ...(f.kind === 'ref' && f.dependsOn ? [`${def.form}:ref narrowed by another field`] : []),
    ...(f.kind === 'ref' && f.copy ? [`${def.form}:ref copying values`] : []),
  ]);
}

/** The masters that show every trait, `first` leading (greedy: each next master adds the most not yet shown). */
export function coveringMasters(masters: MasterDefinition[], first: MasterDefinition[] = []): MasterDefinition[] {
  const chosen = [...first];
  const shown = new Set(chosen.flatMap(traits));
  for (;;) {
    const gain = (m: MasterDefinition) => new Set(traits(m).filter((t) => !shown.has(t))).size;
    const next = masters.filter((m) => !chosen.includes(m)).sort((a, b) => gain(b) - gain(a))[0];
    if (!next || gain(next) === 0) return chosen;
    chosen.push(next);
    traits(next).forEach((t) => shown.add(t));
  }
}
