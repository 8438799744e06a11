// Non-cash payments and their validation (/validasi-non-cash, issue 11 section 4): the card, transfer and QRIS
// payments (dokumen_bayar) of a business day, and a supervisor's validation of each against the bank statement, one
// row of dokumen_bayar_validasi per payment (migration 031), never updated. With VALIDASI_NON_CASH_MODULE on, each
// payment needs the statement's date, reference and amount, checked by domain/non-cash.ts; off, a tick is enough (a
// statement given anyway is checked and kept). All the payments of a call are validated in one transaction, or none.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { moduleOn } from '../../domain/gates';
import { isIsoDate } from '../../domain/dates';
import { NON_CASH_KINDS, NON_CASH_MESSAGES as M, paymentRef, statementGiven, statementProblem, type StatementLine } from '../../domain/non-cash';

export type NonCashFilter = 'BELUM' | 'VALID' | 'ALL';

export interface NonCashQuery {
  /** The payments' business day; default the actor's. */
  tgl?: string;
  status?: NonCashFilter;
}

export interface PaymentValidation extends StatementLine {
  no_dokumen: string;
  baris: number;
}

const refuse = (status: number, message: string, field?: string) => new HttpError(status, message, field ? [{ field, message }] : undefined);

/**
 * The shop's non-cash payments of a business day, cancelled documents left out, with their validation. `nominal` is
 * what moved the account (amount plus fee); `arah` KELUAR for money the shop paid out (a buy-back's transfer).
 */
export async function nonCashPayments(db: Queryable, actor: Pick<Actor, 'kode_toko' | 'tgl_system'>, q: NonCashQuery) {
  const tgl = q.tgl && isIsoDate(q.tgl) ? q.tgl : actor.tgl_system;
  return db.query<Record<string, unknown>>(
    `SELECT b.no_dokumen || '/' || b.baris AS ref, b.no_dokumen, b.baris, d.jenis AS jenis_dokumen, d.tgl_system, b.jenis, b.kode_bank,
            b.no_rekening, b.no_reff, b.jumlah_rp, b.fee_rp, b.jumlah_rp + b.fee_rp AS nominal,
            CASE WHEN EXISTS (SELECT 1 FROM kas_mutasi k WHERE k.no_dokumen = b.no_dokumen AND k.akun = b.no_rekening AND k.jenis_bayar = b.jenis AND k.jumlah_out > 0)
                 THEN 'KELUAR' ELSE 'MASUK' END AS arah,
            d.nama_customer, d.input_by, v.no_dokumen IS NOT NULL AS valid, v.oleh AS valid_oleh, v.tgl_system AS tgl_validasi,
            v.tgl_mutasi, v.no_reff_mutasi, v.jumlah_mutasi
       FROM dokumen_terkini d
       JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
       LEFT JOIN dokumen_bayar_validasi v ON v.no_dokumen = b.no_dokumen AND v.baris = b.baris
      WHERE d.kode_toko = $1 AND d.tgl_system = $2 AND d.status <> 'BATAL' AND b.jenis = ANY($3::text[])
        AND ($4 = 'ALL' OR ($4 = 'VALID') = (v.no_dokumen IS NOT NULL))
      ORDER BY d.created_at, b.no_dokumen, b.baris`,
    [actor.kode_toko, tgl, NON_CASH_KINDS, q.status ?? 'ALL'],
  );
}

interface Found {
  no_dokumen: string;
  baris: number;
  no_rekening: string;
  nominal: number;
  tgl_system: string;
  status: string;
  valid: boolean;
}

/** The named payments of the shop, each document and payment locked (in key order: no deadlock between validators). */
async function lockPayments(tx: Queryable, actor: Actor, lines: PaymentValidation[]): Promise<Map<string, Found>> {
  const docs = lines.map((l) => l.no_dokumen);
  const rows = lines.map((l) => l.baris);
  await tx.query(
    `SELECT 1 FROM dokumen d JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
      WHERE (b.no_dokumen, b.baris) IN (SELECT * FROM unnest($1::text[], $2::int[])) AND d.kode_toko = $3
      ORDER BY b.no_dokumen, b.baris FOR UPDATE OF d, b`,
    [docs, rows, actor.kode_toko],
  );
  // Read after the locks, so a validation or cancellation committed meanwhile is seen.
  const found = await tx.query<Found>(
    `SELECT b.no_dokumen, b.baris, b.no_rekening, b.jumlah_rp + b.fee_rp AS nominal, d.tgl_system, d.status,
            EXISTS (SELECT 1 FROM dokumen_bayar_validasi v WHERE v.no_dokumen = b.no_dokumen AND v.baris = b.baris) AS valid
       FROM dokumen_terkini d JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
      WHERE (b.no_dokumen, b.baris) IN (SELECT * FROM unnest($1::text[], $2::int[])) AND d.kode_toko = $3 AND b.jenis = ANY($4::text[])`,
    [docs, rows, actor.kode_toko, NON_CASH_KINDS],
  );
  return new Map(found.map((f) => [paymentRef(f.no_dokumen, f.baris), f]));
}

