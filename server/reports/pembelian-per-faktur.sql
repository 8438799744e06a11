-- The lines of the buy-backs of the period (by business date) at the shop, cancelled ones left out (current status
-- BATAL), filtered by kelompok harga (first and last character of the line's kode_dept, as its filter's choices: lookups/kelompok-harga.sql),
-- group and condition, each ALL for every one; one row per condition with its lines in detail.
-- harga_emas: today's price per gram of the line's price code, else the one it was bought at; rata_asal = harga /
-- berat rounded to the rupiah; margin = (harga_emas - harga / berat) / harga_emas x 100, 2 decimals. A condition's
-- margin weighs the price now by the grams: (sum(harga_emas x berat) - sum(harga)) / sum(harga_emas x berat) x 100.
WITH baris AS (
  SELECT l.kondisi, d.no_dokumen AS no_faktur_beli, d.kode_sales, l.nama_barang, l.kode_group,
         COALESCE(p.harga_per_gram, l.harga_per_gram)::bigint AS harga_emas, l.berat_nota, l.berat, l.harga_nota, l.harga,
         d.created_at, l.baris
    FROM dokumen_terkini d
    JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
    LEFT JOIN master_para_harga_beli p ON p.kode_harga = l.kode_harga AND p.is_active
   WHERE d.jenis = 'PEMBELIAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
     AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
     AND (:kelompok_harga = 'ALL' OR upper(left(trim(l.kode_dept), 1) || right(trim(l.kode_dept), 1)) = :kelompok_harga)
     AND (:kode_group = 'ALL' OR l.kode_group = :kode_group)
     AND (:kondisi = 'ALL' OR l.kondisi = :kondisi)
)
SELECT kondisi, sum(berat_nota) AS berat_nota, sum(berat) AS berat, sum(harga_nota)::bigint AS harga_nota,
       sum(harga)::bigint AS harga,
       CASE WHEN sum(berat) > 0 THEN round(sum(harga) / sum(berat))::bigint END AS rata_asal,
       CASE WHEN sum(harga_emas * berat) > 0
            THEN round((sum(harga_emas * berat) - sum(harga)) / sum(harga_emas * berat) * 100, 2) END AS margin,
       json_agg(json_build_object(
         'no_faktur_beli', no_faktur_beli, 'kode_sales', kode_sales, 'nama_barang', nama_barang, 'kode_group', kode_group,
         'harga_emas', harga_emas, 'berat_nota', berat_nota, 'berat', berat, 'harga_nota', harga_nota, 'harga', harga,
         'rata_asal', CASE WHEN berat > 0 THEN round(harga / berat)::bigint END,
         'margin', CASE WHEN harga_emas > 0 AND berat > 0 THEN round((harga_emas - harga / berat) / harga_emas * 100, 2) END
       ) ORDER BY created_at, no_faktur_beli, baris) AS detail
  FROM baris
 GROUP BY kondisi
 ORDER BY kondisi
