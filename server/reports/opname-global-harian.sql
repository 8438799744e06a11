-- The shop's saved (DONE) GLOBAL stocktakes of the range, one row per tray of their lines: an expected item on the
-- tray it was expected on, a foreign one on the tray its record names ('' for an unknown code). Grams summed exactly.
SELECT h.tgl_system, h.no_opname, d.kode_gudang, d.kode_baki,
       COUNT(*) FILTER (WHERE d.expected)::int AS qty_expected,
       COALESCE(SUM(d.berat) FILTER (WHERE d.expected), 0) AS berat_expected,
       COUNT(*) FILTER (WHERE d.result = 'FOUND')::int AS qty_found,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOUND'), 0) AS berat_found,
       COUNT(*) FILTER (WHERE d.result = 'MISSING')::int AS qty_missing,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'MISSING'), 0) AS berat_missing,
       COUNT(*) FILTER (WHERE d.result = 'FOREIGN')::int AS qty_foreign,
       COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOREIGN'), 0) AS berat_foreign
  FROM stock_opname h
  JOIN stock_opname_detail d ON d.no_opname = h.no_opname
 WHERE h.kode_toko = :kode_toko AND h.jenis = 'GLOBAL' AND h.status = 'DONE' AND h.tgl_system BETWEEN :tgl_from AND :tgl_to
 GROUP BY h.tgl_system, h.no_opname, d.kode_gudang, d.kode_baki
 ORDER BY h.tgl_system, h.no_opname, d.kode_gudang, d.kode_baki
