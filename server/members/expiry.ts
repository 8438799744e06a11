// Points reset and expired at the day's close (issue 23), a step of server/tutup-toko (steps.ts), in the close's
// transaction, while MEMBER_MODULE is on:
// - a reset rule of /parameter-reset-poin-member (MEMBER_RESET_POIN_MODULE) that falls on the day being closed
//   (domain/member-points.ts resetDue) takes every positive balance to zero;
// - the setting poin_hangus_bulan (months, 0: never): a positive balance whose last move is that many months or more
//   before the day being closed expires.
// Each is a HANGUS row of the points ledger (no document), dated on the closed day, by the closing user, its reason in
// keterangan. A balance below zero (a cancelled sale's points spent since) is left for the member to earn back. A
// second close of the same day (another shop of the same database) finds nothing left to take.
import type { Queryable } from '../db/database';
import type { ClosingStep } from '../tutup-toko/closing-step';
import { masterTable } from '../db/master-tables';
import { expiryCutoff, resetDue, type ResetPeriod } from '../../domain/member-points';
import { moduleActive, numberSetting } from '../settings/stored';

/** Every positive balance (of members whose last move is on or before `lastMoveBy`, when given) to zero. */
async function takeBalances(tx: Queryable, day: { tgl_system: string; user_id: string }, keterangan: string, lastMoveBy?: string): Promise<void> {
  // Members' rows locked as a spend locks them, so a document spending at this moment reads the balance after.
  await tx.query(
    `INSERT INTO poin_mutasi (kode_member, no_dokumen, jenis, poin, tgl_system, oleh, keterangan)
     SELECT m.kode_member, NULL, 'HANGUS', -b.saldo, $1, $2, $3
       FROM (SELECT kode_member FROM member ORDER BY kode_member FOR UPDATE) m
       JOIN (SELECT kode_member, sum(poin) AS saldo, max(tgl_system) AS terakhir FROM poin_mutasi GROUP BY kode_member) b USING (kode_member)
      WHERE b.saldo > 0 AND ($4::date IS NULL OR b.terakhir <= $4::date)
      ORDER BY m.kode_member`,
    [day.tgl_system, day.user_id, keterangan, lastMoveBy ?? null],
  );
}

export const expireMemberPoints: ClosingStep = {
  name: 'poin_member_hangus',
  async run(tx, day) {
    if (!(await moduleActive(tx, 'MEMBER_MODULE'))) return;
    if (await moduleActive(tx, 'MEMBER_RESET_POIN_MODULE')) {
      const rules = await tx.query<{ kode_reset: string; tgl_reset: string; periode_reset: ResetPeriod; keterangan: string | null }>(
        `SELECT kode_reset, tgl_reset::text AS tgl_reset, periode_reset, keterangan FROM ${masterTable({ name: 'para_reset_poin_member' })}
          WHERE is_active ORDER BY kode_reset`,
      );
      const due = rules.find((r) => resetDue(r.tgl_reset, r.periode_reset, day.tgl_system));
      if (due) await takeBalances(tx, day, `Reset Poin ${due.kode_reset}${due.keterangan ? `: ${due.keterangan}` : ''}`);
    }
    const months = await numberSetting(tx, 'poin_hangus_bulan');
    if (months > 0) await takeBalances(tx, day, `Poin Hangus: ${months} Bulan Tanpa Transaksi`, expiryCutoff(day.tgl_system, months));
  },
};
