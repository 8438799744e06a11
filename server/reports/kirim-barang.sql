-- The shop's transfers sent in the range (by their business date), each with its items in detail. berat_terima: the
-- grams the receiver took in (the items received, at their received weight; 0 for an item not received).
SELECT k.no_kirim, k.tgl_kirim, k.kode_toko_tujuan, k.status, k.tgl_terima, k.kirim_by,
       sum(d.qty)::int AS qty, sum(d.berat_kirim) AS berat_kirim,
       COALESCE(sum(d.berat_terima) FILTER (WHERE d.diterima), 0) AS berat_terima,
       json_agg(json_build_object('kode_barcode', d.kode_barcode, 'nama_barang', d.nama_barang, 'qty', d.qty, 'berat_kirim', d.berat_kirim,
                                  'berat_terima', CASE WHEN d.diterima THEN d.berat_terima ELSE 0 END)
                ORDER BY d.kode_barcode) AS detail
  FROM kirim_barang k
  JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim
 WHERE k.kode_toko_asal = :kode_toko AND k.tgl_kirim BETWEEN :tgl_from AND :tgl_to
 GROUP BY k.no_kirim
 ORDER BY k.tgl_kirim, k.kirim_at, k.no_kirim
