-- The redemptions (LUNAS_HUTANG) of the period at the shop, by their business date, those cancelled since (current
-- status BATAL: Batal Hutang Lunas) left out: the bill each settled (hutang_tagihan) beside its loan.
SELECT l.no_dokumen AS no_lunas, l.tgl_system AS tgl_lunas, h.no_dokumen AS no_faktur_hutang, h.tgl_system AS tgl_hutang, h.nama_customer,
       t.lama_pinjam_hari AS lama_pinjam, t.jumlah_hutang, t.bunga_persen, t.bunga_rp, t.denda_rp, t.total_bayar
  FROM dokumen_terkini l
  JOIN hutang_tagihan t ON t.no_dokumen = l.no_dokumen
  JOIN dokumen h ON h.no_dokumen = t.no_hutang
 WHERE l.jenis = 'LUNAS_HUTANG' AND l.status <> 'BATAL' AND l.kode_toko = :kode_toko AND l.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY l.tgl_system, l.no_dokumen
