-- The bought-back pieces melted in the period (sepuhan_hancur, /hancur-pembelian, by its business date) at the shop,
-- one row per piece at the weight it was melted at, with its fine gold (round(berat x kadar / 100, 3)) and the
-- buy-back it came with: the last BELI or STOCK_CUCI ledger row of the piece before the melt (a piece the shop sold and
-- bought back again shows the latest), and the price paid for it on that buy-back's line (0 for gold entered by hand).
-- berat_hasil is the bar the whole melt gave, on the melt's first piece only, so that its total is the bars'.
SELECT h.tgl_system AS tanggal, h.no_hancur, hb.kode_barcode, hb.nama_barang, hb.kadar, hb.berat,
       round(hb.berat * hb.kadar / 100, 3) AS berat_murni, COALESCE(m.no_ref, '') AS no_faktur_beli,
       COALESCE(l.harga, 0)::bigint AS harga_beli,
       CASE WHEN row_number() OVER (PARTITION BY h.no_hancur ORDER BY hb.kode_barcode) = 1 THEN h.berat_hasil ELSE 0 END AS berat_hasil,
       h.keterangan, h.input_by
  FROM sepuhan_hancur h
  JOIN sepuhan_hancur_barang hb ON hb.no_hancur = h.no_hancur
  LEFT JOIN LATERAL (
    SELECT no_ref FROM barang_mutasi
     WHERE kode_barcode = hb.kode_barcode AND jenis IN ('BELI', 'STOCK_CUCI')
     ORDER BY id DESC LIMIT 1
  ) m ON true
  LEFT JOIN baris_pembelian l ON l.no_dokumen = m.no_ref AND l.kode_barcode = hb.kode_barcode
 WHERE h.kode_toko = :kode_toko AND h.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY h.tgl_system, h.created_at, h.no_hancur, hb.kode_barcode
