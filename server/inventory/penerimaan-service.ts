// Goods receipts (penerimaan_barang): the only writer of the table. A receipt brings new items in from a supplier
// under one number (TB-...), each item validated like any new item and entered with a TERIMA ledger row; a
// cancellation takes them all out with BATAL_TERIMA rows while none of them has been touched since (still READY,
// versi 1). Two cancellations at once: one succeeds, the other gets 409.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { createItems, takeOffTrays, totals, type Actor, type Item } from './items';
import { nextDocumentNumber } from './ledger';

export const PENERIMAAN_MESSAGES = {
  saved: 'Penerimaan Barang Berhasil',
  notFound: 'No Terima Tidak Ditemukan',
  alreadyCancelled: 'Penerimaan Sudah Dibatalkan',
  itemsProcessed: 'Barang Dari Penerimaan Ini Sudah Diproses, Penerimaan Tidak Dapat Dibatalkan',
  reasonRequired: 'Alasan Batal Tidak Boleh Kosong',
  cancelled: 'Batal Penerimaan Barang Berhasil',
} as const;

export type ReceiptStatus = 'AKTIF' | 'BATAL';

export interface Receipt {
  no_terima: string;
  kode_toko: string;
  tgl_system: string;
  kode_supplier: string;
  no_po: string;
  keterangan: string;
  status: ReceiptStatus;
  input_by: string;
  batal_by: string | null;
  alasan_batal: string | null;
}

export interface NewReceipt {
  /** Supplier code and PO number (trimmed, in capitals): they go onto every item that names none of its own. */
  kode_supplier: string;
  no_po: string;
  keterangan: string;
  items: Record<string, unknown>[];
}

/** Enters a receipt and its items in one transaction; throws 400 with `rows` when any item fails (nothing saved). */
export async function receiveItems(ctx: AppContext, actor: Actor, receipt: NewReceipt): Promise<{ no_terima: string; count: number; qty: number; berat: number; data: Item[] }> {
  return ctx.db.transaction(async (tx) => {
    const noTerima = await nextDocumentNumber(tx, 'TB', actor.kode_toko, actor.tgl_system);
    const header = { kode_supplier: receipt.kode_supplier, no_po: receipt.no_po };
    await tx.query(
      `INSERT INTO penerimaan_barang (no_terima, kode_toko, tgl_system, kode_supplier, no_po, keterangan, input_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [noTerima, actor.kode_toko, actor.tgl_system, header.kode_supplier, header.no_po, receipt.keterangan, actor.user_id],
    );
    // The receipt's supplier and PO number go onto every item unless a row names its own.
    const rows = receipt.items.map((r) => ({ ...header, ...Object.fromEntries(Object.entries(r ?? {}).filter(([, v]) => v !== '' && v != null)) }));
    const items = await createItems(ctx, tx, actor, rows, { jenis: 'TERIMA', no_ref: noTerima });
    return { no_terima: noTerima, count: items.length, ...totals(items), data: items };
  });
}

/** Receipts of a period with their piece and gram totals, newest first; `kodeToko` undefined: every shop's. */
export async function listReceipts(
  db: Queryable,
  filter: { tgl_awal: string; tgl_akhir: string; status: ReceiptStatus | 'ALL'; kode_toko?: string },
): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT p.no_terima, p.tgl_system, p.kode_supplier, p.no_po, p.keterangan, p.status, p.input_by, p.batal_by, p.alasan_batal,
            count(b.kode_barcode)::int AS jumlah, COALESCE(SUM(b.qty), 0)::int AS qty, COALESCE(SUM(b.berat), 0) AS berat
       FROM penerimaan_barang p LEFT JOIN barang b ON b.no_terima = p.no_terima
      WHERE p.tgl_system BETWEEN $1 AND $2 AND ($3 = 'ALL' OR p.status = $3) AND ($4::text IS NULL OR p.kode_toko = $4)
      GROUP BY p.no_terima ORDER BY p.no_terima DESC`,
    [filter.tgl_awal, filter.tgl_akhir, filter.status, filter.kode_toko ?? null],
  );
}

/** A receipt of the shop with its items; another shop's receipt is not found, like one that does not exist. */
export async function receiptWithItems(db: Queryable, kodeToko: string, noTerima: string) {
  const [receipt] = await db.query<Receipt>('SELECT * FROM penerimaan_barang WHERE no_terima = $1 AND kode_toko = $2', [noTerima, kodeToko]);
  if (!receipt) throw new HttpError(404, PENERIMAAN_MESSAGES.notFound);
  const items = await db.query<Item>(
    `SELECT kode_barcode, nama_barang, kode_group, kode_gudang, kode_baki, qty, berat, kadar, harga_total, status, versi
       FROM barang WHERE no_terima = $1 AND kode_toko = $2 ORDER BY kode_barcode`,
    [noTerima, kodeToko],
  );
  return { ...receipt, items, ...totals(items) };
}

/** Cancels a receipt of the actor's shop while its items are untouched; answers the cancelled receipt. */
export async function cancelReceipt(ctx: AppContext, actor: Actor, noTerima: string, alasan: string) {
  if (!alasan) throw new HttpError(400, PENERIMAAN_MESSAGES.reasonRequired);
  await ctx.db.transaction(async (tx) => {
    const [receipt] = await tx.query<Receipt>('SELECT * FROM penerimaan_barang WHERE no_terima = $1 AND kode_toko = $2 FOR UPDATE', [noTerima, actor.kode_toko]);
    if (!receipt) throw new HttpError(404, PENERIMAAN_MESSAGES.notFound);
    if (receipt.status === 'BATAL') throw new HttpError(409, PENERIMAAN_MESSAGES.alreadyCancelled);
    const items = await tx.query<{ kode_barcode: string; kode_baki: string }>(
      'SELECT kode_barcode, kode_baki FROM barang WHERE no_terima = $1 AND kode_toko = $2 ORDER BY kode_barcode',
      [noTerima, actor.kode_toko],
    );
    // Untouched since the receipt: on its tray (READY) and never changed (versi 1). Anything else was sold,
    // moved or corrected and must be undone first.
    try {
      await takeOffTrays(
        tx,
        actor,
        items.map((i) => ({ kode_barcode: i.kode_barcode, versi: 1 })),
        { status: 'BATAL', jenis: 'BATAL_TERIMA', prefix: 'BT', keterangan: `${noTerima}: ${alasan}`.slice(0, 200), cost: 'TERIMA' },
      );
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 409) throw new HttpError(409, PENERIMAAN_MESSAGES.itemsProcessed);
      throw e;
    }
    await tx.query(`UPDATE penerimaan_barang SET status = 'BATAL', batal_by = $2, batal_at = now(), alasan_batal = $3 WHERE no_terima = $1`, [
      noTerima,
      actor.user_id,
      alasan,
    ]);
  });
  return receiptWithItems(ctx.db, actor.kode_toko, noTerima);
}
