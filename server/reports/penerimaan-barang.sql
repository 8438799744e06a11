-- Items received in the range (the ledger's TERIMA rows), one row per receipt (no_ref) with its items in detail:
-- pieces, grams (summed as numeric, exactly) and cost; the receipt's date and supplier are its first item's.
SELECT COALESCE(NULLIF(m.no_ref, ''), '-') AS no_ref,
       min(m.tgl_system) AS tanggal,
       (array_agg(b.kode_supplier ORDER BY m.tgl_system, m.id))[1] AS kode_supplier,
       sum(m.qty)::int AS qty,
       sum(m.berat) AS berat,
       sum(b.total_hpp) AS total_hpp,
       json_agg(json_build_object('kode_barcode', m.kode_barcode, 'nama_barang', b.nama_barang, 'kode_group', b.kode_group,
                                  'kode_baki', m.kode_baki, 'status', b.status, 'qty', m.qty, 'berat', m.berat, 'total_hpp', b.total_hpp)
                ORDER BY m.tgl_system, m.id) AS detail
  FROM barang_mutasi m
  JOIN barang b ON b.kode_barcode = m.kode_barcode
 WHERE m.kode_toko = :kode_toko AND m.jenis = 'TERIMA' AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
 GROUP BY m.no_ref
 ORDER BY tanggal, no_ref
