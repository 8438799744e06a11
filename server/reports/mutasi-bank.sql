-- The shop's mutations (MUTASI_UANG) of business days :tgl_from to :tgl_to: arah SETOR when the till (KAS) is the
-- source, TARIK when it is the target, PINDAH between two bank accounts; of the way (:arah, ALL) and status (:status:
-- DONE, BATAL, ALL) asked, in the order written. The Kode Transaksi by its name; each bank account by its bank (the
-- account's copied nama_bank, else its master bank).
WITH m AS (
  SELECT d.*, CASE WHEN d.akun_asal = 'KAS' THEN 'SETOR' WHEN d.akun_tujuan = 'KAS' THEN 'TARIK' ELSE 'PINDAH' END AS arah
    FROM dokumen_kas d
   WHERE d.kode_toko = :kode_toko AND d.jenis = 'MUTASI_UANG' AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT m.tgl_system AS tanggal, m.no_dokumen, m.arah, coalesce(t.nama_transaksi, m.kategori) AS kategori,
       m.akun_asal, coalesce(nullif(ra.nama_bank, ''), ka.nama_bank, '') AS bank_asal, m.akun_tujuan, coalesce(nullif(rt.nama_bank, ''), kt.nama_bank, '') AS bank_tujuan,
       m.jumlah, m.keterangan, m.status, m.input_by
  FROM m
  LEFT JOIN master_kode_transaksi t ON t.kode_transaksi = m.kategori
  LEFT JOIN master_rekening ra ON ra.no_rekening = m.akun_asal
  LEFT JOIN master_bank ka ON ka.kode_bank = ra.kode_bank
  LEFT JOIN master_rekening rt ON rt.no_rekening = m.akun_tujuan
  LEFT JOIN master_bank kt ON kt.kode_bank = rt.kode_bank
 WHERE (:arah = 'ALL' OR m.arah = :arah) AND (:status = 'ALL' OR m.status = :status)
 ORDER BY m.tgl_system, m.created_at, m.no_dokumen
