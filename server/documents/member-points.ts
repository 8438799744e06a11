// Member points on the sale (issue 9, item 2): a member is found by the sale's phone, earns points by buying and
// pays with them. The ledger is poin_mutasi (migration 025): one signed row per movement, never updated or deleted;
// a member's balance is the sum of its rows.
//
// Rules of the trade:
// - A member is the active /data-member record whose no_hp is the sale's no_hp (both in the 62 form). No member: the
//   sale earns nothing, and a POIN payment is refused ('Member Tidak Terdaftar', the spec's 'member must exist').
// - Earning, when MEMBER_MODULE is on and the buyer is a member: the /parameter-get-point-member row of jenis_transaksi
//   PENJUALAN (the first by its code, should there be several) gives floor(amount / rupiah_per_poin) points, only when
//   the grand total reaches its minimal_transaksi; no such row, no points. The amount is what the member paid in money:
//   the grand total less the part paid with points (points earn no points). A coupon's part still earns.
// - Spending, behind PENJUALAN_BAYAR_POIN_MODULE: whole points, worth poin x poin_rupiah rupiah rounded down
//   (domain/payments.ts pointsToRupiah); the line's jumlah_rp must be that value; together at most the balance
//   ('Poin Tidak Mencukupi'). The member's row is locked (FOR UPDATE) before its balance is read, so two sales cannot
//   spend the same points. A POIN line moves no money (no kas_mutasi row); the journal debits promotion (PROMOSI), as a
//   coupon does. Its dokumen_bayar row names the member in no_reff.
// - Cancelling the sale writes the mirror of its rows (BATAL_EARN, BATAL_SPEND), dated on the cancelling business day.
//   The earned points go even when the member has spent them since: the balance may then fall below zero, and the
//   member spends nothing until it is above again.
// - All of it in the sale's own transaction (the kernel's plan, afterWrite and cancel steps).
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { masterTable } from '../db/master-tables';
import { pointsToRupiah, type PaymentSummary } from '../../domain/payments';
import { formatRupiah } from '../../domain/units';
import type { DocumentPayment } from './plan';
import { refuse, type PaymentInput } from './priced-pieces';

export const POIN_MESSAGES = {
  notMember: 'Member Tidak Terdaftar',
  spendOff: 'Modul Pembayaran Dengan Poin Tidak Aktif',
  amount: (rupiah: number) => `Jumlah Pembayaran Poin Harus Sama Dengan Nilai Poin: ${formatRupiah(rupiah)}`,
} as const;

export interface Member {
  kode_member: string;
  nama_member: string;
  no_hp: string;
}

/** The active member of a phone in the 62 form; `lock` holds the row until the transaction ends (a spend). */
export async function memberByPhone(tx: Queryable, noHp: string, lock = false): Promise<Member | undefined> {
  if (!noHp) return undefined;
  const [row] = await tx.query<Member>(
    `SELECT kode_member, nama_member, no_hp FROM member WHERE no_hp = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`,
    [noHp],
  );
  return row;
}

/** The active member of a code, with the address a counter screen fills in for its customer. */
export async function memberByCode(tx: Queryable, kodeMember: string): Promise<(Member & { alamat: string }) | undefined> {
  const [row] = await tx.query<Member & { alamat: string }>(
    `SELECT kode_member, nama_member, no_hp, coalesce(alamat, '') AS alamat FROM member WHERE kode_member = $1 AND is_active`,
    [kodeMember.trim().toUpperCase()],
  );
  return row;
}

/** A member's points: the sum of its ledger. */
export async function pointBalance(tx: Queryable, kodeMember: string): Promise<number> {
  const [{ poin }] = await tx.query<{ poin: number }>('SELECT coalesce(sum(poin), 0)::bigint AS poin FROM poin_mutasi WHERE kode_member = $1', [kodeMember]);
  return Number(poin);
}

/** Points a purchase of `grandTotal` earns when `paidInMoney` of it was not paid with points (see the rules above). */
export async function pointsEarned(tx: Queryable, grandTotal: number, paidInMoney: number): Promise<number> {
  const [rule] = await tx.query<{ rupiah_per_poin: number; minimal_transaksi: number | null }>(
    `SELECT rupiah_per_poin, minimal_transaksi FROM ${masterTable({ name: 'para_get_poin_member' })}
      WHERE is_active AND jenis_transaksi = 'PENJUALAN' ORDER BY kode_get_poin LIMIT 1`,
  );
  const per = Number(rule?.rupiah_per_poin ?? 0);
  if (per <= 0 || grandTotal < Number(rule.minimal_transaksi ?? 0)) return 0;
  return Math.floor(Math.max(paidInMoney, 0) / per);
}

