// The end-of-day close (issue 11, migration 028): once per shop and business day, by one account, with a supervisor's
// authorization (TUTUP_TOKO). In one database transaction it records the close, books the cash counted against the
// till's balance (a shortage or surplus with its reason, migration 035: the next day opens at what was counted),
// carries every money account's balance forward, logs the day's gold prices, runs what accrues at closing, stores every
// journal account's balance at the end of the day (migration 056) and advances that shop's business date by one day.
// Unvalidated sales, buy-backs and non-cash payments do not block the close (the spec says nothing of it): the summary
// lists them and their count, and the supervisor who authorizes the close has seen them; they can be validated later.
// The shop's hari_toko row is locked first: documents being written wait for the close, and the close waits for them
// (server/documents/business-day.ts), so nothing lands on a day once it is closed.
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { consumeAuthorization } from '../auth/authorizations';
import { writePlan } from '../documents/engine';
import { cashPlan } from '../kas/ledger';
import { nonCashPayments } from '../non-cash/service';
import { KAS_AKUN } from '../../domain/kas';
import { STOCK_VALUE_KIND } from '../inventory/stock-cost';
import { CLOSING_STEPS } from './steps';

export const CLOSING_MESSAGES = {
  // Spec section 8: 'store already closed by another account'.
  closedByOther: 'Toko Sudah Ditutup Oleh Akun Lain',
  ahead: 'Tanggal Sistem Sudah Melewati Tanggal Hari Ini, Toko Tidak Dapat Ditutup Lagi Hari Ini',
  done: 'Tutup Toko Berhasil',
  reasonRequired: 'Alasan Selisih Kas Tidak Boleh Kosong',
} as const;

/** The money ledger's kategori of a counted cash difference. */
export const CASH_DIFFERENCE = 'SELISIH KAS';

/** The document kinds a supervisor validates before the close (the close shows those still open). */
const VALIDATED_KINDS = ['PENJUALAN', 'PEMBELIAN', 'PENJUALAN_MANUAL', 'PEMBELIAN_MANUAL'];

export interface AccountBalance {
  akun: string;
  nama_akun: string;
  saldo_awal: number;
  masuk: number;
  keluar: number;
  saldo_akhir: number;
}

export interface ClosingSummary {
  tgl_system: string;
  /** The machine's calendar date: a shop whose business date is past it cannot close again today. */
  tgl_hari_ini: string;
  bisa_tutup: boolean;
  alasan: string;
  /** The till's balance at the end of the day, as the money ledger has it: what the drawer should hold. */
  kas_sistem: number;
  saldo: AccountBalance[];
  dokumen: { jenis: string; jumlah: number; total: number; batal: number }[];
  belum_validasi: { no_dokumen: string; jenis: string; grand_total: number; input_by: string }[];
  /** The day's card, transfer and QRIS payments no one has matched to the bank statement yet (/validasi-non-cash). */
  non_tunai_belum_validasi: UnvalidatedPayment[];
  titip_terbuka: { no_dokumen: string; nama_customer: string; grand_total: number; total_bayar: number; tgl_system: string }[];
}

export interface UnvalidatedPayment {
  no_dokumen: string;
  /** The payment's line on its document. */
  baris: number;
  /** The payment's kind: TRANSFER, DEBIT, KREDIT, QRIS. */
  jenis: string;
  /** What moved the account: the amount and its card fee. */
  nominal: number;
  kode_bank: string;
  no_rekening: string;
}

export interface ClosingResult {
  tgl_system_lama: string;
  tgl_system: string;
}

