-- The shop's diamond pieces (a stone: karat_batu or biaya_berlian above 0) held on :tanggal, on one tray or ALL: a piece
-- is held when its stock-ledger rows dated up to :tanggal sum to a piece (qty > 0), on the tray of its latest row then,
-- at the grams they sum to. Grouped by the stone's parameters, its shape (bentuk_batu, as typed on the item, trimmed and
-- in capitals) and its carat weight, each with its pieces in detail; sums exact as numeric.
WITH posisi AS (
  SELECT b.kode_barcode, b.nama_barang, b.kadar, b.karat_batu, upper(btrim(b.bentuk_batu)) AS bentuk_batu, b.biaya_berlian,
         b.total_hpp, b.harga_total, l.qty, l.berat, l.kode_baki
    FROM barang b
    JOIN LATERAL (
      SELECT sum(qty) AS qty, sum(berat) AS berat, (array_agg(kode_baki ORDER BY id DESC))[1] AS kode_baki
        FROM barang_mutasi WHERE kode_barcode = b.kode_barcode AND tgl_system <= :tanggal::date
    ) l ON true
   WHERE b.kode_toko = :kode_toko AND (b.karat_batu > 0 OR b.biaya_berlian > 0) AND l.qty > 0
     AND (:kode_baki = 'ALL' OR l.kode_baki = :kode_baki)
)
SELECT CASE WHEN bentuk_batu = '' THEN '-' ELSE bentuk_batu END AS bentuk_batu, karat_batu, count(*)::int AS jumlah,
       sum(karat_batu) AS total_karat, sum(berat) AS berat, sum(biaya_berlian)::bigint AS biaya_berlian,
       sum(total_hpp)::bigint AS total_hpp, sum(harga_total)::bigint AS harga_total,
       json_agg(json_build_object(
         'kode_barcode', kode_barcode, 'nama_barang', nama_barang, 'kode_baki', kode_baki, 'kadar', kadar, 'berat', berat,
         'biaya_berlian', biaya_berlian, 'total_hpp', total_hpp, 'harga_total', harga_total
       ) ORDER BY kode_barcode) AS detail
  FROM posisi
 GROUP BY bentuk_batu, karat_batu
 ORDER BY bentuk_batu, karat_batu
