-- Items melted in the range: the ledger's HANCUR rows with the item's data; the pieces and grams that left
-- stock shown positive.
SELECT m.tgl_system AS tanggal, m.waktu, m.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, m.kode_gudang, m.kode_baki,
       b.kadar, -m.qty AS qty, -m.berat AS berat, m.no_ref, m.input_by
  FROM barang_mutasi m
  JOIN barang b ON b.kode_barcode = m.kode_barcode
 WHERE m.kode_toko = :kode_toko AND m.jenis = 'HANCUR' AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY m.tgl_system, m.waktu, m.id
