-- The sales of the period (by business date) at the shop, cancelled ones left out, that gave a discount on a line or
-- on the whole nota: one row per nota (its price before discounts, the lines' and the nota's discounts, what was left
-- before PPN and rounding), every line beneath with its own discount (0 when the discount was on the nota only).
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_jual, d.kode_sales, d.nama_customer,
       l.harga, l.diskon_barang, d.diskon_rp AS diskon_nota, l.diskon_barang + d.diskon_rp AS total_diskon,
       d.subtotal - d.diskon_rp AS total, d.input_by, l.detail
  FROM dokumen_terkini d
  JOIN LATERAL (
    SELECT COALESCE(sum(b.harga + b.ongkos), 0)::bigint AS harga, COALESCE(sum(b.diskon_rp), 0)::bigint AS diskon_barang,
           json_agg(json_build_object('kode_barcode', b.kode_barcode, 'nama_barang', b.nama_barang, 'harga', b.harga + b.ongkos,
                                      'diskon_barang', b.diskon_rp, 'total', b.total) ORDER BY b.baris) AS detail
      FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen
  ) l ON true
 WHERE d.jenis = 'PENJUALAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (d.diskon_rp > 0 OR l.diskon_barang > 0)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
