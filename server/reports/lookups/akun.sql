-- The chart of accounts for the general ledger's account filter: every account, active or not, since an account
-- closed since may still carry journal rows of the period asked. The same for every shop.
SELECT nomor_akun, nama_akun, kelompok
  FROM akun
 ORDER BY nomor_akun
