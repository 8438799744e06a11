-- Profit and loss of the shop's journal on business days :tgl_from to :tgl_to, per day (:group_by HARIAN, periode
-- yyyy-mm-dd) or per calendar month (BULANAN, periode yyyy-mm): per account of kelompok PENDAPATAN its credit - debit
-- (pendapatan), per account of kelompok BEBAN its debit - credit (beban); a period's row sums them and laba =
-- pendapatan - beban. Beneath it its accounts in the chart's order, each with its own amount and its share of laba
-- (an income adds, an expense takes away); an account shows only its own column (the other left out of the sub-row). A cancellation's mirror lines net its document out on the same accounts.
WITH akun_periode AS (
  SELECT CASE WHEN :group_by = 'BULANAN' THEN to_char(j.tgl_system, 'YYYY-MM') ELSE to_char(j.tgl_system, 'YYYY-MM-DD') END AS periode,
         a.nomor_akun, a.nama_akun, a.kelompok,
         CASE WHEN a.kelompok = 'PENDAPATAN' THEN sum(j.kredit - j.debet) ELSE 0 END AS pendapatan,
         CASE WHEN a.kelompok = 'BEBAN' THEN sum(j.debet - j.kredit) ELSE 0 END AS beban
    FROM jurnal j
    JOIN akun a ON a.nomor_akun = j.nomor_akun
   WHERE j.kode_toko = :kode_toko AND j.tgl_system BETWEEN :tgl_from AND :tgl_to AND a.kelompok IN ('PENDAPATAN', 'BEBAN')
   GROUP BY 1, a.nomor_akun, a.nama_akun, a.kelompok
)
SELECT periode, NULL::text AS nomor_akun, NULL::text AS nama_akun,
       sum(pendapatan)::bigint AS pendapatan, sum(beban)::bigint AS beban, sum(pendapatan - beban)::bigint AS laba,
       json_agg(json_strip_nulls(json_build_object('nomor_akun', nomor_akun, 'nama_akun', nama_akun,
                                  'pendapatan', CASE WHEN kelompok = 'PENDAPATAN' THEN pendapatan END,
                                  'beban', CASE WHEN kelompok = 'BEBAN' THEN beban END,
                                  'laba', pendapatan - beban))
                ORDER BY nomor_akun) AS detail
  FROM akun_periode
 GROUP BY periode
 ORDER BY periode
