// `npm run reset-owner`: a new password for the first owner, on the server itself (server/owner-recovery.ts). Uses
// the same settings as the server (DATA_DIR or DATABASE_URL); on PGlite it refuses while a server holds the folder.
import { readConfig } from '../server/config';
import { prepareDatabaseOrExit } from '../server/boot';
import { resetFirstOwner } from '../server/owner-recovery';
import { framedBlock } from '../server/first-start';

const { db } = await prepareDatabaseOrExit(readConfig());
try {
  const owner = await resetFirstOwner(db);
  console.log(framedBlock(['PASSWORD OWNER DIRESET', '', `  User ID  : ${owner.user_id}`, `  Password : ${owner.password}`, '', 'Password ini harus diganti saat login berikutnya.']));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
