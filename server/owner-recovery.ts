// The way back in when the first owner has lost their password. Inside the app nobody may reset it (the owners'
// rule, routes/user-admin-guard.ts), so whoever runs the server does it there (`npm run reset-owner`), never
// over the API: a new generated password, to be changed at the next login, and every open session of it ended.
import type { Db } from './db/database';
import { generatePassword, hashPassword } from './auth/passwords';
import { firstOwnerId } from './routes/user-admin-guard';

export async function resetFirstOwner(db: Db): Promise<{ user_id: string; password: string }> {
  const password = generatePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await firstOwnerId(tx);
    if (!userId) throw new Error('Belum ada akun OWNER di database ini');
    await tx.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now(), must_change_password = true, is_active = true WHERE user_id = $1',
      [userId, hash],
    );
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    return { user_id: userId, password };
  });
}
