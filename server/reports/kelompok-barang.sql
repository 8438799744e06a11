-- The items in stock (READY) of the chosen jenis at the shop, per name; with 'NAMA BARANG DAN SIZE' each name
-- carries its sizes (ukuran; '-' when none) in detail. jumlah counts pieces (qty), so a stock line of
-- accessories counts its pieces. Grams are summed as numeric, exactly.
WITH sizes AS (
  SELECT nama_barang, COALESCE(ukuran, '') AS ukuran, sum(berat) AS berat, sum(qty)::int AS jumlah
    FROM barang
   WHERE status = 'READY' AND kode_toko = :kode_toko AND kode_dept = :kode_dept
   GROUP BY nama_barang, COALESCE(ukuran, '')
)
SELECT nama_barang, sum(berat) AS berat, sum(jumlah)::int AS jumlah,
       CASE WHEN :group_by = 'NAMA BARANG DAN SIZE'
            THEN json_agg(json_build_object('size', COALESCE(NULLIF(trim(ukuran), ''), '-'), 'berat', berat, 'jumlah', jumlah) ORDER BY ukuran)
            ELSE '[]'::json END AS detail
  FROM sizes
 GROUP BY nama_barang
 ORDER BY nama_barang
