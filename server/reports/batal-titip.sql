-- Deposits cancelled in the period (by cancellation date) at the chosen shop.
SELECT no_titip, tgl_titip, tgl_batal, nama_customer, kode_barcode, nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp
  FROM titip
 WHERE status = 'BATAL' AND kode_toko = :kode_toko AND tgl_batal BETWEEN :tgl_from AND :tgl_to
 ORDER BY tgl_batal, no_titip
