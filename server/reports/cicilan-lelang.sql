-- The auctions of instalment contracts (jenis LELANG_CICILAN, dokumen_lelang_cicilan) dated in the period at the shop:
-- the contract and its terms, the missed instalments counted then, the pieces (the auction's lines), what had been paid
-- (DP and instalments), the fee kept (all of it when forfeited) and what was refunded out of the till.
SELECT l.no_dokumen AS no_lelang, d.tgl_system AS tanggal, l.no_cicilan, c.tgl_system AS tgl_cicilan, c.nama_customer, l.tunggakan,
       x.qty AS jumlah_barang, x.berat AS total_berat, k.harga_jual, k.sewa_rp, l.terbayar, l.biaya_rp, l.kembali_rp, l.aturan
  FROM dokumen_lelang_cicilan l
  JOIN dokumen d ON d.no_dokumen = l.no_dokumen
  JOIN dokumen c ON c.no_dokumen = l.no_cicilan
  JOIN dokumen_cicilan k ON k.no_dokumen = l.no_cicilan
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = l.no_dokumen) x ON true
 WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, l.no_dokumen
