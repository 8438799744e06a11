-- Every member (:status AKTIF: the active ones only; ALL: also the deactivated) with its fields and its points balance,
-- the sum of its ledger rows; by code.
SELECT m.kode_member, m.nama_member, m.no_hp, COALESCE(m.alamat, '') AS alamat, m.tgl_lahir, COALESCE(m.jenis_kelamin, '') AS jenis_kelamin,
       COALESCE(m.pekerjaan, '') AS pekerjaan, COALESCE(m.email, '') AS email, COALESCE(m.no_ktp, '') AS no_ktp,
       COALESCE(m.kecamatan, '') AS kecamatan, COALESCE(m.kota, '') AS kota,
       COALESCE((SELECT sum(p.poin) FROM poin_mutasi p WHERE p.kode_member = m.kode_member), 0)::bigint AS poin,
       CASE WHEN m.is_active THEN 'AKTIF' ELSE 'NONAKTIF' END AS status
  FROM member m
 WHERE m.is_active OR :status = 'ALL'
 ORDER BY m.kode_member
