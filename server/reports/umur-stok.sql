-- The shop's items on its trays (READY) of the chosen warehouse, each with the business date it last came into the
-- shop's stock from outside (its latest ledger row of a kind that brings a piece in: added, received, transferred
-- in, bought back, entered by hand, forfeited at an auction; else its input date) and its age in days on the shop's
-- business date. Items at least :umur_min days old, the oldest first.
WITH hari AS (
  SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko
), u AS (
  SELECT b.kode_barcode, b.nama_barang, b.kode_gudang, b.kode_baki, b.kode_group, b.qty, b.berat, b.total_hpp,
         COALESCE(m.tgl_system, b.tgl_input) AS tgl_masuk
    FROM barang b
    LEFT JOIN LATERAL (
      SELECT tgl_system FROM barang_mutasi
       WHERE kode_barcode = b.kode_barcode AND kode_toko = b.kode_toko
         AND jenis IN ('TAMBAH', 'TERIMA', 'TERIMA_KIRIM', 'BELI', 'STOCK_CUCI', 'LELANG_HUTANG')
       ORDER BY id DESC LIMIT 1
    ) m ON true
   WHERE b.kode_toko = :kode_toko AND b.status = 'READY' AND (:kode_gudang = 'ALL' OR b.kode_gudang = :kode_gudang)
), a AS (
  SELECT u.*, (hari.tgl_system - u.tgl_masuk)::int AS umur FROM u CROSS JOIN hari
)
SELECT kode_barcode, nama_barang, kode_baki, kode_group, tgl_masuk, umur,
       CASE WHEN umur <= 30 THEN '0-30' WHEN umur <= 90 THEN '31-90' WHEN umur <= 180 THEN '91-180'
            WHEN umur <= 365 THEN '181-365' ELSE '>365' END AS kelompok_umur,
       qty, berat, total_hpp
  FROM a
 WHERE umur >= CAST(:umur_min AS integer)
 ORDER BY umur DESC, kode_barcode
