-- The pawn loans taken in the period (their business date) at the shop, one row each, whatever became of them: the
-- pieces and gold weight of their lines, the plafond recorded at intake, the principal and rate and due date of the
-- first term (hutang_termin's row the loan itself began), the term in days, and the current status.
SELECT d.no_dokumen AS no_faktur_hutang, d.tgl_system AS tgl_hutang, d.kode_sales, d.nama_customer, h.no_ktp,
       l.qty AS jumlah_barang, l.berat, h.plafond, t.jumlah_hutang, t.bunga_persen, h.lama_pinjam, t.tgl_jatuh_tempo, d.status
  FROM dokumen_terkini d
  JOIN dokumen_hutang h ON h.no_dokumen = d.no_dokumen
  JOIN hutang_termin t ON t.no_dokumen = d.no_dokumen AND t.no_ref = d.no_dokumen
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE d.jenis = 'HUTANG' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.no_dokumen
