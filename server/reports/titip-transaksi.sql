-- The money deposits (jenis TITIP) taken in the period (by business date) at the shop, of one current status (their
-- latest dokumen_status row) or ALL: pieces and grams from their lines, the down payment (total_bayar), the rest due
-- while not paid off (DONE) nor cancelled (BATAL), the business date of the latest status when it is not the first
-- (tgl_status), and the sale that paid it off: its PELUNASAN link still in force (dokumen_tautan rows summing above 0).
SELECT d.no_dokumen AS no_titip, d.tgl_system AS tgl_titip, d.kode_sales, d.nama_customer, l.qty, l.berat_jual AS berat,
       d.grand_total, d.total_bayar AS dp_rp, CASE WHEN d.status IN ('DONE', 'BATAL') THEN 0 ELSE d.grand_total - d.total_bayar END AS sisa_bayar,
       d.status, CASE WHEN d.status = 'OPEN' THEN NULL ELSE d.tgl_status END AS tgl_status, COALESCE(p.no_tautan, '') AS no_faktur_jual
  FROM dokumen_terkini d
  JOIN LATERAL (SELECT COALESCE(sum(qty), 0)::int AS qty, COALESCE(sum(berat_jual), 0) AS berat_jual
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN LATERAL (SELECT t.no_tautan FROM dokumen_tautan t WHERE t.no_dokumen = d.no_dokumen AND t.jenis = 'PELUNASAN'
                      GROUP BY t.no_tautan HAVING sum(t.arah) > 0 LIMIT 1) p ON true
 WHERE d.jenis = 'TITIP' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
