// Master tables derived from master definitions. Only additive changes are made (new table, new column),
// each recorded in schema_migrations as master:<name>[:<field>:<type>]; a field whose type changed fails
// the boot naming the definition, because changing a column's type needs a hand-written migration.
import type { Field, MasterDefinition } from '../../definitions/define';
import type { Db } from './database';
import { ensureMigrationTable } from './migrate';

export const masterTable = (def: Pick<MasterDefinition, 'name' | 'table'>) => def.table ?? `master_${def.name}`;

export function columnType(f: Field): string {
  switch (f.kind) {
    case 'money':
      return 'bigint';
    case 'weight':
      return 'numeric(12,3)';
    case 'percent':
      return 'numeric(7,2)';
    case 'number':
      return f.decimals ? `numeric(14,${f.decimals})` : 'bigint';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

const AUDIT_COLUMNS = [
  'is_active boolean NOT NULL DEFAULT true',
  'created_at timestamptz NOT NULL DEFAULT now()',
  'created_by text',
  'updated_at timestamptz',
  'updated_by text',
  'deleted_at timestamptz',
  'deleted_by text',
];

export async function syncMasterTables(db: Db, defs: MasterDefinition[]): Promise<string[]> {
  const applied = await ensureMigrationTable(db);
  const done: string[] = [];
  for (const def of defs) {
    const table = masterTable(def);
    const steps: { id: string; sql: string }[] = [];
    if (!applied.has(`master:${def.name}`) && def.table) {
      // Adopting a hand-written table: add what the master engine needs and the fields it lacks.
      const cols = [...Object.entries(def.fields).map(([n, f]) => `${n} ${columnType(f)}`), ...AUDIT_COLUMNS];
      steps.push({ id: `master:${def.name}`, sql: `ALTER TABLE ${table} ${cols.map((c) => `ADD COLUMN IF NOT EXISTS ${c}`).join(', ')}` });
      for (const [n, f] of Object.entries(def.fields)) steps.push({ id: `master:${def.name}:${n}:${columnType(f)}`, sql: '' });
    } else if (!applied.has(`master:${def.name}`)) {
      const cols = Object.entries(def.fields).map(([n, f]) => `${n} ${columnType(f)}${n === def.key ? ' PRIMARY KEY' : ''}`);
      steps.push({ id: `master:${def.name}`, sql: `CREATE TABLE ${table} (${[...cols, ...AUDIT_COLUMNS].join(', ')})` });
      for (const [n, f] of Object.entries(def.fields)) steps.push({ id: `master:${def.name}:${n}:${columnType(f)}`, sql: '' });
    } else {
      for (const [n, f] of Object.entries(def.fields)) {
        const id = `master:${def.name}:${n}:${columnType(f)}`;
        if (applied.has(id)) continue;
        const other = [...applied].find((x) => x.startsWith(`master:${def.name}:${n}:`));
        if (other) {
          throw new Error(`${def.name}: field "${n}" changed type from ${other.split(':')[3]} to ${columnType(f)}; write a migration in server/db/migrations/`);
        }
        // IF NOT EXISTS: a hand-written table may have got the column from its migration first (toko.zona_waktu).
        steps.push({ id, sql: `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${n} ${columnType(f)}` });
      }
    }
    if (!steps.length) continue;
    await db.transaction(async (tx) => {
      for (const s of steps) {
        if (s.sql) await tx.query(s.sql);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [s.id]);
      }
    });
    done.push(...steps.map((s) => s.id));
  }
  return done;
}
