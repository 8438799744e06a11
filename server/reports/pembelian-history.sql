-- Each piece (a barcode) bought back in the period (by business date) at the shop, on buy-backs not cancelled (current
-- status BATAL), one row per buy-back line: the buy-back, its customer and price, the piece's sale if it was the shop's
-- own (no_faktur_jual), where the piece is now (its status and sort state), and in detail its whole life in the stock
-- ledger, oldest first: every row of the barcode with its signed grams, tray and reference.
SELECT d.tgl_system AS tgl_beli, d.no_dokumen AS no_faktur_beli, l.kode_barcode, l.nama_barang, l.kadar, l.berat, l.harga,
       d.nama_customer, l.no_faktur_jual, b.status AS status_barang, b.status_sortir,
       h.detail
  FROM dokumen_terkini d
  JOIN baris_pembelian l ON l.no_dokumen = d.no_dokumen AND l.kode_barcode <> ''
  JOIN barang b ON b.kode_barcode = l.kode_barcode
  JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'tanggal', m.tgl_system, 'jenis', m.jenis, 'kode_baki', m.kode_baki, 'berat_mutasi', m.berat, 'no_ref', m.no_ref,
             'input_by', m.input_by
           ) ORDER BY m.id) AS detail
      FROM barang_mutasi m WHERE m.kode_barcode = l.kode_barcode
  ) h ON true
 WHERE d.jenis = 'PEMBELIAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:status_barang = 'ALL' OR b.status = :status_barang)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, l.baris
