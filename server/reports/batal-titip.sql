-- Deposits (titip uang, kernel documents of jenis TITIP) cancelled in the period, by the business date of the
-- cancellation, at the chosen shop: one row per reserved piece at the deposit's prices; the down payment on the
-- deposit's first line only, so the column's total is what the cancelled deposits held. aturan: refunded (KEMBALI)
-- or forfeited (HANGUS). The old table titip of migration 002 (from before the kernel) is no longer read.
SELECT d.no_dokumen AS no_titip, d.tgl_system AS tgl_titip, s.tgl_system AS tgl_batal, d.nama_customer, l.kode_barcode, l.nama_barang,
       l.berat_jual AS berat, l.harga AS harga_jual, l.ongkos, l.total AS harga_total,
       CASE WHEN l.baris = 1 THEN d.total_bayar ELSE 0 END AS dp_rp, COALESCE(b.aturan, '') AS aturan, s.alasan
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  JOIN dokumen_baris l ON l.no_dokumen = d.no_dokumen
  LEFT JOIN dokumen_batal_dp b ON b.no_dokumen = d.no_dokumen
 WHERE s.status = 'BATAL' AND s.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND d.jenis = 'TITIP' AND d.kode_toko = :kode_toko
 ORDER BY s.tgl_system, d.no_dokumen, l.baris
