-- Orders (pesanan, kernel documents of jenis PESANAN) cancelled in the period, by the business date of the
-- cancellation, at the chosen shop (spec section 3's cancelled-order row): their estimated grams and lines, ongkos,
-- total at the locked prices, the down payment paid and what was still owed. aturan: the down payment refunded
-- (KEMBALI) or forfeited (HANGUS).
SELECT d.no_dokumen AS no_pesanan, d.kode_sales, d.tgl_system::text AS tanggal, s.tgl_system AS tgl_batal, d.nama_customer,
       l.total_berat, l.total_qty, l.ongkos, d.grand_total AS total_harga, d.total_bayar AS jumlah_bayar,
       d.grand_total - d.total_bayar AS sisa_bayar, COALESCE(b.aturan, '') AS aturan, s.alasan
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  JOIN LATERAL (SELECT COALESCE(sum(berat_jual), 0) AS total_berat, COALESCE(sum(qty), 0)::int AS total_qty, COALESCE(sum(ongkos), 0)::bigint AS ongkos
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN dokumen_batal_dp b ON b.no_dokumen = d.no_dokumen
 WHERE s.status = 'BATAL' AND s.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND d.jenis = 'PESANAN' AND d.kode_toko = :kode_toko
 ORDER BY s.tgl_system, d.no_dokumen
