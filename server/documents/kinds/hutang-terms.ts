// What every step of a pawn loan reads (issue 22; migration 045): the loan locked with its terms in force, the rules
// its bill is computed by (domain/hutang.ts: the parameter rows or the monthly rate, the late fee), the plafond rules,
// the custody ledger of its pledged pieces, and the bill's record beside the document that settled it.
import type { Queryable } from '../../db/database';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import { moduleActive, numberSetting } from '../../settings/stored';
import { billOf, HUTANG_MESSAGES, type Bill, type BillRules, type BungaRow, type LoanTerms, type PlafondRules, type PokokRules } from '../../../domain/hutang';
import { lockDocument } from '../status';
import type { DocumentHeader, DocumentLine } from '../plan';

export const HUTANG_STEP_MESSAGES = {
  notFound: 'Hutang Tidak Ditemukan',
  alreadyRedeemed: 'Hutang Sudah Lunas',
  alreadyAuctioned: 'Hutang Sudah Dilelang',
  alreadyCancelled: 'Hutang Sudah Dibatalkan',
  notRedeemed: 'Hutang Belum Lunas',
  paidNoCancel: 'Hutang Sudah Ada Pembayaran, Tidak Dapat Dibatalkan',
  notAuctionable: 'Hutang Belum Melewati Jatuh Tempo Dan Masa Tenggang',
  renewalNoCancel: 'Peremajaan Hutang Tidak Dapat Dibatalkan',
  auctionNoCancel: 'Lelang Hutang Tidak Dapat Dibatalkan',
} as const;



/** The rules a bill is computed by now: the parameter rows under PARAMETER_BUNGA_HUTANG_MODULE, the late fee. */
export async function billRules(db: Queryable): Promise<BillRules> {
  const perBlock = (await moduleActive(db, 'PARAMETER_BUNGA_HUTANG_MODULE'))
    ? (
        await db.query<{ hari_dari: number; hari_sampai: number; pinjaman_dari: string | null; pinjaman_sampai: string | null; bunga_persen: string }>(
          `SELECT hari_dari, hari_sampai, pinjaman_dari, pinjaman_sampai, bunga_persen FROM ${masterTable({ name: 'para_bunga_hutang' })} WHERE is_active`,
        )
      ).map(
        (r): BungaRow => ({
          hari_dari: Number(r.hari_dari),
          hari_sampai: Number(r.hari_sampai),
          pinjaman_dari: r.pinjaman_dari == null ? null : Number(r.pinjaman_dari),
          pinjaman_sampai: r.pinjaman_sampai == null ? null : Number(r.pinjaman_sampai),
          bunga_persen: Number(r.bunga_persen),
        }),
      )
    : null;
  return { perBlock, dendaPer15: await numberSetting(db, 'hutang_denda_per_15_hari') };
}

/** The bill, or 409 when the module's table has no row for these days and principal (the shop must add one). */
export function billOrRefuse(terms: LoanTerms, tgl: string, rules: BillRules): Bill {
  const bill = billOf(terms, tgl, rules);
  if (!bill) throw new HttpError(409, HUTANG_MESSAGES.noRateRow);
  return bill;
}

/**
 * The plafond rules: the per-gram rows with the numeric kadar of their kode_kadar (a piece is measured, so it finds
 * its row by that value: domain/hutang.ts piecePlafond), the percent rows, and the price of pure gold: the
 * /master-parameter-harga-emas price of the purest kadar that has one, scaled to 100.
 */
export async function plafondRules(db: Queryable): Promise<PlafondRules> {
  const perGram = await db.query<{ kadar: string; plafond_per_gram: string }>(
    `SELECT k.kadar, p.plafond_per_gram FROM ${masterTable({ name: 'plafond_hutang' })} p
       JOIN ${masterTable({ name: 'kadar' })} k ON k.kode_kadar = p.kode_kadar AND k.is_active
      WHERE p.is_active`,
  );
  const percent = await db.query<{ kadar_dari: string; kadar_sampai: string; persen_plafond: string }>(
    `SELECT kadar_dari, kadar_sampai, persen_plafond FROM ${masterTable({ name: 'plafond_hutang_kadar' })} WHERE is_active ORDER BY kadar_dari`,
  );
  return {
    perGram: perGram.map((r) => ({ kadar: Number(r.kadar), plafond_per_gram: Number(r.plafond_per_gram) })),
    percent: percent.map((r) => ({ kadar_dari: Number(r.kadar_dari), kadar_sampai: Number(r.kadar_sampai), persen_plafond: Number(r.persen_plafond) })),
    hargaMurni: await pureGoldPrice(db),
  };
}

