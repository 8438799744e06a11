// GET pre-order (/lihat-pre-order): the shop's pre-orders newest first, 50 a page (spec section 3: count, preorders,
// skip, limit default 50, page default 1). A pre-order is finished (status=finish, spec section 4 'finished pre-orders
// are fetched') when every line of it has a piece bound to it, or it was collected; open while it still waits for a
// piece; batal once cancelled. Each row: the order's number, date, PO number and supplier, customer, total, down
// payment, what remains (its open balance), status, lines (jumlah_barang) and pieces bound (barang_datang).
// Pages go by `skip` (or `page`), or by key: `after` the last number of the page before, so a later page costs what
// the first does.
import type { Actor } from '../actor';
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { BOUND_PIECE } from './purchase-order';

export const PRE_ORDER_STATES = ['all', 'open', 'finish', 'batal'] as const;
export type PreOrderState = (typeof PRE_ORDER_STATES)[number];

export interface PreOrderQuery {
  skip?: number;
  limit?: number;
  page?: number;
  status?: PreOrderState;
  /** A PO number's start, or part of the customer's name. */
  q?: string;
  /** The last no_pesanan of the page before (newest first): the page after it. */
  after?: string;
  /** One PO number exactly (a screen looking one up). */
  no_po?: string;
}

export interface PreOrderRow {
  no_pesanan: string;
  tgl_system: string;
  no_po: string;
  kode_supplier: string;
  nama_supplier: string;
  nama_customer: string;
  kode_sales: string;
  total: number;
  dp_rp: number;
  sisa_bayar: number;
  status: string;
  jumlah_barang: number;
  barang_datang: number;
  selesai: boolean;
}

export const PAGE_SIZE = 50;

/**
 * Every pre-order of the shop with what its lines and bound pieces say, filtered: the one statement both the page
 * and the count read. Lines and pieces are matched by group, as the collection matches them.
 */
function preOrdersSql(where: string): string {
  return `
    WITH po AS (
      SELECT d.no_dokumen, d.tgl_system, p.no_po, p.kode_supplier, d.nama_customer, d.kode_sales, d.grand_total, d.total_bayar, d.status
        FROM dokumen_pesanan p JOIN dokumen_terkini d ON d.no_dokumen = p.no_dokumen
       WHERE p.no_po <> '' AND d.kode_toko = $1 AND d.jenis = 'PESANAN'
         AND ($3::text IS NULL OR p.no_po LIKE $3 || '%' OR upper(d.nama_customer) LIKE '%' || $3 || '%')
         AND ($4::text IS NULL OR p.no_po = $4)
    ),
    lines AS (SELECT b.no_dokumen, b.kode_group, count(*)::int AS n FROM dokumen_baris b JOIN po USING (no_dokumen) GROUP BY 1, 2),
    pieces AS (
      SELECT no_pesanan AS no_dokumen, kode_group, count(*)::int AS n FROM barang
       WHERE kode_toko = $1 AND no_pesanan IN (SELECT no_dokumen FROM po) AND ${BOUND_PIECE} GROUP BY 1, 2
    ),
    rows AS (
      SELECT po.*,
             (SELECT coalesce(sum(n), 0)::int FROM lines l WHERE l.no_dokumen = po.no_dokumen) AS jumlah_barang,
             (SELECT coalesce(sum(n), 0)::int FROM pieces x WHERE x.no_dokumen = po.no_dokumen) AS barang_datang,
             po.status = 'DONE' OR (po.status = 'OPEN' AND NOT EXISTS (
               SELECT 1 FROM lines l LEFT JOIN pieces x USING (no_dokumen, kode_group) WHERE l.no_dokumen = po.no_dokumen AND coalesce(x.n, 0) < l.n
             )) AS selesai
        FROM po
    )
    SELECT * FROM rows
     WHERE CASE $2::text WHEN 'open' THEN status = 'OPEN' AND NOT selesai WHEN 'finish' THEN selesai WHEN 'batal' THEN status = 'BATAL' ELSE true END
       ${where}`;
}

/** A page of the shop's pre-orders and how many the filter finds in all. */
export async function listPreOrders(db: Queryable, actor: Pick<Actor, 'kode_toko'>, q: PreOrderQuery) {
  // Whole numbers in their bounds (the route's schema checks them too): they are written into the statement.
  const limit = Math.min(Math.max(Math.trunc(q.limit ?? PAGE_SIZE), 1), 10_000);
  const skip = Math.max(Math.trunc(q.skip ?? ((q.page ?? 1) - 1) * limit), 0);
  const search = q.q?.trim().toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`) || null;
  const params = [actor.kode_toko, q.status ?? 'all', search, q.no_po?.trim().toUpperCase() || null];
  const after = q.after?.trim().toUpperCase();
  const [[{ count }], page] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${preOrdersSql('')}) x`, params),
    db.query<Record<string, unknown>>(
      `SELECT r.no_dokumen AS no_pesanan, r.tgl_system::text AS tgl_system, r.no_po, r.kode_supplier, coalesce(s.nama_supplier, '') AS nama_supplier,
              r.nama_customer, r.kode_sales, r.grand_total AS total, r.total_bayar AS dp_rp,
              coalesce(b.pokok - b.terbayar, r.grand_total - r.total_bayar) AS sisa_bayar, r.status, r.jumlah_barang, r.barang_datang, r.selesai
         FROM (${preOrdersSql(after ? 'AND no_dokumen < $5' : '')}) r
         LEFT JOIN saldo_dokumen b ON b.no_dokumen = r.no_dokumen
         LEFT JOIN ${masterTable({ name: 'supplier' })} s ON s.kode_supplier = r.kode_supplier
        ORDER BY r.no_dokumen DESC LIMIT ${limit} ${after ? '' : `OFFSET ${skip}`}`,
      after ? [...params, after] : params,
    ),
  ]);
  const preorders = page.map((r) => ({ ...r, total: Number(r.total), dp_rp: Number(r.dp_rp), sisa_bayar: Number(r.sisa_bayar) }) as PreOrderRow);
  return { count, preorders, skip, limit, page: Math.floor(skip / limit) + 1 };
}
