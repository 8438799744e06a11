-- The shop's buy-back stock now: its items of status BELI, by sort state (BELUM: not sorted yet, status_sortir ''),
-- each with the fine gold in it and its buy-back (the last BELI or STOCK_CUCI ledger row: a piece the shop sold and
-- bought back again shows the latest).
SELECT b.kode_barcode, b.nama_barang, b.kode_group, b.kadar, b.berat, round(b.berat * b.kadar / 100, 3) AS berat_murni,
       CASE WHEN b.status_sortir = '' THEN 'BELUM' ELSE b.status_sortir END AS status_sortir,
       COALESCE(m.no_ref, '') AS no_faktur_beli, m.tgl_system AS tgl_beli
  FROM barang b
  LEFT JOIN LATERAL (
    SELECT no_ref, tgl_system FROM barang_mutasi WHERE kode_barcode = b.kode_barcode AND jenis IN ('BELI', 'STOCK_CUCI') ORDER BY id DESC LIMIT 1
  ) m ON true
 WHERE b.kode_toko = :kode_toko AND b.status = 'BELI'
   AND (:status_sortir = 'ALL' OR b.status_sortir = CASE WHEN :status_sortir = 'BELUM' THEN '' ELSE :status_sortir END)
 ORDER BY b.kode_barcode
