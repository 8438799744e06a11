// Where a document stands: every change is a dokumen_status row (never an update), written here, by the kernel
// (a post, a cancel) and by a kind whose document moves another one (a pay-off closes its deposit).
import type { Queryable } from '../db/database';
import type { DocumentStatus } from '../../domain/codes';

/** Who changes a document's status, on which business day; why, and on whose authorization, where there is one. */
export interface StatusChange {
  tgl_system: string;
  user_id: string;
  alasan?: string;
  authorization_id?: string;
}

export async function changeStatus(tx: Queryable, no: string, status: DocumentStatus, at: StatusChange): Promise<void> {
  await tx.query('INSERT INTO dokumen_status (no_dokumen, status, tgl_system, alasan, authorization_id, oleh) VALUES ($1, $2, $3, $4, $5, $6)', [
    no,
    status,
    at.tgl_system,
    at.alasan ?? '',
    at.authorization_id ?? null,
    at.user_id,
  ]);
}

/**
 * A document of a shop and kind, its header locked against a second step or a cancellation at the same moment (a
 * deposit's pay-off, an order's or a service's collection), with where it stands now; undefined when there is none.
 * `columns`: the header's columns the caller reads (a constant list of dokumen's).
 */
export async function lockDocument<R extends object>(tx: Queryable, kodeToko: string, jenis: string, no: string, columns: string): Promise<(R & { status: string }) | undefined> {
  const [row] = await tx.query<R>(`SELECT ${columns} FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3 FOR UPDATE`, [no, jenis, kodeToko]);
  if (!row) return undefined;
  // Read once the lock is held, in a statement of its own: on PostgreSQL a statement that waited for the lock still
  // sees its snapshot from before, so a status read with it would miss the step that just committed.
  const [{ status }] = await tx.query<{ status: string }>('SELECT status FROM dokumen_status WHERE no_dokumen = $1 ORDER BY id DESC LIMIT 1', [no]);
  return { ...row, status };
}
