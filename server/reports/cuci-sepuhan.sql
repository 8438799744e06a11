-- Batches sent (by their sending date) and melts (by their date) in the period: out, back and shrinkage; a batch not
-- yet received shows 0 back and 0 shrinkage (status KIRIM: the totals stay numbers), the rest are validated (VALID) or
-- not (BELUM).
SELECT no_ref, jenis, tanggal, tujuan, qty, berat_kirim, berat_terima, susut, status
  FROM (
    SELECT k.no_kirim AS no_ref, k.jenis, k.tgl_system AS tanggal, k.tujuan, count(*)::int AS qty, sum(kb.berat_kirim) AS berat_kirim,
           COALESCE(s.berat_akhir, 0) AS berat_terima, COALESCE(s.susut, 0) AS susut, CASE WHEN s.no_ref IS NULL THEN 'KIRIM' WHEN s.valid THEN 'VALID' ELSE 'BELUM' END AS status,
           k.created_at AS urut
      FROM sepuhan_kirim k
      JOIN sepuhan_kirim_barang kb ON kb.no_kirim = k.no_kirim
      LEFT JOIN sepuhan_susut s ON s.no_ref = k.no_kirim
     WHERE k.kode_toko = :kode_toko AND k.tgl_system BETWEEN :tgl_from AND :tgl_to
     GROUP BY k.no_kirim, s.no_ref, s.berat_akhir, s.susut, s.valid
    UNION ALL
    SELECT s.no_ref, s.jenis, s.tgl_system, '', s.qty, s.berat_awal, s.berat_akhir, s.susut, CASE WHEN s.valid THEN 'VALID' ELSE 'BELUM' END,
           h.created_at
      FROM sepuhan_susut s
      JOIN sepuhan_hancur h ON h.no_hancur = s.no_ref
     WHERE s.kode_toko = :kode_toko AND s.tgl_system BETWEEN :tgl_from AND :tgl_to
  ) r
 WHERE :jenis = 'ALL' OR jenis = :jenis
 ORDER BY tanggal, urut, no_ref
