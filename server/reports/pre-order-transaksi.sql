-- The pre-orders (orders with the shop's PO number: dokumen_pesanan.no_po given) taken in the period at the shop: one
-- row per pre-order, whatever its current status (OPEN, DONE collected, BATAL). The supplier named from master_supplier;
-- pieces and estimated grams from its lines; grand_total at the locked prices; dp_rp the down payment; sisa_bayar what
-- the customer still owes by its open balance (saldo_dokumen: 0 once collected or cancelled).
SELECT d.no_dokumen AS no_pesanan, d.tgl_system AS tanggal, p.no_po, p.kode_supplier, coalesce(m.nama_supplier, '') AS nama_supplier,
       d.nama_customer, d.kode_sales, l.qty AS jumlah_barang, l.berat AS total_berat, d.grand_total, d.total_bayar AS dp_rp,
       coalesce(s.pokok - s.terbayar, d.grand_total - d.total_bayar)::bigint AS sisa_bayar, d.status
  FROM dokumen_pesanan p
  JOIN dokumen_terkini d ON d.no_dokumen = p.no_dokumen
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat_jual), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN master_supplier m ON m.kode_supplier = p.kode_supplier
  LEFT JOIN saldo_dokumen s ON s.no_dokumen = d.no_dokumen
 WHERE p.no_po <> '' AND d.jenis = 'PESANAN' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.no_dokumen
