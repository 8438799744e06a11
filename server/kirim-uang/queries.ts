// A send as its branch holds it, and its reception there: read by the branch's own screens, by the head office
// (through the portal, or directly in a single database), and recorded when the head office received it.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { KIRIM_UANG_MESSAGES, type KirimUangStatus } from '../../domain/kirim-uang';

/** A send with its state: what GET kirim-uang/{no_reff} answers and the head office receives by. */
export interface SendRecord {
  no_reff: string;
  /** The sending shop. */
  kode_toko: string;
  nama_toko: string;
  tgl_system: string;
  input_by: string;
  jumlah_rp: number;
  /** The head office it goes to. */
  tujuan: string;
  nama_tujuan: string;
  keterangan: string;
  /** KAS or the bank account it left from. */
  akun: string;
  status: KirimUangStatus;
  no_terima: string | null;
  diterima_by: string | null;
  diterima_at: string | null;
}

const SENDS = `
  SELECT d.no_dokumen AS no_reff, d.kode_toko, ta.nama_toko, d.tgl_system::text AS tgl_system, d.input_by, d.grand_total AS jumlah_rp,
         k.kode_toko_tujuan AS tujuan, tt.nama_toko AS nama_tujuan, d.keterangan, k.akun,
         CASE WHEN d.status = 'BATAL' THEN 'BATAL' WHEN r.no_kirim IS NOT NULL THEN 'DONE' ELSE 'SENT' END AS status,
         r.no_terima, r.diterima_by, r.diterima_at::text AS diterima_at
    FROM dokumen_terkini d
    JOIN kirim_uang k ON k.no_kirim = d.no_dokumen
    JOIN toko ta ON ta.kode_toko = d.kode_toko
    JOIN toko tt ON tt.kode_toko = k.kode_toko_tujuan
    LEFT JOIN kirim_uang_terima r ON r.no_kirim = d.no_dokumen`;

/** The send of that number in this database, of any shop; undefined when there is none. */
export async function findSend(db: Queryable, noReff: string): Promise<SendRecord | undefined> {
  const [row] = await db.query<SendRecord>(`${SENDS} WHERE d.no_dokumen = $1`, [noReff]);
  return row;
}

/** A shop's sends, the latest first. */
export async function sendsOf(db: Queryable, kodeToko: string, limit = 200): Promise<SendRecord[]> {
  return db.query<SendRecord>(`${SENDS} WHERE d.kode_toko = $1 ORDER BY d.created_at DESC, d.no_dokumen DESC LIMIT $2`, [kodeToko, limit]);
}

/** What the head office tells the branch when it received a send. */
export interface Reception {
  no_terima: string;
  kode_toko_terima: string;
  diterima_by: string;
  jumlah_rp: number;
}

/**
 * Records at the branch that the head office received the send, once. The same reception again (a retry after a
 * lost answer) changes nothing and succeeds; another reception of a received send, a cancelled send, an amount that
 * differs or a send to another shop is 409. The send's row is locked first, so a cancellation and a reception of the
 * same send at once are one after the other.
 */
export async function recordReception(tx: Queryable, noReff: string, r: Reception): Promise<SendRecord> {
  const locked = await tx.query('SELECT 1 FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 FOR UPDATE', [noReff, 'KIRIM_UANG']);
  const send = locked.length ? await findSend(tx, noReff) : undefined;
  if (!send) throw new HttpError(404, KIRIM_UANG_MESSAGES.notFound);
  if (send.status === 'BATAL') throw new HttpError(409, KIRIM_UANG_MESSAGES.cancelled);
  if (send.tujuan !== r.kode_toko_terima) throw new HttpError(409, KIRIM_UANG_MESSAGES.notForThisShop);
  if (send.jumlah_rp !== r.jumlah_rp) throw new HttpError(409, KIRIM_UANG_MESSAGES.amountDiffers);
  if (send.status === 'DONE') {
    if (send.no_terima === r.no_terima) return send;
    throw new HttpError(409, KIRIM_UANG_MESSAGES.alreadyReceived);
  }
  await tx.query('INSERT INTO kirim_uang_terima (no_kirim, no_terima, kode_toko_terima, diterima_by, jumlah_rp) VALUES ($1, $2, $3, $4, $5)', [
    noReff,
    r.no_terima,
    r.kode_toko_terima,
    r.diterima_by,
    r.jumlah_rp,
  ]);
  return (await findSend(tx, noReff))!;
}
