-- The 'Tabel' choices of Laporan Audit Log: every table the log holds a write to.
SELECT DISTINCT tabel FROM audit_log ORDER BY tabel
