-- The instalment contracts (jenis CICILAN) made in the period (their business date) at the shop, in one current status
-- (latest dokumen_status row: OPEN running, DONE paid off, LELANG auctioned, BATAL) or ALL. Pieces and grams from the
-- lines; the terms as agreed (dokumen_cicilan); terbayar and sisa_bayar from the contract's open balance (saldo_dokumen,
-- PIUTANG: price + fee owed, DP and instalments paid; sisa 0 once closed).
SELECT d.no_dokumen AS no_cicilan, d.tgl_system AS tanggal, d.nama_customer, d.kode_sales, l.qty AS jumlah_barang, l.berat AS total_berat,
       c.kode_cicilan, c.lama_cicilan, c.harga_jual, c.dp_rp, c.pokok, c.sewa_rp, c.nilai_angsuran,
       coalesce(s.terbayar, 0)::bigint AS terbayar, coalesce(s.pokok - s.terbayar, 0)::bigint AS sisa_bayar, d.status
  FROM dokumen_terkini d
  JOIN dokumen_cicilan c ON c.no_dokumen = d.no_dokumen
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN saldo_dokumen s ON s.no_dokumen = d.no_dokumen
 WHERE d.jenis = 'CICILAN' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.no_dokumen
