// Items (barang) and their stock ledger (barang_mutasi) for the stock reports, written straight into the tables:
// receipts, items entered by hand, a cancelled receipt, a melted item, a move between trays, and an item of
// another shop. Shared by tests/api/stock-reports.test.ts and tests/e2e/stock-reports.test.ts.
import type { Queryable } from '../../server/db/database';

export const STOCK_OTHER_SHOP = 'TOKO02';

type Item = [barcode: string, nama: string, dept: string, group: string, gudang: string, baki: string, berat: number, ukuran: string, harga: number, status: string, toko?: string];
export const ITEMS: Item[] = [
  ['BC001', 'CINCIN BELAH ROTAN', 'CIN', 'CK', 'G1', 'B1', 1.1, '12', 1500000, 'READY'],
  ['BC002', 'CINCIN BELAH ROTAN', 'CIN', 'CK', 'G1', 'B1', 2.2, '14', 3000000, 'READY'],
  ['BC003', 'CINCIN BELAH ROTAN', 'CIN', 'CK', 'G1', 'B1', 0.7, '12', 900000, 'READY'],
  ['BC004', 'CINCIN POLOS', 'CIN', 'CK', 'G1', 'B2', 3.3, '', 4000000, 'READY'],
  ['BC005', 'CINCIN LEBUR', 'CIN', 'CK', 'G1', 'B1', 5, '10', 6000000, 'HANCUR'],
  ['BC006', 'KALUNG RANTAI', 'KAL', 'KL', 'G1', 'B2', 10, '', 12000000, 'READY'],
  ['BC007', 'CINCIN TOKO LAIN', 'CIN', 'CK', 'G1', 'B1', 9.999, '12', 9000000, 'READY', STOCK_OTHER_SHOP],
  ['BC008', 'CINCIN BATAL TERIMA', 'CIN', 'CK', 'G1', 'B1', 4, '16', 5000000, 'BATAL'],
];

type Move = [tgl: string, jenis: string, barcode: string, gudang: string, baki: string, qty: number, berat: number, noRef: string, toko?: string];
export const LEDGER: Move[] = [
  ['2026-03-01', 'TERIMA', 'BC001', 'G1', 'B1', 1, 1.1, 'PB-20260301-0001'],
  ['2026-03-01', 'TERIMA', 'BC002', 'G1', 'B1', 1, 2.2, 'PB-20260301-0001'],
  ['2026-03-01', 'TERIMA', 'BC003', 'G1', 'B1', 1, 0.7, 'PB-20260301-0002'],
  ['2026-03-02', 'TAMBAH', 'BC004', 'G1', 'B2', 1, 3.3, ''],
  ['2026-03-02', 'TAMBAH', 'BC005', 'G1', 'B1', 1, 5, ''],
  ['2026-03-02', 'TAMBAH', 'BC006', 'G1', 'B1', 1, 10, ''],
  ['2026-03-02', 'TAMBAH', 'BC007', 'G1', 'B1', 1, 9.999, '', STOCK_OTHER_SHOP],
  ['2026-03-05', 'TERIMA', 'BC008', 'G1', 'B1', 1, 4, 'PB-20260305-0001'],
  ['2026-03-06', 'BATAL_TERIMA', 'BC008', 'G1', 'B1', -1, -4, 'PB-20260305-0001'],
  ['2026-03-10', 'HANCUR', 'BC005', 'G1', 'B1', -1, -5, 'HC-20260310-0001'],
  ['2026-03-12', 'PINDAH_KELUAR', 'BC006', 'G1', 'B1', -1, -10, 'PD-20260312-0001'],
  ['2026-03-12', 'PINDAH_MASUK', 'BC006', 'G1', 'B2', 1, 10, 'PD-20260312-0001'],
];

/** Masters (jenis, gudang, baki, group) and the rows above; returns the own shop code. */
export async function insertStockRows(db: Queryable): Promise<string> {
  const [{ kode_toko: own }] = await db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
  const exists = await db.query('SELECT 1 FROM toko WHERE kode_toko = $1', [STOCK_OTHER_SHOP]);
  if (!exists.length) {
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ($1, 'Toko Emas Kilau Dua', 'Jl. Baru 2', 'CABANG')`, [STOCK_OTHER_SHOP]);
  }
  await db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori) VALUES ('CIN', 'CINCIN', 'EMAS'), ('KAL', 'KALUNG', 'EMAS')`);
  await db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang) VALUES ('G1', 'GUDANG DEPAN'), ('G2', 'GUDANG BELAKANG')`);
  await db.query(
    `INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES
       ('B1', 'BAKI CINCIN', 'G1', 100), ('B2', 'BAKI KALUNG', 'G1', 100), ('B3', 'BAKI KOSONG', 'G1', 100), ('B4', 'BAKI GELANG', 'G2', 100)`,
  );
  await db.query(
    `INSERT INTO master_group (kode_group, nama_group, kode_dept, jenis_group, harga_per_gram, harga_modal) VALUES
       ('CK', 'CINCIN KUNING', 'CIN', 'EMAS', 1000000, 900000), ('KL', 'KALUNG LOKAL', 'KAL', 'EMAS', 1100000, 1000000)`,
  );
  for (const [barcode, nama, dept, group, gudang, baki, berat, ukuran, harga, status, toko] of ITEMS) {
    await db.query(
      `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_intern, kode_gudang, kode_baki, berat, kadar, ukuran,
                           harga_total, total_hpp, kode_supplier, status, tgl_input, input_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 75, $10, $11, $12, 'SUP01', $13, '2026-03-01', 'OWNER')`,
      [barcode, toko ?? own, nama, dept, group, `IN-${barcode}`, gudang, baki, berat, ukuran, harga, Math.round(harga * 0.8), status],
    );
  }
  let minute = 0;
  for (const [tgl, jenis, barcode, gudang, baki, qty, berat, noRef, toko] of LEDGER) {
    // Moments inside the business day, in order, so the ledger reads in the order it was written.
    const waktu = `${tgl}T0${Math.floor(minute / 60) + 2}:${String(minute % 60).padStart(2, '0')}:00Z`;
    minute += 1;
    await db.query(
      `INSERT INTO barang_mutasi (kode_barcode, tgl_system, waktu, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, no_ref, input_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'OWNER')`,
      [barcode, tgl, waktu, jenis, toko ?? own, gudang, baki, qty, berat, noRef],
    );
  }
  return own;
}
