-- The lines of the sales of the period (by business date) at the shop, cancelled sales left out: one row per line
-- (group_by BARANG) or per group (GROUP, with its name). margin = total - harga_modal; margin_persen = margin / total x
-- 100, rounded to 2 decimals (null for a line sold for 0). The columns of the other choice are null and not answered.
WITH baris AS (
  SELECT no_dokumen, baris, tgl_system, created_at, kode_barcode, nama_barang, kode_group, qty, berat_jual, total, harga_modal
    FROM baris_penjualan
   WHERE status <> 'BATAL' AND kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
)
SELECT tanggal, no_faktur_jual, kode_barcode, nama_barang, kode_group, nama_group, qty, berat_jual, total, harga_modal,
       total - harga_modal AS margin, round((total - harga_modal) * 100.0 / NULLIF(total, 0), 2) AS margin_persen
  FROM (
    SELECT tgl_system AS tanggal, no_dokumen AS no_faktur_jual, kode_barcode, nama_barang, kode_group, NULL::text AS nama_group,
           qty, berat_jual, total, harga_modal, created_at AS urut, baris
      FROM baris
     WHERE :group_by = 'BARANG'
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, b.kode_group, COALESCE(g.nama_group, ''), sum(b.qty)::int, sum(b.berat_jual),
           sum(b.total)::bigint, sum(b.harga_modal)::bigint, NULL, NULL
      FROM baris b
      LEFT JOIN master_group g ON g.kode_group = b.kode_group
     WHERE :group_by = 'GROUP'
     GROUP BY b.kode_group, g.nama_group
  ) r
 ORDER BY tanggal, urut, no_faktur_jual, baris, kode_group
