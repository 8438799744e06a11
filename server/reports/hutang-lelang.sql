-- The auctions (LELANG_HUTANG) of the period at the shop, by their business date: the bill settled (hutang_tagihan),
-- the appraised value, surplus, shortfall and the date until which a surplus is owed (hutang_lelang), the pieces' gold
-- weight from the auction's lines.
SELECT a.no_dokumen AS no_lelang, a.tgl_system AS tgl_lelang, t.no_hutang AS no_faktur_hutang, a.nama_customer,
       (SELECT coalesce(sum(berat), 0) FROM dokumen_baris WHERE no_dokumen = a.no_dokumen) AS berat,
       t.jumlah_hutang, t.bunga_rp, t.denda_rp, x.nilai_taksiran, x.kelebihan_rp, x.kekurangan_rp, x.tgl_batas
  FROM dokumen a
  JOIN hutang_tagihan t ON t.no_dokumen = a.no_dokumen
  JOIN hutang_lelang x ON x.no_dokumen = a.no_dokumen
 WHERE a.jenis = 'LELANG_HUTANG' AND a.kode_toko = :kode_toko AND a.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY a.tgl_system, a.no_dokumen
