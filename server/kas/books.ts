// The cash and bank books (issue 11 section 1): for one business date, the opening balance of an akun (every ledger row
// of the shop and akun dated before it), each movement of the day with its kategori, reason, document and who, the
// running balance and the closing balance; and the day's documents of the books' own kinds. Reads only: the money
// ledger (kas_mutasi) is the one the sale, the buy-back and every other kind write, there is no second one.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError, MESSAGES } from '../http-error';
import { masterTable } from '../db/master-tables';
import { gateContextOf } from '../plugins/auth';
import { datesFixedToSystem } from '../../domain/gates';
import { REPORT_FILTER_MESSAGES } from '../../domain/report-filters';
import { KAS_AKUN, runningBalance } from '../../domain/kas';

/**
 * The date a book is read for: the business date by default. Another day follows the backdating rule of the reports
 * (domain/gates.ts datesFixedToSystem: SU and MU free, OWN and SPV by their BACKDATE module, the others held to the
 * business date while TANGGAL_TETAP_MODULE is on): 403 where it holds the user; a day after the business date is 400.
 */
export async function bookDate(ctx: AppContext, req: FastifyRequest, actor: Actor, tgl?: string): Promise<string> {
  const day = tgl?.trim() || actor.tgl_system;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new HttpError(400, REPORT_FILTER_MESSAGES.dateRequired, [{ field: 'tgl', message: REPORT_FILTER_MESSAGES.dateRequired }]);
  if (day === actor.tgl_system) return day;
  if (day > actor.tgl_system) throw new HttpError(400, REPORT_FILTER_MESSAGES.dateAfterSystem, [{ field: 'tgl', message: REPORT_FILTER_MESSAGES.dateAfterSystem }]);
  if (datesFixedToSystem(await gateContextOf(ctx, req))) throw new HttpError(403, MESSAGES.forbidden);
  return day;
}

/** One movement of a book. */
export interface BookRow {
  id: number;
  tgl_system: string;
  akun: string;
  kategori: string;
  nama_kategori: string;
  keterangan: string;
  jenis: string;
  no_dokumen: string;
  status: string;
  jumlah_in: number;
  jumlah_out: number;
  input_by: string;
}

export interface Book {
  tgl: string;
  saldo_awal: number;
  total_in: number;
  total_out: number;
  saldo_akhir: number;
  /** Newest first, each with the balance of its akun after it; `count` of them in all (paged). */
  data: (BookRow & { saldo: number })[];
  count: number;
}

/** Which akun a book covers: the till, one bank account, or every bank account of the shop. */
export type BookOf = { akun: string } | { allBanks: true };

const where = (of: BookOf) => ('akun' in of ? 'k.akun = $3' : `k.akun <> '${KAS_AKUN}'`);

/** The book of `of` on `tgl`: opening, the day's rows with running balances (per akun), closing; paged newest first. */
export async function readBook(db: Queryable, kodeToko: string, of: BookOf, tgl: string, page: { skip?: number; limit?: number } = {}): Promise<Book> {
  const params = 'akun' in of ? [kodeToko, tgl, of.akun] : [kodeToko, tgl];
  const [opening, rows] = await Promise.all([
    db.query<{ akun: string; saldo: number }>(
      `SELECT k.akun, sum(k.jumlah_in - k.jumlah_out)::bigint AS saldo FROM kas_mutasi k WHERE k.kode_toko = $1 AND k.tgl_system < $2 AND ${where(of)} GROUP BY k.akun`,
      params,
    ),
    db.query<BookRow>(
      `SELECT k.id, k.tgl_system, k.akun, k.kategori, coalesce(t.nama_transaksi, '') AS nama_kategori, d.keterangan, d.jenis, k.no_dokumen, d.status,
              k.jumlah_in, k.jumlah_out, k.input_by
         FROM kas_mutasi k JOIN dokumen_terkini d ON d.no_dokumen = k.no_dokumen
         LEFT JOIN ${masterTable({ name: 'kode_transaksi' })} t ON t.kode_transaksi = k.kategori
        WHERE k.kode_toko = $1 AND k.tgl_system = $2 AND ${where(of)}
        ORDER BY k.id`,
      params,
    ),
  ]);
  const openingOf = new Map(opening.map((o) => [o.akun, Number(o.saldo)]));
  const saldo_awal = [...openingOf.values()].reduce((s, n) => s + n, 0);
  // Each akun runs on from its own opening balance; the book lists them together in the order written.
  const running = new Map<number, number>();
  for (const akun of new Set(rows.map((r) => r.akun))) {
    const own = rows.filter((r) => r.akun === akun).map((r) => ({ ...r, jumlah_in: Number(r.jumlah_in), jumlah_out: Number(r.jumlah_out) }));
    runningBalance(openingOf.get(akun) ?? 0, own).rows.forEach((r) => running.set(r.id, r.saldo));
  }
  const withSaldo = rows.map((r) => ({ ...r, jumlah_in: Number(r.jumlah_in), jumlah_out: Number(r.jumlah_out), saldo: running.get(r.id)! }));
  const total_in = withSaldo.reduce((s, r) => s + r.jumlah_in, 0);
  const total_out = withSaldo.reduce((s, r) => s + r.jumlah_out, 0);
  const newest = [...withSaldo].reverse();
  const skip = page.skip ?? 0;
  const data = page.limit === undefined ? newest.slice(skip) : newest.slice(skip, skip + page.limit);
  return { tgl, saldo_awal, total_in, total_out, saldo_akhir: saldo_awal + total_in - total_out, data, count: rows.length };
}

