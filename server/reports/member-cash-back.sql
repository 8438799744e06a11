-- The POIN payments (dokumen_bayar) of the shop's documents dated in the period, not cancelled: one row per document,
-- its POIN lines summed; the member is the document's (or, for a sale made before documents named theirs, the one the
-- payment's no_reff names; read from dokumen itself: the view dokumen_terkini predates the column); poin: the points
-- its SPEND row took.
SELECT d.tgl_system AS tanggal, d.no_dokumen AS no_nota, m.kode_member, COALESCE(m.nama_member, '') AS nama_member,
       COALESCE((SELECT -sum(p.poin) FROM poin_mutasi p WHERE p.no_dokumen = d.no_dokumen AND p.jenis = 'SPEND'), 0)::bigint AS poin,
       b.jumlah_rp, d.input_by
  FROM dokumen_terkini d
  JOIN dokumen k ON k.no_dokumen = d.no_dokumen
  JOIN LATERAL (
    SELECT sum(x.jumlah_rp)::bigint AS jumlah_rp, max(x.no_reff) AS no_reff FROM dokumen_bayar x WHERE x.no_dokumen = d.no_dokumen AND x.jenis = 'POIN'
  ) b ON b.jumlah_rp IS NOT NULL
  LEFT JOIN member m ON m.kode_member = COALESCE(NULLIF(k.kode_member, ''), b.no_reff)
 WHERE d.status <> 'BATAL' AND d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
 ORDER BY d.tgl_system, d.created_at, d.no_dokumen
