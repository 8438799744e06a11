-- The renewals (PEREMAJAAN_HUTANG) of the period at the shop, by their business date: the bill they settled
-- (hutang_tagihan: the term that ended, its days, interest, late fee, and the principal repaid as pokok_rp) and the
-- term they began (hutang_termin whose no_ref is the renewal).
SELECT r.no_dokumen AS no_peremajaan, r.tgl_system AS tgl_peremajaan, t.no_hutang AS no_faktur_hutang, r.nama_customer,
       t.lama_pinjam_hari AS lama_pinjam, t.jumlah_hutang, t.bunga_persen, t.bunga_rp, t.denda_rp, t.pokok_rp AS bayar_pokok, t.total_bayar,
       n.jumlah_hutang AS jumlah_hutang_baru, n.bunga_persen AS bunga_persen_baru, n.tgl_jatuh_tempo
  FROM dokumen r
  JOIN hutang_tagihan t ON t.no_dokumen = r.no_dokumen
  JOIN hutang_termin n ON n.no_ref = r.no_dokumen
 WHERE r.jenis = 'PEREMAJAAN_HUTANG' AND r.kode_toko = :kode_toko AND r.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY r.tgl_system, r.no_dokumen
