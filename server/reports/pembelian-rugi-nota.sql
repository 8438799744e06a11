-- The shop's own pieces bought back with their sale's receipt in the period (by business date) at the shop: lines of
-- buy-backs not cancelled (current status BATAL) that name the sale (no_faktur_jual), with the receipt's weight and
-- price kept on the line when bought. rugi_nota = harga_nota - harga (what the customer lost against the receipt),
-- persen_rugi = rugi_nota / harga_nota x 100 to 2 decimals, selisih_berat = berat_nota - berat, lama_hari = days
-- from the sale's business date to the buy-back's. For one sales person of the buy-back or ALL.
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_beli, d.kode_sales, l.kode_barcode, l.nama_barang, l.no_faktur_jual,
       j.tgl_system AS tgl_jual, (d.tgl_system - j.tgl_system)::int AS lama_hari, l.berat_nota, l.berat,
       l.berat_nota - l.berat AS selisih_berat, l.harga_nota, l.harga, l.harga_nota - l.harga AS rugi_nota,
       round((l.harga_nota - l.harga)::numeric / l.harga_nota * 100, 2) AS persen_rugi
  FROM dokumen_terkini d
  JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
  JOIN dokumen j ON j.no_dokumen = l.no_faktur_jual
 WHERE d.jenis = 'PEMBELIAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND l.harga_nota > 0
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, l.baris
