-- Orders cancelled in the period (by cancellation date) at the chosen shop; sisa_bayar is what was still owed.
SELECT no_pesanan, kode_sales, to_char(tanggal, 'YYYY-MM-DD') AS tanggal, tgl_batal, nama_customer, total_berat, total_qty,
       ongkos, total_harga, jumlah_bayar, total_harga - jumlah_bayar AS sisa_bayar
  FROM pesanan
 WHERE status = 'BATAL' AND kode_toko = :kode_toko AND tgl_batal BETWEEN :tgl_from AND :tgl_to
 ORDER BY tgl_batal, no_pesanan
