-- A member's card paid for (issue 23: /setting-member's card fee, server/documents/kinds/kartu-member.ts): the fee
-- comes into the till or a bank account; the journal MEMBER/KARTU debits Kas or Bank and credits the card income,
-- an account of its own so the owner sees what the cards brought in. Its cancellation is the kernel's mirror.
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES ('4-1601', 'Pendapatan Kartu Member', 'PENDAPATAN');
INSERT INTO para_akun_transaksi (trx, type) VALUES ('MEMBER', 'KARTU');
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('MEMBER', 'KARTU', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('MEMBER', 'KARTU', 2, 'BANK', 'Bank (Debet)', 'D', '1-1201'),
  ('MEMBER', 'KARTU', 3, 'BIAYA_KARTU', 'Pendapatan Kartu Member (Kredit)', 'K', '4-1601');
