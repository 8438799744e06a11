-- The items in stock (READY) of the chosen jenis at the shop with their selling price (harga_total), the dearest
-- first (HARGA_MAX) or the cheapest first (HARGA_MIN); equal prices in barcode order.
SELECT kode_barcode, kode_group, kode_dept, kode_intern, nama_barang, berat, harga_total AS harga_jual
  FROM barang
 WHERE status = 'READY' AND kode_toko = :kode_toko AND kode_dept = :kode_dept
 ORDER BY CASE WHEN :sort_by = 'HARGA_MIN' THEN harga_total END ASC,
          CASE WHEN :sort_by = 'HARGA_MAX' THEN harga_total END DESC,
          kode_barcode
