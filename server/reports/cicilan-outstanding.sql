-- The instalment contracts of the shop made on or before :tanggal and running then (latest status row dated up to it
-- OPEN): the contract's open-balance rows dated up to :tanggal (saldo_mutasi: price + fee owed, DP and instalments
-- paid), the instalments paid by then and the next one's due date (k calendar months after the contract's date).
WITH kontrak AS (
  SELECT d.no_dokumen, d.tgl_system, d.nama_customer, c.kode_cicilan, c.lama_cicilan
    FROM dokumen d
    JOIN dokumen_cicilan c ON c.no_dokumen = d.no_dokumen
    JOIN LATERAL (SELECT s.status FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen AND s.tgl_system <= :tanggal::date
                   ORDER BY s.id DESC LIMIT 1) st ON true
   WHERE d.jenis = 'CICILAN' AND d.kode_toko = :kode_toko AND d.tgl_system <= :tanggal::date AND st.status = 'OPEN'
)
SELECT k.no_dokumen AS no_cicilan, k.tgl_system AS tanggal, k.nama_customer, k.kode_cicilan, k.lama_cicilan, p.n AS angsuran_dibayar,
       (k.tgl_system + make_interval(months => least(p.n + 1, k.lama_cicilan)))::date AS jatuh_tempo,
       m.pokok AS total_tagihan, m.terbayar, (m.pokok - m.terbayar)::bigint AS sisa_bayar
  FROM kontrak k
  JOIN LATERAL (SELECT coalesce(sum(pokok), 0)::bigint AS pokok, coalesce(sum(terbayar), 0)::bigint AS terbayar
                  FROM saldo_mutasi WHERE no_dokumen = k.no_dokumen AND tgl_system <= :tanggal::date) m ON true
  JOIN LATERAL (SELECT count(*)::int AS n FROM dokumen_bayar_cicilan b JOIN dokumen x ON x.no_dokumen = b.no_dokumen
                 WHERE b.no_cicilan = k.no_dokumen AND b.ke > 0 AND x.tgl_system <= :tanggal::date) p ON true
 ORDER BY k.tgl_system, k.no_dokumen
