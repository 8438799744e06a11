// Member points (issues 9 and 23): a counter document names its member, found by the member's code or else by the
// customer's phone; a member earns points by buying and pays with them. The ledger is poin_mutasi (migrations 025,
// 051): one signed row per movement, never updated or deleted; a member's balance is the sum of its rows.
//
// Rules of the trade:
// - The member of a document (counterMember): the active /data-member record of the body's kode_member ('Member Tidak
//   Terdaftar', 400, when the code names none), else the active record whose no_hp is the document's phone (62 form);
//   dokumen.kode_member keeps it ('' for a customer who is not a member). Documents a step posts (a collection, a
//   pay-off, a loan's redemption) keep the member of the document they act on.
// - Earning, when MEMBER_MODULE is on (pointsEarned): gold sold to the member (a sale, an order collected) earns per
//   line whose group has a /master-parameter-point row floor(sold weight x poin_per_gram); the other lines earn by the
//   /parameter-get-point-member row of the document's jenis_transaksi (the first by its code): floor(amount /
//   rupiah_per_poin), only when the document's total reaches its minimal_transaksi; no row, no rupiah points. The
//   amount is what the member paid in money for those lines: the total less the part paid with points (points earn no
//   points) and less the lines earning by weight. A service collected earns by the SERVICE row, a buy-back by the
//   PEMBELIAN row only (the shop pays there: no row, nothing), neither by weight (no gold is sold to the member).
// - Spending, behind PENJUALAN_BAYAR_POIN_MODULE: whole points, worth poin x poin_rupiah rupiah rounded down
//   (domain/payments.ts pointsToRupiah); the line's jumlah_rp must be that value; together at most the balance
//   ('Poin Tidak Mencukupi'). The member's row is locked (FOR UPDATE) before its balance is read, so two documents
//   cannot spend the same points. A POIN line moves no money (no kas_mutasi row); the journal debits promotion
//   (PROMOSI), as a coupon does. Its dokumen_bayar row names the member in no_reff. A gift (kinds/tukar-poin.ts) and a
//   manual correction (kinds/koreksi-poin.ts) spend the same way.
// - The kernel writes a plan's `points` with the document and, cancelling it, the mirror of every row of the document
//   (BATAL_<jenis>), dated on the cancelling business day. Earned points go back even when the member has spent them
//   since: the balance may then fall below zero, and the member spends nothing until it is above again.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import type { AppContext } from '../context';
import { moduleOn } from '../../domain/gates';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';
import { pointsToRupiah, type PaymentSummary } from '../../domain/payments';
import { formatRupiah, weightMg } from '../../domain/units';
import { mulDiv } from '../../domain/amounts';
import { whatsappNumber } from '../../domain/phone';
import type { DocumentLine, DocumentPayment, PointMoves, PointRow } from './plan';

export const POIN_MESSAGES = {
  notMember: 'Member Tidak Terdaftar',
  insufficient: 'Poin Tidak Mencukupi',
  spendOff: 'Modul Pembayaran Dengan Poin Tidak Aktif',
  amount: (rupiah: number) => `Jumlah Pembayaran Poin Harus Sama Dengan Nilai Poin: ${formatRupiah(rupiah)}`,
} as const;

const refuse = (status: number, message: string, field: string) => new HttpError(status, message, [{ field, message }]);

/** What of a body's payment lines the points read (a POIN line's points and rupiah). */
type PointPayment = { jenis: string; jumlah_rp: number; poin?: number };

export interface Member {
  kode_member: string;
  nama_member: string;
  no_hp: string;
}

const MEMBER_COLUMNS = `kode_member, nama_member, coalesce(no_hp, '') AS no_hp, coalesce(alamat, '') AS alamat`;

/** The active member of a phone in the 62 form; `lock` holds the row until the transaction ends (a spend). */
export async function memberByPhone(tx: Queryable, noHp: string, lock = false): Promise<(Member & { alamat: string }) | undefined> {
  if (!noHp) return undefined;
  const [row] = await tx.query<Member & { alamat: string }>(`SELECT ${MEMBER_COLUMNS} FROM member WHERE no_hp = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`, [noHp]);
  return row;
}

/** The active member of a code, with the address a counter screen fills in for its customer; `lock` as above. */
export async function memberByCode(tx: Queryable, kodeMember: string, lock = false): Promise<(Member & { alamat: string }) | undefined> {
  const [row] = await tx.query<Member & { alamat: string }>(
    `SELECT ${MEMBER_COLUMNS} FROM member WHERE kode_member = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`,
    [kodeMember.trim().toUpperCase()],
  );
  return row;
}

