-- The buy-backs of the period (by business date) at the shop, cancelled ones left out (current status BATAL), for one
-- sales person or ALL: one row per nota (group_by NOTA), per day (HARI) or per sales person (SALES). Each nota's
-- pieces and grams come from its lines, summed as numeric, exactly; berat_murni = sum of round(berat x kadar / 100, 3).
-- The columns of the other choices stay null and are not answered (the definition's `when`).
WITH nota AS (
  SELECT d.no_dokumen, d.tgl_system, d.kode_sales, d.nama_sales, d.nama_customer, d.input_by, d.created_at, d.grand_total,
         l.qty, l.berat_kotor, l.berat, l.berat_murni
    FROM dokumen_terkini d
    JOIN LATERAL (SELECT COALESCE(sum(qty), 0)::int AS qty, COALESCE(sum(berat_kotor), 0) AS berat_kotor,
                         COALESCE(sum(berat), 0) AS berat, COALESCE(sum(round(berat * kadar / 100, 3)), 0) AS berat_murni
                    FROM baris_pembelian WHERE no_dokumen = d.no_dokumen) l ON true
   WHERE d.jenis = 'PEMBELIAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
     AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales)
)
SELECT tanggal, no_faktur_beli, kode_sales, nama_sales, nama_customer, jumlah_nota, qty, berat_kotor, berat, berat_murni,
       grand_total, input_by
  FROM (
    SELECT tgl_system AS tanggal, no_dokumen AS no_faktur_beli, kode_sales, NULL::text AS nama_sales, nama_customer,
           NULL::int AS jumlah_nota, qty, berat_kotor, berat, berat_murni, grand_total, input_by, created_at AS urut
      FROM nota
     WHERE :group_by = 'NOTA'
    UNION ALL
    SELECT tgl_system, NULL, NULL, NULL, NULL, count(*)::int, sum(qty)::int, sum(berat_kotor), sum(berat), sum(berat_murni),
           sum(grand_total)::bigint, NULL, NULL
      FROM nota
     WHERE :group_by = 'HARI'
     GROUP BY tgl_system
    UNION ALL
    SELECT NULL, NULL, kode_sales, (array_agg(nama_sales ORDER BY created_at DESC))[1], NULL, count(*)::int, sum(qty)::int,
           sum(berat_kotor), sum(berat), sum(berat_murni), sum(grand_total)::bigint, NULL, NULL
      FROM nota
     WHERE :group_by = 'SALES'
     GROUP BY kode_sales
  ) r
 ORDER BY tanggal, urut, no_faktur_beli, kode_sales
