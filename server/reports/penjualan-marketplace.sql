-- Per marketplace, the sales made through it in the period (by business date) at the shop, cancelled ones left out:
-- notas, pieces and grams (numeric, exactly) and grand totals; every sale beneath in the order made. The marketplace's
-- name is its record's, also when the record was deleted since. dokumen_terkini was made before dokumen.kode_marketplace
-- (migration 055): the marketplace is read from dokumen itself.
WITH nota AS (
  SELECT d.no_dokumen, d.tgl_system, d.created_at, d.nama_customer, d.grand_total, m.kode_marketplace,
         COALESCE(b.qty, 0) AS qty, COALESCE(b.berat_jual, 0) AS berat_jual
    FROM dokumen m
    JOIN dokumen_terkini d ON d.no_dokumen = m.no_dokumen
    LEFT JOIN LATERAL (SELECT sum(qty)::int AS qty, sum(berat_jual) AS berat_jual FROM dokumen_baris WHERE no_dokumen = m.no_dokumen) b ON true
   WHERE m.jenis = 'PENJUALAN' AND m.kode_marketplace IS NOT NULL AND m.kode_toko = :kode_toko AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
     AND d.status <> 'BATAL'
)
SELECT n.kode_marketplace, COALESCE(max(mp.nama_marketplace), n.kode_marketplace) AS nama_marketplace, count(*)::int AS jumlah_nota,
       sum(n.qty)::int AS qty, sum(n.berat_jual) AS berat_jual, sum(n.grand_total)::bigint AS grand_total,
       json_agg(json_build_object('tanggal', n.tgl_system, 'no_faktur_jual', n.no_dokumen, 'nama_customer', n.nama_customer,
                                  'qty', n.qty, 'berat_jual', n.berat_jual, 'grand_total', n.grand_total)
                ORDER BY n.tgl_system, n.created_at, n.no_dokumen) AS detail
  FROM nota n
  LEFT JOIN master_marketplace mp ON mp.kode_marketplace = n.kode_marketplace
 GROUP BY n.kode_marketplace
 ORDER BY n.kode_marketplace
