-- The lines of the shop's saved (DONE) RFID stocktakes of the range, of one result or all: per stocktake, the
-- expected items first, then the foreign reads, by barcode. qty 1 a line, so the totals count the items.
SELECT h.tgl_system, h.no_opname, concat_ws(' / ', NULLIF(h.kode_gudang, ''), NULLIF(h.kode_baki, '')) AS sasaran,
       d.kode_barcode, d.nama_barang, d.kode_baki, d.result, COALESCE(d.alasan, '') AS alasan, COALESCE(d.epc, '') AS epc,
       1 AS qty, d.berat
  FROM stock_opname h
  JOIN stock_opname_detail d ON d.no_opname = h.no_opname
 WHERE h.kode_toko = :kode_toko AND h.jenis = 'RFID' AND h.status = 'DONE' AND h.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:result = 'ALL' OR d.result = :result)
 ORDER BY h.tgl_system, h.mulai_at, h.no_opname, d.expected DESC, d.kode_barcode
