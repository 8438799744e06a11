-- A loan's auction may forfeit the pieces straight into sale stock (issue 22: onto a sales tray the supervisor names,
-- with a group and a jenis, server/documents/kinds/hutang-lelang.ts) instead of the buy-back stock: the journal
-- HUTANG/LELANG then debits Persediaan Emas (1-1401, the stock held for sale at cost) instead of Persediaan Emas Rongsok.
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('HUTANG', 'LELANG', 7, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401');
UPDATE ledger_kind SET description = 'a pledged piece forfeited at a loan''s auction: into sale stock or the buy-back stock' WHERE jenis = 'LELANG_HUTANG';
