-- The book of each bank account (every akun of the money ledger but the till KAS) the shop has used up to :tgl_to,
-- or of the one chosen (:no_rekening, ALL for every one), per business day from :tgl_from to :tgl_to, no later than
-- the shop's business date. As the till's book (kas-harian.sql): the first day opens with the sum of the account's
-- rows before it, each later day with the day before's closing; beneath each day its rows in the order written, each
-- with the balance after it and its keterangan and kategori as the till's book gives them. The account's bank is named
-- from master_rekening when it is there.
WITH akun AS (
  SELECT DISTINCT akun
    FROM kas_mutasi
   WHERE kode_toko = :kode_toko AND akun <> 'KAS' AND tgl_system <= :tgl_to AND (:no_rekening = 'ALL' OR akun = :no_rekening)
), hari AS (
  SELECT h::date AS tanggal
    FROM generate_series(:tgl_from::date, LEAST(:tgl_to::date, (SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko)), interval '1 day') h
), sebelum AS (
  SELECT akun, sum(jumlah_in - jumlah_out) AS saldo
    FROM kas_mutasi WHERE kode_toko = :kode_toko AND akun IN (SELECT akun FROM akun) AND tgl_system < :tgl_from
   GROUP BY akun
), baris AS (
  SELECT m.id, m.akun, m.tgl_system, m.no_dokumen, coalesce(t.nama_transaksi, m.kategori) AS kategori,
         coalesce(nullif(d.keterangan, ''), nullif(nullif(m.keterangan, m.no_dokumen), ''), d.nama_customer) AS keterangan,
         m.jenis_bayar, m.jumlah_in, m.jumlah_out,
         sum(m.jumlah_in - m.jumlah_out) OVER (PARTITION BY m.akun, m.tgl_system ORDER BY m.id) AS jalan
    FROM kas_mutasi m JOIN dokumen d ON d.no_dokumen = m.no_dokumen
    LEFT JOIN master_kode_transaksi t ON t.kode_transaksi = m.kategori AND d.jenis IN ('KAS_MANUAL', 'MUTASI_UANG')
   WHERE m.kode_toko = :kode_toko AND m.akun IN (SELECT akun FROM akun) AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
), harian AS (
  SELECT a.akun, h.tanggal, coalesce(sum(b.jumlah_in), 0) AS jumlah_in, coalesce(sum(b.jumlah_out), 0) AS jumlah_out
    FROM akun a CROSS JOIN hari h LEFT JOIN baris b ON b.akun = a.akun AND b.tgl_system = h.tanggal
   GROUP BY a.akun, h.tanggal
), saldo AS (
  SELECT x.akun, x.tanggal, x.jumlah_in, x.jumlah_out,
         coalesce(sb.saldo, 0) + sum(x.jumlah_in - x.jumlah_out) OVER (PARTITION BY x.akun ORDER BY x.tanggal) - (x.jumlah_in - x.jumlah_out) AS saldo_awal
    FROM harian x LEFT JOIN sebelum sb ON sb.akun = x.akun
)
SELECT s.akun AS no_rekening, coalesce(r.nama_bank, '') AS nama_bank, s.tanggal, s.saldo_awal::bigint AS saldo_awal,
       s.jumlah_in::bigint AS jumlah_in, s.jumlah_out::bigint AS jumlah_out, (s.saldo_awal + s.jumlah_in - s.jumlah_out)::bigint AS saldo_akhir,
       coalesce((SELECT json_agg(json_build_object('no_dokumen', b.no_dokumen, 'kategori', b.kategori, 'keterangan', b.keterangan,
                                                   'jenis_bayar', b.jenis_bayar, 'jumlah_in', b.jumlah_in, 'jumlah_out', b.jumlah_out,
                                                   'saldo_akhir', s.saldo_awal + b.jalan)
                                 ORDER BY b.id)
                   FROM baris b WHERE b.akun = s.akun AND b.tgl_system = s.tanggal), '[]'::json) AS detail
  FROM saldo s
  LEFT JOIN master_rekening r ON r.no_rekening = s.akun
 ORDER BY s.akun, s.tanggal
