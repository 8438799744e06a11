-- Per goldsmith: the lines of the orders taken in the period at the shop, not cancelled (current status), pre-orders
-- (no_po given: a supplier fills them) left out. A line's goldsmith is its dokumen_baris_pesanan.kode_tukang ('-' when
-- none, listed last), named from master_tukang. jumlah_pesanan counts the orders he has a line of (an order of two
-- goldsmiths counts for each); qty, grams (estimated) and total (at the locked prices) are his lines';
-- qty_belum_diambil those of orders still OPEN, qty_sudah_diambil those of orders collected (DONE).
SELECT *
  FROM (
    SELECT coalesce(nullif(f.kode_tukang, ''), '-') AS kode_tukang, coalesce(m.nama_tukang, '') AS nama_tukang,
           count(DISTINCT d.no_dokumen)::int AS jumlah_pesanan, sum(b.qty)::int AS qty, sum(b.berat_jual) AS berat,
           sum(b.total)::bigint AS total,
           coalesce(sum(b.qty) FILTER (WHERE d.status = 'OPEN'), 0)::int AS qty_belum_diambil,
           coalesce(sum(b.qty) FILTER (WHERE d.status = 'DONE'), 0)::int AS qty_sudah_diambil
      FROM dokumen_terkini d
      JOIN dokumen_baris b ON b.no_dokumen = d.no_dokumen
      LEFT JOIN dokumen_baris_pesanan f ON f.no_dokumen = b.no_dokumen AND f.baris = b.baris
      LEFT JOIN master_tukang m ON m.kode_tukang = f.kode_tukang
      LEFT JOIN dokumen_pesanan p ON p.no_dokumen = d.no_dokumen
     WHERE d.jenis = 'PESANAN' AND d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
       AND coalesce(p.no_po, '') = ''
     GROUP BY 1, 2
  ) r
 ORDER BY r.kode_tukang = '-', r.kode_tukang
