-- The coupon uses (kupon_pakai PAKAI rows) of the sales of the period (by business date) at the shop whose current
-- status is not BATAL, of one coupon or ALL: the coupon's name and kind from /parameter-kupon (as it reads now), the
-- sale's grand total, and the coupon's rupiah on that sale as recorded when it was used.
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_jual, k.kode_kupon, COALESCE(m.nama_kupon, '') AS nama_kupon,
       COALESCE(m.jenis_potongan, '') AS jenis_potongan, d.kode_sales, d.nama_customer, d.grand_total, k.jumlah_rp, d.input_by
  FROM kupon_pakai k
  JOIN dokumen_terkini d ON d.no_dokumen = k.no_dokumen
  LEFT JOIN master_parameter_kupon m ON m.kode_kupon = k.kode_kupon
 WHERE k.status = 'PAKAI' AND d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_kupon = 'ALL' OR k.kode_kupon = :kode_kupon)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, k.kode_kupon
