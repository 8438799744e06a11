// A hand-written schema change: one plain SQL file server/db/migrations/NNN_name.sql, applied once, in number order,
// and recorded in schema_migrations with the checksum of its text (server/db/migrate.ts runs them).
import { createHash } from 'node:crypto';

export interface Migration {
  /** The file name without `.sql`, e.g. `011_stock_baki`: the key in schema_migrations. */
  id: string;
  /** Its number (the order it is applied in). */
  number: number;
  /** The file's text: one or more statements, run as one transaction. */
  sql: string;
  /** sha256 (hex) of the text, recorded when it is applied; a changed file refuses the boot. */
  checksum: string;
}

/** `NNN_name.sql`: three digits, an underscore, lower-case words. */
export const MIGRATION_FILE = /^(\d{3})_([a-z0-9]+(?:_[a-z0-9]+)*)\.sql$/;
/** How a hand-written migration's id looks in schema_migrations (master tables record `master:...` ids there too). */
export const MIGRATION_ID = /^\d{3}_/;

/**
 * sha256 of the text. Line endings are taken as LF first, so a checkout that turned them into CRLF (git on Windows)
 * does not count as a changed migration.
 */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** The migration of a file, or an error naming the file when its name does not follow NNN_name.sql. */
export function migrationOf(fileName: string, sql: string): Migration {
  const m = MIGRATION_FILE.exec(fileName);
  if (!m) throw new Error(`Migration file ${fileName}: the name must be NNN_name.sql (three digits, lower-case words joined by _)`);
  return { id: fileName.slice(0, -'.sql'.length), number: Number(m[1]), sql, checksum: migrationChecksum(sql) };
}
