-- The 'Kelompok Harga' choices of the purchase report (spec section 9): the first and last character of each active
-- kode_dept of master jenis (CINCIN KUNING, kode CK...K: 'CK'; a one-character code is its own first and last),
-- duplicates removed. server/reports/pembelian-per-faktur.sql groups its lines by the same expression.
SELECT DISTINCT upper(left(btrim(kode_dept), 1) || right(btrim(kode_dept), 1)) AS kelompok_harga
  FROM master_jenis
 WHERE is_active AND btrim(kode_dept) <> ''
 ORDER BY kelompok_harga
