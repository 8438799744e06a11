-- The shop's items on its trays now (READY), of the chosen warehouse and jenis (or all), by tray then barcode; an
-- accessory stock line is one row with its pieces.
SELECT kode_barcode, nama_barang, kode_gudang, kode_baki, kode_group, kode_dept, kadar, ukuran, tgl_input,
       qty, berat, total_hpp, harga_total
  FROM barang
 WHERE kode_toko = :kode_toko AND status = 'READY'
   AND (:kode_gudang = 'ALL' OR kode_gudang = :kode_gudang) AND (:kode_dept = 'ALL' OR kode_dept = :kode_dept)
 ORDER BY kode_gudang, kode_baki, kode_barcode
