-- What a pawn loan's auction left between the shop and the customer (issue 22 item 4), settled by three documents of
-- the kernel posted by the loan's actions (server/documents/kinds/hutang-sisa-lelang.ts), each moving the auction's
-- balance (LELANG_HUTANG, migration 045) and closing the auction (DONE) once nothing is outstanding:
-- - a surplus paid out (jenis KELEBIHAN_LELANG_HUTANG, KL-...): out of the till or a shop account, checked against
--   what it holds (kategori KELEBIHAN LELANG HUTANG); journal HUTANG/KELEBIHAN_LELANG: Kelebihan Lelang debited,
--   Kas / Bank credited. The KELEBIHAN_LELANG balance (sisi K: terbayar is what the shop holds) moves down by it.
-- - a surplus forfeited (jenis HANGUS_LELANG_HUTANG, HL-...): unclaimed past hutang_lelang.tgl_batas, on a supervisor's
--   screen (/hangus-kelebihan-lelang); no money; journal HUTANG/HANGUS_LELANG: Kelebihan Lelang debited, Pendapatan
--   Lain-lain credited.
-- - a shortfall collected (jenis KEKURANGAN_LELANG_HUTANG, KK-...): paid with the sale's money kinds, at most what is
--   still owed (kategori KEKURANGAN LELANG HUTANG); journal HUTANG/KEKURANGAN_LELANG: Kas / EDC debited, Piutang
--   Pinjaman credited (a card's fee to other income). The auction's PIUTANG balance is paid (terbayar) by it.
-- None is cancelled: a mistake is set right by a mutation of money.
INSERT INTO para_akun_transaksi (trx, type) VALUES ('HUTANG', 'KELEBIHAN_LELANG'), ('HUTANG', 'HANGUS_LELANG'), ('HUTANG', 'KEKURANGAN_LELANG');
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('HUTANG', 'KELEBIHAN_LELANG', 1, 'KELEBIHAN_LELANG', 'Kelebihan Lelang Pelanggan (Debet)', 'D', '2-1302'),
  ('HUTANG', 'KELEBIHAN_LELANG', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('HUTANG', 'KELEBIHAN_LELANG', 3, 'BANK', 'Bank (Kredit)', 'K', '1-1201'),
  ('HUTANG', 'HANGUS_LELANG', 1, 'KELEBIHAN_LELANG', 'Kelebihan Lelang Pelanggan (Debet)', 'D', '2-1302'),
  ('HUTANG', 'HANGUS_LELANG', 2, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901'),
  ('HUTANG', 'KEKURANGAN_LELANG', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('HUTANG', 'KEKURANGAN_LELANG', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('HUTANG', 'KEKURANGAN_LELANG', 3, 'PIUTANG', 'Piutang Pinjaman (Kredit)', 'K', '1-1301'),
  ('HUTANG', 'KEKURANGAN_LELANG', 4, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901');
