-- Gifts taken for points (documents of jenis TUKAR_POIN) in the period, by their business date, at the chosen shop,
-- for one gift or ALL: one row per exchange with the pieces and points it took (the gifts' ledger's TUKAR row) and its
-- current status (BATAL once cancelled: the gift and the points went back).
SELECT d.no_dokumen AS no_tukar, d.tgl_system AS tanggal, d.kode_member, d.nama_customer AS nama_member, h.kode_hadiah,
       l.nama_barang AS nama_hadiah, -h.qty AS qty, h.poin, d.input_by, d.status
  FROM dokumen_terkini d
  JOIN hadiah_mutasi h ON h.no_dokumen = d.no_dokumen AND h.jenis = 'TUKAR'
  JOIN dokumen_baris l ON l.no_dokumen = d.no_dokumen AND l.baris = 1
 WHERE d.jenis = 'TUKAR_POIN' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:kode_hadiah = 'ALL' OR h.kode_hadiah = :kode_hadiah)
 ORDER BY d.tgl_system, d.no_dokumen
