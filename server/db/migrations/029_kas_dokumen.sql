-- The cash and bank books' own documents (issue 11 sections 1 and 2). Every money movement is a document of the
-- kernel (019), so its kas_mutasi rows point at it; these kinds move money only:
-- - MUTASI_UANG (MU): money from the till to a bank account, back, or between two bank accounts (spec section 4:
--   never cash to cash), with a kategori of the master Kode Transaksi;
-- - KAS_MANUAL (KM): a manual income or expense of the till or one bank account, its kategori a Kode Transaksi code
--   (jenis_transaksi MASUK or KELUAR decides the direction), its reason in dokumen.keterangan;
-- - GESEK_TUNAI (GT): a customer swipes a card and takes cash: the card payment (amount + fee) lands on a bank account,
--   the till pays out the amount, the fee is the shop's income (the card line is a dokumen_bayar row);
-- - PENGALIHAN_SALDO (PS): a supervisor moves a balance between two of the shop's accounts, with a reason.
--
-- kas_dokumen says what each moved and where, in one shape: `jumlah` leaves akun_asal and reaches akun_tujuan ('' when
-- the money comes from or goes to outside the shop: a manual income has no source, an expense no target); a card
-- swipe's fee reaches akun_tujuan on top. Akun: 'KAS' (the till) or a bank account's no_rekening, as kas_mutasi names it.

CREATE TABLE kas_dokumen (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  kategori text NOT NULL,
  akun_asal text NOT NULL DEFAULT '',
  akun_tujuan text NOT NULL DEFAULT '',
  jumlah bigint NOT NULL CHECK (jumlah > 0),
  fee_rp bigint NOT NULL DEFAULT 0 CHECK (fee_rp >= 0),
  CHECK (akun_asal <> '' OR akun_tujuan <> ''),
  CHECK (akun_asal <> akun_tujuan)
);

-- Journals. A mutation between the till and a bank reuses KAS/SETOR_BANK and KAS/TARIK_BANK (005); between two bank
-- accounts it is KAS/PINDAH_BANK, both sides on the bank account of the chart. A manual entry on a bank account posts
-- KAS/MASUK and KAS/KELUAR with the role BANK instead of KAS. A card swipe for cash (GESEK_TUNAI/KARTU) debits the card
-- clearing account (EDC, as a sale's card payment does) with amount + fee, credits Kas with the amount paid out and
-- other income with the fee. A balance moved by a supervisor (PENGALIHAN_SALDO/PINDAH) credits its source and debits
-- its target, each the till or the bank.
INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('KAS', 'PINDAH_BANK'),
  ('GESEK_TUNAI', 'KARTU'),
  ('PENGALIHAN_SALDO', 'PINDAH');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('KAS', 'PINDAH_BANK', 1, 'BANK_TUJUAN', 'Bank Tujuan (Debet)', 'D', '1-1201'),
  ('KAS', 'PINDAH_BANK', 2, 'BANK_ASAL', 'Bank Asal (Kredit)', 'K', '1-1201'),
  ('KAS', 'MASUK', 3, 'BANK', 'Bank (Debet)', 'D', '1-1201'),
  ('KAS', 'KELUAR', 3, 'BANK', 'Bank (Kredit)', 'K', '1-1201'),
  ('GESEK_TUNAI', 'KARTU', 1, 'EDC', 'EDC / Kartu (Debet)', 'D', '1-1202'),
  ('GESEK_TUNAI', 'KARTU', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('GESEK_TUNAI', 'KARTU', 3, 'FEE_KARTU', 'Biaya Gesek Tunai (Kredit)', 'K', '4-1901'),
  ('PENGALIHAN_SALDO', 'PINDAH', 1, 'KAS_TUJUAN', 'Kas Tujuan (Debet)', 'D', '1-1101'),
  ('PENGALIHAN_SALDO', 'PINDAH', 2, 'BANK_TUJUAN', 'Bank Tujuan (Debet)', 'D', '1-1201'),
  ('PENGALIHAN_SALDO', 'PINDAH', 3, 'KAS_ASAL', 'Kas Asal (Kredit)', 'K', '1-1101'),
  ('PENGALIHAN_SALDO', 'PINDAH', 4, 'BANK_ASAL', 'Bank Asal (Kredit)', 'K', '1-1201');
