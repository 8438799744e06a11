// Documents read back: a list by business date and one document with its lines, payments, status history and
// the authorizations it used. `numberField` names the number as the kind's clients know it (no_faktur_jual ...).
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { DOCUMENT_MESSAGES } from './engine';

export interface ListQuery {
  tgl_from?: string;
  tgl_to?: string;
  status?: string;
  kode_sales?: string;
}

export async function listDocuments(db: Queryable, actor: Pick<Actor, 'kode_toko' | 'tgl_system'>, jenis: string, numberField: string, q: ListQuery) {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT no_dokumen AS ${numberField}, tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, subtotal, diskon_rp,
            ppn_rp, pembulatan_rp, grand_total, total_bayar, kembalian, status, input_by, created_at,
            (SELECT count(*)::int FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS jumlah_barang,
            (SELECT coalesce(sum(berat_jual), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS total_berat
       FROM dokumen_terkini d
      WHERE kode_toko = $1 AND jenis = $2 AND tgl_system BETWEEN $3 AND $4
        AND ($5::text IS NULL OR status = $5) AND ($6::text IS NULL OR kode_sales = $6)
      ORDER BY tgl_system, no_dokumen`,
    [actor.kode_toko, jenis, q.tgl_from || actor.tgl_system, q.tgl_to || q.tgl_from || actor.tgl_system, q.status || null, q.kode_sales || null],
  );
  return rows;
}

type Header = { tgl_system: string; grand_total: number; kembalian: number; status: string } & Record<string, unknown>;

export async function readDocument(db: Queryable, actor: Pick<Actor, 'kode_toko'>, jenis: string, numberField: string, no: string) {
  const [header] = await db.query<Header>(
    `SELECT no_dokumen AS ${numberField}, tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, subtotal, diskon_rp,
            ppn_rp, pembulatan_rp, grand_total, total_bayar, kembalian, keterangan, status, input_by, created_at
       FROM dokumen_terkini WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3`,
    [no, jenis, actor.kode_toko],
  );
  if (!header) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  const [items, pembayaran, riwayat, otorisasi] = await Promise.all([
    db.query(
      `SELECT baris, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, berat_jual, harga_per_gram,
              harga, ongkos, diskon_rp, total, harga_modal, berlian
         FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris`,
      [no],
    ),
    db.query('SELECT baris, jenis, jumlah_rp, fee_rp, kode_bank, no_rekening, no_reff FROM dokumen_bayar WHERE no_dokumen = $1 ORDER BY baris', [no]),
    db.query('SELECT status, tgl_system, alasan, authorization_id, oleh, created_at FROM dokumen_status WHERE no_dokumen = $1 ORDER BY id', [no]),
    db.query(
      `SELECT o.kategori, o.authorization_id, a.authorized_by, a.method FROM dokumen_otorisasi o JOIN authorizations a ON a.id = o.authorization_id
        WHERE o.no_dokumen = $1 ORDER BY o.kategori`,
      [no],
    ),
  ]);
  return { ...header, items, pembayaran, riwayat, otorisasi };
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
