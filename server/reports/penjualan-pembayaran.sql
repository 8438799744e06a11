-- The payments of the sales of the period (by business date) at the shop, cancelled sales left out, of one kind or
-- ALL: one row per day and kind, each payment beneath. A nota's change (kembalian) is counted on its first cash
-- payment; total_diterima = jumlah_rp - kembalian + fee_rp, as the money ledger (kas_mutasi) received it.
WITH bayar AS (
  SELECT d.tgl_system, d.no_dokumen, d.created_at, p.baris, p.jenis, p.jumlah_rp, p.fee_rp, p.no_rekening, p.no_reff,
         CASE WHEN p.jenis = 'TUNAI' AND row_number() OVER (PARTITION BY p.no_dokumen, p.jenis ORDER BY p.baris) = 1
              THEN d.kembalian ELSE 0 END AS kembalian
    FROM dokumen_terkini d
    JOIN dokumen_bayar p ON p.no_dokumen = d.no_dokumen
   WHERE d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT tgl_system AS tanggal, jenis, count(DISTINCT no_dokumen)::int AS jumlah_nota, sum(jumlah_rp)::bigint AS jumlah_rp,
       sum(kembalian)::bigint AS kembalian, sum(fee_rp)::bigint AS fee_rp, sum(jumlah_rp - kembalian + fee_rp)::bigint AS total_diterima,
       json_agg(json_build_object('no_faktur_jual', no_dokumen, 'no_rekening', no_rekening, 'no_reff', no_reff, 'jumlah_rp', jumlah_rp,
                                  'kembalian', kembalian, 'fee_rp', fee_rp, 'total_diterima', jumlah_rp - kembalian + fee_rp)
                ORDER BY created_at, no_dokumen, baris) AS detail
  FROM bayar
 WHERE :jenis = 'ALL' OR jenis = :jenis
 GROUP BY tgl_system, jenis
 ORDER BY tgl_system, array_position(ARRAY['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'POIN', 'KUPON', 'TITIP'], jenis)
