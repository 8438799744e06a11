-- The services cancelled in the period, by the business date of the cancellation (its BATAL status row), at the
-- shop: one row per service. Pieces and weight taken in from its lines; total_service its ongkos; dp_rp the down
-- payment taken; dp_kembali what went back to the customer: the money out of its BATAL SERVICE rows in the money
-- ledger (the mirror of the down payment's rows, from the till or the account it came into).
SELECT d.no_dokumen AS no_service, d.tgl_system AS tanggal, s.tgl_system AS tgl_batal, d.nama_customer, l.qty AS jumlah_barang,
       l.berat AS total_berat, d.grand_total AS total_service, d.total_bayar AS dp_rp,
       (SELECT coalesce(sum(m.jumlah_out - m.jumlah_in), 0)::bigint FROM kas_mutasi m
         WHERE m.no_dokumen = d.no_dokumen AND m.kategori = 'BATAL SERVICE') AS dp_kembali,
       s.alasan
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE s.status = 'BATAL' AND s.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.jenis = 'SERVICE' AND d.kode_toko = :kode_toko
 ORDER BY s.tgl_system, d.no_dokumen
