-- The shop's moves between trays in the range: each PINDAH_KELUAR row with the PINDAH_MASUK row of the same item
-- and document, so a row reads from which tray (gudang / baki) to which; pieces and grams as moved.
SELECT k.tgl_system AS tanggal, k.waktu, k.no_ref AS no_pindah, k.kode_barcode, b.nama_barang,
       concat_ws(' / ', k.kode_gudang, k.kode_baki) AS baki_asal, concat_ws(' / ', i.kode_gudang, i.kode_baki) AS baki_tujuan,
       i.qty, i.berat, k.input_by
  FROM barang_mutasi k
  JOIN barang_mutasi i ON i.kode_barcode = k.kode_barcode AND i.no_ref = k.no_ref AND i.jenis = 'PINDAH_MASUK'
  JOIN barang b ON b.kode_barcode = k.kode_barcode
 WHERE k.kode_toko = :kode_toko AND k.jenis = 'PINDAH_KELUAR' AND k.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY k.tgl_system, k.waktu, k.no_ref, k.kode_barcode
