-- Per jenis (kode_dept) and group, the lines of the sales of the period at the shop, cancelled sales left out (pieces,
-- grams sold, rupiah = the lines' totals), and the stock for sale when the period closed (the stock ledger up to
-- :tgl_to, trays of warehouses not of jenis BELI; the piece's own jenis and group). Ranked (peringkat 1, 2 ...) by
-- :ukuran (QTY, BERAT or RUPIAH sold), highest first when :arah is FAST, lowest first when SLOW; on a tie, FAST puts
-- the one with fewer pieces left first (it sold through), SLOW the one with more; then by code. Pairs with nothing
-- sold and no stock are left out.
WITH jual AS (
  SELECT kode_dept, kode_group, sum(qty)::int AS qty_jual, sum(berat_jual) AS berat_jual, sum(total)::bigint AS total_jual
    FROM baris_penjualan
   WHERE status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
   GROUP BY kode_dept, kode_group
), stok AS (
  SELECT b.kode_dept, b.kode_group, sum(m.qty)::int AS qty_stok, sum(m.berat) AS berat_stok
    FROM barang_mutasi m
    JOIN barang b ON b.kode_barcode = m.kode_barcode
    LEFT JOIN master_gudang g ON g.kode_gudang = m.kode_gudang
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tgl_to AND COALESCE(g.jenis_gudang, '') <> 'BELI'
   GROUP BY b.kode_dept, b.kode_group
), baris AS (
  SELECT k.kode_dept, k.kode_group, COALESCE(j.qty_jual, 0) AS qty_jual, COALESCE(j.berat_jual, 0) AS berat_jual,
         COALESCE(j.total_jual, 0) AS total_jual, COALESCE(s.qty_stok, 0) AS qty_stok, COALESCE(s.berat_stok, 0) AS berat_stok,
         CASE :ukuran WHEN 'BERAT' THEN COALESCE(j.berat_jual, 0) WHEN 'RUPIAH' THEN COALESCE(j.total_jual, 0)
                      ELSE COALESCE(j.qty_jual, 0) END::numeric AS ukuran
    FROM (SELECT kode_dept, kode_group FROM jual UNION SELECT kode_dept, kode_group FROM stok) k
    LEFT JOIN jual j ON j.kode_dept = k.kode_dept AND j.kode_group = k.kode_group
    LEFT JOIN stok s ON s.kode_dept = k.kode_dept AND s.kode_group = k.kode_group
   WHERE COALESCE(j.qty_jual, 0) <> 0 OR COALESCE(s.qty_stok, 0) <> 0
), urut AS (
  SELECT b.*, CASE WHEN :arah = 'SLOW' THEN b.ukuran ELSE -b.ukuran END AS kunci,
         CASE WHEN :arah = 'SLOW' THEN -b.qty_stok ELSE b.qty_stok END AS kunci_stok
    FROM baris b
)
SELECT row_number() OVER (ORDER BY u.kunci, u.kunci_stok, u.kode_dept, u.kode_group)::int AS peringkat,
       u.kode_dept, COALESCE(d.nama_dept, '') AS nama_dept, u.kode_group, COALESCE(g.nama_group, '') AS nama_group,
       u.qty_jual, u.berat_jual, u.total_jual, u.qty_stok, u.berat_stok
  FROM urut u
  LEFT JOIN master_jenis d ON d.kode_dept = u.kode_dept
  LEFT JOIN master_group g ON g.kode_group = u.kode_group
 ORDER BY peringkat
