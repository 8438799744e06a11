import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig, type Config } from '../../server/config';
import { todayIso } from '../../domain/dates';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const TEST_ROOT = join(ROOT, '.test-data');

/** Everything a new database is made from; a change to any of it (or a new day) makes a new template. */
const TEMPLATE_SOURCES = ['server/db', 'server/first-start.ts', 'server/boot.ts', 'definitions', 'tests/helpers/paths.ts'];

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (statSync(path).isDirectory()) for (const f of readdirSync(path).sort()) hashTree(hash, join(path, f));
  else hash.update(path).update(readFileSync(path));
}

function templateKey(): string {
  const hash = createHash('sha256').update(todayIso());
  for (const s of TEMPLATE_SOURCES) hashTree(hash, join(ROOT, s));
  return hash.digest('hex').slice(0, 16);
}

/** A prepared PGlite data directory that tests copy; shared by the test projects of a run, and by later runs. */
export const TEMPLATE_DIR = join(TEST_ROOT, `template-${templateKey()}`);
export const OWNER = { user_id: 'OWNER', password: 'owner-test-pw' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({ OWNER_PASSWORD: OWNER.password, STATIC_DIR: '', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}

/** Sets a shop's business date (hari_toko); the database's own shop when none is named. */
export async function setBusinessDate(db: { query(sql: string, params?: unknown[]): Promise<unknown> }, tgl: string, kodeToko?: string): Promise<void> {
  await db.query(
    kodeToko ? 'UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = $2' : 'UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = (SELECT kode_toko FROM toko WHERE is_own)',
    kodeToko ? [tgl, kodeToko] : [tgl],
  );
}
