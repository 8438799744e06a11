-- The interest and late fees earned in the period at the shop: every document that settled a loan's bill
-- (hutang_tagihan: a redemption, a renewal, an auction) by its business date, a cancelled redemption (current status
-- BATAL) left out. pendapatan = interest + late fee, as the journal credits them (Sewa Modal, Pendapatan Lain).
SELECT x.no_dokumen, x.tgl_system AS tanggal, x.jenis, t.no_hutang AS no_faktur_hutang, x.nama_customer,
       t.lama_pinjam_hari AS lama_pinjam, t.jumlah_hutang, t.bunga_persen, t.bunga_rp, t.denda_rp, (t.bunga_rp + t.denda_rp)::bigint AS pendapatan
  FROM dokumen_terkini x
  JOIN hutang_tagihan t ON t.no_dokumen = x.no_dokumen
 WHERE x.status <> 'BATAL' AND x.kode_toko = :kode_toko AND x.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY x.tgl_system, x.no_dokumen
