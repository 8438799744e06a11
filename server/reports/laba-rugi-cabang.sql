-- One row: the shop's income (accounts of kelompok PENDAPATAN, credit - debit), expenses (BEBAN, debit - credit) and
-- profit (income - expenses) over the period's business dates, from the journal. A journal line is dated the day it
-- is written, never later, so a closed day's figures never change.
SELECT coalesce(sum(CASE WHEN a.kelompok = 'PENDAPATAN' THEN j.kredit - j.debet ELSE 0 END), 0)::bigint AS pendapatan,
       coalesce(sum(CASE WHEN a.kelompok = 'BEBAN' THEN j.debet - j.kredit ELSE 0 END), 0)::bigint AS beban,
       coalesce(sum(CASE WHEN a.kelompok IN ('PENDAPATAN', 'BEBAN') THEN j.kredit - j.debet ELSE 0 END), 0)::bigint AS laba
  FROM jurnal j JOIN akun a ON a.nomor_akun = j.nomor_akun
 WHERE j.kode_toko = :kode_toko AND j.tgl_system BETWEEN :tgl_from AND :tgl_to
