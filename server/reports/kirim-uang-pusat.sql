-- Money to and from the head office at the chosen shop in the period: every money-ledger row of its sends
-- (KIRIM_UANG, out) and receptions (TERIMA_UANG, in), and the mirror rows of their cancellations, each with the
-- other shop of the transfer (the document's counterpart, kept in nama_customer).
SELECT m.tgl_system AS tanggal, m.no_dokumen, m.kategori, d.nama_customer AS toko, m.akun, d.keterangan,
       m.jumlah_in AS uang_masuk, m.jumlah_out AS uang_keluar, m.input_by
  FROM kas_mutasi m
  JOIN dokumen d ON d.no_dokumen = m.no_dokumen
 WHERE d.jenis IN ('KIRIM_UANG', 'TERIMA_UANG') AND m.kode_toko = :kode_toko AND m.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY m.tgl_system, m.id
