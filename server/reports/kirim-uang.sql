-- A shop's sends to the head office in the period (by the day they were sent), every one (status ALL) or only those
-- the head office received (DONE). Two sources, one per setup: the sends in this database (the branch's own server,
-- or a single database holding both), and, on a head office whose branch runs its own server, the receptions it
-- recorded of that shop's sends (received, so DONE; a send still on its way is known only at its branch). A reception's
-- day is the receiving head office's calendar date at that moment.
SELECT x.* FROM (
  SELECT d.no_dokumen AS no_reff, d.tgl_system AS tgl_kirim, d.input_by, k.akun, k.kode_toko_tujuan AS tujuan, d.keterangan,
         d.grand_total AS jumlah_rp,
         CASE WHEN d.status = 'BATAL' THEN 'BATAL' WHEN r.no_kirim IS NOT NULL THEN 'DONE' ELSE 'SENT' END AS status,
         r.no_terima, (r.diterima_at AT TIME ZONE zona_waktu_toko(k.kode_toko_tujuan))::date AS tgl_terima, r.diterima_by
    FROM dokumen_terkini d
    JOIN kirim_uang k ON k.no_kirim = d.no_dokumen
    LEFT JOIN kirim_uang_terima r ON r.no_kirim = d.no_dokumen
   WHERE d.kode_toko = :kode_toko AND d.tgl_system BETWEEN :tgl_from AND :tgl_to
  UNION ALL
  SELECT t.no_reff, t.tgl_kirim, t.kirim_by, '' AS akun, d.kode_toko AS tujuan, t.keterangan, t.jumlah_rp, 'DONE' AS status,
         t.no_terima, d.tgl_system AS tgl_terima, d.input_by AS diterima_by
    FROM terima_uang t
    JOIN dokumen_terkini d ON d.no_dokumen = t.no_terima
   WHERE t.kode_toko_asal = :kode_toko AND d.status <> 'BATAL' AND t.tgl_kirim BETWEEN :tgl_from AND :tgl_to
     AND NOT EXISTS (SELECT 1 FROM kirim_uang k WHERE k.no_kirim = t.no_reff)
) x
 WHERE :status = 'ALL' OR x.status = 'DONE'
 ORDER BY x.tgl_kirim, x.no_reff
