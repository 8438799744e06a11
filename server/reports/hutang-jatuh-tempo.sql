-- The loans of the shop running on :tanggal (their latest status row dated by then is OPEN) whose term in force then
-- (the last hutang_termin row begun by then) fell due before :tanggal: days overdue = :tanggal - due date. The
-- principal of that term, the pieces' gold weight.
SELECT d.no_dokumen AS no_faktur_hutang, d.tgl_system AS tgl_hutang, d.nama_customer, d.no_hp, t.tgl_jatuh_tempo,
       (:tanggal::date - t.tgl_jatuh_tempo)::int AS hari_terlambat, t.jumlah_hutang, l.berat
  FROM dokumen d
  JOIN LATERAL (SELECT status FROM dokumen_status WHERE no_dokumen = d.no_dokumen AND tgl_system <= :tanggal::date ORDER BY id DESC LIMIT 1) s ON true
  JOIN LATERAL (SELECT tgl_jatuh_tempo, jumlah_hutang FROM hutang_termin WHERE no_dokumen = d.no_dokumen AND tgl_mulai <= :tanggal::date ORDER BY id DESC LIMIT 1) t ON true
  JOIN LATERAL (SELECT coalesce(sum(berat), 0) AS berat FROM dokumen_baris WHERE no_dokumen = d.no_dokumen) l ON true
 WHERE d.jenis = 'HUTANG' AND d.kode_toko = :kode_toko AND s.status = 'OPEN' AND t.tgl_jatuh_tempo < :tanggal::date
 ORDER BY t.tgl_jatuh_tempo, d.no_dokumen
