-- Stock on a date from the ledger: the sum of the rows with tgl_system <= :tanggal, per tray (group_by BAKI: every
-- active tray of the chosen warehouse, 0 when empty, plus any other tray still holding stock then) or per group of
-- the items (group_by GROUP). The columns of the other choice stay null and are not answered (the definition's `when`).
WITH s AS (
  SELECT kode_gudang, kode_baki, sum(qty) AS qty, sum(berat) AS berat
    FROM barang_mutasi
   WHERE kode_toko = :kode_toko AND tgl_system <= :tanggal AND (:kode_gudang = 'ALL' OR kode_gudang = :kode_gudang)
   GROUP BY kode_gudang, kode_baki
), t AS (
  SELECT kode_gudang, kode_baki, nama_baki FROM master_baki WHERE is_active AND (:kode_gudang = 'ALL' OR kode_gudang = :kode_gudang)
)
SELECT COALESCE(t.kode_gudang, s.kode_gudang) AS kode_gudang, COALESCE(t.kode_baki, s.kode_baki) AS kode_baki,
       COALESCE(t.nama_baki, b.nama_baki, '') AS nama_baki, NULL AS kode_group, NULL AS nama_group,
       COALESCE(s.qty, 0)::int AS qty, COALESCE(s.berat, 0) AS berat
  FROM t
  FULL JOIN s ON s.kode_gudang = t.kode_gudang AND s.kode_baki = t.kode_baki
  LEFT JOIN master_baki b ON b.kode_baki = s.kode_baki
 WHERE :group_by = 'BAKI' AND (t.kode_baki IS NOT NULL OR s.qty <> 0 OR s.berat <> 0)
UNION ALL
SELECT NULL, NULL, NULL, b.kode_group, COALESCE(g.nama_group, ''), sum(m.qty)::int, sum(m.berat)
  FROM barang_mutasi m
  JOIN barang b ON b.kode_barcode = m.kode_barcode
  LEFT JOIN master_group g ON g.kode_group = b.kode_group
 WHERE :group_by = 'GROUP' AND m.kode_toko = :kode_toko AND m.tgl_system <= :tanggal AND (:kode_gudang = 'ALL' OR m.kode_gudang = :kode_gudang)
 GROUP BY b.kode_group, g.nama_group
HAVING sum(m.qty) <> 0 OR sum(m.berat) <> 0
 ORDER BY kode_gudang, kode_baki, kode_group
