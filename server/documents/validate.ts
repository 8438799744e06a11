// A supervisor's validation of documents (/validasi-penjualan, /validasi-jual-beli ...): each document of the actor's
// shop, of the screen's kinds, not cancelled and not validated yet, gets its dokumen_validasi row; all of them in one
// transaction, or none when one is refused. A screen over several kinds validates a mixed list the same way.
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { DOCUMENT_MESSAGES } from './messages';

export const VALIDATE_MESSAGES = {
  none: 'Pilih Nota Yang Akan Divalidasi',
  cancelled: (no: string) => `Nota ${no} Sudah Dibatalkan`,
  already: (no: string) => `Nota ${no} Sudah Divalidasi`,
} as const;

export async function validateDocuments(ctx: AppContext, actor: Actor, jenis: readonly string[], numbers: string[]): Promise<number> {
  const wanted = [...new Set(numbers.map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) throw new HttpError(400, VALIDATE_MESSAGES.none);
  return ctx.db.transaction(async (tx) => {
    // Locked in key order, so two supervisors validating overlapping sets wait for each other instead of deadlocking.
    const rows = await tx.query<{ no_dokumen: string; status: string; valid: boolean }>(
      `SELECT d.no_dokumen, s.status, EXISTS (SELECT 1 FROM dokumen_validasi v WHERE v.no_dokumen = d.no_dokumen) AS valid
         FROM dokumen d
         JOIN LATERAL (SELECT status FROM dokumen_status WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) s ON true
        WHERE d.no_dokumen = ANY($1::text[]) AND d.jenis = ANY($2::text[]) AND d.kode_toko = $3
        ORDER BY d.no_dokumen FOR UPDATE OF d`,
      [wanted, jenis, actor.kode_toko],
    );
    const found = new Map(rows.map((r) => [r.no_dokumen, r]));
    for (const no of wanted) {
      const row = found.get(no);
      if (!row) throw new HttpError(404, `${DOCUMENT_MESSAGES.notFound}: ${no}`);
      if (row.status === 'BATAL') throw new HttpError(409, VALIDATE_MESSAGES.cancelled(no));
      if (row.valid) throw new HttpError(409, VALIDATE_MESSAGES.already(no));
    }
    await tx.query(
      'INSERT INTO dokumen_validasi (no_dokumen, tgl_system, oleh) SELECT unnest($1::text[]), $2, $3',
      [wanted, actor.tgl_system, actor.user_id],
    );
    return wanted.length;
  });
}
