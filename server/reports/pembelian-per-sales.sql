-- The lines of the buy-backs (tagged, their trade-in halves, and manual) of the period (by business date) at the shop,
-- cancelled ones left out (current status BATAL), one row per sales person of the nota (the name as on the latest
-- nota) with their notas, pieces, net and fine grams (berat_murni = sum of round(berat x kadar / 100, 3)), the rupiah
-- paid and the average per net gram (rounded to the rupiah); the lines in detail, oldest first.
WITH baris AS (
  SELECT d.kode_sales, d.nama_sales, d.no_dokumen, d.tgl_system, d.created_at, l.baris, l.nama_barang, l.kode_group, l.kadar,
         l.kondisi, l.qty, l.berat, round(l.berat * l.kadar / 100, 3) AS berat_murni, l.harga
    FROM dokumen_terkini d
    JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
   WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL') AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
     AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales)
)
SELECT kode_sales, (array_agg(nama_sales ORDER BY created_at DESC))[1] AS nama_sales, count(DISTINCT no_dokumen)::int AS jumlah_nota,
       sum(qty)::int AS qty, sum(berat) AS berat, sum(berat_murni) AS berat_murni, sum(harga)::bigint AS harga,
       CASE WHEN sum(berat) > 0 THEN round(sum(harga) / sum(berat))::bigint END AS rata_per_gram,
       json_agg(json_build_object(
         'tanggal', tgl_system, 'no_faktur_beli', no_dokumen, 'nama_barang', nama_barang, 'kode_group', kode_group, 'kadar', kadar,
         'kondisi', kondisi, 'qty', qty, 'berat', berat, 'berat_murni', berat_murni, 'harga', harga
       ) ORDER BY tgl_system, created_at, no_dokumen, baris) AS detail
  FROM baris
 GROUP BY kode_sales
 ORDER BY kode_sales
