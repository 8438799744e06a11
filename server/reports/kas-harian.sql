-- The till's book: akun KAS of the money ledger (kas_mutasi) per business day from :tgl_from to :tgl_to, no later
-- than the shop's business date (hari_toko). The opening balance of the first day is the sum of every KAS row of the
-- shop before it, each later day's is the day before's closing; closing = opening + in - out. Beneath each day its
-- rows in the order written (id), each with the balance after it (saldo_akhir) and a keterangan: its document's note
-- (a manual entry's reason), else the row's own text unless that only repeats the number, else the customer. A manual
-- entry's or a mutation's kategori is a Kode Transaksi, shown by its master's name; the kernel's own are codes the
-- screen labels (domain/codes.ts).
WITH hari AS (
  SELECT h::date AS tanggal
    FROM generate_series(:tgl_from::date, LEAST(:tgl_to::date, (SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko)), interval '1 day') h
), sebelum AS (
  SELECT coalesce(sum(jumlah_in - jumlah_out), 0) AS saldo
    FROM kas_mutasi WHERE kode_toko = :kode_toko AND akun = 'KAS' AND tgl_system < :tgl_from
), baris AS (
  SELECT m.id, m.tgl_system, m.no_dokumen, coalesce(t.nama_transaksi, m.kategori) AS kategori,
         coalesce(nullif(d.keterangan, ''), nullif(nullif(m.keterangan, m.no_dokumen), ''), d.nama_customer) AS keterangan,
         m.jumlah_in, m.jumlah_out, sum(m.jumlah_in - m.jumlah_out) OVER (PARTITION BY m.tgl_system ORDER BY m.id) AS jalan
    FROM kas_mutasi m JOIN dokumen d ON d.no_dokumen = m.no_dokumen
    LEFT JOIN master_kode_transaksi t ON t.kode_transaksi = m.kategori AND d.jenis IN ('KAS_MANUAL', 'MUTASI_UANG')
   WHERE m.kode_toko = :kode_toko AND m.akun = 'KAS' AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
), harian AS (
  SELECT h.tanggal, coalesce(sum(b.jumlah_in), 0) AS jumlah_in, coalesce(sum(b.jumlah_out), 0) AS jumlah_out
    FROM hari h LEFT JOIN baris b ON b.tgl_system = h.tanggal
   GROUP BY h.tanggal
), saldo AS (
  SELECT tanggal, jumlah_in, jumlah_out,
         (SELECT saldo FROM sebelum) + sum(jumlah_in - jumlah_out) OVER (ORDER BY tanggal) - (jumlah_in - jumlah_out) AS saldo_awal
    FROM harian
)
SELECT s.tanggal, s.saldo_awal::bigint AS saldo_awal, s.jumlah_in::bigint AS jumlah_in, s.jumlah_out::bigint AS jumlah_out,
       (s.saldo_awal + s.jumlah_in - s.jumlah_out)::bigint AS saldo_akhir,
       coalesce((SELECT json_agg(json_build_object('no_dokumen', b.no_dokumen, 'kategori', b.kategori, 'keterangan', b.keterangan,
                                                   'jumlah_in', b.jumlah_in, 'jumlah_out', b.jumlah_out, 'saldo_akhir', s.saldo_awal + b.jalan)
                                 ORDER BY b.id)
                   FROM baris b WHERE b.tgl_system = s.tanggal), '[]'::json) AS detail
  FROM saldo s
 ORDER BY s.tanggal
