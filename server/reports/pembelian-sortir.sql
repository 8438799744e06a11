-- The sorting of bought-back pieces in the period (ledger rows SORTIR, by business date) at the shop, for one sort
-- state or ALL: the state chosen (the row's keterangan), the piece, its weight then (the sum of its ledger rows up to
-- the sorting row: moves net to nothing, so it is the piece's weight on its tray at that moment), its fine gold, the
-- buy-back it came with (its last BELI or STOCK_CUCI row before), and where the piece is now.
SELECT m.tgl_system AS tanggal, m.no_ref AS no_sortir, m.kode_barcode, b.nama_barang, b.kadar, w.berat,
       round(w.berat * b.kadar / 100, 3) AS berat_murni, m.keterangan AS status_sortir, COALESCE(beli.no_ref, '') AS no_faktur_beli,
       b.status AS status_barang, m.input_by
  FROM barang_mutasi m
  JOIN barang b ON b.kode_barcode = m.kode_barcode
  JOIN LATERAL (SELECT COALESCE(sum(berat), 0) AS berat FROM barang_mutasi WHERE kode_barcode = m.kode_barcode AND id <= m.id) w ON true
  LEFT JOIN LATERAL (
    SELECT no_ref FROM barang_mutasi WHERE kode_barcode = m.kode_barcode AND jenis IN ('BELI', 'STOCK_CUCI') AND id < m.id ORDER BY id DESC LIMIT 1
  ) beli ON true
 WHERE m.kode_toko = :kode_toko AND m.jenis = 'SORTIR' AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status_sortir = 'ALL' OR m.keterangan = :status_sortir)
 ORDER BY m.tgl_system, m.waktu, m.id