/** Each money account's day: the balance it opened with, what came in and went out, and the balance it closes with. */
export async function dayBalances(q: Queryable, kodeToko: string, tgl: string): Promise<AccountBalance[]> {
  const rows = await q.query<AccountBalance>(
    `SELECT m.akun,
            CASE WHEN m.akun = 'KAS' THEN 'Kas' ELSE coalesce(r.nama_rekening || ' (' || r.kode_bank || ')', m.akun) END AS nama_akun,
            coalesce(sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE m.tgl_system < $2), 0)::bigint AS saldo_awal,
            coalesce(sum(m.jumlah_in) FILTER (WHERE m.tgl_system = $2), 0)::bigint AS masuk,
            coalesce(sum(m.jumlah_out) FILTER (WHERE m.tgl_system = $2), 0)::bigint AS keluar,
            coalesce(sum(m.jumlah_in - m.jumlah_out), 0)::bigint AS saldo_akhir
       FROM kas_mutasi m LEFT JOIN master_rekening r ON r.no_rekening = m.akun
      WHERE m.kode_toko = $1 AND m.tgl_system <= $2
      GROUP BY m.akun, r.nama_rekening, r.kode_bank
      ORDER BY m.akun <> 'KAS', m.akun`,
    [kodeToko, tgl],
  );
  const till = rows.find((r) => r.akun === 'KAS');
  return till ? rows : [{ akun: 'KAS', nama_akun: 'Kas', saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 }, ...rows];
}

export async function closingSummary(ctx: AppContext, actor: Actor): Promise<ClosingSummary> {
  const q = ctx.db;
  const tgl = actor.tgl_system;
  // The shop's today, not the server's: a close is refused only for a business date past the shop's calendar.
  const today = (await ctx.shopNow(actor.kode_toko)).date;
  const saldo = await dayBalances(q, actor.kode_toko, tgl);
  const dokumen = await q.query<ClosingSummary['dokumen'][number]>(
    `SELECT d.jenis, count(*)::int AS jumlah, coalesce(sum(d.grand_total) FILTER (WHERE t.status <> 'BATAL'), 0)::bigint AS total,
            count(*) FILTER (WHERE t.status = 'BATAL')::int AS batal
       FROM dokumen d JOIN dokumen_terkini t ON t.no_dokumen = d.no_dokumen
      WHERE d.kode_toko = $1 AND d.tgl_system = $2 AND d.jenis <> $3 GROUP BY d.jenis ORDER BY d.jenis`,
    [actor.kode_toko, tgl, STOCK_VALUE_KIND],
  );
  const belumValidasi = await q.query<ClosingSummary['belum_validasi'][number]>(
    `SELECT d.no_dokumen, d.jenis, d.grand_total, d.input_by
       FROM dokumen d JOIN dokumen_terkini t ON t.no_dokumen = d.no_dokumen
      WHERE d.kode_toko = $1 AND d.tgl_system = $2 AND d.jenis = ANY($3::text[]) AND t.status = 'DONE'
        AND NOT EXISTS (SELECT 1 FROM dokumen_validasi v WHERE v.no_dokumen = d.no_dokumen)
      ORDER BY d.no_dokumen`,
    [actor.kode_toko, tgl, VALIDATED_KINDS],
  );
  const titipTerbuka = await q.query<ClosingSummary['titip_terbuka'][number]>(
    `SELECT d.no_dokumen, d.nama_customer, d.grand_total, d.total_bayar, d.tgl_system::text AS tgl_system
       FROM dokumen d JOIN dokumen_terkini t ON t.no_dokumen = d.no_dokumen
      WHERE d.kode_toko = $1 AND d.jenis = 'TITIP' AND t.status = 'OPEN' ORDER BY d.no_dokumen`,
    [actor.kode_toko],
  );
  const nonTunai = await nonCashPayments(q, actor, { status: 'BELUM' });
  const ahead = tgl > today;
  return {
    tgl_system: tgl,
    tgl_hari_ini: today,
    bisa_tutup: !ahead,
    alasan: ahead ? CLOSING_MESSAGES.ahead : '',
    kas_sistem: saldo.find((s) => s.akun === 'KAS')?.saldo_akhir ?? 0,
    saldo,
    dokumen,
    belum_validasi: belumValidasi,
    non_tunai_belum_validasi: nonTunai.map((p) => ({
      no_dokumen: String(p.no_dokumen),
      baris: Number(p.baris),
      jenis: String(p.jenis),
      nominal: Number(p.nominal),
      kode_bank: String(p.kode_bank),
      no_rekening: String(p.no_rekening),
    })),
    titip_terbuka: titipTerbuka,
  };
}

export interface CloseInput {
  authorization_id: string;
  /** The cash counted in the drawer, when the closing cashier counted it. */
  kas_fisik?: number;
  /** Why the count differs from the till's balance: required when it does. */
  alasan_selisih?: string;
}

