-- The early pay-offs (dokumen_bayar_cicilan.ke = 0) dated in the period at the shop, not cancelled: the contract's
-- terms, the instalments paid before it, the fee earned (sewa_berjalan) and waived (sewa_dihapus) as the pay-off
-- reckoned them, the amount paid and the sale that handed the pieces over.
SELECT b.no_dokumen AS no_bayar, d.tgl_system AS tanggal, b.no_cicilan, c.tgl_system AS tgl_cicilan, c.nama_customer,
       k.lama_cicilan,
       (SELECT count(*)::int FROM dokumen_bayar_cicilan x WHERE x.no_cicilan = b.no_cicilan AND x.ke > 0) AS angsuran_dibayar,
       k.harga_jual, k.pokok, k.sewa_rp, b.sewa_berjalan, b.sewa_dihapus, b.jumlah_rp AS pelunasan, b.no_faktur_jual
  FROM dokumen_bayar_cicilan b
  JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen
  JOIN dokumen c ON c.no_dokumen = b.no_cicilan
  JOIN dokumen_cicilan k ON k.no_dokumen = b.no_cicilan
 WHERE b.ke = 0 AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, b.no_dokumen
