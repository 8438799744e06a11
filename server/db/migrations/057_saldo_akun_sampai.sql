-- Each account's debit - credit of a shop up to and including a day, read the way migration 056 allows: the balances
-- stored at the last close on or before the day, plus the journal rows after it (every row when none is stored).
-- One row per stored balance and per journal row after it (the caller sums per account). The trial balance and the
-- balance sheet (server/reports/neraca-saldo.sql, neraca.sql) both read it; a plain SQL function is inlined into
-- the caller's query, so each keeps its own plan.
CREATE FUNCTION saldo_akun_sampai(p_kode_toko text, p_tgl date)
RETURNS TABLE (nomor_akun text, debit_net bigint)
LANGUAGE sql STABLE AS $$
  WITH dasar AS (SELECT max(tgl_system) AS tgl FROM saldo_akun WHERE kode_toko = p_kode_toko AND tgl_system <= p_tgl)
  SELECT s.nomor_akun, s.saldo FROM saldo_akun s, dasar WHERE s.kode_toko = p_kode_toko AND s.tgl_system = dasar.tgl
  UNION ALL
  SELECT j.nomor_akun, j.debet - j.kredit FROM jurnal j
   WHERE j.kode_toko = p_kode_toko AND j.tgl_system <= p_tgl
     AND j.tgl_system > coalesce((SELECT tgl FROM dasar), '-infinity'::date)
$$;
