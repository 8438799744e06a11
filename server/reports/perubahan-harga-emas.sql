-- The price changes whose effective moment falls on a date of the range in the shop's time zone, of one kind or all,
-- in the order they took effect. nama: the group's name, or the kadar of a loan's gold price. selisih is null for a
-- new record (no old price).
SELECT r.berlaku_mulai, r.jenis, r.kode,
       COALESCE(CASE r.jenis WHEN 'GROUP' THEN g.nama_group WHEN 'HARGA_EMAS' THEN e.kode_kadar END, '') AS nama,
       r.harga_lama, r.harga_baru, r.harga_baru - r.harga_lama AS selisih, r.status, r.sumber, r.dicatat_oleh
  FROM harga_emas_riwayat r
  LEFT JOIN master_group g ON r.jenis = 'GROUP' AND g.kode_group = r.kode
  LEFT JOIN master_harga_emas e ON r.jenis = 'HARGA_EMAS' AND e.kode_harga_emas = r.kode
 WHERE (r.berlaku_mulai AT TIME ZONE zona_waktu_toko(:kode_toko))::date BETWEEN :tgl_from AND :tgl_to
   AND (:jenis = 'ALL' OR r.jenis = :jenis)
 ORDER BY r.berlaku_mulai, r.id
