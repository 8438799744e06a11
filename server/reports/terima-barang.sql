-- The transfers addressed to the shop and received in the range (by the receiving business date), each with its items
-- in detail: sent, and received (0 for an item not received, still the sender's).
SELECT k.no_kirim, k.tgl_terima, k.kode_toko_asal, k.kode_baki, k.terima_by,
       sum(d.qty)::int AS qty_kirim, sum(d.berat_kirim) AS berat_kirim,
       COALESCE(sum(d.qty) FILTER (WHERE d.diterima), 0)::int AS qty_terima,
       COALESCE(sum(d.berat_terima) FILTER (WHERE d.diterima), 0) AS berat_terima,
       json_agg(json_build_object('kode_barcode', d.kode_barcode, 'nama_barang', d.nama_barang, 'qty_kirim', d.qty, 'berat_kirim', d.berat_kirim,
                                  'qty_terima', CASE WHEN d.diterima THEN d.qty ELSE 0 END,
                                  'berat_terima', CASE WHEN d.diterima THEN d.berat_terima ELSE 0 END)
                ORDER BY d.kode_barcode) AS detail
  FROM kirim_barang k
  JOIN kirim_barang_detail d ON d.no_kirim = k.no_kirim
 WHERE k.kode_toko_tujuan = :kode_toko AND k.status = 'TERIMA' AND k.tgl_terima BETWEEN :tgl_from AND :tgl_to
 GROUP BY k.no_kirim
 ORDER BY k.tgl_terima, k.terima_at, k.no_kirim
