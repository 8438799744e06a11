// On a new database: the shop's own record and its business date (hari_toko), the settings and module flags with their
// defaults and the first owner account. Runs at every start and only fills what is missing.
import type { Db } from './db/database';
import type { Config } from './config';
import { MODULES } from '../definitions/modules';
import { SETTINGS } from '../domain/settings';
import { todayIso } from '../domain/dates';
import { systemClock, type Clock } from './shop-clock';
import { generatePassword, hashPassword } from './auth/passwords';

export interface FirstStartResult {
  /** Set when the owner account was created in this start: shown once to whoever started the server. */
  owner?: { user_id: string; password: string; generated: boolean };
}

export async function firstStart(db: Db, config: Config, clock: Clock = systemClock): Promise<FirstStartResult> {
  return db.transaction(async (tx) => {
    const result: FirstStartResult = {};
    const own = await tx.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const kodeToko = own[0]?.kode_toko ?? config.shopCode;
    if (!own[0]) {
      await tx.query('INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, zona_waktu, is_own) VALUES ($1, $2, $3, $4, $5, true)', [
        kodeToko,
        config.shopName,
        config.shopAddress,
        config.appType,
        config.shopTimeZone,
      ]);
      // The toko trigger opened the shop's day on the database's date (UTC's); the business date starts on the
      // shop's: at 01:30 in Jakarta it is already the next day.
      await tx.query('UPDATE hari_toko SET tgl_system = $2 WHERE kode_toko = $1', [kodeToko, todayIso(clock(), config.shopTimeZone)]);
    }
    // One statement each (not one per setting and module): these run on every start.
    await tx.query('INSERT INTO para_system (key, value) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (key) DO NOTHING', [
      SETTINGS.map((s) => s.key),
      SETTINGS.map((s) => s.default),
    ]);
    await tx.query(
      'INSERT INTO modules (kode_toko, key, active, value) SELECT $1, * FROM unnest($2::text[], $3::boolean[], $4::text[]) ON CONFLICT DO NOTHING',
      [kodeToko, MODULES.map((m) => m.key), MODULES.map((m) => m.default), MODULES.map((m) => m.values?.[0] ?? null)],
    );
    const owners = await tx.query(`SELECT 1 FROM users WHERE level = 'OWN' LIMIT 1`);
    if (!owners.length) {
      const password = config.ownerPassword ?? generatePassword();
      // A generated password was read off a console, maybe by someone else: the owner replaces it at first
      // login. One from OWNER_PASSWORD was chosen by whoever set up the server, and stays.
      await tx.query(
        `INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko, must_change_password) VALUES ($1, 'Owner', $2, 'OWN', $3, $4)`,
        [config.ownerUserId, await hashPassword(password), kodeToko, !config.ownerPassword],
      );
      result.owner = { user_id: config.ownerUserId, password, generated: !config.ownerPassword };
    }
    return result;
  });
}

/**
 * The owner account made by this start, as a framed block of its own on stdout: the generated password is
 * shown this once, and must not drown among the request log lines around it.
 */
export function ownerBanner(owner: NonNullable<FirstStartResult['owner']>): string {
  const lines = owner.generated
    ? [
        'AKUN OWNER DIBUAT',
        '',
        `  User ID  : ${owner.user_id}`,
        `  Password : ${owner.password}`,
        '',
        'Simpan password ini sekarang: tidak ditampilkan lagi.',
        'Password ini harus diganti saat login pertama.',
      ]
    : ['AKUN OWNER DIBUAT', '', `  User ID  : ${owner.user_id}`, '  Password : dari OWNER_PASSWORD'];
  return framedBlock(lines);
}

/** Lines in a frame of their own, so that they stand out of the log around them. */
export function framedBlock(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = `+${'-'.repeat(width)}+`;
  return ['', rule, ...lines.map((l) => `|  ${l.padEnd(width - 4)}  |`), rule, ''].join('\n');
}
