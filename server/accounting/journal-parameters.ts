// /parameter-akun (spec sections 2, 3, 7, 8): the journal parameters, the chart of accounts, and changing which
// account each line of a journal posts to; the operations behind server/routes/parameter-akun.ts.
import type { Db, Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import type { FieldError } from '../../domain/validation';
import { recordAudit, type Auditor } from '../audit/log';

export const AKUN_MESSAGES = {
  updated: 'Data Berhasil Diedit',
  linesDiffer: 'Detail Akun Tidak Sesuai Dengan Parameter Jurnal',
  numberRequired: 'Nomor Akun Tidak Boleh Kosong',
  numberUnknown: 'Nomor Akun Tidak Terdaftar',
} as const;

interface DetailRow {
  trx: string;
  type: string;
  _id: string;
  kode_akun: string;
  jenis_akun: string;
  posisi: 'D' | 'K';
  nomor_akun: string;
  nama_akun: string;
}

/** Journals with their lines in posting order; `where` narrows to one journal. */
export async function journals(db: Queryable, where?: { trx: string; type: string }) {
  const rows = await db.query<DetailRow>(
    `SELECT p.trx, p.type, d.trx || '.' || d.type || '.' || d.kode_akun AS _id, d.kode_akun, d.jenis_akun, d.posisi, d.nomor_akun, a.nama_akun
       FROM para_akun_transaksi p
       JOIN para_akun_transaksi_detail d ON d.trx = p.trx AND d.type = p.type
       JOIN akun a ON a.nomor_akun = d.nomor_akun
      WHERE ($1::text IS NULL OR (p.trx = $1 AND p.type = $2))
      ORDER BY p.trx, p.type, d.urutan`,
    [where?.trx ?? null, where?.type ?? null],
  );
  const byJournal = new Map<string, { trx: string; type: string; detail_akun: Omit<DetailRow, 'trx' | 'type'>[] }>();
  for (const { trx, type, ...line } of rows) {
    const key = `${trx}\u0000${type}`;
    if (!byJournal.has(key)) byJournal.set(key, { trx, type, detail_akun: [] });
    byJournal.get(key)!.detail_akun.push(line);
  }
  return [...byJournal.values()];
}

/** The chart of accounts: active accounts by number. */
export const accounts = (db: Queryable) => db.query('SELECT nomor_akun, nama_akun, kelompok FROM akun WHERE is_active ORDER BY nomor_akun');

interface LineInput {
  kode_akun: string;
  nomor_akun: string;
}

/** The lines sent, checked against the journal's own: the same lines, each once, each with a known account. */
async function checkLines(tx: Queryable, stored: string[], sent: unknown): Promise<LineInput[]> {
  if (!Array.isArray(sent)) throw new HttpError(400, AKUN_MESSAGES.linesDiffer);
  const lines = sent.map((l) => ({
    kode_akun: typeof l?.kode_akun === 'string' ? l.kode_akun : '',
    nomor_akun: typeof l?.nomor_akun === 'string' ? l.nomor_akun.trim() : '',
  }));
  const codes = lines.map((l) => l.kode_akun);
  if (codes.length !== stored.length || new Set(codes).size !== codes.length || codes.some((c) => !stored.includes(c))) {
    throw new HttpError(400, AKUN_MESSAGES.linesDiffer);
  }
  const known = new Set(
    (await tx.query<{ nomor_akun: string }>('SELECT nomor_akun FROM akun WHERE is_active AND nomor_akun = ANY($1::text[])', [lines.map((l) => l.nomor_akun)])).map((r) => r.nomor_akun),
  );
  const errors = lines.flatMap((l, i): FieldError[] => {
    const field = `detail_akun.${i}.nomor_akun`;
    if (!l.nomor_akun) return [{ field, message: AKUN_MESSAGES.numberRequired }];
    return known.has(l.nomor_akun) ? [] : [{ field, message: AKUN_MESSAGES.numberUnknown }];
  });
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  return lines;
}

/**
 * Stores the account number of each line of one journal (the lines and their account types are the trade's; only
 * the account number is the shop's to choose); answers the journal as it now is. 404 for an unknown journal.
 */
export async function saveJournalAccounts(db: Db, trx: string, type: string, detail: unknown, who: Auditor) {
  await db.transaction(async (tx) => {
    const found = await tx.query('SELECT 1 FROM para_akun_transaksi WHERE trx = $1 AND type = $2 FOR UPDATE', [trx, type]);
    if (!found.length) throw new HttpError(404, MESSAGES.notFound);
    const stored = await tx.query<{ kode_akun: string; nomor_akun: string }>('SELECT kode_akun, nomor_akun FROM para_akun_transaksi_detail WHERE trx = $1 AND type = $2 ORDER BY kode_akun', [trx, type]);
    const lines = await checkLines(tx, stored.map((r) => r.kode_akun), detail);
    for (const l of lines) {
      await tx.query('UPDATE para_akun_transaksi_detail SET nomor_akun = $4 WHERE trx = $1 AND type = $2 AND kode_akun = $3', [trx, type, l.kode_akun, l.nomor_akun]);
    }
    await tx.query('UPDATE para_akun_transaksi SET updated_by = $3, updated_at = now() WHERE trx = $1 AND type = $2', [trx, type, who.user_id]);
    // The journal's lines, each role's account number, before and after.
    const accountsOf = (rows: { kode_akun: string; nomor_akun: string }[]) => Object.fromEntries(rows.map((r) => [r.kode_akun, r.nomor_akun]));
    const after = await tx.query<{ kode_akun: string; nomor_akun: string }>('SELECT kode_akun, nomor_akun FROM para_akun_transaksi_detail WHERE trx = $1 AND type = $2 ORDER BY kode_akun', [trx, type]);
    await recordAudit(tx, who, { tabel: 'para_akun_transaksi', kunci: `${trx}/${type}`, aksi: 'UBAH', sebelum: accountsOf(stored), sesudah: accountsOf(after) });
  });
  const [data] = await journals(db, { trx, type });
  return data;
}
