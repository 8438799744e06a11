// The money ledger (kas_mutasi): the shop's cash and each bank account, one row per movement a document causes,
// pointing at it. A cancellation writes the mirror rows, dated on the cancelling day. Every row goes through
// writeMoney, which lets money leave an akun only while the akun holds it: a payout of any kind (an expense, a
// buy-back paid in cash, a sale's refund, a deposit's refund, a trade-in's cash back) is checked by the same rule.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { CASH_MESSAGES } from '../../domain/kas';
import type { MoneyMove } from './plan';

interface At {
  no: string;
  kode_toko: string;
  tgl_system: string;
  user_id: string;
}

/** The balance of one akun of a shop: every ledger row, up to now. */
export async function balanceOf(db: Queryable, kodeToko: string, akun: string): Promise<number> {
  const [row] = await db.query<{ saldo: number }>(
    'SELECT coalesce(sum(jumlah_in - jumlah_out), 0)::bigint AS saldo FROM kas_mutasi WHERE kode_toko = $1 AND akun = $2',
    [kodeToko, akun],
  );
  return Number(row.saldo);
}

/**
 * Money may leave an akun only while it holds it ('Saldo Tidak Mencukupi'): the net outflow of `moves` per akun
 * against its balance. The akun are locked first (in name order, so two writers never wait on each other crosswise)
 * until the transaction ends, so two payments out of one till at once cannot both pass. `field`: the body field the
 * answer names, where the amount was typed in one.
 */
export async function ensureFunds(tx: Queryable, kodeToko: string, moves: readonly MoneyMove[], field?: string): Promise<void> {
  const out = new Map<string, number>();
  for (const m of moves) out.set(m.akun, (out.get(m.akun) ?? 0) + Number(m.jumlah_out) - Number(m.jumlah_in));
  const akuns = [...out].filter(([, n]) => n > 0).map(([a]) => a).sort();
  for (const akun of akuns) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kas/${kodeToko}/${akun}`]);
    if ((await balanceOf(tx, kodeToko, akun)) < out.get(akun)!) {
      throw new HttpError(400, CASH_MESSAGES.insufficient, field ? [{ field, message: CASH_MESSAGES.insufficient }] : undefined);
    }
  }
}

export async function writeMoney(tx: Queryable, at: At, kategori: string | null, moves: MoneyMove[], field?: string): Promise<void> {
  const used = moves.filter((m) => m.jumlah_in > 0 || m.jumlah_out > 0);
  if (!used.length) return;
  if (kategori === null) throw new Error(`${at.no}: money moves without a kategori`);
  await ensureFunds(tx, at.kode_toko, used, field);
  await tx.query(
    `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, kategori, keterangan, input_by, akun, jenis_bayar, jumlah_in, jumlah_out)
     SELECT $1, $2, $3, $4, $3, $5, * FROM unnest($6::text[], $7::text[], $8::bigint[], $9::bigint[])`,
    [
      at.kode_toko,
      at.tgl_system,
      at.no,
      kategori,
      at.user_id,
      used.map((m) => m.akun),
      used.map((m) => m.jenis_bayar),
      used.map((m) => m.jumlah_in),
      used.map((m) => m.jumlah_out),
    ],
  );
}

/** Money in goes back out and the other way round, on the same cash or account (checked as any payout). */
export async function reverseMoney(tx: Queryable, at: At, kategori: string | null): Promise<void> {
  const moves = await tx.query<MoneyMove>('SELECT akun, jenis_bayar, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [at.no]);
  await writeMoney(tx, at, kategori, moves.map((m) => ({ ...m, jumlah_in: Number(m.jumlah_out), jumlah_out: Number(m.jumlah_in) })));
}
