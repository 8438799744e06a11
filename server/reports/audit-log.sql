-- The audit log (migration 053) of the writes made between :tgl_from and :tgl_to, read as dates of the shop's time
-- zone, by :user_id and :tabel (ALL: every one), oldest first. The records before and after as JSON text ('' where there
-- is none: a new record has no before, a deleted one no after).
SELECT a.waktu, a.user_id, coalesce(a.alamat, '') AS alamat, a.tabel, a.kunci, a.aksi,
       coalesce(a.sebelum::text, '') AS sebelum, coalesce(a.sesudah::text, '') AS sesudah
  FROM audit_log a
 WHERE (a.waktu AT TIME ZONE zona_waktu_toko(:kode_toko))::date BETWEEN :tgl_from AND :tgl_to
   AND (:user_id = 'ALL' OR a.user_id = :user_id)
   AND (:tabel = 'ALL' OR a.tabel = :tabel)
 ORDER BY a.id
