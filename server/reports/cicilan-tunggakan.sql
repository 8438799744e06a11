-- The instalment contracts of the shop made on or before :tanggal and still running then (their latest status row dated
-- up to it is OPEN), with instalments due before :tanggal and not paid by then. Instalment k falls due k calendar months
-- after the contract's date (PostgreSQL's month arithmetic clamps a 31st to the month's end, as domain/cicilan.ts
-- addMonths does); the last takes the remainder. Paid: the payments (ke > 0) dated up to :tanggal.
WITH kontrak AS (
  SELECT d.no_dokumen, d.tgl_system, d.nama_customer, d.no_hp, c.lama_cicilan, c.nilai_angsuran, c.angsuran_terakhir
    FROM dokumen d
    JOIN dokumen_cicilan c ON c.no_dokumen = d.no_dokumen
    JOIN LATERAL (SELECT s.status FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.tgl_system <= :tanggal::date
                   ORDER BY s.id DESC LIMIT 1) st ON true
   WHERE d.jenis = 'CICILAN' AND d.kode_toko = :kode_toko AND d.tgl_system <= :tanggal::date AND st.status = 'OPEN'
),
dibayar AS (
  SELECT k.no_dokumen, (SELECT count(*)::int FROM dokumen_bayar_cicilan b JOIN dokumen x ON x.no_dokumen = b.no_dokumen
                         WHERE b.no_cicilan = k.no_dokumen AND b.ke > 0 AND x.tgl_system <= :tanggal::date) AS n
    FROM kontrak k
),
jadwal AS (
  SELECT k.no_dokumen, g.ke, (k.tgl_system + make_interval(months => g.ke))::date AS tgl_jatuh_tempo,
         CASE WHEN g.ke = k.lama_cicilan THEN k.angsuran_terakhir ELSE k.nilai_angsuran END AS jumlah
    FROM kontrak k CROSS JOIN LATERAL generate_series(1, k.lama_cicilan) AS g(ke)
)
SELECT k.no_dokumen AS no_cicilan, k.tgl_system AS tanggal, k.nama_customer, k.no_hp, k.lama_cicilan, p.n AS angsuran_dibayar,
       count(*)::int AS tunggakan, sum(j.jumlah)::bigint AS jumlah_tunggakan, min(j.tgl_jatuh_tempo) AS jatuh_tempo,
       (:tanggal::date - min(j.tgl_jatuh_tempo))::int AS hari_terlambat
  FROM kontrak k
  JOIN dibayar p ON p.no_dokumen = k.no_dokumen
  JOIN jadwal j ON j.no_dokumen = k.no_dokumen AND j.ke > p.n AND j.tgl_jatuh_tempo < :tanggal::date
 GROUP BY k.no_dokumen, k.tgl_system, k.nama_customer, k.no_hp, k.lama_cicilan, p.n
 ORDER BY min(j.tgl_jatuh_tempo), k.no_dokumen
