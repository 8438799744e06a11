-- Per sales person (the nota's, its name as last written), the lines of their sales in the period (by business date)
-- at the shop, cancelled sales left out, for one sales person or ALL: notas, pieces, grams (numeric, exactly) and the
-- lines' totals; every line beneath in the order sold.
WITH baris AS (
  SELECT no_dokumen, baris, tgl_system, created_at, kode_sales, nama_sales, kode_barcode, nama_barang, kode_group, kadar,
         qty, berat, berat_jual, total
    FROM baris_penjualan
   WHERE status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
     AND (:kode_sales = 'ALL' OR kode_sales = :kode_sales)
)
SELECT kode_sales, (array_agg(nama_sales ORDER BY created_at DESC))[1] AS nama_sales, count(DISTINCT no_dokumen)::int AS jumlah_nota,
       sum(qty)::int AS qty, sum(berat) AS berat, sum(berat_jual) AS berat_jual, sum(total)::bigint AS total,
       json_agg(json_build_object('tanggal', tgl_system, 'no_faktur_jual', no_dokumen, 'kode_barcode', kode_barcode,
                                  'nama_barang', nama_barang, 'kode_group', kode_group, 'kadar', kadar, 'qty', qty,
                                  'berat', berat, 'berat_jual', berat_jual, 'total', total)
                ORDER BY tgl_system, created_at, no_dokumen, baris) AS detail
  FROM baris
 GROUP BY kode_sales
 ORDER BY kode_sales