export async function validateNonCash(ctx: AppContext, actor: Actor, input: { pembayaran: PaymentValidation[] }): Promise<number> {
  const lines = input.pembayaran.map((l) => ({ ...l, no_dokumen: l.no_dokumen.trim(), no_reff_mutasi: l.no_reff_mutasi?.trim() || null }));
  if (!lines.length) throw refuse(400, M.none, 'pembayaran');
  const withStatement = moduleOn(await ctx.modules(), 'VALIDASI_NON_CASH_MODULE');
  try {
    return await ctx.db.transaction(async (tx) => {
      const found = await lockPayments(tx, actor, lines);
      const seen = new Set<string>();
      const references = new Set<string>();
      for (const [i, line] of lines.entries()) {
        const ref = paymentRef(line.no_dokumen, line.baris);
        const payment = found.get(ref);
        if (!payment) throw refuse(404, M.notFound(ref), `pembayaran.${i}`);
        if (payment.status === 'BATAL') throw refuse(409, M.cancelled(payment.no_dokumen), `pembayaran.${i}`);
        if (payment.valid || seen.has(ref)) throw refuse(409, M.already(ref), `pembayaran.${i}`);
        seen.add(ref);
        if (!withStatement && !statementGiven(line)) continue;
        const problem = statementProblem(payment, line, actor.tgl_system);
        if (problem) throw refuse(400, problem.message, `pembayaran.${i}.${problem.field}`);
        const reference = `${payment.no_rekening}\n${line.no_reff_mutasi}`;
        if (references.has(reference)) throw refuse(409, M.refUsed(line.no_reff_mutasi!), `pembayaran.${i}.no_reff_mutasi`);
        references.add(reference);
      }
      const used = await tx.query<{ no_reff_mutasi: string }>(
        `SELECT no_reff_mutasi FROM dokumen_bayar_validasi v JOIN unnest($1::text[], $2::text[]) AS u(no_rekening, no_reff) ON v.no_rekening = u.no_rekening AND v.no_reff_mutasi = u.no_reff LIMIT 1`,
        [[...references].map((r) => r.split('\n')[0]), [...references].map((r) => r.split('\n')[1])],
      );
      if (used.length) throw refuse(409, M.refUsed(used[0].no_reff_mutasi));
      const statement = (l: PaymentValidation) => (withStatement || statementGiven(l) ? l : { tgl_mutasi: null, no_reff_mutasi: null, jumlah_mutasi: null });
      await tx.query(
        `INSERT INTO dokumen_bayar_validasi (no_dokumen, baris, kode_toko, no_rekening, tgl_system, oleh, tgl_mutasi, no_reff_mutasi, jumlah_mutasi)
         SELECT u.no_dokumen, u.baris, $3, b.no_rekening, $4, $5, u.tgl_mutasi, u.no_reff, u.jumlah
           FROM unnest($1::text[], $2::int[], $6::date[], $7::text[], $8::bigint[]) AS u(no_dokumen, baris, tgl_mutasi, no_reff, jumlah)
           JOIN dokumen_bayar b ON b.no_dokumen = u.no_dokumen AND b.baris = u.baris`,
        [
          lines.map((l) => l.no_dokumen),
          lines.map((l) => l.baris),
          actor.kode_toko,
          actor.tgl_system,
          actor.user_id,
          lines.map((l) => statement(l).tgl_mutasi ?? null),
          lines.map((l) => statement(l).no_reff_mutasi ?? null),
          lines.map((l) => statement(l).jumlah_mutasi ?? null),
        ],
      );
      return lines.length;
    });
  } catch (error) {
    // Two validators racing for one payment or one statement line: the key or the index refused the second.
    if ((error as { code?: string })?.code === '23505') throw new HttpError(409, M.changedMeanwhile);
    throw error;
  }
}
