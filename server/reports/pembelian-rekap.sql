-- The lines of the buy-backs (tagged, their trade-in halves, and manual) of the period (by business date) at the shop,
-- cancelled ones left out (current status BATAL), summed per group (with its name from master_group), per kadar or per
-- condition (group_by GROUP, KADAR, KONDISI). Weights summed as numeric, exactly; berat_murni = sum of
-- round(berat x kadar / 100, 3); rata_per_gram = harga / berat rounded to the rupiah. Columns of the other choices are
-- null and not answered (the definition's `when`).
WITH baris AS (
  SELECT l.kode_group, l.kadar, l.kondisi, l.qty, l.berat_kotor, l.berat, round(l.berat * l.kadar / 100, 3) AS berat_murni, l.harga
    FROM dokumen_terkini d
    JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
   WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL') AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
     AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
), kunci AS (
  SELECT CASE WHEN :group_by = 'GROUP' THEN kode_group END AS kode_group,
         CASE WHEN :group_by = 'KADAR' THEN kadar END AS kadar,
         CASE WHEN :group_by = 'KONDISI' THEN kondisi END AS kondisi,
         qty, berat_kotor, berat, berat_murni, harga
    FROM baris
)
SELECT k.kode_group, g.nama_group, k.kadar, k.kondisi, count(*)::int AS jumlah_baris, sum(k.qty)::int AS qty,
       sum(k.berat_kotor) AS berat_kotor, sum(k.berat) AS berat, sum(k.berat_murni) AS berat_murni, sum(k.harga)::bigint AS harga,
       CASE WHEN sum(k.berat) > 0 THEN round(sum(k.harga) / sum(k.berat))::bigint END AS rata_per_gram
  FROM kunci k
  LEFT JOIN master_group g ON g.kode_group = k.kode_group
 GROUP BY k.kode_group, g.nama_group, k.kadar, k.kondisi
 ORDER BY k.kode_group, k.kadar, k.kondisi
