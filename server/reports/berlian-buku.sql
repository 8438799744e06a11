-- The book of the shop's diamond pieces (a stone: karat_batu or biaya_berlian above 0) over the period: every piece
-- entered on or before :tgl_to that was still the shop's on :tgl_from or after (in stock now, or its last stock-ledger
-- row, the one that took it out, dated :tgl_from or later), for one status or ALL: the piece and its stone, cost and
-- tag price, when it came in, where it stands now, and its sale (the latest sale not cancelled that holds its barcode:
-- date, number, the line's total; 0 while unsold) with the margin over its cost (harga_jual - total_hpp; null while unsold).
SELECT b.kode_barcode, b.nama_barang, b.kode_group, b.kadar, b.berat, b.karat_batu, b.bentuk_batu, b.biaya_berlian, b.total_hpp,
       b.harga_total, b.tgl_input, b.status, j.tgl_jual, j.no_faktur_jual, COALESCE(j.harga_jual, 0)::bigint AS harga_jual,
       CASE WHEN j.no_faktur_jual IS NOT NULL THEN j.harga_jual - b.total_hpp END AS margin
  FROM barang b
  JOIN LATERAL (SELECT max(tgl_system) AS terakhir FROM barang_mutasi WHERE kode_barcode = b.kode_barcode) m ON true
  LEFT JOIN LATERAL (
    SELECT d.tgl_system AS tgl_jual, d.no_dokumen AS no_faktur_jual, l.total AS harga_jual
      FROM dokumen_baris l JOIN dokumen_terkini d ON d.no_dokumen = l.no_dokumen
     WHERE l.kode_barcode = b.kode_barcode AND d.jenis = 'PENJUALAN' AND d.status <> 'BATAL'
     ORDER BY d.created_at DESC LIMIT 1
  ) j ON true
 WHERE b.kode_toko = :kode_toko AND (b.karat_batu > 0 OR b.biaya_berlian > 0) AND b.tgl_input <= :tgl_to
   AND (b.status = 'READY' OR m.terakhir >= :tgl_from)
   AND (:status = 'ALL' OR b.status = :status)
 ORDER BY b.tgl_input, b.kode_barcode
