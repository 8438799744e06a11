-- The 'User' choices of Laporan Audit Log: every user who wrote in the log, with their name while their account exists.
SELECT a.user_id, coalesce(u.nama_user, a.user_id) AS nama_user
  FROM (SELECT DISTINCT user_id FROM audit_log) a
  LEFT JOIN users u USING (user_id)
 ORDER BY a.user_id
