// Documents read back: a list by business date and one document with its lines, payments, status history and
// the authorizations it used. `numberField` names the number as the kind's clients know it (no_faktur_jual ...).
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { DOCUMENT_MESSAGES } from './messages';
import { s, type JsonSchema } from '../http/schema';
import { masterTable } from '../db/master-tables';
import { AFTER_PARAM, afterSql, cursorOf, orderSql, readCursor, type ListOrder } from '../engine/list-cursor';

export interface ListQuery {
  tgl_from?: string;
  tgl_to?: string;
  /**
   * DONE, OPEN, BATAL, or VALID (validated and not cancelled), or several joined by commas (a cancel screen offers
   * DONE and VALID); ALL or absent: every one.
   */
  status?: string;
  kode_sales?: string;
  /** The cashier who wrote it (the validation screen's valid_by); ALL or absent: everyone. */
  valid_by?: string;
  /** BELUM: only documents not validated yet and not cancelled (what a validation screen offers). */
  validasi?: 'BELUM';
}

/**
 * A page of a kind's list (the kernel's own list route): `limit` rows, `skip` on or `after` the cursor the page before
 * answered as `next` (keyset by date and number, ./list-cursor). Without `limit` the list is the whole date range.
 */
const DOCUMENT_PAGE_MAX = 1000;

export interface ListPage {
  limit?: number;
  skip?: number;
  after?: string;
}

/**
 * The query of a kind's list (its screens' filters, definitions/transactions): `statuses` the kind's own; `paged`
 * with the paging of ListPage.
 */
export function listQuerystring(statuses: readonly string[], opts: { paged?: boolean } = {}): JsonSchema {
  return s.object({
    tgl_from: s.date('Tanggal Awal'),
    tgl_to: s.date('Tanggal Akhir'),
    status: { ...s.text('Status', 60), pattern: `^(ALL|${[...statuses].join('|')})(,(${[...statuses].join('|')}))*$` },
    kode_sales: s.code('Kode Sales', 20),
    valid_by: s.code('Valid By', 40),
    validasi: s.choice('Validasi', ['BELUM']),
    ...(opts.paged ? { limit: s.int('Limit', 1, DOCUMENT_PAGE_MAX), skip: s.int('Skip', 0, 10_000_000), after: AFTER_PARAM } : {}),
  });
}


const given = (v: string | undefined) => (v && v !== 'ALL' ? v : null);

/**
 * The shop's documents of a kind over a range of business dates. `status` is the lifecycle's, except that a
 * validated DONE document shows VALID (validation is recorded apart: dokumen_validasi). `openAnyDate`: one still open
 * (OPEN: a deposit or an order waiting for its customer; SELESAI: a service repaired, not yet collected) is listed
 * whatever its date, except on a validation screen (a day's).
 */
export async function listDocuments(
  db: Queryable,
  actor: Pick<Actor, 'kode_toko' | 'tgl_system'>,
  jenis: string,
  numberField: string,
  q: ListQuery,
  opts: { openAnyDate?: boolean } = {},
) {
  const { sql, params } = listSql(actor, jenis, numberField, q, opts);
  return db.query<Record<string, unknown>>(`${sql} ORDER BY tgl_system, ${numberField}`, params);
}

/** A page of the list (ListPage), its count, and where the page after starts when this one is full. */
export async function listDocumentsPage(
  db: Queryable,
  actor: Pick<Actor, 'kode_toko' | 'tgl_system'>,
  jenis: string,
  numberField: string,
  q: ListQuery,
  page: ListPage & { limit: number },
  opts: { openAnyDate?: boolean } = {},
) {
  const { sql, params } = listSql(actor, jenis, numberField, q, opts);
  const order: ListOrder = { field: 'tgl_system', order: 'ASC', key: numberField, nullable: false };
  const limit = Math.min(page.limit, DOCUMENT_PAGE_MAX);
  const pageParams = [...params];
  const after = page.after ? ` AND ${afterSql(order, readCursor(order, page.after), pageParams)}` : '';
  const from = page.after ? '' : ` OFFSET ${Math.max(page.skip ?? 0, 0)}`;
  const data = await db.query<Record<string, unknown>>(`${sql}${after} ORDER BY ${orderSql(order)} LIMIT ${limit}${from}`, pageParams);
  const [{ n }] = await db.query<{ n: number }>(...countSql(sql, params, q, opts));
  return { data, count: Number(n), ...(data.length === limit ? { next: cursorOf(order, data[limit - 1]) } : {}) };
}

