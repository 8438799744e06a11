-- The lines of the buy-backs (tagged, their trade-in halves, and manual) of the period (by business date) at the shop,
-- cancelled ones left out (current status BATAL), for one condition or ALL, each with what the shop took off the gold's
-- value. harga_kotor is the line's net weight at the price per gram it was priced by (harga_per_gram, kept on the line;
-- scrap: x kadar / 100 too), rounded down to the rupiah as domain/buyback-pricing.ts shows it; potongan =
-- harga_kotor - harga_sistem (the condition, no-receipt and kategori cuts, less the rounding up to 500); selisih =
-- harga - harga_sistem (what was paid above the system price on a supervisor's authorization, below it when less).
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_beli, l.nama_barang, l.kode_group, l.kondisi,
       CASE WHEN l.ada_nota THEN 'YA' ELSE 'TIDAK' END AS ada_nota, l.kadar, l.berat, l.harga_per_gram, k.harga_kotor,
       k.harga_kotor - l.harga_sistem AS potongan, l.harga_sistem, l.harga - l.harga_sistem AS selisih, l.harga
  FROM dokumen_terkini d
  JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen
  JOIN LATERAL (SELECT floor(l.berat * l.harga_per_gram * CASE WHEN l.rosok THEN l.kadar / 100 ELSE 1 END)::bigint AS harga_kotor) k ON true
 WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL') AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kondisi = 'ALL' OR l.kondisi = :kondisi)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, l.baris
