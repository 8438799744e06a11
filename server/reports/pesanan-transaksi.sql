-- The orders (kernel documents of jenis PESANAN, pre-orders included) taken in the period (their business date) at the
-- shop, for one sales person or ALL, in one current status (latest dokumen_status row: OPEN, DONE collected, BATAL) or
-- ALL: one row per order. Pieces and estimated grams from its lines; grand_total at the locked prices; dp_rp the down
-- payment (total_bayar); sisa_bayar what the customer still owes by the order's open balance (saldo_dokumen: 0 once
-- collected or cancelled); tgl_janji the date promised (dokumen_pesanan).
SELECT d.no_dokumen AS no_pesanan, d.tgl_system AS tanggal, d.nama_customer, d.kode_sales, l.qty AS jumlah_barang,
       l.berat AS total_berat, d.grand_total, d.total_bayar AS dp_rp,
       coalesce(s.pokok - s.terbayar, d.grand_total - d.total_bayar)::bigint AS sisa_bayar, d.status, p.tgl_janji
  FROM dokumen_terkini d
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat_jual), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN dokumen_pesanan p ON p.no_dokumen = d.no_dokumen
  LEFT JOIN saldo_dokumen s ON s.no_dokumen = d.no_dokumen
 WHERE d.jenis = 'PESANAN' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:kode_sales = 'ALL' OR d.kode_sales = :kode_sales) AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.no_dokumen
