-- Per group (the piece's own), the shop's stock for sale from the stock ledger (barang_mutasi, trays of warehouses not
-- of jenis BELI): opening = rows dated before :tgl_from, closing = rows up to :tgl_to; sold = the lines of the sales of
-- the period not cancelled (pieces and recorded grams, as the ledger counts them). persen_terjual = sold / (sold +
-- closing) x 100, 2 decimals. Groups with no stock at either end and nothing sold are left out.
WITH stok AS (
  SELECT b.kode_group,
         COALESCE(sum(m.qty) FILTER (WHERE m.tgl_system < :tgl_from), 0)::int AS qty_awal,
         COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system < :tgl_from), 0) AS berat_awal,
         COALESCE(sum(m.qty), 0)::int AS qty_akhir, COALESCE(sum(m.berat), 0) AS berat_akhir
    FROM barang_mutasi m
    JOIN barang b ON b.kode_barcode = m.kode_barcode
    LEFT JOIN master_gudang g ON g.kode_gudang = m.kode_gudang
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tgl_to AND COALESCE(g.jenis_gudang, '') <> 'BELI'
   GROUP BY b.kode_group
), jual AS (
  SELECT kode_group, sum(qty)::int AS qty_terjual, sum(berat) AS berat_terjual
    FROM baris_penjualan
   WHERE status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
   GROUP BY kode_group
)
SELECT k.kode_group, COALESCE(g.nama_group, '') AS nama_group, COALESCE(s.qty_awal, 0) AS qty_awal, COALESCE(s.berat_awal, 0) AS berat_awal,
       COALESCE(j.qty_terjual, 0) AS qty_terjual, COALESCE(j.berat_terjual, 0) AS berat_terjual,
       COALESCE(s.qty_akhir, 0) AS qty_akhir, COALESCE(s.berat_akhir, 0) AS berat_akhir,
       round(COALESCE(j.qty_terjual, 0) * 100.0 / NULLIF(COALESCE(j.qty_terjual, 0) + COALESCE(s.qty_akhir, 0), 0), 2) AS persen_terjual
  FROM (SELECT kode_group FROM stok UNION SELECT kode_group FROM jual) k
  LEFT JOIN stok s ON s.kode_group = k.kode_group
  LEFT JOIN jual j ON j.kode_group = k.kode_group
  LEFT JOIN master_group g ON g.kode_group = k.kode_group
 WHERE COALESCE(s.qty_awal, 0) <> 0 OR COALESCE(s.qty_akhir, 0) <> 0 OR COALESCE(j.qty_terjual, 0) <> 0
 ORDER BY k.kode_group
