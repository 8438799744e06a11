-- The bank accounts the shop's money ledger has used, for the bank book's account filter (Laporan Buku Bank): an
-- account closed since still has its book.
SELECT a.akun AS no_rekening, coalesce(r.nama_rekening, '') AS nama_rekening, coalesce(r.nama_bank, '') AS nama_bank
  FROM (SELECT DISTINCT akun FROM kas_mutasi WHERE kode_toko = :kode_toko AND akun <> 'KAS') a
  LEFT JOIN master_rekening r ON r.no_rekening = a.akun
 ORDER BY a.akun
