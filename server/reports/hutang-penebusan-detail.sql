-- The redemptions (LUNAS_HUTANG) of the period at the shop, by their business date, those cancelled since left out;
-- :no_pinjam ALL or one loan. The bill each settled (hutang_tagihan) beside its loan: days, principal, rate, interest
-- paid (bunga_pinjam) and per day (bunga_rp, 2 decimals), late fee, total. detail_barang: the loan's pieces (name,
-- gold weight), in line order. Sorted by :sort_by (tgl_hutang, tgl_lunas or no_faktur_hutang), then by the loan number.
SELECT h.no_dokumen AS no_faktur_hutang, h.nama_customer, h.alamat_customer, h.tgl_system AS tgl_hutang, l.tgl_system AS tgl_lunas,
       t.lama_pinjam_hari AS lama_pinjam, h.kode_sales, t.jumlah_hutang, t.bunga_persen AS bunga,
       round(t.bunga_rp::numeric / t.lama_pinjam_hari, 2) AS bunga_rp, t.bunga_rp AS bunga_pinjam, t.denda_rp, t.total_bayar,
       (SELECT json_agg(json_build_object('nama_barang', b.nama_barang, 'berat', b.berat) ORDER BY b.baris) FROM dokumen_baris b WHERE b.no_dokumen = h.no_dokumen) AS detail_barang
  FROM dokumen_terkini l
  JOIN hutang_tagihan t ON t.no_dokumen = l.no_dokumen
  JOIN dokumen h ON h.no_dokumen = t.no_hutang
 WHERE l.jenis = 'LUNAS_HUTANG' AND l.status <> 'BATAL' AND l.kode_toko = :kode_toko AND l.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND (:no_pinjam = 'ALL' OR h.no_dokumen = :no_pinjam)
 ORDER BY CASE WHEN :sort_by = 'tgl_hutang' THEN h.tgl_system END, CASE WHEN :sort_by = 'tgl_lunas' THEN l.tgl_system END, h.no_dokumen
