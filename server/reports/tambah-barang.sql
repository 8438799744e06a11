-- The shop's TAMBAH ledger rows in the range (items added by hand, in bulk or by import) with their item, summed by
-- the chosen key: the tray the item was added to (BAKI), its jenis (JENIS), group (GROUP) or kadar (KADAR). jumlah
-- counts items, qty their pieces; the item's cost (total_hpp) as it stands. The keys of the other choices stay null.
WITH t AS (
  SELECT m.kode_baki, b.kode_dept, b.kode_group, b.kadar, m.qty, m.berat, b.total_hpp,
         CASE :group_by WHEN 'BAKI' THEN m.kode_baki WHEN 'JENIS' THEN b.kode_dept WHEN 'GROUP' THEN b.kode_group
                        ELSE b.kadar::text END AS kunci
    FROM barang_mutasi m
    JOIN barang b ON b.kode_barcode = m.kode_barcode
   WHERE m.kode_toko = :kode_toko AND m.jenis = 'TAMBAH' AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
), g AS (
  SELECT kunci, min(kode_baki) AS kode_baki, min(kode_dept) AS kode_dept, min(kode_group) AS kode_group, min(kadar) AS kadar,
         count(*)::int AS jumlah, sum(qty)::int AS qty, sum(berat) AS berat, sum(total_hpp) AS total_hpp
    FROM t
   GROUP BY kunci
)
SELECT CASE WHEN :group_by = 'BAKI' THEN g.kode_baki END AS kode_baki,
       CASE WHEN :group_by = 'BAKI' THEN COALESCE(mb.nama_baki, '') END AS nama_baki,
       CASE WHEN :group_by = 'JENIS' THEN g.kode_dept END AS kode_dept,
       CASE WHEN :group_by = 'JENIS' THEN COALESCE(mj.nama_dept, '') END AS nama_dept,
       CASE WHEN :group_by = 'GROUP' THEN g.kode_group END AS kode_group,
       CASE WHEN :group_by = 'GROUP' THEN COALESCE(mg.nama_group, '') END AS nama_group,
       CASE WHEN :group_by = 'KADAR' THEN g.kadar END AS kadar,
       g.jumlah, g.qty, g.berat, g.total_hpp
  FROM g
  LEFT JOIN master_baki mb ON :group_by = 'BAKI' AND mb.kode_baki = g.kunci
  LEFT JOIN master_jenis mj ON :group_by = 'JENIS' AND mj.kode_dept = g.kunci
  LEFT JOIN master_group mg ON :group_by = 'GROUP' AND mg.kode_group = g.kunci
 ORDER BY g.kadar, g.kunci
