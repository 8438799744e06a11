-- The shop's pawn loans, the newest first: the 'No Pinjam' choices of Laporan Penebusan Detail (with ALL).
SELECT no_dokumen AS no_faktur_hutang, nama_customer
  FROM dokumen
 WHERE kode_toko = :kode_toko AND jenis = 'HUTANG'
 ORDER BY tgl_system DESC, no_dokumen DESC
