-- Per sales person (dokumen.kode_sales; ALL or :kode_sales) the shop's sales (PENJUALAN, PENJUALAN_MANUAL) and
-- buy-backs (PEMBELIAN, PEMBELIAN_MANUAL) of business days :tgl_from to :tgl_to: not cancelled, counted (nota), their
-- lines' pieces (qty) and grams (berat) and their grand totals; and the sales cancelled since. The name is the
-- master's, else the one the documents carried. A document written without a sales person has no row to count in.
WITH dok AS (
  SELECT d.no_dokumen, d.kode_sales, d.nama_sales, d.grand_total, d.status,
         CASE WHEN d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL') THEN 'JUAL' ELSE 'BELI' END AS arah,
         (SELECT coalesce(sum(b.qty), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS qty,
         (SELECT coalesce(sum(b.berat), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS berat
    FROM dokumen_terkini d
   WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.kode_sales <> ''
     AND d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL', 'PEMBELIAN', 'PEMBELIAN_MANUAL')
     AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales)
)
SELECT x.kode_sales, coalesce(s.nama_sales, max(x.nama_sales)) AS nama_sales,
       count(*) FILTER (WHERE x.arah = 'JUAL' AND x.status <> 'BATAL')::int AS nota_jual,
       coalesce(sum(x.qty) FILTER (WHERE x.arah = 'JUAL' AND x.status <> 'BATAL'), 0)::int AS qty_jual,
       coalesce(sum(x.berat) FILTER (WHERE x.arah = 'JUAL' AND x.status <> 'BATAL'), 0) AS berat_jual,
       coalesce(sum(x.grand_total) FILTER (WHERE x.arah = 'JUAL' AND x.status <> 'BATAL'), 0)::bigint AS total_jual,
       count(*) FILTER (WHERE x.arah = 'BELI' AND x.status <> 'BATAL')::int AS nota_beli,
       coalesce(sum(x.qty) FILTER (WHERE x.arah = 'BELI' AND x.status <> 'BATAL'), 0)::int AS qty_beli,
       coalesce(sum(x.berat) FILTER (WHERE x.arah = 'BELI' AND x.status <> 'BATAL'), 0) AS berat_beli,
       coalesce(sum(x.grand_total) FILTER (WHERE x.arah = 'BELI' AND x.status <> 'BATAL'), 0)::bigint AS total_beli,
       count(*) FILTER (WHERE x.arah = 'JUAL' AND x.status = 'BATAL')::int AS nota_batal
  FROM dok x
  LEFT JOIN master_sales s ON s.kode_sales = x.kode_sales
 GROUP BY x.kode_sales, s.nama_sales
 ORDER BY x.kode_sales
