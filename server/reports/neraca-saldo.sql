-- The trial balance of the shop up to and including :tgl: per account of its journal rows, the net balance on the side
-- it falls (debit - credit > 0 on debit, < 0 on credit). Both columns total the same when every document balances.
SELECT a.nomor_akun, a.nama_akun,
       greatest(sum(j.debet - j.kredit), 0)::bigint AS debit,
       greatest(sum(j.kredit - j.debet), 0)::bigint AS kredit
  FROM jurnal j
  JOIN akun a ON a.nomor_akun = j.nomor_akun
 WHERE j.kode_toko = :kode_toko AND j.tgl_system <= :tgl
 GROUP BY a.nomor_akun, a.nama_akun
 ORDER BY a.nomor_akun
