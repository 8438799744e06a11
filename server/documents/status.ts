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
