-- The card, transfer and QRIS payments of the shop's documents of the period (by business date), cancelled documents
-- left out, of one kind or ALL, validated (VALID), not (BELUM) or ALL: one row per payment in the order written, with
-- what moved the account (amount plus fee, the money ledger's row) and its validation (dokumen_bayar_validasi).
SELECT d.tgl_system AS tanggal, b.no_dokumen, d.jenis AS jenis_dokumen, b.jenis, b.kode_bank, b.no_rekening, b.no_reff,
       b.jumlah_rp, b.fee_rp, b.jumlah_rp + b.fee_rp AS nominal,
       CASE WHEN v.no_dokumen IS NULL THEN 'BELUM' ELSE 'VALID' END AS validasi,
       v.oleh AS valid_oleh, v.tgl_system AS tgl_validasi, v.tgl_mutasi, v.no_reff_mutasi
  FROM dokumen_terkini d
  JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
  LEFT JOIN dokumen_bayar_validasi v ON v.no_dokumen = b.no_dokumen AND v.baris = b.baris
 WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.status <> 'BATAL'
   AND b.jenis IN ('TRANSFER', 'DEBIT', 'KREDIT', 'QRIS')
   AND (:jenis = 'ALL' OR b.jenis = :jenis)
   AND (:validasi = 'ALL' OR (:validasi = 'VALID') = (v.no_dokumen IS NOT NULL))
 ORDER BY d.tgl_system, d.created_at, b.no_dokumen, b.baris
