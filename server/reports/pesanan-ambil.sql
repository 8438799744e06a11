-- The collections of orders in the period at the shop: sales (PENJUALAN) of the period whose link AMBIL_PESANAN to
-- an order is in force (dokumen_tautan rows summing above 0; a cancelled sale ended its link). Per sale: the order it
-- collected, the grams the order estimated (its lines' berat_jual) against the grams delivered (the sale's lines),
-- selisih_berat = delivered - estimated, the order's total at its estimate, the sale's grand total (actual weight at
-- the locked prices plus ongkos), the down payment it used (its payment lines of kind PESANAN) and what was paid at the
-- collection (grand total - down payment).
SELECT a.no_pesanan, o.tgl_system AS tgl_pesanan, j.no_dokumen AS no_faktur_jual, j.tgl_system AS tgl_ambil, j.nama_customer,
       lj.qty AS jumlah_barang, lo.berat AS berat_pesanan, lj.berat AS berat_aktual, lj.berat - lo.berat AS selisih_berat,
       o.grand_total AS total_pesanan, j.grand_total, dp.jumlah AS dp_rp, (j.grand_total - dp.jumlah)::bigint AS dibayar
  FROM dokumen j
  JOIN LATERAL (SELECT t.no_dokumen AS no_pesanan FROM dokumen_tautan t
                 WHERE t.no_tautan = j.no_dokumen AND t.jenis = 'AMBIL_PESANAN'
                 GROUP BY t.no_dokumen HAVING sum(t.arah) > 0) a ON true
  JOIN dokumen o ON o.no_dokumen = a.no_pesanan
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat_jual), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = j.no_dokumen) lj ON true
  JOIN LATERAL (SELECT coalesce(sum(berat_jual), 0) AS berat FROM dokumen_baris WHERE no_dokumen = o.no_dokumen) lo ON true
  JOIN LATERAL (SELECT coalesce(sum(jumlah_rp), 0)::bigint AS jumlah FROM dokumen_bayar
                 WHERE no_dokumen = j.no_dokumen AND jenis = 'PESANAN') dp ON true
 WHERE j.jenis = 'PENJUALAN' AND j.kode_toko = :kode_toko AND j.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY j.tgl_system, j.no_dokumen
