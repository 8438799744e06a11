-- The services (kernel documents of jenis SERVICE) taken in the period (their business date) at the shop, in one
-- current status (latest dokumen_status row: OPEN Masuk, SELESAI done, DONE collected, BATAL) or ALL: one row per
-- service. no_faktur_manual is the manual receipt number (the header's keterangan); pieces (quantity) and grams taken
-- in from its lines; total_service its ongkos (grand_total); biaya_emas the gold its repair added, charged when done
-- (dokumen_service_selesai); dp_rp the down payment; sisa_bayar what the customer still owes by its open balance
-- (saldo_dokumen: ongkos + added gold - paid; 0 once collected or cancelled).
SELECT d.no_dokumen AS no_service, d.tgl_system AS tanggal, d.keterangan AS no_faktur_manual, d.nama_customer, d.kode_sales,
       l.qty AS jumlah_barang, l.berat AS total_berat, d.grand_total AS total_service,
       (SELECT coalesce(sum(x.biaya_emas), 0)::bigint FROM dokumen_service_selesai x WHERE x.no_dokumen = d.no_dokumen) AS biaya_emas,
       d.total_bayar AS dp_rp, coalesce(s.pokok - s.terbayar, d.grand_total - d.total_bayar)::bigint AS sisa_bayar, d.status
  FROM dokumen_terkini d
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
  LEFT JOIN saldo_dokumen s ON s.no_dokumen = d.no_dokumen
 WHERE d.jenis = 'SERVICE' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:status = 'ALL' OR d.status = :status)
 ORDER BY d.tgl_system, d.no_dokumen
