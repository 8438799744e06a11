-- The members of the shop's documents in the period (by business date, cancelled ones left out): how many documents,
-- the grand totals of their sales, and the points those documents earned in the period (EARN less BATAL_EARN rows of
-- the shop's documents). Ranked by :sort_by (TRANSAKSI, RUPIAH or POIN, then the other two, then the code), the first
-- :jumlah of them. (kode_member is read from dokumen itself: the view dokumen_terkini predates the column.)
WITH dok AS (
  SELECT k.kode_member, count(*) AS jumlah_transaksi,
         COALESCE(sum(d.grand_total) FILTER (WHERE d.jenis = 'PENJUALAN'), 0)::bigint AS total_belanja
    FROM dokumen_terkini d JOIN dokumen k ON k.no_dokumen = d.no_dokumen
   WHERE k.kode_member <> '' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   GROUP BY k.kode_member
), poin AS (
  SELECT p.kode_member, sum(p.poin)::bigint AS poin
    FROM poin_mutasi p JOIN dokumen d ON d.no_dokumen = p.no_dokumen
   WHERE p.jenis IN ('EARN', 'BATAL_EARN') AND d.kode_toko = :kode_toko AND p.tgl_system BETWEEN :tgl_from AND :tgl_to
   GROUP BY p.kode_member
), ranked AS (
  SELECT m.kode_member, m.nama_member, m.no_hp, COALESCE(dok.jumlah_transaksi, 0) AS jumlah_transaksi,
         COALESCE(dok.total_belanja, 0) AS total_belanja, COALESCE(poin.poin, 0) AS poin
    FROM member m
    LEFT JOIN dok ON dok.kode_member = m.kode_member
    LEFT JOIN poin ON poin.kode_member = m.kode_member
   WHERE dok.kode_member IS NOT NULL OR poin.kode_member IS NOT NULL
)
SELECT row_number() OVER (ORDER BY
         CASE :sort_by WHEN 'TRANSAKSI' THEN jumlah_transaksi WHEN 'POIN' THEN poin ELSE total_belanja END DESC,
         total_belanja DESC, jumlah_transaksi DESC, poin DESC, kode_member) AS peringkat,
       kode_member, nama_member, no_hp, jumlah_transaksi, total_belanja, poin
  FROM ranked
 ORDER BY peringkat
 LIMIT CAST(:jumlah AS integer)
