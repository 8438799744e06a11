-- Money deposits still open (reserved pieces waiting for their pay-off) taken in the period at the chosen shop:
-- their current status (latest dokumen_status row) is OPEN. Pieces and grams from the lines; paid is the down
-- payment (total_bayar), remaining what the pay-off must still bring.
SELECT d.no_dokumen AS no_titip, d.tgl_system AS tgl_titip, d.kode_sales, d.nama_customer, d.no_hp,
       l.qty, l.berat_jual AS berat, d.grand_total, d.total_bayar AS dp_rp, d.grand_total - d.total_bayar AS sisa_bayar
  FROM dokumen_terkini d
  JOIN LATERAL (SELECT COALESCE(sum(qty), 0)::int AS qty, COALESCE(sum(berat_jual), 0) AS berat_jual
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE d.jenis = 'TITIP' AND d.status = 'OPEN' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.no_dokumen
