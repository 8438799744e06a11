-- The lines of the sales of the period (by business date) at the shop, cancelled sales left out, whose piece came from
-- a supplier (barang.kode_supplier not empty), of one supplier or ALL: per supplier (its name from /master-supplier),
-- pieces, grams (numeric, exactly), the lines' totals, cost and margin = total - harga_modal; every piece beneath with
-- the receipt it came in by.
WITH baris AS (
  SELECT l.no_dokumen, l.baris, l.tgl_system, l.created_at, l.kode_barcode, l.nama_barang, l.qty, l.berat, l.total, l.harga_modal,
         b.kode_supplier, b.no_terima
    FROM baris_penjualan l
    JOIN barang b ON b.kode_barcode = l.kode_barcode
   WHERE l.status <> 'BATAL' AND l.kode_toko = :kode_toko AND l.tgl_system BETWEEN :tgl_from AND :tgl_to AND b.kode_supplier <> ''
     AND (:kode_supplier = 'ALL' OR b.kode_supplier = :kode_supplier)
)
SELECT b.kode_supplier, COALESCE(s.nama_supplier, '') AS nama_supplier, sum(b.qty)::int AS qty, sum(b.berat) AS berat,
       sum(b.total)::bigint AS total, sum(b.harga_modal)::bigint AS harga_modal, sum(b.total - b.harga_modal)::bigint AS margin,
       json_agg(json_build_object('tanggal', b.tgl_system, 'no_faktur_jual', b.no_dokumen, 'kode_barcode', b.kode_barcode,
                                  'nama_barang', b.nama_barang, 'no_terima', b.no_terima, 'qty', b.qty, 'berat', b.berat,
                                  'total', b.total, 'harga_modal', b.harga_modal, 'margin', b.total - b.harga_modal)
                ORDER BY b.tgl_system, b.created_at, b.no_dokumen, b.baris) AS detail
  FROM baris b
  LEFT JOIN master_supplier s ON s.kode_supplier = b.kode_supplier
 GROUP BY b.kode_supplier, s.nama_supplier
 ORDER BY b.kode_supplier
