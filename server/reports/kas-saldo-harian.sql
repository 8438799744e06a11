-- The money ledger (kas_mutasi) of the shop from :tgl_from to :tgl_to per business day and kategori: in, out and
-- net = in - out over every account, and in detail per account (KAS, the till, first; then the bank accounts with
-- their bank from master_rekening). A manual income or expense's kategori is its Kode Transaksi, named from
-- master_kode_transaksi; every other kategori is named by itself.
WITH per_akun AS (
  SELECT tgl_system, kategori, akun, sum(jumlah_in) AS jumlah_in, sum(jumlah_out) AS jumlah_out
    FROM kas_mutasi
   WHERE kode_toko = :kode_toko AND tgl_system BETWEEN :tgl_from AND :tgl_to
   GROUP BY tgl_system, kategori, akun
)
SELECT p.tgl_system AS tanggal, p.kategori, coalesce(k.nama_transaksi, '') AS nama_kategori,
       sum(p.jumlah_in)::bigint AS jumlah_in, sum(p.jumlah_out)::bigint AS jumlah_out, sum(p.jumlah_in - p.jumlah_out)::bigint AS netto,
       json_agg(json_build_object('akun', p.akun, 'nama_bank', coalesce(r.nama_bank, ''), 'jumlah_in', p.jumlah_in,
                                  'jumlah_out', p.jumlah_out, 'netto', p.jumlah_in - p.jumlah_out)
                ORDER BY p.akun <> 'KAS', p.akun) AS detail
  FROM per_akun p
  LEFT JOIN master_kode_transaksi k ON k.kode_transaksi = p.kategori
  LEFT JOIN master_rekening r ON r.no_rekening = p.akun
 GROUP BY p.tgl_system, p.kategori, k.nama_transaksi
 ORDER BY p.tgl_system, p.kategori