/**
 * The count of the list. Without a status to look at (no status filter, not the validation's, no open document of
 * another date), the documents of the range by the date index alone: every document has its status row from its
 * posting on, so the view adds none and drops none, and a wide range is counted without reading each one's status.
 */
function countSql(sql: string, params: unknown[], q: ListQuery, opts: { openAnyDate?: boolean }): [string, unknown[]] {
  if (given(q.status) || q.validasi === 'BELUM' || opts.openAnyDate) return [`SELECT count(*)::int AS n FROM (${sql}) c`, params];
  return [
    `SELECT count(*)::int AS n FROM dokumen WHERE kode_toko = $1 AND jenis = $2 AND tgl_system BETWEEN $3 AND $4
        AND ($5::text IS NULL OR kode_sales = $5) AND ($6::text IS NULL OR input_by = $6)`,
    [params[0], params[1], params[2], params[3], params[5], params[6]],
  ];
}

/** The list's query without its order (its callers order and page it): a WHERE that a cursor extends with AND. */
function listSql(actor: Pick<Actor, 'kode_toko' | 'tgl_system'>, jenis: string, numberField: string, q: ListQuery, opts: { openAnyDate?: boolean }) {
  return {
    sql: `SELECT * FROM (
       SELECT d.no_dokumen AS ${numberField}, d.tgl_system, d.kode_sales, d.nama_sales, d.nama_customer, d.alamat_customer, d.no_hp, d.kode_member, d.subtotal,
              d.diskon_rp, d.ppn_rp, d.pembulatan_rp, d.grand_total, d.total_bayar, d.kembalian, d.input_by, d.created_at, d.no_faktur_group,
              CASE WHEN d.status = 'DONE' AND v.no_dokumen IS NOT NULL THEN 'VALID' ELSE d.status END AS status,
              v.tgl_system AS tgl_validasi, v.oleh AS valid_oleh,
              (SELECT count(*)::int FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS jumlah_barang,
              (SELECT coalesce(sum(berat_jual), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS total_berat
         FROM dokumen_terkini d LEFT JOIN dokumen_validasi v ON v.no_dokumen = d.no_dokumen
        WHERE d.kode_toko = $1 AND d.jenis = $2 AND (d.tgl_system BETWEEN $3 AND $4 OR ($9 AND NOT $8 AND d.status IN ('OPEN', 'SELESAI')))
          AND ($6::text IS NULL OR d.kode_sales = $6) AND ($7::text IS NULL OR d.input_by = $7)
          AND (NOT $8 OR (v.no_dokumen IS NULL AND d.status <> 'BATAL'))
     ) x
     WHERE ($5::text IS NULL OR status = ANY(string_to_array($5, ',')))`,
    params: [
      actor.kode_toko,
      jenis,
      q.tgl_from || actor.tgl_system,
      q.tgl_to || q.tgl_from || actor.tgl_system,
      given(q.status),
      given(q.kode_sales),
      given(q.valid_by),
      q.validasi === 'BELUM',
      opts.openAnyDate === true,
    ] as unknown[],
  };
}

/** What a buy-back line adds (its own table, read through the view baris_pembelian: migration 039), on the kinds that buy back. */
const BUYBACK_LINE_COLUMNS = ', berat_kotor, kondisi, ada_nota, harga_nota, berat_nota, no_faktur_jual, kode_harga, harga_sistem, rosok';
const BUYBACK_KINDS = ['PEMBELIAN', 'PEMBELIAN_MANUAL'];
/** Where a kind's lines are read from: a buy-back's with their facts (the view baris_pembelian). */
const linesOf = (jenis: string) => (BUYBACK_KINDS.includes(jenis) ? 'baris_pembelian' : 'dokumen_baris');

type Header = { tgl_system: string; grand_total: number; kembalian: number; status: string; no_faktur_group: string } & Record<string, unknown>;

/**
 * One document as its kind's clients and its receipt read it: besides the stored columns, the cashier's name
 * (nama_kasir, the user who posted it) and, on each payment into one of the shop's accounts, that account's bank
 * (bank_rekening).
 */
