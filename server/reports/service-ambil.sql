-- The collections of repaired services in the period at the shop: documents of jenis AMBIL_SERVICE (never cancelled:
-- the customer took the pieces), each with the service its link AMBIL_SERVICE names (in force). From the collection's
-- lines: pieces, weight in (berat) and out (berat_jual), ongkos and added gold (harga); grand_total = ongkos + added
-- gold; dp_rp the down payment it used (its payment lines of kind SERVICE); dibayar what the customer paid on
-- collecting (grand total - down payment; the change given back is not counted).
SELECT a.no_dokumen AS no_ambil, a.tgl_system AS tgl_ambil, k.no_service, s.tgl_system AS tgl_service, a.nama_customer,
       l.qty AS jumlah_barang, l.berat_masuk, l.berat_keluar, l.ongkos, l.biaya_emas, a.grand_total, dp.jumlah AS dp_rp,
       (a.grand_total - dp.jumlah)::bigint AS dibayar
  FROM dokumen_terkini a
  JOIN LATERAL (SELECT t.no_dokumen AS no_service FROM dokumen_tautan t
                 WHERE t.no_tautan = a.no_dokumen AND t.jenis = 'AMBIL_SERVICE'
                 GROUP BY t.no_dokumen HAVING sum(t.arah) > 0) k ON true
  JOIN dokumen s ON s.no_dokumen = k.no_service
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat_masuk, coalesce(sum(berat_jual), 0) AS berat_keluar,
                       coalesce(sum(ongkos), 0)::bigint AS ongkos, coalesce(sum(harga), 0)::bigint AS biaya_emas
                  FROM dokumen_baris WHERE no_dokumen = a.no_dokumen) l ON true
  JOIN LATERAL (SELECT coalesce(sum(jumlah_rp), 0)::bigint AS jumlah FROM dokumen_bayar
                 WHERE no_dokumen = a.no_dokumen AND jenis = 'SERVICE') dp ON true
 WHERE a.jenis = 'AMBIL_SERVICE' AND a.status <> 'BATAL' AND a.kode_toko = :kode_toko AND a.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY a.tgl_system, a.no_dokumen
