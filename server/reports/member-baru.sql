-- The members whose record was made between :tgl_from and :tgl_to, read as dates of the shop's time zone.
SELECT (m.created_at AT TIME ZONE zona_waktu_toko(:kode_toko))::date AS tgl_daftar, m.kode_member, m.nama_member, m.no_hp,
       COALESCE(m.alamat, '') AS alamat, COALESCE(m.kota, '') AS kota, COALESCE(m.created_by, '') AS created_by,
       CASE WHEN m.is_active THEN 'AKTIF' ELSE 'NONAKTIF' END AS status
  FROM member m
 WHERE (m.created_at AT TIME ZONE zona_waktu_toko(:kode_toko))::date BETWEEN :tgl_from AND :tgl_to
 ORDER BY m.created_at, m.kode_member
