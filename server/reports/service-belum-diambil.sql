-- The services waiting for their customer on :tanggal at the shop, whatever day they were taken in: taken in on or
-- before it, and by their status rows dated up to it (the latest) still OPEN (Masuk) or SELESAI (done), neither
-- collected nor cancelled by then. Pieces and weight in from the lines; total_service the ongkos; biaya_emas the gold
-- added by the repairs recorded done by then; dp_rp the down payment; sisa_bayar what remained to pay then (the
-- service's open-balance rows dated up to :tanggal, pokok - terbayar); tgl_selesai when it was recorded done (by then);
-- umur_hari = :tanggal - the day it was taken in.
WITH svc AS (
  SELECT d.no_dokumen, d.tgl_system, d.nama_customer, d.no_hp, d.grand_total, d.total_bayar, st.status
    FROM dokumen d
    JOIN LATERAL (SELECT s.status FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.tgl_system <= :tanggal::date
                   ORDER BY s.id DESC LIMIT 1) st ON true
   WHERE d.jenis = 'SERVICE' AND d.kode_toko = :kode_toko AND d.tgl_system <= :tanggal::date
)
SELECT v.no_dokumen AS no_service, v.tgl_system AS tanggal, v.nama_customer, v.no_hp, l.qty AS jumlah_barang, l.berat AS total_berat,
       v.grand_total AS total_service, x.biaya_emas, v.total_bayar AS dp_rp,
       (SELECT coalesce(sum(m.pokok - m.terbayar), 0)::bigint FROM saldo_mutasi m
         WHERE m.no_dokumen = v.no_dokumen AND m.tgl_system <= :tanggal::date) AS sisa_bayar,
       v.status, x.tgl_selesai, (:tanggal::date - v.tgl_system)::int AS umur_hari
  FROM svc v
  JOIN LATERAL (SELECT coalesce(sum(qty), 0)::int AS qty, coalesce(sum(berat), 0) AS berat
                  FROM dokumen_baris WHERE no_dokumen = v.no_dokumen) l ON true
  JOIN LATERAL (SELECT coalesce(sum(s.biaya_emas), 0)::bigint AS biaya_emas, max(s.tgl_system) AS tgl_selesai
                  FROM dokumen_service_selesai s WHERE s.no_dokumen = v.no_dokumen AND s.tgl_system <= :tanggal::date) x ON true
 WHERE v.status IN ('OPEN', 'SELESAI')
 ORDER BY v.tgl_system, v.no_dokumen
