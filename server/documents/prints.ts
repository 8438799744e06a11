// The print record of receipts (issue 9 item 5: "a reprint is recorded"), behind every kind's POST {api}/{number}/cetak
// (server/routes/documents.ts). The browser records each print before it prints; the answer's cetak_ke above 1 makes the receipt
// say 'CETAK ULANG ke-N'. A document of another shop, or of another kind, is 404 as if it did not exist.
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import type { Executor } from '../db/database';

export const PRINT_MESSAGES = {
  printed: 'Berhasil Mencatat Cetak Nota',
  notFound: 'Nota Tidak Ditemukan',
} as const;

/** Records one more print of the document: its number, 1 for the first print. */
export async function recordPrint(tx: Executor, actor: Pick<Actor, 'kode_toko' | 'user_id'>, jenis: string, no: string): Promise<number> {
  // The lock on the header serializes two prints of one nota, so each gets its own number.
  const [doc] = await tx.query('SELECT no_dokumen FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3 FOR UPDATE', [no, jenis, actor.kode_toko]);
  if (!doc) throw new HttpError(404, PRINT_MESSAGES.notFound);
  const [row] = await tx.query<{ cetak_ke: number }>(
    `INSERT INTO dokumen_cetak (no_dokumen, cetak_ke, oleh)
       SELECT $1, coalesce(max(cetak_ke), 0) + 1, $2 FROM dokumen_cetak WHERE no_dokumen = $1
     RETURNING cetak_ke`,
    [no, actor.user_id],
  );
  return Number(row.cetak_ke);
}
