-- The instalment contracts of the shop cancelled in the period (their BATAL status row's date): the contract's date,
-- customer, locked price and DP; terbayar what the customer had paid (dokumen_batal_dp: refunded, late fees included,
-- or forfeited); the rule, the reason and who cancelled.
SELECT d.no_dokumen AS no_cicilan, d.tgl_system AS tanggal, s.tgl_system AS tgl_batal, d.nama_customer, k.harga_jual, k.dp_rp,
       coalesce(b.dp_rp, 0)::bigint AS terbayar, coalesce(b.aturan, '') AS aturan, s.alasan, s.oleh AS batal_oleh
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  JOIN dokumen_cicilan k ON k.no_dokumen = s.no_dokumen
  LEFT JOIN dokumen_batal_dp b ON b.no_dokumen = s.no_dokumen
 WHERE s.status = 'BATAL' AND d.jenis = 'CICILAN' AND d.kode_toko = :kode_toko AND s.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY s.tgl_system, d.no_dokumen
