-- Per goldsmith: the lines of the services taken in during the period at the shop, not cancelled (current status). A
-- line's goldsmith is its dokumen_baris_service.kode_tukang ('-' when none, listed last), named from master_tukang.
-- jumlah_service counts the services he has a line of (a service of two goldsmiths counts for each); qty, weight in,
-- ongkos and the gold the repairs added (dokumen_service_selesai.biaya_emas) are his lines'; qty_masuk the pieces of
-- services still OPEN (Masuk), qty_selesai of those done and waiting (SELESAI), qty_diambil of those collected (DONE).
SELECT *
  FROM (
    SELECT coalesce(nullif(f.kode_tukang, ''), '-') AS kode_tukang, coalesce(m.nama_tukang, '') AS nama_tukang,
           count(DISTINCT d.no_dokumen)::int AS jumlah_service, sum(b.qty)::int AS qty, sum(b.berat) AS berat,
           sum(b.ongkos)::bigint AS ongkos, coalesce(sum(x.biaya_emas), 0)::bigint AS biaya_emas,
           coalesce(sum(b.qty) FILTER (WHERE d.status = 'OPEN'), 0)::int AS qty_masuk,
           coalesce(sum(b.qty) FILTER (WHERE d.status = 'SELESAI'), 0)::int AS qty_selesai,
           coalesce(sum(b.qty) FILTER (WHERE d.status = 'DONE'), 0)::int AS qty_diambil
      FROM dokumen_terkini d
      JOIN dokumen_baris b ON b.no_dokumen = d.no_dokumen
      LEFT JOIN dokumen_baris_service f ON f.no_dokumen = b.no_dokumen AND f.baris = b.baris
      LEFT JOIN dokumen_service_selesai x ON x.no_dokumen = b.no_dokumen AND x.baris = b.baris
      LEFT JOIN master_tukang m ON m.kode_tukang = f.kode_tukang
     WHERE d.jenis = 'SERVICE' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
     GROUP BY 1, 2
  ) r
 ORDER BY r.kode_tukang = '-', r.kode_tukang
