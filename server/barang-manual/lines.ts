// The store of manual items: stock lines (barang_manual) per shop, warehouse, tray, group and jenis, and their own
// ledger (barang_manual_mutasi). Only the manual-item service (service.ts) writes them, each change with its signed
// ledger rows in the same transaction.
import type { Queryable } from '../db/database';
import type { ManualLedgerKind, ManualLine, ManualLineKey } from '../../domain/barang-manual';
import { mgText, weightMg } from '../../domain/units';

const KEY_COLUMNS = ['kode_toko', 'kode_gudang', 'kode_baki', 'kode_group', 'kode_dept'] as const;
const keyParams = (k: ManualLineKey) => KEY_COLUMNS.map((c) => k[c]);
export const sameKey = (a: ManualLineKey, b: ManualLineKey) => KEY_COLUMNS.every((c) => a[c] === b[c]);

const LINE_SELECT = `
  SELECT m.kode_toko, m.kode_gudang, COALESCE(g.nama_gudang, '') AS nama_gudang, m.kode_baki, COALESCE(b.nama_baki, '') AS nama_baki,
         m.kode_group, COALESCE(gr.nama_group, '') AS nama_group, m.kode_dept, COALESCE(j.nama_dept, '') AS nama_dept,
         m.qty, m.berat, m.versi
    FROM barang_manual m
    LEFT JOIN master_gudang g ON g.kode_gudang = m.kode_gudang
    LEFT JOIN master_baki b ON b.kode_baki = m.kode_baki
    LEFT JOIN master_group gr ON gr.kode_group = m.kode_group
    LEFT JOIN master_jenis j ON j.kode_dept = m.kode_dept`;

/** Lines with stock matching the filters (each a code, or absent), in place order. */
export async function listLines(db: Queryable, filters: Partial<Record<(typeof KEY_COLUMNS)[number], string>>): Promise<ManualLine[]> {
  const params: string[] = [];
  const conds = ['(m.qty <> 0 OR m.berat <> 0)'];
  for (const [f, v] of Object.entries(filters)) {
    if (!v) continue;
    params.push(v);
    conds.push(`m.${f} = $${params.length}`);
  }
  return db.query<ManualLine>(`${LINE_SELECT} WHERE ${conds.join(' AND ')} ORDER BY m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept`, params);
}

export async function lineOf(db: Queryable, key: ManualLineKey): Promise<ManualLine> {
  const [line] = await db.query<ManualLine>(
    `${LINE_SELECT} WHERE m.kode_toko = $1 AND m.kode_gudang = $2 AND m.kode_baki = $3 AND m.kode_group = $4 AND m.kode_dept = $5`,
    keyParams(key),
  );
  return line;
}

export interface LedgerRow extends ManualLineKey {
  jenis: ManualLedgerKind;
  qty: number;
  mg: number;
}

export async function writeManualLedger(tx: Queryable, tgl: string, user: string, noRef: string, keterangan: string, rows: LedgerRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO barang_manual_mutasi (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, jenis, qty, berat, no_ref, keterangan, tgl_system, input_by)
     SELECT u.*, $9, $10, $11::date, $12
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::numeric[]) AS u`,
    [
      ...KEY_COLUMNS.map((c) => rows.map((r) => r[c])),
      rows.map((r) => r.jenis),
      rows.map((r) => r.qty),
      rows.map((r) => mgText(r.mg)),
      noRef,
      keterangan,
      tgl,
      user,
    ],
  );
}

/** Adds pieces and milligrams to a line, creating it when new. */
export const addToLine = (tx: Queryable, key: ManualLineKey, qty: number, mg: number) =>
  tx.query(
    `INSERT INTO barang_manual (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat) VALUES ($1, $2, $3, $4, $5, $6, $7::numeric)
     ON CONFLICT (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
     DO UPDATE SET qty = barang_manual.qty + EXCLUDED.qty, berat = barang_manual.berat + EXCLUDED.berat,
                   versi = barang_manual.versi + 1, updated_at = now()`,
    [...keyParams(key), qty, mgText(mg)],
  );

/** An empty line, so that it can be locked with others before anything enters it. */
export const ensureLine = (tx: Queryable, key: ManualLineKey) =>
  tx.query(
    `INSERT INTO barang_manual (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, versi)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 0) ON CONFLICT DO NOTHING`,
    keyParams(key),
  );

/** Changes a locked line by signed pieces and milligrams. */
export const changeLine = (tx: Queryable, key: ManualLineKey, qty: number, mg: number) =>
  tx.query(
    `UPDATE barang_manual SET qty = qty + $6, berat = berat + $7::numeric, versi = versi + 1, updated_at = now()
      WHERE kode_toko = $1 AND kode_gudang = $2 AND kode_baki = $3 AND kode_group = $4 AND kode_dept = $5`,
    [...keyParams(key), qty, mgText(mg)],
  );

export interface Locked {
  key: ManualLineKey;
  qty: number;
  mg: number;
  versi: number;
}

/** Locks the lines in key order (two moves in opposite directions never wait on each other). */
export async function lockLines(tx: Queryable, keys: ManualLineKey[]): Promise<Locked[]> {
  const rows = await tx.query<ManualLineKey & { qty: number; berat: number; versi: number }>(
    `SELECT m.kode_toko, m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept, m.qty, m.berat, m.versi
       FROM barang_manual m
       JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS k(kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
         USING (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
      ORDER BY m.kode_toko, m.kode_gudang, m.kode_baki, m.kode_group, m.kode_dept
        FOR UPDATE OF m`,
    KEY_COLUMNS.map((c) => keys.map((k) => k[c])),
  );
  return rows.map((r) => ({
    key: { kode_toko: r.kode_toko, kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, kode_group: r.kode_group, kode_dept: r.kode_dept },
    qty: r.qty,
    mg: weightMg(r.berat),
    versi: r.versi,
  }));
}
