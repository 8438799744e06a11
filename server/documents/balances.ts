// Open balances per document (migration 038): what a customer still owes on a document that runs for weeks, or what
// the shop holds for a customer. A kind's plan names the moves (Plan.balance); the kernel writes them in the
// document's transaction (engine.ts), and mirrors every move a document wrote when that document is cancelled. No
// row is ever edited: saldo_dokumen keeps the sums of saldo_mutasi, which the integrity report checks.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { DOCUMENT_MESSAGES } from './messages';

/**
 * A balance's kinds (jenis_saldo rows): the shop holds the customer's money (a deposit's; an order's or a service's
 * down payment, UANG_MUKA), or the customer owes the shop.
 */
export type BalanceKind = 'TITIPAN' | 'PIUTANG' | 'UANG_MUKA' | 'KELEBIHAN_LELANG';

/** One move of a document's open balance, in rupiah. */
export interface BalanceMove {
  /** The document whose balance moves; default the document being written (a pay-off moves its deposit's). */
  no_dokumen?: string;
  /** Opens the balance of a document of this kind (its first move). */
  jenis_saldo?: BalanceKind;
  /** TITIP, LUNAS, BATAL, HANGUS ... (migration 038). */
  kejadian: string;
  pokok: number;
  terbayar: number;
}

/** Where the moves are written from: the document that moves them, its business day and user. */
interface MoveAt {
  no: string;
  tgl_system: string;
  user_id: string;
}

export async function writeBalances(tx: Queryable, at: MoveAt, moves: readonly BalanceMove[]): Promise<void> {
  for (const m of moves) {
    const no = m.no_dokumen ?? at.no;
    if (m.jenis_saldo) await tx.query('INSERT INTO saldo_dokumen (no_dokumen, jenis_saldo) VALUES ($1, $2)', [no, m.jenis_saldo]);
    await tx.query(
      'INSERT INTO saldo_mutasi (no_dokumen, kejadian, pokok, terbayar, no_ref, tgl_system, oleh) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [no, m.kejadian, m.pokok, m.terbayar, at.no, at.tgl_system, at.user_id],
    );
    const updated = await tx.query('UPDATE saldo_dokumen SET pokok = pokok + $2, terbayar = terbayar + $3 WHERE no_dokumen = $1 RETURNING no_dokumen', [no, m.pokok, m.terbayar]);
    if (!updated.length) throw new Error(`${at.no}: moves the balance of ${no}, which has none`);
  }
}

/**
 * A cancelled document's moves mirrored, on every balance it moved (its own, a deposit it paid off), under
 * `kejadian` (BATAL; HANGUS for a deposit whose down payment the shop keeps).
 */
export async function reverseBalances(tx: Queryable, at: MoveAt, kejadian = 'BATAL'): Promise<void> {
  const rows = await tx.query<{ no_dokumen: string; pokok: string; terbayar: string }>(
    'SELECT no_dokumen, pokok, terbayar FROM saldo_mutasi WHERE no_ref = $1 ORDER BY id',
    [at.no],
  );
  await writeBalances(tx, at, rows.map((r) => ({ no_dokumen: r.no_dokumen, kejadian, pokok: -Number(r.pokok), terbayar: -Number(r.terbayar) })));
}

export interface DocumentBalance {
  no: string;
  jenis_saldo: BalanceKind;
  pokok: number;
  terbayar: number;
  sisa: number;
  riwayat: { kejadian: string; pokok: number; terbayar: number; sisa: number; no_ref: string; tgl_system: string; oleh: string; created_at: string }[];
}

/** GET {kind}/{no}/saldo: a document of the actor's shop and kind, its balance and every move, each with what remained. */
export async function documentBalance(db: Queryable, actor: Pick<Actor, 'kode_toko'>, jenis: string, no: string): Promise<DocumentBalance> {
  const [head] = await db.query<{ jenis_saldo: BalanceKind; pokok: string; terbayar: string }>(
    `SELECT s.jenis_saldo, s.pokok, s.terbayar FROM saldo_dokumen s JOIN dokumen d USING (no_dokumen)
      WHERE s.no_dokumen = $1 AND d.jenis = $2 AND d.kode_toko = $3`,
    [no, jenis, actor.kode_toko],
  );
  if (!head) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  const rows = await db.query<{ kejadian: string; pokok: string; terbayar: string; no_ref: string; tgl_system: string; oleh: string; created_at: string }>(
    'SELECT kejadian, pokok, terbayar, no_ref, tgl_system::text AS tgl_system, oleh, created_at FROM saldo_mutasi WHERE no_dokumen = $1 ORDER BY id',
    [no],
  );
  let sisa = 0;
  const riwayat = rows.map((r) => {
    sisa += Number(r.pokok) - Number(r.terbayar);
    return { ...r, pokok: Number(r.pokok), terbayar: Number(r.terbayar), sisa };
  });
  const pokok = Number(head.pokok);
  const terbayar = Number(head.terbayar);
  return { no, jenis_saldo: head.jenis_saldo, pokok, terbayar, sisa: pokok - terbayar, riwayat };
}