export async function readDocument(db: Queryable, actor: Pick<Actor, 'kode_toko'>, jenis: string, numberField: string, no: string) {
  const [header] = await db.query<Header>(
    `SELECT no_dokumen AS ${numberField}, tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member, subtotal, diskon_rp,
            ppn_rp, pembulatan_rp, grand_total, total_bayar, kembalian, keterangan, status, input_by, created_at, no_faktur_group,
            (SELECT coalesce(nullif(u.nama_user, ''), u.user_id) FROM users u WHERE u.user_id = d.input_by) AS nama_kasir
       FROM dokumen_terkini d WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3`,
    [no, jenis, actor.kode_toko],
  );
  if (!header) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  const [items, pembayaran, riwayat, otorisasi, [validasi]] = await Promise.all([
    db.query(
      `SELECT baris, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, berat_jual, harga_per_gram,
              harga, ongkos, diskon_rp, total, harga_modal, berlian${BUYBACK_KINDS.includes(jenis) ? BUYBACK_LINE_COLUMNS : ''}
         FROM ${linesOf(jenis)} WHERE no_dokumen = $1 ORDER BY baris`,
      [no],
    ),
    db.query(
      `SELECT b.baris, b.jenis, b.jumlah_rp, b.fee_rp, b.kode_bank, b.no_rekening, b.no_reff, coalesce(r.kode_bank, '') AS bank_rekening
         FROM dokumen_bayar b LEFT JOIN ${masterTable({ name: 'rekening' })} r ON r.no_rekening = b.no_rekening AND b.no_rekening <> ''
        WHERE b.no_dokumen = $1 ORDER BY b.baris`,
      [no],
    ),
    db.query('SELECT status, tgl_system, alasan, authorization_id, oleh, created_at FROM dokumen_status WHERE no_dokumen = $1 ORDER BY id', [no]),
    db.query(
      `SELECT o.kategori, o.authorization_id, a.authorized_by, a.method FROM dokumen_otorisasi o JOIN authorizations a ON a.id = o.authorization_id
        WHERE o.no_dokumen = $1 ORDER BY o.kategori`,
      [no],
    ),
    db.query<{ tgl_system: string; oleh: string }>('SELECT tgl_system, oleh, created_at FROM dokumen_validasi WHERE no_dokumen = $1', [no]),
  ]);
  const status = header.status === 'DONE' && validasi ? 'VALID' : header.status;
  const [partner] = await groupPartners(db, header.no_faktur_group, no);
  return { ...header, status, validasi: validasi ?? null, items, pembayaran, riwayat, otorisasi, ...(partner ? { tukar: tradeInPartner(partner) } : {}) };
}

/** A trade-in's other half as the other's clients name it: the sale shows its buy-back, the buy-back its sale. */
function tradeInPartner(p: Awaited<ReturnType<typeof groupPartners>>[number]) {
  return p.jenis === 'PEMBELIAN'
    ? { no_faktur_beli: p.no_dokumen, total_harga: p.grand_total, items: p.items }
    : { no_faktur_jual: p.no_dokumen, grand_total: p.grand_total, items: p.items };
}

/** The other documents of a document's checkout group (a trade-in's other half): lines and totals. */
async function groupPartners(db: Queryable, group: string, no: string) {
  if (!group) return [];
  const others = await db.query<{ no_dokumen: string; jenis: string; grand_total: number }>(
    'SELECT no_dokumen, jenis, grand_total FROM dokumen WHERE no_faktur_group = $1 AND no_dokumen <> $2 ORDER BY no_dokumen',
    [group, no],
  );
  return Promise.all(
    others.map(async (o) => ({
      ...o,
      items: await db.query(
        `SELECT baris, kode_barcode, nama_barang, kode_group, kadar, qty, berat, berat_jual, harga_per_gram, harga, total${BUYBACK_KINDS.includes(o.jenis) ? BUYBACK_LINE_COLUMNS : ''}
           FROM ${linesOf(o.jenis)} WHERE no_dokumen = $1 ORDER BY baris`,
        [o.no_dokumen],
      ),
    })),
  );
}

/** The customers a phone number bought under, latest first: the sale screen fills name and address from it. */
export async function customersByPhone(db: Queryable, noHp: string) {
  return db.query<{ nama_customer: string; alamat_customer: string; no_hp: string; terakhir: string }>(
    `SELECT nama_customer, alamat_customer, no_hp, max(tgl_system)::text AS terakhir
       FROM dokumen WHERE no_hp = $1 AND nama_customer <> ''
      GROUP BY nama_customer, alamat_customer, no_hp ORDER BY max(created_at) DESC LIMIT 10`,
    [noHp],
  );
}
