// The chart of accounts as the books' reports offer it (the general ledger's account picker): every account, active or
// not, since an account closed since may still carry journal rows of the period asked.
import type { Queryable } from '../db/database';

export const chartOfAccounts = (db: Queryable) =>
  db.query<{ nomor_akun: string; nama_akun: string; kelompok: string }>('SELECT nomor_akun, nama_akun, kelompok FROM akun ORDER BY nomor_akun');