/** Closes the actor's shop's business day and opens the next. */
export async function closeDay(ctx: AppContext, actor: Actor, input: CloseInput): Promise<ClosingResult> {
  return ctx.db.transaction(async (tx) => {
    const [day] = await tx.query<{ tgl_system: string }>('SELECT tgl_system::text AS tgl_system FROM hari_toko WHERE kode_toko = $1 FOR UPDATE', [
      actor.kode_toko,
    ]);
    // The request began on a day another account has closed meanwhile: that close stands, this one is refused.
    if (day.tgl_system !== actor.tgl_system) throw new HttpError(409, CLOSING_MESSAGES.closedByOther);
    if (day.tgl_system > (await ctx.shopNow(actor.kode_toko, tx)).date) throw new HttpError(409, CLOSING_MESSAGES.ahead);
    await consumeAuthorization(tx, input.authorization_id, 'TUTUP_TOKO', actor.user_id, `TUTUP ${actor.kode_toko} ${day.tgl_system}`);
    const [{ besok }] = await tx.query<{ besok: string }>(`SELECT ($1::date + 1)::text AS besok`, [day.tgl_system]);
    const close = { kode_toko: actor.kode_toko, tgl_system: day.tgl_system, tgl_system_baru: besok, user_id: actor.user_id };
    const saldo = await dayBalances(tx, actor.kode_toko, day.tgl_system);
    const kasSistem = saldo.find((s) => s.akun === KAS_AKUN)?.saldo_akhir ?? 0;
    const alasan = (input.alasan_selisih ?? '').trim();
    const selisih = input.kas_fisik === undefined ? 0 : input.kas_fisik - kasSistem;
    if (selisih !== 0 && !alasan) throw new HttpError(400, CLOSING_MESSAGES.reasonRequired, [{ field: 'alasan_selisih', message: CLOSING_MESSAGES.reasonRequired }]);
    const noSelisih = selisih === 0 ? null : await bookCashDifference(tx, { ...actor, tgl_system: day.tgl_system }, selisih, alasan);
    await tx.query(
      `INSERT INTO tutup_toko (kode_toko, tgl_system, tgl_system_baru, ditutup_by, authorization_id, kas_sistem, kas_fisik, alasan_selisih, no_selisih)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [close.kode_toko, close.tgl_system, besok, actor.user_id, input.authorization_id, kasSistem, input.kas_fisik ?? null, selisih ? alasan : '', noSelisih],
    );
    for (const step of CLOSING_STEPS) await step.run(tx, close);
    await tx.query('UPDATE hari_toko SET tgl_system = $2, ditutup_by = $3, ditutup_at = now(), updated_at = now() WHERE kode_toko = $1', [
      actor.kode_toko,
      besok,
      actor.user_id,
    ]);
    return { tgl_system_lama: day.tgl_system, tgl_system: besok };
  });
}

/**
 * The counted cash against the till, booked on the day being closed (before its balances are carried): a shortage
 * leaves the till, a surplus comes into it, money kategori SELISIH KAS, journal SELISIH_KAS/KURANG or LEBIH against
 * the cash-difference account of /parameter-akun, the reason as the document's. Its number.
 */
async function bookCashDifference(tx: Queryable, actor: Actor, selisih: number, alasan: string): Promise<string> {
  const jumlah = Math.abs(selisih);
  const type = selisih < 0 ? 'KURANG' : 'LEBIH';
  const plan = cashPlan({
    detail: { kategori: CASH_DIFFERENCE, akun_asal: selisih < 0 ? KAS_AKUN : '', akun_tujuan: selisih > 0 ? KAS_AKUN : '', jumlah },
    keterangan: alasan,
    money: [{ akun: KAS_AKUN, jenis_bayar: 'TUNAI', jumlah_in: Math.max(selisih, 0), jumlah_out: Math.max(-selisih, 0) }],
    // Debit first, as the parameters list them.
    journal: (selisih < 0 ? ['SELISIH', 'KAS'] : ['KAS', 'SELISIH']).map((kode_akun) => ({ trx: 'SELISIH_KAS', type, kode_akun, amount: jumlah })),
  });
  return writePlan(tx, actor, { jenis: 'SELISIH_KAS', prefix: 'SK' }, plan);
}
