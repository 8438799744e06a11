-- One row: the money the shop sent to the head office over the period's business dates (KIRIM_UANG documents of the
-- books), cancelled sends left out: how many and their amount.
SELECT count(*)::int AS jumlah_kirim, coalesce(sum(jumlah), 0)::bigint AS jumlah
  FROM dokumen_kas
 WHERE jenis = 'KIRIM_UANG' AND status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
