-- The transfers a buy-back (tagged or manual) paid out in the period (by business date) at the shop, the cancelled
-- buy-backs left out (current status BATAL): one row per transfer line, the customer's account it went to (no_reff)
-- and the shop's account it left from (no_rekening, the money ledger's account), for one shop account or ALL.
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_faktur_beli, d.jenis AS jenis_dokumen, d.nama_customer, p.kode_bank,
       p.no_reff AS rekening_customer, p.no_rekening AS rekening_toko, p.jumlah_rp, d.grand_total, d.input_by
  FROM dokumen_terkini d
  JOIN dokumen_bayar p ON p.no_dokumen = d.no_dokumen AND p.jenis = 'TRANSFER'
 WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL') AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko
   AND d.tgl_system BETWEEN :tgl_from AND :tgl_to AND (:no_rekening = 'ALL' OR p.no_rekening = :no_rekening)
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen, p.baris
