-- The shop's non-cash validations (dokumen_bayar_validasi) made on business days :tgl_from to :tgl_to, of the payment
-- kind asked (:jenis, ALL), in the order made: the payment (dokumen_bayar) with its document's kind and day, what moved
-- the account (amount + fee), the statement line it was matched with, who validated it and when. A validation is
-- never undone, so a document cancelled since still shows here as validated.
SELECT v.tgl_system AS tgl_validasi, b.no_dokumen, d.jenis AS jenis_dokumen, d.tgl_system AS tgl_dokumen, b.jenis,
       coalesce(nullif(r.nama_bank, ''), k.nama_bank, b.kode_bank) AS nama_bank, b.no_rekening, b.no_reff, b.jumlah_rp + b.fee_rp AS nominal,
       v.tgl_mutasi, v.no_reff_mutasi, v.jumlah_mutasi, v.oleh AS valid_oleh, v.created_at AS valid_at
  FROM dokumen_bayar_validasi v
  JOIN dokumen_bayar b ON b.no_dokumen = v.no_dokumen AND b.baris = v.baris
  JOIN dokumen d ON d.no_dokumen = v.no_dokumen
  LEFT JOIN master_rekening r ON r.no_rekening = b.no_rekening
  LEFT JOIN master_bank k ON k.kode_bank = coalesce(r.kode_bank, b.kode_bank)
 WHERE v.kode_toko = :kode_toko AND v.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:jenis = 'ALL' OR b.jenis = :jenis)
 ORDER BY v.created_at, v.no_dokumen, v.baris
