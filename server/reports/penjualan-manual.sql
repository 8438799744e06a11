-- The lines of the manual sales (jenis PENJUALAN_MANUAL) of the period (by business date) at the shop whose current
-- status is not BATAL, per manual stock line they took from (tray, group, kode_dept): pieces, grams (numeric, exactly),
-- amounts and cost as the lines hold them, margin = total - harga_modal; each sale's line beneath, in the order sold.
WITH baris AS (
  SELECT b.*, d.tgl_system, d.created_at, d.nama_customer
    FROM dokumen_terkini d
    JOIN dokumen_baris b ON b.no_dokumen = d.no_dokumen
   WHERE d.jenis = 'PENJUALAN_MANUAL' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT kode_baki, kode_group, kode_dept, sum(qty)::int AS qty, sum(berat_jual) AS berat_jual, sum(harga)::bigint AS harga,
       sum(ongkos)::bigint AS ongkos, sum(diskon_rp)::bigint AS diskon_rp, sum(total)::bigint AS total,
       sum(harga_modal)::bigint AS harga_modal, sum(total - harga_modal)::bigint AS margin,
       json_agg(json_build_object('tanggal', tgl_system, 'no_faktur_jual', no_dokumen, 'nama_customer', nama_customer, 'qty', qty,
                                  'berat_jual', berat_jual, 'harga', harga, 'ongkos', ongkos, 'diskon_rp', diskon_rp, 'total', total,
                                  'harga_modal', harga_modal, 'margin', total - harga_modal)
                ORDER BY tgl_system, created_at, no_dokumen, baris) AS detail
  FROM baris
 GROUP BY kode_baki, kode_group, kode_dept
 ORDER BY kode_baki, kode_group, kode_dept
