// The stock ledger (barang_mutasi) and document numbers. Every function takes the transaction of the change
// it records, so the item and its ledger rows land together or not at all.
import type { Queryable } from '../db/database';
import type { LedgerKind } from '../../domain/inventory';
import { mgText, weightMg } from '../../domain/units';

export interface LedgerRow {
  kode_barcode: string;
  jenis: LedgerKind;
  kode_toko: string;
  kode_gudang: string;
  kode_baki: string;
  /** Signed change of pieces on the tray. */
  qty: number;
  /** Signed change of grams on the tray (3 decimals). */
  berat: number;
  no_ref?: string;
  keterangan?: string;
}

/** Writes the rows in one statement (a bulk add writes thousands). */
export async function writeLedger(tx: Queryable, tglSystem: string, inputBy: string, rows: LedgerRow[]): Promise<void> {
  if (!rows.length) return;
  const col = <K extends keyof LedgerRow>(k: K, d: LedgerRow[K]) => rows.map((r) => r[k] ?? d);
  await tx.query(
    `INSERT INTO barang_mutasi (kode_barcode, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, no_ref, keterangan, tgl_system, input_by)
     SELECT u.*, $10::date, $11 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::text[], $9::text[]) AS u`,
    [
      col('kode_barcode', ''),
      col('jenis', 'TAMBAH'),
      col('kode_toko', ''),
      col('kode_gudang', ''),
      col('kode_baki', ''),
      col('qty', 0),
      col('berat', 0).map((b) => mgText(weightMg(b))),
      col('no_ref', ''),
      col('keterangan', ''),
      tglSystem,
      inputBy,
    ],
  );
}

/** The next number of a document kind for the day: PB-TOKO01-20261121-0001. */
export async function nextDocumentNumber(tx: Queryable, prefix: string, kodeToko: string, tglSystem: string): Promise<string> {
  const [{ nomor }] = await tx.query<{ nomor: number }>(
    `INSERT INTO nomor_dokumen (prefix, tanggal, nomor) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, tanggal) DO UPDATE SET nomor = nomor_dokumen.nomor + 1 RETURNING nomor`,
    [`${prefix}-${kodeToko}`, tglSystem],
  );
  return `${prefix}-${kodeToko}-${tglSystem.replaceAll('-', '')}-${String(nomor).padStart(4, '0')}`;
}

/** The stock of each tray on a date, from the ledger alone. */
export async function trayStockOn(db: Queryable, tgl: string, kodeBaki?: string): Promise<{ kode_baki: string; qty: number; berat: number }[]> {
  return db.query(
    `SELECT kode_baki, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang_mutasi
      WHERE tgl_system <= $1 AND ($2::text IS NULL OR kode_baki = $2)
      GROUP BY kode_baki HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY kode_baki`,
    [tgl, kodeBaki ?? null],
  );
}
