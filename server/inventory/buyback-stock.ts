// The buy-back stock (issue 10): pieces bought back from customers are items of status BELI on the first tray (by
// code) of the buy-back warehouse, the gudang whose jenis_gudang is BELI (definitions/masters/gudang.ts). They are
// counted on that tray like any stock, but never sold from it: sorting sends them onto a sales tray, to cleaning or
// re-plating, or to the melt (server/sepuhan). Every change writes its ledger row in the caller's transaction.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';
import { mgText } from '../../domain/units';
import type { LedgerKind } from '../../domain/inventory';
import { nextBarcode, type Actor } from './items';
import { writeLedger } from './ledger';

export const BUYBACK_STOCK_MESSAGES = {
  noWarehouse: 'Gudang Pembelian Belum Diatur: Buat Gudang Berjenis BELI Dengan Minimal Satu Baki',
} as const;

export interface Tray {
  kode_gudang: string;
  kode_baki: string;
}

/** The tray bought-back gold lands on: the first tray of the first active BELI warehouse. */
export async function buybackTray(tx: Queryable): Promise<Tray> {
  const [tray] = await tx.query<Tray>(
    `SELECT b.kode_gudang, b.kode_baki FROM ${masterTable({ name: 'baki' })} b
       JOIN ${masterTable({ name: 'gudang' })} g ON g.kode_gudang = b.kode_gudang
      WHERE g.jenis_gudang = 'BELI' AND g.is_active AND b.is_active
      ORDER BY g.kode_gudang, b.kode_baki LIMIT 1`,
  );
  if (!tray) throw new HttpError(400, BUYBACK_STOCK_MESSAGES.noWarehouse);
  return tray;
}

/** A piece entering the buy-back stock: new (from elsewhere, or gold entered by hand) or the shop's own, sold before. */
export interface BuybackPiece {
  /** The shop's own piece: its barcode (its item row comes back, status TERJUAL -> BELI). Absent: a new item. */
  kode_barcode?: string;
  /** A new item under a barcode the caller drew already (nextBarcode), so its document line names it. */
  baru?: boolean;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: number;
  /** Net gold weight and gross weight, in milligrams. */
  berat_mg: number;
  berat_kotor_mg: number;
  /** What the shop paid: the piece's cost from now on. */
  harga: number;
  status_sortir?: string;
}

/**
 * Puts the pieces on the buy-back tray, one ledger row each (`jenis`: BELI, STOCK_CUCI), and answers their
 * barcodes in order. The shop's own pieces must be locked by the caller (status TERJUAL checked there).
 */
export async function enterBuybackStock(tx: Queryable, actor: Actor, pieces: BuybackPiece[], jenis: LedgerKind, no_ref: string): Promise<string[]> {
  const tray = await buybackTray(tx);
  const codes: string[] = [];
  for (const p of pieces) {
    if (p.kode_barcode && !p.baru) {
      // Its record now says what was bought back: the weight weighed today, the price paid as its cost, one lot (an
      // accessory line sold whole comes back as one). What it said before is kept for a cancellation.
      await tx.query(
        `INSERT INTO barang_sebelum_beli (no_dokumen, kode_barcode, kode_gudang, kode_baki, qty, berat, berat_kotor, hpp, total_hpp)
         SELECT $1, kode_barcode, kode_gudang, kode_baki, qty, berat, berat_kotor, hpp, total_hpp FROM barang WHERE kode_barcode = $2`,
        [no_ref, p.kode_barcode],
      );
      await tx.query(
        `UPDATE barang SET status = 'BELI', kode_gudang = $3, kode_baki = $4, qty = 1, berat = $5::numeric, berat_kotor = $6::numeric, hpp = $7,
                total_hpp = $7, status_sortir = $8, versi = versi + 1, updated_at = now()
          WHERE kode_barcode = $1 AND kode_toko = $2`,
        [p.kode_barcode, actor.kode_toko, tray.kode_gudang, tray.kode_baki, mgText(p.berat_mg), mgText(p.berat_kotor_mg), p.harga, p.status_sortir ?? ''],
      );
      codes.push(p.kode_barcode);
    } else {
      const code = p.kode_barcode ?? (await nextBarcode(tx, actor.kode_toko));
      await tx.query(
        `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_group, kode_dept, kadar, berat, berat_kotor, hpp, total_hpp,
                             kode_gudang, kode_baki, status_sortir, status, tgl_input, input_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $9, $10, $11, $12, 'BELI', $13, $14)`,
        [code, actor.kode_toko, p.nama_barang, p.kode_group, p.kode_dept, p.kadar, mgText(p.berat_mg), mgText(p.berat_kotor_mg), p.harga,
          tray.kode_gudang, tray.kode_baki, p.status_sortir ?? '', actor.tgl_system, actor.user_id],
      );
      codes.push(code);
    }
  }
  await writeLedger(
    tx,
    actor.tgl_system,
    actor.user_id,
    pieces.map((p, i) => ({ kode_barcode: codes[i], jenis, kode_toko: actor.kode_toko, ...tray, qty: 1, berat: p.berat_mg / 1000, no_ref })),
  );
  return codes;
}
