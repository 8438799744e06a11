-- The trade-ins of the period (by business date) at the shop: each sale with a no_faktur_group and the buy-back of the
-- same group, both not cancelled (current status). tukar = the sale's TUKAR payments; what the customer paid with
-- money = the sale's grand_total - tukar, what the shop paid back = the buy-back's grand_total - tukar.
SELECT j.tgl_system AS tanggal, j.no_faktur_group, j.no_dokumen AS no_faktur_jual, b.no_dokumen AS no_faktur_beli,
       j.nama_customer, j.grand_total AS total_jual, b.grand_total AS nilai_beli, t.tukar,
       j.grand_total - t.tukar AS bayar_customer, b.grand_total - t.tukar AS bayar_toko, j.input_by
  FROM dokumen_terkini j
  JOIN dokumen_terkini b ON b.no_faktur_group = j.no_faktur_group AND b.jenis = 'PEMBELIAN' AND b.status <> 'BATAL'
  JOIN LATERAL (SELECT COALESCE(sum(jumlah_rp), 0)::bigint AS tukar
                  FROM dokumen_bayar WHERE no_dokumen = j.no_dokumen AND jenis = 'TUKAR') t ON true
 WHERE j.jenis = 'PENJUALAN' AND j.no_faktur_group <> '' AND j.status <> 'BATAL' AND j.kode_toko = :kode_toko
   AND j.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY j.tgl_system, j.created_at, j.no_faktur_group
