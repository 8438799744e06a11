-- The closes of the shop (tutup_toko) of business days :tgl_from to :tgl_to, and its business date (hari_toko) when
-- in that range and not closed (status BUKA; its expected cash is every KAS row up to it). Per day: the cash expected
-- (kas_sistem, as the close recorded it), counted (kas_fisik) and selisih = counted - expected; the documents of the
-- day's sales (PENJUALAN, PENJUALAN_MANUAL) and buy-backs (PEMBELIAN, PEMBELIAN_MANUAL) not cancelled, counted and
-- summed (grand_total); in detail the balances carried into the next day (saldo_kas of tgl_system_baru: rincian
-- SALDO, the till KAS first) and the gold prices logged at the close (harga_emas_harian: rincian HARGA, per group),
-- whose fields are empty on the day's own row. The day's orders and services by their money (kas_mutasi, every
-- account, by kategori): the down payments taken (PESANAN, SERVICE, net of what came in), the services collected
-- (AMBIL SERVICE), and the down payments refunded on cancelling (BATAL PESANAN, BATAL SERVICE, net of what went out).
-- The day's gold instalments (issue 22) likewise: the contracts' down payments (CICILAN), the instalments and pay-offs
-- (BAYAR CICILAN), what cancelled contracts refunded (BATAL CICILAN, of the contract and of its payments) and what
-- auctions refunded (LELANG CICILAN). And its pawn loans: the money lent (HUTANG, net of loans cancelled: BATAL HUTANG),
-- redeemed (PELUNASAN HUTANG, net of redemptions undone: BATAL PELUNASAN HUTANG), renewed (PEREMAJAAN HUTANG) and what
-- auctions left settled (a shortfall collected in, KEKURANGAN LELANG HUTANG, less a surplus paid out, KELEBIHAN ...).
-- Each row is read with the kind of the document that wrote it, so a manual income or expense whose Kode Transaksi
-- happens to be spelled SERVICE (kas_mutasi.kategori is the shop's own code there) never counts. A collected order
-- is a sale, in the sales above.
WITH hari AS (
  SELECT t.tgl_system AS tanggal, 'TUTUP' AS status, t.ditutup_by, t.ditutup_at, t.kas_sistem, t.kas_fisik, t.tgl_system_baru
    FROM tutup_toko t
   WHERE t.kode_toko = :kode_toko AND t.tgl_system BETWEEN :tgl_from AND :tgl_to
  UNION ALL
  SELECT h.tgl_system, 'BUKA', NULL, NULL,
         (SELECT coalesce(sum(m.jumlah_in - m.jumlah_out), 0) FROM kas_mutasi m
           WHERE m.kode_toko = :kode_toko AND m.akun = 'KAS' AND m.tgl_system <= h.tgl_system),
         NULL, NULL
    FROM hari_toko h
   WHERE h.kode_toko = :kode_toko AND h.tgl_system BETWEEN :tgl_from AND :tgl_to
     AND NOT EXISTS (SELECT 1 FROM tutup_toko t WHERE t.kode_toko = h.kode_toko AND t.tgl_system = h.tgl_system)
), dokumen_hari AS (
  SELECT d.tgl_system,
         count(*) FILTER (WHERE d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL')) AS jumlah_jual,
         sum(d.grand_total) FILTER (WHERE d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL')) AS total_jual,
         count(*) FILTER (WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL')) AS jumlah_beli,
         sum(d.grand_total) FILTER (WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL')) AS total_beli
    FROM dokumen_terkini d
   WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.status <> 'BATAL'
     AND d.jenis IN ('PENJUALAN', 'PENJUALAN_MANUAL', 'PEMBELIAN', 'PEMBELIAN_MANUAL')
   GROUP BY d.tgl_system
), uang_hari AS (
  SELECT m.tgl_system,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'PESANAN' AND m.kategori = 'PESANAN') AS dp_pesanan,
         sum(m.jumlah_out - m.jumlah_in) FILTER (WHERE d.jenis = 'PESANAN' AND m.kategori = 'BATAL PESANAN') AS batal_pesanan,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'SERVICE' AND m.kategori = 'SERVICE') AS dp_service,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'AMBIL_SERVICE' AND m.kategori = 'AMBIL SERVICE') AS ambil_service,
         sum(m.jumlah_out - m.jumlah_in) FILTER (WHERE d.jenis = 'SERVICE' AND m.kategori = 'BATAL SERVICE') AS batal_service,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'CICILAN' AND m.kategori = 'CICILAN') AS dp_cicilan,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'BAYAR_CICILAN' AND m.kategori = 'BAYAR CICILAN') AS bayar_cicilan,
         sum(m.jumlah_out - m.jumlah_in) FILTER (WHERE d.jenis IN ('CICILAN', 'BAYAR_CICILAN') AND m.kategori = 'BATAL CICILAN') AS batal_cicilan,
         sum(m.jumlah_out - m.jumlah_in) FILTER (WHERE d.jenis = 'LELANG_CICILAN' AND m.kategori = 'LELANG CICILAN') AS lelang_cicilan,
         sum(m.jumlah_out - m.jumlah_in) FILTER (WHERE d.jenis = 'HUTANG' AND m.kategori IN ('HUTANG', 'BATAL HUTANG')) AS pencairan_hutang,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'LUNAS_HUTANG' AND m.kategori IN ('PELUNASAN HUTANG', 'BATAL PELUNASAN HUTANG')) AS tebus_hutang,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis = 'PEREMAJAAN_HUTANG' AND m.kategori = 'PEREMAJAAN HUTANG') AS perpanjang_hutang,
         sum(m.jumlah_in - m.jumlah_out) FILTER (WHERE d.jenis IN ('KELEBIHAN_LELANG_HUTANG', 'KEKURANGAN_LELANG_HUTANG')
                                                   AND m.kategori IN ('KELEBIHAN LELANG HUTANG', 'KEKURANGAN LELANG HUTANG')) AS sisa_lelang_hutang
    FROM kas_mutasi m
    JOIN dokumen d ON d.no_dokumen = m.no_dokumen
   WHERE m.kode_toko = :kode_toko AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
     AND m.kategori IN ('PESANAN', 'BATAL PESANAN', 'SERVICE', 'AMBIL SERVICE', 'BATAL SERVICE', 'CICILAN', 'BAYAR CICILAN', 'BATAL CICILAN', 'LELANG CICILAN',
                        'HUTANG', 'BATAL HUTANG', 'PELUNASAN HUTANG', 'BATAL PELUNASAN HUTANG', 'PEREMAJAAN HUTANG', 'KELEBIHAN LELANG HUTANG', 'KEKURANGAN LELANG HUTANG')
   GROUP BY m.tgl_system
)
SELECT h.tanggal, h.status, h.ditutup_by, h.ditutup_at, h.kas_sistem::bigint AS kas_sistem, h.kas_fisik,
       (h.kas_fisik - h.kas_sistem)::bigint AS selisih,
       coalesce(x.jumlah_jual, 0)::int AS jumlah_jual, coalesce(x.total_jual, 0)::bigint AS total_jual,
       coalesce(x.jumlah_beli, 0)::int AS jumlah_beli, coalesce(x.total_beli, 0)::bigint AS total_beli,
       coalesce(u.dp_pesanan, 0)::bigint AS dp_pesanan, coalesce(u.batal_pesanan, 0)::bigint AS batal_pesanan,
       coalesce(u.dp_service, 0)::bigint AS dp_service, coalesce(u.ambil_service, 0)::bigint AS ambil_service,
       coalesce(u.batal_service, 0)::bigint AS batal_service,
       coalesce(u.dp_cicilan, 0)::bigint AS dp_cicilan, coalesce(u.bayar_cicilan, 0)::bigint AS bayar_cicilan,
       coalesce(u.batal_cicilan, 0)::bigint AS batal_cicilan, coalesce(u.lelang_cicilan, 0)::bigint AS lelang_cicilan,
       coalesce(u.pencairan_hutang, 0)::bigint AS pencairan_hutang, coalesce(u.tebus_hutang, 0)::bigint AS tebus_hutang,
       coalesce(u.perpanjang_hutang, 0)::bigint AS perpanjang_hutang, coalesce(u.sisa_lelang_hutang, 0)::bigint AS sisa_lelang_hutang,
       NULL::text AS rincian, NULL::text AS kode, NULL::bigint AS nilai,
       coalesce((SELECT json_agg(json_build_object('rincian', r.rincian, 'kode', r.kode, 'nilai', r.nilai) ORDER BY r.urut, r.kode) FROM (
                   SELECT 1 AS urut, 'SALDO' AS rincian, s.akun AS kode, s.saldo_awal AS nilai
                     FROM saldo_kas s
                    WHERE s.kode_toko = :kode_toko AND s.tgl_system = h.tgl_system_baru AND s.akun = 'KAS'
                   UNION ALL
                   SELECT 2, 'SALDO', s.akun, s.saldo_awal
                     FROM saldo_kas s
                    WHERE s.kode_toko = :kode_toko AND s.tgl_system = h.tgl_system_baru AND s.akun <> 'KAS'
                   UNION ALL
                   SELECT 3, 'HARGA', g.kode_group, g.harga_per_gram
                     FROM harga_emas_harian g
                    WHERE g.kode_toko = :kode_toko AND g.tgl_system = h.tanggal AND h.status = 'TUTUP'
                 ) r), '[]'::json) AS detail
  FROM hari h
  LEFT JOIN dokumen_hari x ON x.tgl_system = h.tanggal
  LEFT JOIN uang_hari u ON u.tgl_system = h.tanggal
 ORDER BY h.tanggal
