// On a new database: the shop's own record, the business date, the settings and module flags with their
// defaults and the first owner account. Runs at every start and only fills what is missing.
import type { Db } from './db/database';
import type { Config } from './config';
import { MODULES } from '../definitions/modules';
import { SETTINGS } from '../domain/settings';
import { todayIso } from '../domain/dates';
import { generatePassword, hashPassword } from './auth/passwords';

export interface FirstStartResult {
  /** Set when the owner account was created in this start: shown once to whoever started the server. */
  owner?: { user_id: string; password: string; generated: boolean };
}

export async function firstStart(db: Db, config: Config): Promise<FirstStartResult> {
  return db.transaction(async (tx) => {
    const result: FirstStartResult = {};
    const own = await tx.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const kodeToko = own[0]?.kode_toko ?? config.shopCode;
    if (!own[0]) {
      await tx.query('INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, is_own) VALUES ($1, $2, $3, $4, true)', [
        kodeToko,
        config.shopName,
        config.shopAddress,
        config.appType,
      ]);
    }
    await tx.query(`INSERT INTO para_system (key, value) VALUES ('tgl_system', $1) ON CONFLICT (key) DO NOTHING`, [todayIso()]);
    for (const s of SETTINGS) {
      await tx.query('INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [s.key, s.default]);
    }
    for (const m of MODULES) {
      await tx.query('INSERT INTO modules (kode_toko, key, active, value) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        kodeToko,
        m.key,
        m.default,
        m.values?.[0] ?? null,
      ]);
    }
    const owners = await tx.query(`SELECT 1 FROM users WHERE level = 'OWN' LIMIT 1`);
    if (!owners.length) {
      const password = config.ownerPassword ?? generatePassword();
      await tx.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Owner', $2, 'OWN', $3)`, [
        config.ownerUserId,
        await hashPassword(password),
        kodeToko,
      ]);
      result.owner = { user_id: config.ownerUserId, password, generated: !config.ownerPassword };
    }
    return result;
  });
}
