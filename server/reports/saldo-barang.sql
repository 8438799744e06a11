-- Per group and kadar of the items (as their records stand), the shop's ledger rows up to :tgl_to: grams before
-- :tgl_from, grams of the range in (rows of positive sign) and out (negative, shown positive), grams and pieces at
-- :tgl_to, and the fine gold at :tgl_to, to the milligram. A move between trays (PINDAH_KELUAR and PINDAH_MASUK, the
-- same grams out and in on one business date) is neither in nor out of the shop's stock. Groups with neither stock nor
-- movement are left out.
WITH s AS (
  SELECT b.kode_group, b.kadar,
         COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system < :tgl_from), 0) AS berat_awal,
         COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system >= :tgl_from AND m.berat > 0 AND m.jenis NOT IN ('PINDAH_KELUAR', 'PINDAH_MASUK')), 0) AS berat_masuk,
         -COALESCE(sum(m.berat) FILTER (WHERE m.tgl_system >= :tgl_from AND m.berat < 0 AND m.jenis NOT IN ('PINDAH_KELUAR', 'PINDAH_MASUK')), 0) AS berat_keluar,
         sum(m.berat) AS berat_akhir,
         sum(m.qty)::int AS qty_akhir,
         bool_or(m.tgl_system >= :tgl_from) AS bergerak
    FROM barang_mutasi m
    JOIN barang b ON b.kode_barcode = m.kode_barcode
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tgl_to
   GROUP BY b.kode_group, b.kadar
)
SELECT s.kode_group, COALESCE(g.nama_group, '') AS nama_group, s.kadar, s.berat_awal, s.berat_masuk, s.berat_keluar,
       s.berat_akhir, s.qty_akhir, round(s.berat_akhir * s.kadar / 100, 3) AS berat_murni
  FROM s
  LEFT JOIN master_group g ON g.kode_group = s.kode_group
 WHERE s.bergerak OR s.berat_akhir <> 0 OR s.qty_akhir <> 0
 ORDER BY s.kode_group, s.kadar
