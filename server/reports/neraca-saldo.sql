-- The trial balance of the shop up to and including :tgl: per account of its journal rows, the net balance on the side
-- it falls (debit - credit > 0 on debit, < 0 on credit). Both columns total the same when every document balances.
-- Each account's debit - credit starts from the balances stored at the last close on or before :tgl (saldo_akun,
-- migration 056) and adds the journal rows after that day; with none stored, from every row.
WITH dasar AS (SELECT max(tgl_system) AS tgl FROM saldo_akun WHERE kode_toko = :kode_toko AND tgl_system <= :tgl),
saldo AS (
  SELECT s.nomor_akun, s.saldo AS debit_net FROM saldo_akun s, dasar WHERE s.kode_toko = :kode_toko AND s.tgl_system = dasar.tgl
  UNION ALL
  SELECT j.nomor_akun, j.debet - j.kredit FROM jurnal j
   WHERE j.kode_toko = :kode_toko AND j.tgl_system <= :tgl AND j.tgl_system > coalesce((SELECT tgl FROM dasar), '-infinity'::date)
)
SELECT a.nomor_akun, a.nama_akun,
       greatest(sum(s.debit_net), 0)::bigint AS debit,
       greatest(-sum(s.debit_net), 0)::bigint AS kredit
  FROM saldo s
  JOIN akun a ON a.nomor_akun = s.nomor_akun
 GROUP BY a.nomor_akun, a.nama_akun
 ORDER BY a.nomor_akun
