-- Stocktakes whose business date is in the range, one row each, with the totals of their lines per result
-- (grams summed as numeric, exactly). Unknown RFID tags count as foreign items of weight 0.
SELECT h.tgl_system, h.no_opname, h.jenis, h.kode_gudang, h.kode_baki, h.no_terima, h.status, h.mulai_by, h.selesai_by,
       -- What was counted, in one column: the receipt, every tray, or the warehouse / tray.
       CASE h.jenis WHEN 'PENERIMAAN' THEN h.no_terima WHEN 'GLOBAL' THEN 'SEMUA BAKI'
            ELSE concat_ws(' / ', NULLIF(h.kode_gudang, ''), NULLIF(h.kode_baki, '')) END AS sasaran,
       COUNT(d.kode_barcode) FILTER (WHERE d.expected)::int AS qty_expected,
       COALESCE(SUM(d.berat) FILTER (WHERE d.expected), 0) AS berat_expected,
       COUNT(d.kode_barcode) FILTER (WHERE d.result = 'FOUND')::int AS qty_found,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOUND'), 0) AS berat_found,
       COUNT(d.kode_barcode) FILTER (WHERE d.result = 'MISSING')::int AS qty_missing,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'MISSING'), 0) AS berat_missing,
       COUNT(d.kode_barcode) FILTER (WHERE d.result = 'FOREIGN')::int AS qty_foreign,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOREIGN'), 0) AS berat_foreign
  FROM stock_opname h
  LEFT JOIN stock_opname_detail d ON d.no_opname = h.no_opname
 WHERE h.kode_toko = :kode_toko AND h.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:jenis = 'ALL' OR h.jenis = :jenis) AND (:status = 'ALL' OR h.status = :status)
 GROUP BY h.no_opname
 ORDER BY h.tgl_system, h.mulai_at, h.no_opname
