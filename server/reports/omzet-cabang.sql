-- A row per business day of the period, up to the shop's business date (a later day has no trade yet): the shop's
-- sales (PENJUALAN and PENJUALAN_MANUAL) and buy-backs (PEMBELIAN and PEMBELIAN_MANUAL), cancelled ones left out:
-- notas, grams (a sale's lines by their sale weight) and the notas' grand totals. Omzet is the day's sales; selisih
-- what they brought in over what the buy-backs paid out. A document is cancelled on its own day only, so a closed
-- day's row never changes.
WITH nota AS (
  SELECT d.tgl_system, d.grand_total,
         d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL') AS jual,
         (SELECT coalesce(sum(CASE WHEN d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL') THEN b.berat_jual ELSE b.berat END), 0)
            FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS berat
    FROM dokumen_terkini d
   WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.status <> 'BATAL'
     AND d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL', 'PEMBELIAN', 'PEMBELIAN_MANUAL')
)
SELECT h::date AS tgl_system,
       count(n.tgl_system) FILTER (WHERE n.jual)::int AS nota_jual,
       coalesce(sum(n.berat) FILTER (WHERE n.jual), 0) AS berat_jual,
       coalesce(sum(n.grand_total) FILTER (WHERE n.jual), 0)::bigint AS omzet,
       count(n.tgl_system) FILTER (WHERE NOT n.jual)::int AS nota_beli,
       coalesce(sum(n.berat) FILTER (WHERE NOT n.jual), 0) AS berat_beli,
       coalesce(sum(n.grand_total) FILTER (WHERE NOT n.jual), 0)::bigint AS pembelian,
       (coalesce(sum(n.grand_total) FILTER (WHERE n.jual), 0) - coalesce(sum(n.grand_total) FILTER (WHERE NOT n.jual), 0))::bigint AS selisih
  FROM generate_series(:tgl_from::date, LEAST(:tgl_to::date, (SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko)), interval '1 day') h
  LEFT JOIN nota n ON n.tgl_system = h::date
 GROUP BY h
 ORDER BY h
