-- The shop's balance moves (PENGALIHAN_SALDO) of business days :tgl_from to :tgl_to, of the status asked (:status:
-- DONE, BATAL, ALL), in the order written, each bank account named by its bank (the account's copied nama_bank, else
-- its master bank).
SELECT d.tgl_system AS tanggal, d.no_dokumen, d.akun_asal, coalesce(nullif(ra.nama_bank, ''), ka.nama_bank, '') AS bank_asal,
       d.akun_tujuan, coalesce(nullif(rt.nama_bank, ''), kt.nama_bank, '') AS bank_tujuan, d.jumlah, d.keterangan, d.status, d.input_by
  FROM dokumen_kas d
  LEFT JOIN master_rekening ra ON ra.no_rekening = d.akun_asal
  LEFT JOIN master_bank ka ON ka.kode_bank = ra.kode_bank
  LEFT JOIN master_rekening rt ON rt.no_rekening = d.akun_tujuan
  LEFT JOIN master_bank kt ON kt.kode_bank = rt.kode_bank
 WHERE d.kode_toko = :kode_toko AND d.jenis = 'PENGALIHAN_SALDO' AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
