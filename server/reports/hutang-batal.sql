-- The pawn loans cancelled in the period, by the business date of the cancellation (its BATAL status row), at the
-- shop: pieces and gold weight from the lines, the principal, and what came back (the money ledger's BATAL HUTANG
-- rows: the mirror of the payout, into the till or the account it left).
SELECT d.no_dokumen AS no_faktur_hutang, d.tgl_system AS tgl_hutang, s.tgl_system AS tgl_batal, d.nama_customer,
       l.qty AS jumlah_barang, l.berat, d.grand_total AS jumlah_hutang,
       (SELECT coalesce(sum(m.jumlah_in - m.jumlah_out), 0)::bigint FROM kas_mutasi m WHERE m.no_dokumen = d.no_dokumen AND m.kategori = 'BATAL HUTANG') AS uang_kembali,
       s.alasan
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE s.status = 'BATAL' AND s.tgl_system BETWEEN :tgl_from AND :tgl_to AND d.jenis = 'HUTANG' AND d.kode_toko = :kode_toko
 ORDER BY s.tgl_system, d.no_dokumen
