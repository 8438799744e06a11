-- The shop's card swipes for cash (GESEK_TUNAI) of business days :tgl_from to :tgl_to, of the status asked (DONE, BATAL
-- or ALL), in the order written: the card line (dokumen_bayar: kind, account, reference) and what moved (kas_dokumen:
-- the cash paid out of the till, the fee on top; the account received both). The bank is named from the account (its
-- copied nama_bank, else the master bank of its kode_bank).
SELECT d.tgl_system AS tanggal, d.no_dokumen, d.nama_customer, d.no_hp, b.jenis, coalesce(nullif(r.nama_bank, ''), k.nama_bank, b.kode_bank) AS nama_bank,
       b.no_rekening, b.no_reff, d.jumlah, d.fee_rp, d.jumlah + d.fee_rp AS total, d.status, d.input_by
  FROM dokumen_kas d
  JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
  LEFT JOIN master_rekening r ON r.no_rekening = b.no_rekening
  LEFT JOIN master_bank k ON k.kode_bank = coalesce(r.kode_bank, b.kode_bank)
 WHERE d.kode_toko = :kode_toko AND d.jenis = 'GESEK_TUNAI' AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