/**
 * How the principal is suggested under PARAMETER_JUMLAH_HUTANG_POKOK_MODULE (domain/hutang.ts PokokRules): its value
 * HARGA_EMAS follows the gold price, any other (NOMINAL) the /parameter-hutang-pokok rows; null when the module is off.
 */
export async function pokokRules(db: Queryable): Promise<PokokRules | null> {
  const [mod] = await db.query<{ active: boolean; value: string | null }>(
    "SELECT active, value FROM modules WHERE key = 'PARAMETER_JUMLAH_HUTANG_POKOK_MODULE' AND kode_toko = (SELECT kode_toko FROM toko WHERE is_own)",
  );
  if (mod?.active !== true) return null;
  const hargaMurni = await pureGoldPrice(db);
  if (mod.value === 'HARGA_EMAS') return { basis: 'HARGA_EMAS', perGram: [], hargaMurni };
  const rows = await db.query<{ kadar: string; pokok_per_gram: string }>(
    `SELECT k.kadar, p.pokok_per_gram FROM ${masterTable({ name: 'para_hutang_pokok' })} p
       JOIN ${masterTable({ name: 'kadar' })} k ON k.kode_kadar = p.kode_kadar AND k.is_active
      WHERE p.is_active`,
  );
  return { basis: 'NOMINAL', perGram: rows.map((r) => ({ kadar: Number(r.kadar), pokok_per_gram: Number(r.pokok_per_gram) })), hargaMurni };
}

/** The price per gram of pure gold (0 when no gold price is set). */
export async function pureGoldPrice(db: Queryable): Promise<number> {
  const [row] = await db.query<{ harga: string }>(
    `SELECT floor(e.harga_per_gram * 100 / k.kadar) AS harga FROM master_harga_emas e
       JOIN ${masterTable({ name: 'kadar' })} k ON k.kode_kadar = e.kode_kadar AND k.is_active AND k.kadar > 0
      WHERE e.is_active ORDER BY k.kadar DESC, e.kode_kadar LIMIT 1`,
  );
  return Number(row?.harga ?? 0);
}

export type LoanHeader = Pick<DocumentHeader, 'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member'> & { no_dokumen: string; tgl_system: string };

export interface Loan extends LoanHeader {
  status: string;
  lama_pinjam: number;
  terms: LoanTerms;
}

/** The terms in force of each loan: its last hutang_termin row. */
export async function termsOf(db: Queryable, numbers: readonly string[]): Promise<Map<string, LoanTerms & { lama_pinjam: number; no_ktp: string; plafond: number }>> {
  const rows = await db.query<{ no_dokumen: string; jumlah_hutang: string; bunga_persen: string; tgl_mulai: string; tgl_jatuh_tempo: string; lama_pinjam: number; no_ktp: string; plafond: string }>(
    `SELECT DISTINCT ON (t.no_dokumen) t.no_dokumen, t.jumlah_hutang, t.bunga_persen, t.tgl_mulai::text AS tgl_mulai, t.tgl_jatuh_tempo::text AS tgl_jatuh_tempo,
            h.lama_pinjam, h.no_ktp, h.plafond
       FROM hutang_termin t JOIN dokumen_hutang h USING (no_dokumen)
      WHERE t.no_dokumen = ANY($1::text[]) ORDER BY t.no_dokumen, t.id DESC`,
    [numbers],
  );
  return new Map(
    rows.map((r) => [
      r.no_dokumen,
      {
        jumlah_hutang: Number(r.jumlah_hutang),
        bunga_persen: Number(r.bunga_persen),
        tgl_mulai: r.tgl_mulai,
        tgl_jatuh_tempo: r.tgl_jatuh_tempo,
        lama_pinjam: Number(r.lama_pinjam),
        no_ktp: r.no_ktp,
        plafond: Number(r.plafond),
      },
    ]),
  );
}

