-- The shop's journal on business date :tanggal, a row per document (its kind in the jurnal column, its debit and
-- credit totals) with its lines beneath (journal trx/type and role, account, debit, credit) in the order written;
-- documents in the order of their first line.
SELECT j.no_dokumen, d.jenis AS jurnal, sum(j.debet)::bigint AS debit, sum(j.kredit)::bigint AS kredit,
       json_agg(json_build_object('jurnal', j.trx || '/' || j.type || ' ' || j.kode_akun, 'nomor_akun', j.nomor_akun,
                                  'nama_akun', a.nama_akun, 'debit', j.debet, 'kredit', j.kredit) ORDER BY j.id) AS detail
  FROM jurnal j
  JOIN dokumen d ON d.no_dokumen = j.no_dokumen
  JOIN akun a ON a.nomor_akun = j.nomor_akun
 WHERE j.kode_toko = :kode_toko AND j.tgl_system = :tanggal
 GROUP BY j.no_dokumen, d.jenis
 ORDER BY min(j.id)
