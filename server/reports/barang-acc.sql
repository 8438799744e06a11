-- The shop's accessory stock lines (barang.aksesoris) with a ledger row up to :tgl_to: their stock before :tgl_from,
-- the pieces and grams of the range that came in (rows of positive sign: added, moved in ...) and went out (negative:
-- taken out, sold, moved away; shown positive), and the stock at :tgl_to. Per measure, so a row that adds grams
-- only counts in grams. Lines with neither stock nor movement are left out. kode_baki: the line's tray now.
WITH s AS (
  SELECT m.kode_barcode,
         COALESCE(sum(m.qty) FILTER (WHERE m.tgl_system < :tgl_from), 0)::int AS qty_awal,
         COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system < :tgl_from), 0) AS berat_awal,
         COALESCE(sum(m.qty) FILTER (WHERE m.tgl_system >= :tgl_from AND m.qty > 0), 0)::int AS qty_masuk,
         COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system >= :tgl_from AND m.berat > 0), 0) AS berat_masuk,
         -COALESCE(sum(m.qty) FILTER (WHERE m.tgl_system >= :tgl_from AND m.qty < 0), 0)::int AS qty_keluar,
         -COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system >= :tgl_from AND m.berat < 0), 0) AS berat_keluar,
         sum(m.qty)::int AS qty_akhir,
         sum(m.berat) AS berat_akhir,
         bool_or(m.tgl_system >= :tgl_from) AS bergerak
    FROM barang_mutasi m
    JOIN barang b ON b.kode_barcode = m.kode_barcode AND b.aksesoris
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tgl_to
   GROUP BY m.kode_barcode
)
SELECT s.kode_barcode, b.nama_barang, b.kode_baki, s.qty_awal, s.berat_awal, s.qty_masuk, s.berat_masuk,
       s.qty_keluar, s.berat_keluar, s.qty_akhir, s.berat_akhir
  FROM s
  JOIN barang b ON b.kode_barcode = s.kode_barcode
 WHERE s.bergerak OR s.qty_akhir <> 0 OR s.berat_akhir <> 0
 ORDER BY b.kode_baki, s.kode_barcode