/** Why a loan in `status` takes no step that needs it open. */
function notOpen(status: string): HttpError {
  if (status === 'DONE') return new HttpError(409, HUTANG_STEP_MESSAGES.alreadyRedeemed);
  if (status === 'LELANG') return new HttpError(409, HUTANG_STEP_MESSAGES.alreadyAuctioned);
  return new HttpError(409, HUTANG_STEP_MESSAGES.alreadyCancelled);
}

/**
 * The loan of the actor's shop, locked against a second redemption, renewal, auction or cancellation at the same
 * moment (of 20 redemptions at once, one passes; the others find it DONE), open, with its terms in force.
 */
export async function lockedLoan(tx: Queryable, actor: Actor, no: string): Promise<Loan> {
  const d = await lockDocument<LoanHeader>(tx, actor.kode_toko, 'HUTANG', no, 'no_dokumen, tgl_system::text AS tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member');
  if (!d) throw new HttpError(404, HUTANG_STEP_MESSAGES.notFound);
  if (d.status !== 'OPEN') throw notOpen(d.status);
  const terms = (await termsOf(tx, [no])).get(no)!;
  return { ...d, lama_pinjam: terms.lama_pinjam, terms };
}

/** The pledged pieces (line numbers) of a loan still in custody. */
export async function inCustody(db: Queryable, no: string): Promise<number[]> {
  const rows = await db.query<{ baris: number }>(
    'SELECT baris FROM hutang_jaminan_mutasi WHERE no_hutang = $1 GROUP BY baris HAVING sum(arah) > 0 ORDER BY baris',
    [no],
  );
  return rows.map((r) => Number(r.baris));
}

/** Custody moves of a loan's pieces, `arah` +1 in, -1 out, one row per line, by the document `ref`. */
export async function moveCustody(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, noHutang: string, lines: readonly number[], arah: 1 | -1, kejadian: string, ref: string): Promise<void> {
  if (!lines.length) return;
  await tx.query(
    `INSERT INTO hutang_jaminan_mutasi (no_hutang, baris, arah, kejadian, no_ref, tgl_system, oleh)
     SELECT $1, unnest($2::int[]), $3, $4, $5, $6, $7`,
    [noHutang, lines, arah, kejadian, ref, actor.tgl_system, actor.user_id],
  );
}

/** The bill a redemption, renewal or auction settled, kept beside it (reports read it). */
export async function recordBill(tx: Queryable, no: string, noHutang: string, bill: Bill, pokok: number, total: number): Promise<void> {
  await tx.query(
    `INSERT INTO hutang_tagihan (no_dokumen, no_hutang, jumlah_hutang, lama_pinjam_hari, bunga_persen, bunga_rp, denda_rp, pokok_rp, total_bayar)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [no, noHutang, bill.jumlah_hutang, bill.lama_pinjam_hari, bill.bunga_persen, bill.bunga_rp, bill.denda_rp, pokok, total],
  );
}

/** The loan's pledged lines as a step's document repeats them: no price, the gold as pledged. */
export async function pledgedLines(tx: Queryable, no: string): Promise<DocumentLine[]> {
  const rows = await tx.query<DocumentLine>('SELECT * FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris', [no]);
  return rows.map((l) => ({
    kode_barcode: '',
    nama_barang: l.nama_barang,
    kode_group: '',
    kode_dept: '',
    kode_gudang: '',
    kode_baki: '',
    kadar: Number(l.kadar),
    qty: Number(l.qty),
    berat: Number(l.berat),
    berat_jual: Number(l.berat_jual),
    harga_per_gram: 0,
    harga: 0,
    ongkos: 0,
    diskon_rp: 0,
    total: 0,
    harga_modal: 0,
    berlian: false,
  }));
}

/** A step's header: the loan's customer and sales person, what it came to, its loan's number as keterangan. */
export function stepHeader(loan: LoanHeader, total: number, paid: { dibayar: number; kembalian: number }): DocumentHeader {
  return {
    kode_sales: loan.kode_sales,
    nama_sales: loan.nama_sales,
    nama_customer: loan.nama_customer,
    alamat_customer: loan.alamat_customer,
    no_hp: loan.no_hp,
    kode_member: loan.kode_member,
    subtotal: total,
    diskon_rp: 0,
    ppn_rp: 0,
    pembulatan_rp: 0,
    grand_total: total,
    total_bayar: paid.dibayar,
    kembalian: paid.kembalian,
    keterangan: loan.no_dokumen,
  };
}
