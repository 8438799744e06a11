-- Per tray of the shop (of the chosen warehouse), from the ledger: the stock before :tgl_from (awal), the rows of the
-- range by what they did, and the stock at :tgl_to (akhir). tambah: new items (TAMBAH, TERIMA, STOCK_TAMBAH); jual:
-- pieces sold, reserved or sold by instalments net of their cancellations (shown positive); hancur: melted (HANCUR,
-- HANCUR_BELI, shown positive); the rest in by its sign: masuk what arrived, keluar what left (shown positive).
-- Every row falls in one column, so awal + tambah - jual - hancur + masuk - keluar = akhir exactly. Both units are
-- answered; the definition shows the chosen one. Trays with neither stock nor movement are left out.
WITH r AS (
  SELECT m.kode_gudang, m.kode_baki, m.qty, m.berat, m.tgl_system < :tgl_from AS awal,
         CASE WHEN m.jenis IN ('TAMBAH', 'TERIMA', 'STOCK_TAMBAH') THEN 'TAMBAH'
              WHEN m.jenis IN ('JUAL', 'BATAL_JUAL', 'TITIP', 'BATAL_TITIP', 'CICILAN', 'BATAL_CICILAN') THEN 'JUAL'
              WHEN m.jenis IN ('HANCUR', 'HANCUR_BELI') THEN 'HANCUR'
              ELSE 'LAIN' END AS arah
    FROM barang_mutasi m
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tgl_to AND (:kode_gudang = 'ALL' OR m.kode_gudang = :kode_gudang)
), s AS (
  SELECT kode_gudang, kode_baki,
         COALESCE(sum(berat) FILTER (WHERE awal), 0) AS berat_awal,
         COALESCE(sum(berat) FILTER (WHERE NOT awal AND arah = 'TAMBAH'), 0) AS berat_tambah,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND arah = 'JUAL'), 0) AS berat_jual,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND arah = 'HANCUR'), 0) AS berat_hancur,
         COALESCE(sum(berat) FILTER (WHERE NOT awal AND arah = 'LAIN' AND berat > 0), 0) AS berat_masuk,
         -COALESCE(sum(berat) FILTER (WHERE NOT awal AND arah = 'LAIN' AND berat < 0), 0) AS berat_keluar,
         sum(berat) AS berat_akhir,
         COALESCE(sum(qty) FILTER (WHERE awal), 0)::int AS qty_awal,
         COALESCE(sum(qty) FILTER (WHERE NOT awal AND arah = 'TAMBAH'), 0)::int AS qty_tambah,
         -COALESCE(sum(qty) FILTER (WHERE NOT awal AND arah = 'JUAL'), 0)::int AS qty_jual,
         -COALESCE(sum(qty) FILTER (WHERE NOT awal AND arah = 'HANCUR'), 0)::int AS qty_hancur,
         COALESCE(sum(qty) FILTER (WHERE NOT awal AND arah = 'LAIN' AND qty > 0), 0)::int AS qty_masuk,
         -COALESCE(sum(qty) FILTER (WHERE NOT awal AND arah = 'LAIN' AND qty < 0), 0)::int AS qty_keluar,
         sum(qty)::int AS qty_akhir,
         bool_or(NOT awal) AS bergerak
    FROM r
   GROUP BY kode_gudang, kode_baki
)
SELECT s.kode_gudang, s.kode_baki, COALESCE(b.nama_baki, '') AS nama_baki,
       s.berat_awal, s.berat_tambah, s.berat_jual, s.berat_hancur, s.berat_masuk, s.berat_keluar, s.berat_akhir,
       s.qty_awal, s.qty_tambah, s.qty_jual, s.qty_hancur, s.qty_masuk, s.qty_keluar, s.qty_akhir
  FROM s
  LEFT JOIN master_baki b ON b.kode_baki = s.kode_baki
 WHERE s.bergerak OR s.qty_akhir <> 0 OR s.berat_akhir <> 0
 ORDER BY s.kode_gudang, s.kode_baki
