-- The shop's active cashiers (KASIR): the 'Valid By' choices of the validation screens (spec: KASIR users plus ALL).
SELECT user_id, nama_user
  FROM users
 WHERE kode_toko = :kode_toko AND level = 'KASIR' AND is_active
 ORDER BY user_id
