-- A row per business day of the period up to the shop's business date: whether the day was closed (tutup_toko), by
-- whom, the till's balance by the system and as counted (kas_fisik, else the system's), and the difference counted
-- minus system. The shop's open day reads 'Belum Tutup'.
SELECT h::date AS tgl_system,
       CASE WHEN t.kode_toko IS NULL THEN 'Belum Tutup' ELSE 'Tutup' END AS status_tutup,
       coalesce(t.ditutup_by, '') AS ditutup_by,
       coalesce(t.kas_sistem, 0)::bigint AS kas_sistem,
       coalesce(t.kas_fisik, t.kas_sistem, 0)::bigint AS kas_fisik,
       coalesce(coalesce(t.kas_fisik, t.kas_sistem) - t.kas_sistem, 0)::bigint AS selisih
  FROM generate_series(:tgl_from::date, LEAST(:tgl_to::date, (SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko)), interval '1 day') h
  LEFT JOIN tutup_toko t ON t.kode_toko = :kode_toko AND t.tgl_system = h::date
 ORDER BY h
