// A member's points as the screens read them (GET member/{kode}/poin): the balance and every move of the ledger
// (poin_mutasi), oldest first, each with what the balance was after it. Read from the ledger alone, so the running
// balance of the last move is the balance.
import type { Queryable } from '../db/database';
import type { MemberPoints } from '../../domain/member-points';

export async function pointHistory(db: Queryable, kodeMember: string): Promise<MemberPoints> {
  const rows = await db.query<{ tgl: string; no: string | null; jenis: string; keterangan: string; poin: number | string; saldo: number | string }>(
    `SELECT tgl_system::text AS tgl, no_dokumen AS no, jenis, keterangan, poin,
            sum(poin) OVER (ORDER BY tgl_system, id ROWS UNBOUNDED PRECEDING) AS saldo
       FROM poin_mutasi WHERE kode_member = $1 ORDER BY tgl_system, id`,
    [kodeMember],
  );
  const riwayat = rows.map((r) => {
    const poin = Number(r.poin);
    return { tgl: r.tgl, no: r.no, jenis: r.jenis, keterangan: r.keterangan, poin_masuk: Math.max(poin, 0), poin_keluar: Math.max(-poin, 0), saldo: Number(r.saldo) };
  });
  return { kode_member: kodeMember, poin: riwayat.at(-1)?.saldo ?? 0, riwayat };
}

export interface MemberDocument {
  no: string;
  tgl: string;
  jenis: string;
  grand_total: number;
  status: string;
}

/**
 * A member's documents in one shop over a range of business dates, oldest first: every counter document names its
 * member (dokumen.kode_member), the points' own documents too.
 */
export async function memberDocuments(db: Queryable, kodeToko: string, kodeMember: string, from: string, to: string): Promise<MemberDocument[]> {
  const rows = await db.query<{ no: string; tgl: string; jenis: string; grand_total: number | string; status: string }>(
    `SELECT no_dokumen AS no, tgl_system::text AS tgl, jenis, grand_total, status
       FROM dokumen_terkini
      WHERE kode_member = $1 AND kode_toko = $2 AND tgl_system BETWEEN $3 AND $4
      ORDER BY tgl_system, created_at, no_dokumen`,
    [kodeMember, kodeToko, from, to],
  );
  return rows.map((r) => ({ ...r, grand_total: Number(r.grand_total) }));
}
