// Coupons paid with (KUPON, behind KUPON_PENJUALAN_MODULE): no_reff is a kode_kupon of /parameter-kupon, checked as
// GET kupon/cek checks it (domain/kupon.ts, on the business date), worth what domain/payments.ts couponRupiah says
// on this sale, and used up: each use is a PAKAI row of kupon_pakai (migration 020), a cancelled sale adds a BEBAS
// row. The master's kuota is how many uses may be in force at once (PAKAI minus BEBAS); a quota of 1 is a
// single-use coupon. The coupon's master row is locked while its uses are counted, so two sales cannot both take
// its last use.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { masterTable } from '../db/master-tables';
import { KUPON_MESSAGES, kuponStatus } from '../../domain/kupon';
import { couponRupiah } from '../../domain/payments';
import { formatRupiah } from '../../domain/units';
import { refuse, type PaymentInput } from './priced-pieces';

export const COUPON_MESSAGES = {
  usedUp: 'Kupon Sudah Habis Dipakai',
  twice: 'Kupon Yang Sama Tidak Dapat Dipakai Dua Kali Dalam Satu Transaksi',
  amount: (rupiah: number) => `Jumlah Pembayaran Kupon Harus Sama Dengan Nilai Kupon: ${formatRupiah(rupiah)}`,
} as const;

interface KuponRow {
  kode_kupon: string;
  jenis_potongan: 'NOMINAL' | 'PERSEN';
  potongan_rp: number | null;
  potongan_persen: number | string | null;
  minimal_belanja: number | null;
  tgl_mulai: string;
  tgl_selesai: string;
  kuota: number;
}

export interface CouponUse {
  kode_kupon: string;
  jumlah_rp: number;
}

/** Checks every KUPON line of the payments against a sale of `belanja` rupiah; answers the uses to record. */
export async function checkCoupons(tx: Queryable, actor: Actor, pembayaran: PaymentInput[], belanja: number): Promise<CouponUse[]> {
  const uses: CouponUse[] = [];
  for (const [i, p] of pembayaran.entries()) {
    if (p.jenis !== 'KUPON') continue;
    const field = `pembayaran.${i}.no_reff`;
    const code = (p.no_reff ?? '').trim().toUpperCase();
    if (!code) throw refuse(400, KUPON_MESSAGES.codeRequired, field);
    if (uses.some((u) => u.kode_kupon === code)) throw refuse(400, COUPON_MESSAGES.twice, field);
    const [kupon] = await tx.query<KuponRow>(
      `SELECT kode_kupon, jenis_potongan, potongan_rp, potongan_persen, minimal_belanja, tgl_mulai::text AS tgl_mulai,
              tgl_selesai::text AS tgl_selesai, kuota
         FROM ${masterTable({ name: 'parameter_kupon' })} WHERE kode_kupon = $1 FOR UPDATE`,
      [code],
    );
    if (!kupon) throw refuse(400, KUPON_MESSAGES.notFound, field);
    const status = kuponStatus(kupon, actor.tgl_system);
    if (status !== 'BERLAKU') throw refuse(400, KUPON_MESSAGES[status], field);
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT (count(*) FILTER (WHERE status = 'PAKAI') - count(*) FILTER (WHERE status = 'BEBAS'))::int AS n FROM kupon_pakai WHERE kode_kupon = $1`,
      [code],
    );
    if (n >= kupon.kuota) throw refuse(409, COUPON_MESSAGES.usedUp, field);
    const value = couponRupiah(
      {
        jenis_potongan: kupon.jenis_potongan,
        potongan_rp: kupon.potongan_rp,
        // The master keeps percent with 2 decimals (5.5); the domain counts hundredths (550).
        potongan_persen: Math.round(Number(kupon.potongan_persen ?? 0) * 100),
        minimal_belanja: kupon.minimal_belanja,
      },
      belanja,
    );
    if (value.problem) throw refuse(400, value.problem.message, field);
    if (p.jumlah_rp !== value.rupiah) throw refuse(400, COUPON_MESSAGES.amount(value.rupiah), `pembayaran.${i}.jumlah_rp`);
    uses.push({ kode_kupon: code, jumlah_rp: value.rupiah });
  }
  return uses;
}

export async function recordCouponUses(tx: Queryable, actor: Actor, no: string, uses: CouponUse[]): Promise<void> {
  for (const u of uses) {
    await tx.query(`INSERT INTO kupon_pakai (kode_kupon, no_dokumen, status, jumlah_rp, tgl_system, oleh) VALUES ($1, $2, 'PAKAI', $3, $4, $5)`, [
      u.kode_kupon,
      no,
      u.jumlah_rp,
      actor.tgl_system,
      actor.user_id,
    ]);
  }
}

/** A cancelled sale gives its coupons back: a BEBAS row for each use it made. */
export async function freeCoupons(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string): Promise<void> {
  await tx.query(
    `INSERT INTO kupon_pakai (kode_kupon, no_dokumen, status, jumlah_rp, tgl_system, oleh)
     SELECT kode_kupon, no_dokumen, 'BEBAS', jumlah_rp, $2, $3 FROM kupon_pakai WHERE no_dokumen = $1 AND status = 'PAKAI'`,
    [no, actor.tgl_system, actor.user_id],
  );
}
