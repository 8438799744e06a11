-- The lines of the services taken in during the period at the shop, the cancelled services (current status BATAL)
-- left out: one row per line, in the order taken. The piece, its quantity, weight in (berat) and ongkos from the
-- kernel's line; its description and goldsmith from dokumen_baris_service, the goldsmith named from master_tukang.
SELECT d.no_dokumen AS no_service, d.tgl_system AS tanggal, d.nama_customer, b.nama_barang, coalesce(f.deskripsi, '') AS deskripsi,
       b.qty, b.berat, b.ongkos, coalesce(f.kode_tukang, '') AS kode_tukang, coalesce(m.nama_tukang, '') AS nama_tukang
  FROM dokumen_terkini d
  JOIN dokumen_baris b ON b.no_dokumen = d.no_dokumen
  LEFT JOIN dokumen_baris_service f ON f.no_dokumen = b.no_dokumen AND f.baris = b.baris
  LEFT JOIN master_tukang m ON m.kode_tukang = f.kode_tukang
 WHERE d.jenis = 'SERVICE' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.no_dokumen, b.baris
