import { ALL } from '../../definitions/define';
import type { ReportQuery } from '../engine/reports';

// Stock on a date from the ledger: the sum of the rows with tgl_system <= the date, per tray (every active tray
// of the chosen warehouse, 0 when empty, plus any other tray still holding stock then) or per group of the items.
const query: ReportQuery = {
  api: 'reportbarang/stock-baki',
  run: (db, p) => {
    const gudang = p.params.kode_gudang === ALL ? null : p.params.kode_gudang;
    if (p.params.group_by === 'GROUP') {
      return db.query(
        `SELECT b.kode_group, COALESCE(g.nama_group, '') AS nama_group, sum(m.qty)::int AS qty, sum(m.berat) AS berat
           FROM barang_mutasi m
           JOIN barang b ON b.kode_barcode = m.kode_barcode
           LEFT JOIN master_group g ON g.kode_group = b.kode_group
          WHERE m.kode_toko = $1 AND m.tgl_system <= $2 AND ($3::text IS NULL OR m.kode_gudang = $3)
          GROUP BY b.kode_group, g.nama_group
         HAVING sum(m.qty) <> 0 OR sum(m.berat) <> 0
          ORDER BY b.kode_group`,
        [p.kode_toko, p.params.tanggal, gudang],
      );
    }
    return db.query(
      `WITH s AS (
         SELECT kode_gudang, kode_baki, sum(qty) AS qty, sum(berat) AS berat
           FROM barang_mutasi
          WHERE kode_toko = $1 AND tgl_system <= $2 AND ($3::text IS NULL OR kode_gudang = $3)
          GROUP BY kode_gudang, kode_baki
       ), t AS (
         SELECT kode_gudang, kode_baki, nama_baki FROM master_baki WHERE is_active AND ($3::text IS NULL OR kode_gudang = $3)
       )
       SELECT COALESCE(t.kode_gudang, s.kode_gudang) AS kode_gudang, COALESCE(t.kode_baki, s.kode_baki) AS kode_baki,
              COALESCE(t.nama_baki, b.nama_baki, '') AS nama_baki, COALESCE(s.qty, 0)::int AS qty, COALESCE(s.berat, 0) AS berat
         FROM t
         FULL JOIN s ON s.kode_gudang = t.kode_gudang AND s.kode_baki = t.kode_baki
         LEFT JOIN master_baki b ON b.kode_baki = s.kode_baki
        WHERE t.kode_baki IS NOT NULL OR s.qty <> 0 OR s.berat <> 0
        ORDER BY 1, 2`,
      [p.kode_toko, p.params.tanggal, gudang],
    );
  },
};
export default query;
