-- The lines of the sales of the period (by business date) at the shop, cancelled sales left out, that sold a diamond
-- piece (dokumen_baris.berlian): the sale's customer (dokumen), the stones (carats, shape) and diamond cost from the
-- piece's record (barang), the line's total and cost, margin = total - harga_modal.
SELECT l.tgl_system AS tanggal, l.no_dokumen AS no_faktur_jual, l.kode_sales, d.nama_customer, l.kode_barcode, l.nama_barang,
       l.berat, l.kadar, COALESCE(b.karat_batu, 0) AS karat_batu, COALESCE(b.bentuk_batu, '') AS bentuk_batu,
       COALESCE(b.biaya_berlian, 0) AS biaya_berlian, l.total, l.harga_modal, l.total - l.harga_modal AS margin
  FROM baris_penjualan l
  JOIN dokumen d ON d.no_dokumen = l.no_dokumen
  LEFT JOIN barang b ON b.kode_barcode = l.kode_barcode
 WHERE l.berlian AND l.status <> 'BATAL' AND l.kode_toko = :kode_toko AND l.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY l.tgl_system, l.created_at, l.no_dokumen, l.baris