/** The header of a points-only document (a gift exchange, a correction): the member as its customer, no money. */
export function memberHeader(member: Member & { alamat: string }, keterangan: string) {
  return {
    kode_sales: '',
    nama_sales: '',
    nama_customer: member.nama_member ?? '',
    alamat_customer: member.alamat,
    no_hp: member.no_hp,
    kode_member: member.kode_member,
    subtotal: 0,
    diskon_rp: 0,
    ppn_rp: 0,
    pembulatan_rp: 0,
    grand_total: 0,
    total_bayar: 0,
    kembalian: 0,
    keterangan,
  };
}

/** What a counter document's body says of its customer: a member's code, a phone. */
export interface CustomerRef {
  kode_member?: string;
  no_hp?: string;
}

/**
 * The member of a counter document: by the body's code (refused, 400 on kode_member, when it names no active member),
 * else by its phone; undefined for a customer who is not a member. `lock`: the member's row is held (a spend).
 */
export async function counterMember(tx: Queryable, body: CustomerRef, lock = false): Promise<Member | undefined> {
  const kode = (body.kode_member ?? '').trim();
  if (kode) {
    const found = await memberByCode(tx, kode, lock);
    if (!found) throw refuse(400, POIN_MESSAGES.notMember, 'kode_member');
    return found;
  }
  return memberByPhone(tx, body.no_hp?.trim() ? whatsappNumber(body.no_hp) : '', lock);
}

/** The code dokumen.kode_member keeps for a body's customer ('' when not a member). */
export async function memberCodeOf(tx: Queryable, body: CustomerRef): Promise<string> {
  return (await counterMember(tx, body))?.kode_member ?? '';
}

/** A member's points: the sum of its ledger. */
export async function pointBalance(tx: Queryable, kodeMember: string): Promise<number> {
  const [{ poin }] = await tx.query<{ poin: number }>('SELECT coalesce(sum(poin), 0)::bigint AS poin FROM poin_mutasi WHERE kode_member = $1', [kodeMember]);
  return Number(poin);
}

/** The kinds of transaction /parameter-get-point-member has a rupiah rule for. */
export type EarningRule = 'PENJUALAN' | 'PESANAN' | 'SERVICE' | 'PEMBELIAN';

/** What a document earns by: its rule, and whether lines of a group with a /master-parameter-point row earn by weight. */
export interface Earning {
  rule: EarningRule;
  byWeight: boolean;
}

export const SALE_EARNING: Earning = { rule: 'PENJUALAN', byWeight: true };

/** Each group's points per gram of /master-parameter-point, in hundredths (the first row by its code). */
async function pointsPerGram(tx: Queryable, groups: string[]): Promise<Map<string, number>> {
  if (!groups.length) return new Map();
  const rows = await tx.query<{ kode_group: string; poin_per_gram: number | string }>(
    `SELECT DISTINCT ON (kode_group) kode_group, poin_per_gram FROM ${masterTable({ name: 'para_poin' })}
      WHERE is_active AND kode_group = ANY($1::text[]) ORDER BY kode_group, kode_poin`,
    [groups],
  );
  return new Map(rows.map((r) => [r.kode_group, Math.round(Number(r.poin_per_gram) * 100)]));
}

/** Points of one line by weight: floor(grams x points per gram), the weight in milligrams and the rate in hundredths. */
export const weightPoints = (mg: number, perGramHundredths: number): number => mulDiv(mg, perGramHundredths, 100_000, 'down');

/**
 * Points a document earns (see the rules above): its lines, its grand total, and the part of it paid in money (not
 * with points).
 */
export async function pointsEarned(
  tx: Queryable,
  earning: Earning,
  lines: readonly Pick<DocumentLine, 'kode_group' | 'berat_jual' | 'total'>[],
  grandTotal: number,
  paidInMoney: number,
): Promise<number> {
  const rates = earning.byWeight ? await pointsPerGram(tx, [...new Set(lines.map((l) => l.kode_group).filter(Boolean))]) : new Map<string, number>();
  const weighed = lines.filter((l) => rates.has(l.kode_group));
  const byWeight = weighed.reduce((sum, l) => sum + weightPoints(weightMg(l.berat_jual), rates.get(l.kode_group)!), 0);
  const [rule] = await tx.query<{ rupiah_per_poin: number; minimal_transaksi: number | null }>(
    `SELECT rupiah_per_poin, minimal_transaksi FROM ${masterTable({ name: 'para_get_poin_member' })}
      WHERE is_active AND jenis_transaksi = $1 ORDER BY kode_get_poin LIMIT 1`,
    [earning.rule],
  );
  const per = Number(rule?.rupiah_per_poin ?? 0);
  if (per <= 0 || grandTotal < Number(rule.minimal_transaksi ?? 0)) return byWeight;
  const amount = paidInMoney - weighed.reduce((sum, l) => sum + Number(l.total), 0);
  return byWeight + Math.floor(Math.max(amount, 0) / per);
}

