// Reads of transfers (kirim_barang, kirim_barang_detail) and of the shops they go between. Every list is scoped by
// the shop the user acts for: a transfer is seen by its two shops only.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { KIRIM_MESSAGES, type KirimDetail } from '../../domain/kirim-barang';

export interface Toko {
  kode_toko: string;
  nama_toko: string;
  level: 'PUSAT' | 'CABANG';
}

export type TransferHeader = Record<string, unknown> & { no_kirim: string; kode_toko_asal: string; kode_toko_tujuan: string; status: string };

/** A shop with its name and level; 400 'Toko Tujuan Tidak Ditemukan' for one that does not exist. */
export async function shopOf(q: Queryable, kodeToko: string): Promise<Toko> {
  const [toko] = await q.query<Toko>('SELECT kode_toko, nama_toko, level FROM toko WHERE kode_toko = $1', [kodeToko]);
  if (!toko) throw new HttpError(400, KIRIM_MESSAGES.destinationNotFound);
  return toko;
}

/** The shops of a level but one, in code order. */
export const shopsOfLevel = (q: Queryable, level: Toko['level'], except: string) =>
  q.query<Toko>('SELECT kode_toko, nama_toko, level FROM toko WHERE level = $1 AND kode_toko <> $2 ORDER BY kode_toko', [level, except]);

/** The head office a branch sends to when it names none: the first PUSAT shop. */
export async function headOffice(q: Queryable): Promise<string> {
  const [pusat] = await q.query<{ kode_toko: string }>(`SELECT kode_toko FROM toko WHERE level = 'PUSAT' ORDER BY kode_toko`);
  if (!pusat) throw new HttpError(400, KIRIM_MESSAGES.pusatNotFound);
  return pusat.kode_toko;
}

export async function header(q: Queryable, noKirim: string): Promise<TransferHeader | undefined> {
  const [row] = await q.query<TransferHeader>(
    `SELECT k.no_kirim, k.kode_toko_asal, a.nama_toko AS nama_toko_asal, k.kode_toko_tujuan, t.nama_toko AS nama_toko_tujuan,
            to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by, k.status, to_char(k.tgl_terima, 'YYYY-MM-DD') AS tgl_terima,
            k.terima_by, k.kode_gudang, k.kode_baki, k.keterangan, k.no_kembali, k.kembali_by, k.alasan_kembali
       FROM kirim_barang k LEFT JOIN toko a ON a.kode_toko = k.kode_toko_asal LEFT JOIN toko t ON t.kode_toko = k.kode_toko_tujuan
      WHERE k.no_kirim = $1`,
    [noKirim],
  );
  return row;
}

export async function detailsOf(q: Queryable, noKirim: string): Promise<KirimDetail[]> {
  const rows = await q.query<KirimDetail>(
    `SELECT kode_barcode, nama_barang, qty, berat_kirim, berat_terima, diterima, dikembalikan FROM kirim_barang_detail WHERE no_kirim = $1 ORDER BY kode_barcode`,
    [noKirim],
  );
  return rows.map((r) => ({ ...r, berat_kirim: Number(r.berat_kirim), berat_terima: r.berat_terima === null ? null : Number(r.berat_terima) }));
}

/** A transfer's header with its items, as every write answers it. */
export async function transferOf(q: Queryable, noKirim: string) {
  return { ...(await header(q, noKirim)), items: await detailsOf(q, noKirim) };
}

/** Locks a transfer's row (of a receipt and a return at once, the second waits and sees what the first did). */
export async function lockTransfer(tx: Queryable, noKirim: string) {
  const [k] = await tx.query<{ kode_toko_asal: string; kode_toko_tujuan: string; status: string }>(
    'SELECT kode_toko_asal, kode_toko_tujuan, status FROM kirim_barang WHERE no_kirim = $1 FOR UPDATE',
    [noKirim],
  );
  return k;
}

/** Transfers addressed to a shop, not yet received. */
export const unreceivedTo = (q: Queryable, kodeToko: string) =>
  q.query(
    `SELECT k.no_kirim, k.kode_toko_asal, a.nama_toko AS nama_toko_asal, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by, k.keterangan,
            count(d.*)::int AS jumlah, COALESCE(SUM(d.qty), 0)::int AS qty, COALESCE(SUM(d.berat_kirim), 0)::float8 AS berat
       FROM kirim_barang k LEFT JOIN toko a ON a.kode_toko = k.kode_toko_asal LEFT JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim
      WHERE k.kode_toko_tujuan = $1 AND k.status = 'KIRIM'
      GROUP BY k.no_kirim, a.nama_toko ORDER BY k.tgl_kirim, k.no_kirim`,
    [kodeToko],
  );

/** Items of a transfer still in transit: not received, not taken back. */
const IN_TRANSIT = 'NOT d.diterima AND NOT d.dikembalikan';

/** A shop's transfers with items still in transit. */
export const inTransitFrom = (q: Queryable, kodeToko: string) =>
  q.query(
    `SELECT k.no_kirim, k.kode_toko_tujuan, t.nama_toko AS nama_toko_tujuan, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kirim_by,
            k.status, to_char(k.tgl_terima, 'YYYY-MM-DD') AS tgl_terima, k.keterangan,
            count(d.*)::int AS jumlah, SUM(d.qty)::int AS qty, SUM(d.berat_kirim)::float8 AS berat
       FROM kirim_barang k JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim AND ${IN_TRANSIT}
       LEFT JOIN toko t ON t.kode_toko = k.kode_toko_tujuan
      WHERE k.kode_toko_asal = $1 AND k.status IN ('KIRIM', 'TERIMA')
      GROUP BY k.no_kirim, t.nama_toko ORDER BY k.tgl_kirim, k.no_kirim`,
    [kodeToko],
  );

/** The barcodes of a transfer still in transit. */
export async function inTransitCodes(q: Queryable, noKirim: string): Promise<string[]> {
  const rows = await q.query<{ kode_barcode: string }>(`SELECT d.kode_barcode FROM kirim_barang_detail d WHERE d.no_kirim = $1 AND ${IN_TRANSIT} ORDER BY d.kode_barcode`, [noKirim]);
  return rows.map((r) => r.kode_barcode);
}
