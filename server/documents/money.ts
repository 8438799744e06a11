// The money ledger (kas_mutasi): the shop's cash and each bank account, one row per movement a document causes,
// pointing at it. A cancellation writes the mirror rows, dated on the cancelling day.
import type { Queryable } from '../db/database';
import type { MoneyMove } from './plan';

interface At {
  no: string;
  kode_toko: string;
  tgl_system: string;
  user_id: string;
}

export async function writeMoney(tx: Queryable, at: At, kategori: string, moves: MoneyMove[]): Promise<void> {
  const used = moves.filter((m) => m.jumlah_in > 0 || m.jumlah_out > 0);
  if (!used.length) return;
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

/** Money in goes back out and the other way round, on the same cash or account. */
export async function reverseMoney(tx: Queryable, at: At, kategori: string): Promise<void> {
  const moves = await tx.query<MoneyMove>('SELECT akun, jenis_bayar, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [at.no]);
  await writeMoney(tx, at, kategori, moves.map((m) => ({ ...m, jumlah_in: m.jumlah_out, jumlah_out: m.jumlah_in })));
}
