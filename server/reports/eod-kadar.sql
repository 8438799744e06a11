-- The shop's stock ledger (barang_mutasi) summed per purity band of master_kadar_eod (active bands; a piece's
-- barang.kadar from kadar_dari to kadar_sampai, the first band by code when two overlap; none: the last line, code
-- '-'): awal = the rows before :tanggal, masuk = the positive quantities and grams of :tanggal, keluar = the negative
-- ones (as positive figures), akhir = awal + masuk - keluar. Every active band shows, 0 when it holds nothing.
WITH band AS (
  SELECT kode_kadar_eod, nama_kadar_eod, kadar_dari, kadar_sampai FROM master_kadar_eod WHERE is_active
), baris AS (
  SELECT coalesce((SELECT b.kode_kadar_eod FROM band b WHERE i.kadar BETWEEN b.kadar_dari AND b.kadar_sampai ORDER BY b.kode_kadar_eod LIMIT 1), '-') AS kode,
         m.tgl_system, m.qty, m.berat
    FROM barang_mutasi m
    JOIN barang i ON i.kode_barcode = m.kode_barcode
   WHERE m.kode_toko = :kode_toko AND m.tgl_system <= :tanggal
), rekap AS (
  SELECT kode,
         sum(qty) FILTER (WHERE tgl_system < :tanggal) AS qty_awal, sum(berat) FILTER (WHERE tgl_system < :tanggal) AS berat_awal,
         sum(qty) FILTER (WHERE tgl_system = :tanggal AND qty > 0) AS qty_masuk, sum(berat) FILTER (WHERE tgl_system = :tanggal AND berat > 0) AS berat_masuk,
         -sum(qty) FILTER (WHERE tgl_system = :tanggal AND qty < 0) AS qty_keluar, -sum(berat) FILTER (WHERE tgl_system = :tanggal AND berat < 0) AS berat_keluar,
         sum(qty) AS qty_akhir, sum(berat) AS berat_akhir
    FROM baris
   GROUP BY kode
)
SELECT k.kode_kadar_eod, k.nama_kadar_eod, k.kadar_dari, k.kadar_sampai,
       coalesce(r.qty_awal, 0)::int AS qty_awal, coalesce(r.berat_awal, 0) AS berat_awal,
       coalesce(r.qty_masuk, 0)::int AS qty_masuk, coalesce(r.berat_masuk, 0) AS berat_masuk,
       coalesce(r.qty_keluar, 0)::int AS qty_keluar, coalesce(r.berat_keluar, 0) AS berat_keluar,
       coalesce(r.qty_akhir, 0)::int AS qty_akhir, coalesce(r.berat_akhir, 0) AS berat_akhir
  FROM (SELECT kode_kadar_eod, nama_kadar_eod, kadar_dari, kadar_sampai, 1 AS urut FROM band
        UNION ALL
        SELECT '-', 'Di Luar Kadar EOD', NULL, NULL, 2 WHERE EXISTS (SELECT 1 FROM rekap WHERE kode = '-')) k
  LEFT JOIN rekap r ON r.kode = k.kode_kadar_eod
 ORDER BY k.urut, k.kode_kadar_eod
