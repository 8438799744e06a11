-- The shop's cancelled receipts whose cancellation (the BATAL_TERIMA ledger rows of their items, document BT-...)
-- falls in the range by business date: one row per receipt with what left stock (shown positive) and its cost.
SELECT min(m.tgl_system) AS tgl_batal, min(m.no_ref) AS no_batal, p.no_terima, p.tgl_system AS tgl_terima, p.kode_supplier,
       COALESCE(p.alasan_batal, '') AS alasan_batal, COALESCE(p.batal_by, '') AS batal_by,
       count(*)::int AS jumlah, -sum(m.qty)::int AS qty, -sum(m.berat) AS berat, sum(b.total_hpp) AS total_hpp
  FROM penerimaan_barang p
  JOIN barang b ON b.no_terima = p.no_terima
  JOIN barang_mutasi m ON m.kode_barcode = b.kode_barcode AND m.jenis = 'BATAL_TERIMA'
 WHERE p.kode_toko = :kode_toko AND p.status = 'BATAL' AND m.kode_toko = :kode_toko AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
 GROUP BY p.no_terima
 ORDER BY tgl_batal, p.batal_at, p.no_terima
