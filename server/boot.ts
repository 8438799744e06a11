// Opens the database and brings it up to date: hand-written migrations, master tables, first start.
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { runMigrations } from './db/migrate';
import { DataDirLocked } from './db/data-dir-lock';
import { syncMasterTables } from './db/master-tables';
import { loadDefinitions } from './engine/load-definitions';
import { firstStart, type FirstStartResult } from './first-start';
import type { MasterDefinition } from '../definitions/define';
import { systemClock, type Clock } from './shop-clock';

/**
 * prepareDatabase for a command (the server, reset-owner): a data folder another process holds ends the command with
 * the reason, naming that process, and exit code 1.
 */
export async function prepareDatabaseOrExit(config: Config, clock: Clock = systemClock): Promise<{ db: Db; first: FirstStartResult }> {
  try {
    return await prepareDatabase(config, clock);
  } catch (e) {
    if (!(e instanceof DataDirLocked)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

export async function prepareDatabase(config: Config, clock: Clock = systemClock): Promise<{ db: Db; first: FirstStartResult }> {
  const definitions = await loadDefinitions();
  const db = await openDatabase(config);
  // A database this build must not touch (a migration changed after it was applied, or one from a newer build)
  // refuses the boot with the migration's name; the database is closed first.
  await runMigrations(db).catch(async (e: unknown) => {
    await db.close().catch(() => undefined);
    throw e;
  });
  await syncMasterTables(db, definitions.filter((d): d is MasterDefinition => d.kind === 'master'));
  const first = await firstStart(db, config, clock);
  return { db, first };
}
