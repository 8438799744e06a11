// What a service reads of the stored settings where only the database is at hand (a document's plan, a day's close,
// a report's fan-out): read from the tables, not the context's cache, so a read agrees with the write beside it.
import type { Queryable } from '../db/database';
import { settingSpec } from '../../domain/settings';

/** A setting's number, its default when unset. */
export async function numberSetting(db: Queryable, key: string): Promise<number> {
  const [row] = await db.query<{ value: string | null }>('SELECT value FROM para_system WHERE key = $1', [key]);
  const n = Number(row?.value ?? settingSpec(key)!.default);
  return Number.isFinite(n) ? n : Number(settingSpec(key)!.default);
}

/** Whether the own shop has a module on. */
export async function moduleActive(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.query<{ active: boolean }>('SELECT active FROM modules WHERE key = $1 AND kode_toko = (SELECT kode_toko FROM toko WHERE is_own)', [key]);
  return row?.active === true;
}
