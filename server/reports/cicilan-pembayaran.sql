-- The payments of instalment contracts (jenis BAYAR_CICILAN, dokumen_bayar_cicilan) dated in the period at the shop:
-- the instalment paid (ke; 0 an early pay-off), its amount and late fee, the payment kinds used, and the payment's
-- current status (BATAL when its contract was cancelled with everything refunded).
SELECT b.no_dokumen AS no_bayar, d.tgl_system AS tanggal, b.no_cicilan, d.nama_customer,
       CASE WHEN b.ke = 0 THEN 'PELUNASAN' ELSE 'ANGSURAN' END AS jenis, b.ke AS angsuran_ke,
       b.jumlah_rp, b.denda_rp, (b.jumlah_rp + b.denda_rp)::bigint AS total_bayar,
       coalesce((SELECT string_agg(DISTINCT p.jenis, ', ') FROM dokumen_bayar p WHERE p.no_dokumen = b.no_dokumen), '') AS jenis_bayar,
       d.input_by, d.status
  FROM dokumen_bayar_cicilan b
  JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen
 WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, b.no_dokumen
