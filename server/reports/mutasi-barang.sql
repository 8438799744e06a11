-- Every ledger row of the shop in the range (by business date), oldest first: signed pieces and grams on the
-- tray the row changed. jenis ALL or one kind of ledger row.
SELECT m.id, m.tgl_system AS tanggal, m.waktu, m.kode_barcode, b.nama_barang, m.jenis, m.kode_gudang, m.kode_baki,
       m.qty, m.berat, m.no_ref, m.keterangan, m.input_by
  FROM barang_mutasi m
  JOIN barang b ON b.kode_barcode = m.kode_barcode
 WHERE m.kode_toko = :kode_toko AND m.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:jenis = 'ALL' OR m.jenis = :jenis)
 ORDER BY m.tgl_system, m.waktu, m.id