/** The sale's member when the sale earns (`earning`: MEMBER_MODULE) or spends points; `saldo` when it spends. */
export interface SaleMember extends Member {
  earning: boolean;
  saldo?: number;
}

/**
 * The member of the sale (its code, else its phone), when points are earned or spent. Spending: the member must
 * exist, its row is locked for the rest of the transaction and only then its balance read, so a second sale of the
 * same member waits here and sees the first one's spend.
 */
export async function pointsMember(tx: Queryable, pembayaran: readonly PointPayment[], customer: CustomerRef, earning: boolean): Promise<SaleMember | undefined> {
  const spendAt = pembayaran.findIndex((p) => p.jenis === 'POIN');
  if (spendAt < 0 && !earning) return undefined;
  const member = await counterMember(tx, customer, spendAt >= 0);
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
export function checkPointAmounts(pembayaran: readonly PointPayment[], poinRupiah: number): void {
  pembayaran.forEach((p, i) => {
    if (p.jenis !== 'POIN' || !Number.isSafeInteger(p.poin)) return;
    const rupiah = pointsToRupiah(p.poin!, poinRupiah);
    if (p.jumlah_rp !== rupiah) throw refuse(400, POIN_MESSAGES.amount(rupiah), `pembayaran.${i}.jumlah_rp`);
  });
}

/**
 * What a sale does to its member's points (undefined without a member). Its POIN payment rows are given the member's
 * code (no_reff), whatever the client sent there.
 */
export async function pointMoves(
  tx: Queryable,
  member: SaleMember | undefined,
  paid: PaymentSummary,
  payments: DocumentPayment[],
  lines: readonly DocumentLine[],
  grandTotal: number,
  earning: Earning = SALE_EARNING,
): Promise<PointMoves | undefined> {
  if (!member) return undefined;
  for (const p of payments) if (p.jenis === 'POIN') p.no_reff = member.kode_member;
  const spent = paid.lines.filter((l) => l.jenis === 'POIN');
  const spend = spent.reduce((s, l) => s + (l.poin ?? 0), 0);
  const spendRupiah = spent.reduce((s, l) => s + l.jumlah, 0);
  const earn = member.earning ? await pointsEarned(tx, earning, lines, grandTotal, grandTotal - spendRupiah) : 0;
  const rows: PointRow[] = [];
  if (spend > 0) rows.push({ jenis: 'SPEND', poin: -spend, rupiah: spendRupiah });
  if (earn > 0) rows.push({ jenis: 'EARN', poin: earn });
  return rows.length ? { kode_member: member.kode_member, rows } : undefined;
}

/**
 * What a document that only earns does to its member's points (an order or a service collected, a buy-back): nothing
 * without a member or with MEMBER_MODULE off.
 */
export async function earnedMoves(
  tx: Queryable,
  ctx: Pick<AppContext, 'modules'>,
  kodeMember: string | undefined,
  earning: Earning,
  lines: readonly DocumentLine[],
  grandTotal: number,
): Promise<PointMoves | undefined> {
  if (!kodeMember || !moduleOn(await ctx.modules(), 'MEMBER_MODULE')) return undefined;
  const earn = await pointsEarned(tx, earning, lines, grandTotal, grandTotal);
  return earn > 0 ? { kode_member: kodeMember, rows: [{ jenis: 'EARN', poin: earn }] } : undefined;
}

/** Writes a document's point rows (the kernel, in the document's transaction). */
export async function recordPoints(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string, moves: PointMoves | undefined): Promise<void> {
  if (!moves) return;
  for (const r of moves.rows) {
    await tx.query(
      `INSERT INTO poin_mutasi (kode_member, no_dokumen, jenis, poin, rupiah, tgl_system, oleh, keterangan) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [moves.kode_member, no, r.jenis, r.poin, r.rupiah ?? 0, actor.tgl_system, actor.user_id, r.keterangan ?? ''],
    );
  }
}

/** A cancelled document's points back: the mirror of each of its rows (the kernel's cancellation). */
export async function reversePoints(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string): Promise<void> {
  // The member's row is locked as a spend locks it, so a document spending meanwhile reads the balance after this.
  const touched = await tx.query('SELECT 1 FROM member WHERE kode_member IN (SELECT kode_member FROM poin_mutasi WHERE no_dokumen = $1) FOR UPDATE', [no]);
  if (!touched.length) return;
  await tx.query(
    `INSERT INTO poin_mutasi (kode_member, no_dokumen, jenis, poin, rupiah, tgl_system, oleh, keterangan)
     SELECT kode_member, no_dokumen, 'BATAL_' || jenis, -poin, rupiah, $2, $3, keterangan FROM poin_mutasi
      WHERE no_dokumen = $1 AND jenis IN ('EARN', 'SPEND', 'TUKAR', 'KOREKSI') ORDER BY id`,
    [no, actor.tgl_system, actor.user_id],
  );
}
