-- Money sent by a branch to the head office and received there (issue 11, section 3). Two documents of the kernel
-- (019), each in its own shop's books:
-- - KIRIM_UANG (KU-...) at the branch: money out of its till or a bank account into 'money in transit to the head
--   office'. Its number is the reference (no_reff) the head office receives it by.
-- - TERIMA_UANG (TU-...) at the head office: money into its till or a bank account out of that same transit account.
-- Head office and branch usually run separate servers with their own databases; the head office reaches the branch
-- through the branch's portal (toko.portal) with the service token. In a single database both sides live here.

-- Where a send goes and from which account (the till KAS or a bank account number, as kas_mutasi names it).
CREATE TABLE kirim_uang (
  no_kirim text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  kode_toko_tujuan text NOT NULL REFERENCES toko(kode_toko),
  akun text NOT NULL
);

-- At the branch: the head office received the send (once; the primary key refuses a second reception). Written by
-- the head office's call through the portal, or in the head office's own transaction when both share a database.
-- diterima_by is the head office's user, who is not a user of the branch's database when it runs its own server.
CREATE TABLE kirim_uang_terima (
  no_kirim text PRIMARY KEY REFERENCES kirim_uang(no_kirim),
  no_terima text NOT NULL,
  kode_toko_terima text NOT NULL,
  diterima_by text NOT NULL,
  jumlah_rp bigint NOT NULL CHECK (jumlah_rp > 0),
  diterima_at timestamptz NOT NULL DEFAULT now()
);

-- At the head office: which send a reception took, as the branch described it, and when the branch confirmed it
-- (recorded the reception on its side). A reception is written here first, then confirmed; one left unconfirmed by
-- a failed call to the branch is completed by the next reception of the same no_reff (README "Money to the head
-- office"). At most one reception per send that is not cancelled (checked under an advisory lock per no_reff).
CREATE TABLE terima_uang (
  no_terima text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  no_reff text NOT NULL,
  kode_toko_asal text NOT NULL,
  tgl_kirim date NOT NULL,
  kirim_by text NOT NULL,
  jumlah_rp bigint NOT NULL CHECK (jumlah_rp > 0),
  keterangan text NOT NULL DEFAULT '',
  dikonfirmasi_at timestamptz
);

CREATE INDEX terima_uang_reff ON terima_uang (no_reff);

-- The journals: the branch debits the transit account and credits its cash or bank; the head office debits its cash
-- or bank and credits the transit account. Across both books the transit account nets to zero once received.
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('1-1190', 'Kiriman Uang Ke Pusat Dalam Perjalanan', 'ASET')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('KIRIM_UANG', 'TUNAI'),
  ('KIRIM_UANG', 'NON_TUNAI'),
  ('TERIMA_UANG', 'TUNAI'),
  ('TERIMA_UANG', 'NON_TUNAI');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('KIRIM_UANG', 'TUNAI', 1, 'TRANSIT', 'Kiriman Uang Ke Pusat (Debet)', 'D', '1-1190'),
  ('KIRIM_UANG', 'TUNAI', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('KIRIM_UANG', 'NON_TUNAI', 1, 'TRANSIT', 'Kiriman Uang Ke Pusat (Debet)', 'D', '1-1190'),
  ('KIRIM_UANG', 'NON_TUNAI', 2, 'BANK', 'Bank (Kredit)', 'K', '1-1201'),
  ('TERIMA_UANG', 'TUNAI', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('TERIMA_UANG', 'TUNAI', 2, 'TRANSIT', 'Kiriman Uang Dari Cabang (Kredit)', 'K', '1-1190'),
  ('TERIMA_UANG', 'NON_TUNAI', 1, 'BANK', 'Bank (Debet)', 'D', '1-1201'),
  ('TERIMA_UANG', 'NON_TUNAI', 2, 'TRANSIT', 'Kiriman Uang Dari Cabang (Kredit)', 'K', '1-1190');
