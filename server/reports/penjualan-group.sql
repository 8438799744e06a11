-- The lines of the sales of the period (by business date) at the shop, cancelled sales left out, per group and kadar
-- (the line's own, as it left stock), with the group's name; grams summed as numeric, exactly.
SELECT l.kode_group, COALESCE(g.nama_group, '') AS nama_group, l.kadar, sum(l.qty)::int AS qty, sum(l.berat) AS berat,
       sum(l.berat_jual) AS berat_jual, sum(l.harga)::bigint AS harga, sum(l.ongkos)::bigint AS ongkos,
       sum(l.diskon_rp)::bigint AS diskon_rp, sum(l.total)::bigint AS total
  FROM baris_penjualan l
  LEFT JOIN master_group g ON g.kode_group = l.kode_group
 WHERE l.status <> 'BATAL' AND l.kode_toko = :kode_toko AND l.tgl_system BETWEEN :tgl_from AND :tgl_to
 GROUP BY l.kode_group, g.nama_group, l.kadar
 ORDER BY l.kode_group, l.kadar
