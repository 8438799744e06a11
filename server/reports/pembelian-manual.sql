-- The lines of the manual buy-backs (PEMBELIAN_MANUAL: gold by weight into a manual stock line of the buy-back
-- warehouse) of the period (by business date) at the shop, cancelled ones left out (current status BATAL), for one
-- sales person or ALL. berat_murni = round(berat x kadar / 100, 3).
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_beli, d.kode_sales, d.nama_customer, l.nama_barang, l.kode_group,
       l.kadar, l.kondisi, l.qty, l.berat, round(l.berat * l.kadar / 100, 3) AS berat_murni, l.harga, d.input_by
  FROM dokumen_terkini d
  JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
 WHERE d.jenis = 'PEMBELIAN_MANUAL' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, l.baris
