-- Manual income and expense (documents KAS_MANUAL) of the shop dated :tgl_from to :tgl_to, cancelled ones (a BATAL
-- status row) left out, per kategori of their money rows: the Kode Transaksi, named and typed by
-- master_kode_transaksi (jenis_transaksi MASUK or KELUAR; :jenis_transaksi ALL for both). Every code of the master
-- (also one deleted since, when the period used it) is a row, 0 without documents; beneath, each money row with its
-- document's reason (dokumen.keterangan, else the row's own text). The fields only a money row has are empty on the
-- kategori's row.
WITH baris AS (
  SELECT m.id, m.kategori, d.tgl_system, d.no_dokumen, coalesce(nullif(d.keterangan, ''), m.keterangan) AS keterangan, m.akun,
         m.jumlah_in, m.jumlah_out, m.input_by
    FROM dokumen d
    JOIN kas_mutasi m ON m.no_dokumen = d.no_dokumen
   WHERE d.jenis = 'KAS_MANUAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
     AND NOT EXISTS (SELECT 1 FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.status = 'BATAL')
), kode AS (
  SELECT kode_transaksi AS kategori, nama_transaksi, jenis_transaksi FROM master_kode_transaksi WHERE is_active
  UNION
  SELECT b.kategori, coalesce(k.nama_transaksi, ''), coalesce(k.jenis_transaksi, '')
    FROM (SELECT DISTINCT kategori FROM baris) b LEFT JOIN master_kode_transaksi k ON k.kode_transaksi = b.kategori
)
SELECT k.kategori, k.nama_transaksi, k.jenis_transaksi, NULL::date AS tanggal, NULL::text AS no_dokumen, NULL::text AS keterangan,
       NULL::text AS akun, NULL::text AS input_by, count(DISTINCT b.no_dokumen)::int AS jumlah_dokumen,
       coalesce(sum(b.jumlah_in), 0)::bigint AS jumlah_in, coalesce(sum(b.jumlah_out), 0)::bigint AS jumlah_out,
       coalesce(json_agg(json_build_object('tanggal', b.tgl_system, 'no_dokumen', b.no_dokumen, 'keterangan', b.keterangan, 'akun', b.akun,
                                           'jumlah_in', b.jumlah_in, 'jumlah_out', b.jumlah_out, 'input_by', b.input_by)
                         ORDER BY b.tgl_system, b.id) FILTER (WHERE b.id IS NOT NULL), '[]'::json) AS detail
  FROM kode k
  LEFT JOIN baris b ON b.kategori = k.kategori
 WHERE :jenis_transaksi = 'ALL' OR k.jenis_transaksi = :jenis_transaksi
 GROUP BY k.kategori, k.nama_transaksi, k.jenis_transaksi
 ORDER BY k.jenis_transaksi, k.kategori
