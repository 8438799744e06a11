// The print record of receipts (issue 9 item 5: "a reprint is recorded"), behind every kind's POST {api}/{number}/cetak
// (server/routes/documents.ts). The browser records each print before it prints; the answer's cetak_ke above 1 makes the receipt
// say 'CETAK ULANG ke-N'. A document of another shop, or of another kind, is 404 as if it did not exist. A kind whose
// receipt layout names a reprint authorization (an order's: CETAK_ULANG_PESANAN, spec section 6) prints again only on
// a supervisor's authorization, used up by that print; without one the answer is the kernel's 403, naming the kind.
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import type { Executor } from '../db/database';
import { consumeAuthorization } from '../auth/authorizations';
import { AUTHORIZATION_KINDS, type AuthorizationKind } from '../../domain/authorization';
import { DOCUMENT_MESSAGES } from './messages';

export const PRINT_MESSAGES = {
  printed: 'Berhasil Mencatat Cetak Nota',
  notFound: 'Nota Tidak Ditemukan',
} as const;

/** Records one more print of the document: its number, 1 for the first print. */
export async function recordPrint(
  tx: Executor,
  actor: Pick<Actor, 'kode_toko' | 'user_id'>,
  jenis: string,
  no: string,
  reprint?: { kategori: AuthorizationKind; authorization_id?: string },
): Promise<number> {
  // The lock on the header serializes two prints of one nota, so each gets its own number.
  const [doc] = await tx.query('SELECT no_dokumen FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3 FOR UPDATE', [no, jenis, actor.kode_toko]);
  if (!doc) throw new HttpError(404, PRINT_MESSAGES.notFound);
  if (reprint && (await tx.query('SELECT 1 FROM dokumen_cetak WHERE no_dokumen = $1 LIMIT 1', [no])).length) {
    const { kategori, authorization_id } = reprint;
    if (!authorization_id) {
      throw new HttpError(403, DOCUMENT_MESSAGES.authorizationNeeded, undefined, { kategori: [kategori], keterangan: [AUTHORIZATION_KINDS[kategori]], rincian: [] });
    }
    await consumeAuthorization(tx, authorization_id, kategori, actor.user_id, no);
  }
  const [row] = await tx.query<{ cetak_ke: number }>(
    `INSERT INTO dokumen_cetak (no_dokumen, cetak_ke, oleh)
       SELECT $1, coalesce(max(cetak_ke), 0) + 1, $2 FROM dokumen_cetak WHERE no_dokumen = $1
     RETURNING cetak_ke`,
    [no, actor.user_id],
  );
  return Number(row.cetak_ke);
}
