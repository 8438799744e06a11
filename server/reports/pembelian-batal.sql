-- The buy-backs of the shop whose current status (their latest dokumen_status row) is BATAL, cancelled in the period
-- (the business date of that row): the nota's own date and amounts, its pieces and net grams from its lines, and the
-- cancellation's who (oleh), why (alasan) and authorizer (authorizations.authorized_by of its authorization_id).
SELECT s.tgl_system AS tgl_batal, d.no_dokumen AS no_faktur_beli, d.tgl_system AS tanggal, d.kode_sales, d.nama_customer,
       l.qty, l.berat, d.grand_total, d.no_faktur_group, s.oleh AS batal_by, COALESCE(a.authorized_by, '') AS authorized_by,
       s.alasan
  FROM dokumen_status s
  JOIN dokumen d ON d.no_dokumen = s.no_dokumen
  LEFT JOIN authorizations a ON a.id = s.authorization_id
  JOIN LATERAL (SELECT COALESCE(sum(qty), 0)::int AS qty, COALESCE(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE s.status = 'BATAL' AND s.tgl_system BETWEEN :tgl_from AND :tgl_to
   AND d.jenis = 'PEMBELIAN' AND d.kode_toko = :kode_toko
   AND NOT EXISTS (SELECT 1 FROM dokumen_status later WHERE later.no_dokumen = s.no_dokumen AND later.id > s.id)
 ORDER BY s.tgl_system, s.created_at, d.no_dokumen
