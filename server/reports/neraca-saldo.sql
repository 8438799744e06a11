-- The trial balance of the shop up to and including :tgl: per account of its journal rows, the net balance on the side
-- it falls (debit - credit > 0 on debit, < 0 on credit). Both columns total the same when every document balances.
-- Each account's debit - credit starts from the balances stored at the last close on or before :tgl and adds the
-- journal rows after that day (saldo_akun_sampai, migration 057).
SELECT a.nomor_akun, a.nama_akun,
       greatest(sum(s.debit_net), 0)::bigint AS debit,
       greatest(-sum(s.debit_net), 0)::bigint AS kredit
  FROM saldo_akun_sampai(:kode_toko, :tgl::date) s
  JOIN akun a ON a.nomor_akun = s.nomor_akun
 GROUP BY a.nomor_akun, a.nama_akun
 ORDER BY a.nomor_akun
