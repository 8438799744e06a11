// Applies the hand-written migrations: the plain SQL files of server/db/migrations/ (NNN_name.sql), in number order,
// each not yet applied one in its own transaction, recorded in schema_migrations (id, applied_at, checksum).
// Master tables are not here: they are derived from their definitions (master-tables.ts) and recorded in the same
// table as master:<name>... without a checksum.
//
// A migration's text never changes once it is out: the boot refuses a database where an applied migration's recorded
// checksum differs from its file (fix a mistake with a new migration), and a database that applied a migration this
// build does not have (made or upgraded by a newer build).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './database';
import { MIGRATION_ID, migrationOf, type Migration } from './migration';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migrations of a folder (its *.sql files), sorted by number; other files (a README) are left alone. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const list = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => migrationOf(f, readFileSync(`${dir}/${f}`, 'utf8')))
    .sort((a, b) => a.number - b.number);
  for (let i = 1; i < list.length; i++) {
    if (list[i].number === list[i - 1].number) throw new Error(`Migrations ${list[i - 1].id} and ${list[i].id} have the same number: renumber the newer one`);
  }
  return list;
}

/** Creates schema_migrations when missing (and its checksum column, on a database made before it); the ids applied. */
export async function ensureMigrationTable(db: Queryable): Promise<Set<string>> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now(), checksum text)`);
  await db.query(`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  return new Set(rows.map((r) => r.id));
}

const short = (checksum: string) => checksum.slice(0, 12);

/**
 * Checks the applied migrations against the files, then applies the missing ones in number order (a lower number
 * missing below a higher applied one too: a database of an older build may lack one that was merged later).
 * Returns the ids applied now. Throws, naming the migration, when the database cannot be trusted with this build.
 */
export async function runMigrations(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await ensureMigrationTable(db);
  const byId = new Map(migrations.map((m) => [m.id, m]));
  const applied = await db.query<{ id: string; checksum: string | null }>('SELECT id, checksum FROM schema_migrations ORDER BY id');
  for (const row of applied) {
    if (!MIGRATION_ID.test(row.id)) continue; // master:<name>... (master-tables.ts)
    const m = byId.get(row.id);
    if (!m) {
      throw new Error(
        `Migration ${row.id} is applied in this database but this build has no server/db/migrations/${row.id}.sql: ` +
          'the database was made or upgraded by a newer build; start that build (or a newer one) on it',
      );
    }
    if (row.checksum !== null && row.checksum !== m.checksum) {
      throw new Error(
        `Migration ${row.id} was changed after it was applied (checksum ${short(row.checksum)} recorded, ${short(m.checksum)} in the file); ` +
          'restore its text and add a new migration instead',
      );
    }
  }
  // Databases made before checksums were recorded (by the TypeScript migrations of earlier builds) have rows without
  // one: their original text cannot be verified, so the first start of this build records the current file's
  // checksum for them, and from then on they are held to it like every other migration.
  const unsummed = applied.filter((r) => r.checksum === null && byId.has(r.id));
  if (unsummed.length) {
    await db.transaction(async (tx) => {
      for (const r of unsummed) await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE id = $1', [r.id, byId.get(r.id)!.checksum]);
    });
  }
  const done: string[] = [];
  const appliedIds = new Set(applied.map((r) => r.id));
  for (const m of migrations) {
    if (appliedIds.has(m.id)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [m.id, m.checksum]);
      });
    } catch (e) {
      throw new Error(`Migration ${m.id} failed: ${(e as Error).message}`, { cause: e });
    }
    done.push(m.id);
  }
  return done;
}
