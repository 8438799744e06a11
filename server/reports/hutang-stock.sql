-- The pledged pieces in custody on :tanggal at the shop: the lines of its loans whose custody moves dated on or
-- before :tanggal sum above zero (in at the loan, out at the redemption, the auction or the cancellation, in again when
-- a redemption was cancelled). Each with its loan, customer, kadar, quantity, weights and condition.
SELECT d.no_dokumen AS no_faktur_hutang, d.tgl_system AS tgl_hutang, d.nama_customer, b.nama_barang, b.kadar, b.qty,
       x.berat_kotor, b.berat, x.kondisi
  FROM (SELECT no_hutang, baris FROM hutang_jaminan_mutasi WHERE tgl_system <= :tanggal::date GROUP BY no_hutang, baris HAVING sum(arah) > 0) m
  JOIN dokumen d ON d.no_dokumen = m.no_hutang
  JOIN dokumen_baris b ON b.no_dokumen = m.no_hutang AND b.baris = m.baris
  JOIN dokumen_baris_hutang x ON x.no_dokumen = m.no_hutang AND x.baris = m.baris
 WHERE d.kode_toko = :kode_toko
 ORDER BY d.tgl_system, d.no_dokumen, b.baris
