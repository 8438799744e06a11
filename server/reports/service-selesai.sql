-- The lines of services recorded done (dokumen_service_selesai) in the period, by the business date of that record,
-- at the shop, the services cancelled since (current status BATAL) left out: one row per line. Weight in (the intake
-- line's berat) and out (berat_keluar), selisih_berat = out - in; the group and price per gram the added gold was
-- charged at, and that charge (biaya_emas: ceil(added grams x price / 500) x 500, 0 when nothing was added); the
-- line's ongkos; total = ongkos + biaya_emas.
SELECT d.no_dokumen AS no_service, d.tgl_system AS tanggal, x.tgl_system AS tgl_selesai, d.nama_customer, b.nama_barang,
       coalesce(f.deskripsi, '') AS deskripsi, coalesce(f.kode_tukang, '') AS kode_tukang, b.berat AS berat_masuk, x.berat_keluar,
       x.berat_keluar - b.berat AS selisih_berat, x.kode_group, x.harga_per_gram, x.biaya_emas, b.ongkos,
       (b.ongkos + x.biaya_emas)::bigint AS total
  FROM dokumen_service_selesai x
  JOIN dokumen_baris b ON b.no_dokumen = x.no_dokumen AND b.baris = x.baris
  JOIN dokumen_terkini d ON d.no_dokumen = x.no_dokumen
  LEFT JOIN dokumen_baris_service f ON f.no_dokumen = x.no_dokumen AND f.baris = x.baris
 WHERE x.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.jenis = 'SERVICE' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
 ORDER BY x.tgl_system, d.no_dokumen, x.baris