/** The till and every active bank account of the shop with their balance now: the pickers of the books' screens. */
export async function balances(db: Queryable, kodeToko: string): Promise<{ akun: string; nama: string; kode_bank: string; saldo: number }[]> {
  const rows = await db.query<{ akun: string; nama: string; kode_bank: string; saldo: number }>(
    `SELECT a.akun, a.nama, a.kode_bank, coalesce((SELECT sum(jumlah_in - jumlah_out) FROM kas_mutasi k WHERE k.kode_toko = $1 AND k.akun = a.akun), 0)::bigint AS saldo
       FROM (SELECT '${KAS_AKUN}' AS akun, 'Kas' AS nama, '' AS kode_bank, 0 AS urut
             UNION ALL SELECT no_rekening, nama_bank || ' - ' || nama_rekening, kode_bank, 1 FROM ${masterTable({ name: 'rekening' })} WHERE is_active) a
      ORDER BY a.urut, a.akun`,
    [kodeToko],
  );
  return rows.map((r) => ({ ...r, saldo: Number(r.saldo) }));
}

/**
 * Which of the books' documents to read: one kind's of a business day (those touching `onlyAkun`, or of one member:
 * a card fee), or one by number.
 */
export type CashDocumentsOf = { jenis: string; tgl: string; onlyAkun?: string; kodeMember?: string } | { no: string };

/** Documents of the books' kinds, with what moved where (kas_dokumen) and their payment line. */
export async function cashDocuments(db: Queryable, kodeToko: string, of: CashDocumentsOf): Promise<Record<string, unknown>[]> {
  const one = 'no' in of;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT d.no_dokumen, d.tgl_system, d.kategori, coalesce(t.nama_transaksi, '') AS nama_kategori, d.akun_asal, d.akun_tujuan, d.jumlah, d.fee_rp,
            d.grand_total AS total, d.keterangan, d.nama_customer, d.no_hp, d.kode_member, d.status, d.input_by,
            coalesce(b.jenis, '') AS jenis_kartu, coalesce(b.kode_bank, '') AS kode_bank, coalesce(b.no_reff, '') AS no_reff
       FROM dokumen_kas d
       LEFT JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen AND b.baris = 1
       LEFT JOIN ${masterTable({ name: 'kode_transaksi' })} t ON t.kode_transaksi = d.kategori
      WHERE d.kode_toko = $1 AND ${one ? 'd.no_dokumen = $2' : 'd.jenis = $2 AND d.tgl_system = $3 AND ($4::text IS NULL OR d.akun_asal = $4 OR d.akun_tujuan = $4) AND ($5::text IS NULL OR d.kode_member = $5)'}
      ORDER BY d.no_dokumen`,
    one ? [kodeToko, of.no] : [kodeToko, of.jenis, of.tgl, of.onlyAkun ?? null, of.kodeMember ?? null],
  );
  return rows.map((r) => ({ ...r, jumlah: Number(r.jumlah), fee_rp: Number(r.fee_rp), total: Number(r.total) }));
}