/** The sale's member when the sale earns (`earning`: MEMBER_MODULE) or spends points; `saldo` when it spends. */
export interface SaleMember extends Member {
  earning: boolean;
  saldo?: number;
}

/**
 * The member of the sale's phone, when points are earned or spent. Spending: the member must exist, its row is locked
 * for the rest of the transaction and only then its balance read, so a second sale of the same member waits here and
 * sees the first one's spend.
 */
export async function pointsMember(tx: Queryable, pembayaran: PaymentInput[], noHp: string, earning: boolean): Promise<SaleMember | undefined> {
  const spendAt = pembayaran.findIndex((p) => p.jenis === 'POIN');
  if (spendAt < 0 && !earning) return undefined;
  const member = await memberByPhone(tx, noHp, spendAt >= 0);
  if (!member) {
    if (spendAt >= 0) throw refuse(400, POIN_MESSAGES.notMember, `pembayaran.${spendAt}.jenis`);
    return undefined;
  }
  return { ...member, earning, ...(spendAt >= 0 ? { saldo: await pointBalance(tx, member.kode_member) } : {}) };
}

/**
 * Each POIN line's jumlah_rp must be its points' rupiah at the shop's rate (pointsToRupiah, what the screen shows), so
 * a stale rate on a screen never posts a surprise. Checked before the totals, whose message would hide the cause.
 * Points that are not whole are left to domain/payments.ts, which names that.
 */
export function checkPointAmounts(pembayaran: PaymentInput[], poinRupiah: number): void {
  pembayaran.forEach((p, i) => {
    if (p.jenis !== 'POIN' || !Number.isSafeInteger(p.poin)) return;
    const rupiah = pointsToRupiah(p.poin!, poinRupiah);
    if (p.jumlah_rp !== rupiah) throw refuse(400, POIN_MESSAGES.amount(rupiah), `pembayaran.${i}.jumlah_rp`);
  });
}

/**
 * What the sale does to its member's points (undefined without a member). Its POIN payment rows are given the
 * member's code (no_reff), whatever the client sent there.
 */
export async function pointMoves(tx: Queryable, member: SaleMember | undefined, paid: PaymentSummary, payments: DocumentPayment[], grandTotal: number): Promise<PointMoves | undefined> {
  if (!member) return undefined;
  for (const p of payments) if (p.jenis === 'POIN') p.no_reff = member.kode_member;
  const spent = paid.lines.filter((l) => l.jenis === 'POIN');
  const spend = spent.reduce((s, l) => s + (l.poin ?? 0), 0);
  const spendRupiah = spent.reduce((s, l) => s + l.jumlah, 0);
  const earn = member.earning ? await pointsEarned(tx, grandTotal, grandTotal - spendRupiah) : 0;
  return { kode_member: member.kode_member, earn, spend, spendRupiah };
}

/** What one document does to a member's points: points earned, and points spent with their rupiah. */
export interface PointMoves {
  kode_member: string;
  earn: number;
  spend: number;
  spendRupiah: number;
}

export async function recordPoints(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string, moves: PointMoves | undefined): Promise<void> {
  if (!moves) return;
  const rows: [string, number, number][] = [];
  if (moves.spend > 0) rows.push(['SPEND', -moves.spend, moves.spendRupiah]);
  if (moves.earn > 0) rows.push(['EARN', moves.earn, 0]);
  for (const [jenis, poin, rupiah] of rows) {
    await tx.query(`INSERT INTO poin_mutasi (kode_member, no_dokumen, jenis, poin, rupiah, tgl_system, oleh) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      moves.kode_member,
      no,
      jenis,
      poin,
      rupiah,
      actor.tgl_system,
      actor.user_id,
    ]);
  }
}

/** A cancelled document's points back: the mirror of each of its EARN and SPEND rows. */
export async function reversePoints(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string): Promise<void> {
  // The member's row is locked as a spend locks it, so a sale spending meanwhile reads the balance after this.
  await tx.query('SELECT 1 FROM member WHERE kode_member IN (SELECT kode_member FROM poin_mutasi WHERE no_dokumen = $1) FOR UPDATE', [no]);
  await tx.query(
    `INSERT INTO poin_mutasi (kode_member, no_dokumen, jenis, poin, rupiah, tgl_system, oleh)
     SELECT kode_member, no_dokumen, 'BATAL_' || jenis, -poin, rupiah, $2, $3 FROM poin_mutasi
      WHERE no_dokumen = $1 AND jenis IN ('EARN', 'SPEND') ORDER BY id`,
    [no, actor.tgl_system, actor.user_id],
  );
}
