-- Every day of the month of :tanggal, from its 1st to its last day or the shop's business date, whichever is first:
-- the shop's sales (PENJUALAN, PENJUALAN_MANUAL) of that business day not cancelled (counted, their lines' pieces and
-- grams, their grand totals) and those cancelled since (counted).
WITH hari AS (
  SELECT h::date AS tanggal
    FROM generate_series(date_trunc('month', :tanggal::date),
                         LEAST(date_trunc('month', :tanggal::date) + interval '1 month' - interval '1 day',
                               (SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko)),
                         interval '1 day') h
), jual AS (
  SELECT d.tgl_system, d.status, d.grand_total,
         (SELECT coalesce(sum(b.qty), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS qty,
         (SELECT coalesce(sum(b.berat), 0) FROM dokumen_baris b WHERE b.no_dokumen = d.no_dokumen) AS berat
    FROM dokumen_terkini d
   WHERE d.kode_toko = :kode_toko AND d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL')
     AND d.tgl_system >= date_trunc('month', :tanggal::date) AND d.tgl_system < date_trunc('month', :tanggal::date) + interval '1 month'
)
SELECT h.tanggal,
       count(j.tgl_system) FILTER (WHERE j.status <> 'BATAL')::int AS nota_jual,
       coalesce(sum(j.qty) FILTER (WHERE j.status <> 'BATAL'), 0)::int AS qty,
       coalesce(sum(j.berat) FILTER (WHERE j.status <> 'BATAL'), 0) AS berat,
       coalesce(sum(j.grand_total) FILTER (WHERE j.status <> 'BATAL'), 0)::bigint AS total_jual,
       count(j.tgl_system) FILTER (WHERE j.status = 'BATAL')::int AS nota_batal
  FROM hari h
  LEFT JOIN jual j ON j.tgl_system = h.tanggal
 GROUP BY h.tanggal
 ORDER BY h.tanggal
