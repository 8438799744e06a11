-- Pawn loans (hutang, issue 22): money lent against a customer's gold, held in custody until redeemed, renewed or
-- auctioned. Documents of the kernel (server/documents/kinds/hutang.ts):
-- - the loan (jenis HUTANG, HT-...): lines without a piece (the pledged gold as described and weighed: kadar, gold
--   weight berat, quantity), its weight with the bag and condition in dokumen_baris_hutang; paid OUT of the till or a
--   bank account (kategori HUTANG); journal HUTANG/PENCAIRAN: Piutang Pinjaman debited, Kas / Bank credited. It opens
--   a PIUTANG balance of its principal. Its terms (rate, start, due date, principal) are rows of hutang_termin: the
--   loan's own, then one per renewal (the term restarts on the same contract); the last row is in force.
-- - a redemption (jenis LUNAS_HUTANG, LH-...): principal + interest + late fee, paid with the sale's money kinds,
--   exactly what is due (kategori PELUNASAN HUTANG); journal HUTANG/PELUNASAN: Kas / EDC debited, Piutang credited
--   with the principal, Sewa Modal with the interest, Pendapatan Lain with the late fee. Link LUNAS_HUTANG closes the
--   loan (DONE); cancelling the redemption (Batal Hutang Lunas, BATAL_HUTANG_LUNAS) refunds it and opens it again.
-- - a renewal (jenis PEREMAJAAN_HUTANG, RH-...): the interest and late fee so far, and optionally part of the
--   principal, paid (kategori PEREMAJAAN HUTANG); journal HUTANG/PEREMAJAAN. A new hutang_termin row: the new rate,
--   from today, for the loan's term in days. Not cancelled (the next term runs on it): a mistake is redeemed.
-- - an auction (jenis LELANG_HUTANG, LL-...): past the due date and the grace days (setting), the pieces forfeited as
--   new items of the buy-back stock (status BELI, ledger LELANG_HUTANG, sorted onto sales trays like bought-back gold)
--   at their appraised value: the gold value at the day's pure-gold price (master_harga_emas of the purest kadar),
--   else the principal shared by gold weight. Journal HUTANG/LELANG: Persediaan Emas Rongsok debited with the value,
--   Piutang credited with the principal, Sewa Modal with the interest and late fee; a surplus is owed to the customer
--   (Kelebihan Lelang, 2-1302, a KELEBIHAN_LELANG balance of the auction, sisi K, held a year: hutang_lelang.tgl_batas);
--   a shortfall stays owed (a PIUTANG balance of the auction). Link LELANG_HUTANG gives the loan status LELANG.
-- - Batal Hutang (BATAL_HUTANG): a loan with no payment yet (no redemption, renewal or auction), any business day:
--   the money comes back into the till or account it left, the pieces leave custody (BATAL).
-- Pledged pieces are never stock: the custody ledger hutang_jaminan_mutasi counts them per loan (+1 in at the loan, -1
-- out at the redemption, to stock at the auction, or on cancelling; +1 again when a redemption is cancelled).
INSERT INTO status_dokumen (kode, nama) VALUES ('LELANG', 'Dilelang');
INSERT INTO jenis_tautan (kode, nama) VALUES ('LUNAS_HUTANG', 'Pelunasan Hutang'), ('LELANG_HUTANG', 'Lelang Hutang');
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES ('2-1302', 'Kelebihan Lelang Pelanggan', 'KEWAJIBAN');
INSERT INTO jenis_saldo (kode, nama, kode_akun, sisi) VALUES ('KELEBIHAN_LELANG', 'Kelebihan Lelang Pelanggan', 'KELEBIHAN_LELANG', 'K');
INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES ('LELANG_HUTANG', 'in', 1, 'a pledged piece forfeited at a loan''s auction: into the buy-back stock');

CREATE TABLE dokumen_hutang (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  no_ktp text NOT NULL DEFAULT '',
  -- The term in days of every period (a renewal restarts it with the same length).
  lama_pinjam integer NOT NULL CHECK (lama_pinjam > 0),
  -- The ceiling when the loan was taken (0 when PLAFOND_HUTANG_MODULE was off and no rule applied).
  plafond bigint NOT NULL DEFAULT 0
);

CREATE TABLE hutang_termin (
  id bigserial PRIMARY KEY,
  no_dokumen text NOT NULL REFERENCES dokumen_hutang(no_dokumen),
  -- The document that began the term: the loan, or a renewal.
  no_ref text NOT NULL REFERENCES dokumen(no_dokumen),
  tgl_mulai date NOT NULL,
  tgl_jatuh_tempo date NOT NULL,
  bunga_persen numeric(5,2) NOT NULL CHECK (bunga_persen >= 0 AND bunga_persen <= 100),
  jumlah_hutang bigint NOT NULL CHECK (jumlah_hutang > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hutang_termin_no_dokumen ON hutang_termin (no_dokumen, id);

CREATE TABLE dokumen_baris_hutang (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  -- The weight with the bag (emas + plastik); dokumen_baris.berat is the gold weight, never above it.
  berat_kotor numeric(12,3) NOT NULL,
  kondisi text NOT NULL DEFAULT '',
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);

-- The custody ledger of pledged pieces: each row one piece (a line of the loan) in (+1) or out (-1) of custody.
CREATE TABLE hutang_jaminan_mutasi (
  id bigserial PRIMARY KEY,
  no_hutang text NOT NULL REFERENCES dokumen_hutang(no_dokumen),
  baris integer NOT NULL,
  arah smallint NOT NULL CHECK (arah IN (-1, 1)),
  -- MASUK (pledged), TEBUS (redeemed), BATAL_TEBUS (redemption cancelled), LELANG (forfeited to stock), BATAL (loan cancelled).
  kejadian text NOT NULL,
  no_ref text NOT NULL REFERENCES dokumen(no_dokumen),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (no_hutang, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);
CREATE INDEX hutang_jaminan_mutasi_no_hutang ON hutang_jaminan_mutasi (no_hutang, baris);

-- What a redemption, renewal or auction settled of its loan: the bill of that day (domain/hutang.ts billOf).
CREATE TABLE hutang_tagihan (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  no_hutang text NOT NULL REFERENCES dokumen_hutang(no_dokumen),
  jumlah_hutang bigint NOT NULL,
  lama_pinjam_hari integer NOT NULL,
  bunga_persen numeric(5,2) NOT NULL,
  bunga_rp bigint NOT NULL,
  denda_rp bigint NOT NULL,
  -- Principal repaid: all of it at a redemption or an auction, the part repaid at a renewal.
  pokok_rp bigint NOT NULL,
  total_bayar bigint NOT NULL
);
CREATE INDEX hutang_tagihan_no_hutang ON hutang_tagihan (no_hutang);

-- An auction's outcome: the appraised value, and what the customer is owed (surplus) or still owes (shortfall).
CREATE TABLE hutang_lelang (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  nilai_taksiran bigint NOT NULL,
  kelebihan_rp bigint NOT NULL DEFAULT 0,
  kekurangan_rp bigint NOT NULL DEFAULT 0,
  -- The surplus is owed until this date (a year after the auction).
  tgl_batas date NOT NULL
);

-- The journals. PENCAIRAN may pay out of a bank account; redemption and renewal are paid as a sale is (cash, card,
-- transfer with its fee), a late fee is other income; an auction books its interest, and its surplus as a payable.
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('HUTANG', 'PENCAIRAN', 3, 'BANK', 'Bank (Kredit)', 'K', '1-1201'),
  ('HUTANG', 'PELUNASAN', 4, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('HUTANG', 'PELUNASAN', 5, 'DENDA', 'Pendapatan Denda Hutang (Kredit)', 'K', '4-1901'),
  ('HUTANG', 'PELUNASAN', 6, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('HUTANG', 'PEREMAJAAN', 3, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('HUTANG', 'PEREMAJAAN', 4, 'PIUTANG', 'Piutang Pinjaman (Kredit)', 'K', '1-1301'),
  ('HUTANG', 'PEREMAJAAN', 5, 'DENDA', 'Pendapatan Denda Hutang (Kredit)', 'K', '4-1901'),
  ('HUTANG', 'PEREMAJAAN', 6, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('HUTANG', 'LELANG', 5, 'SEWA_MODAL', 'Pendapatan Sewa Modal (Kredit)', 'K', '4-1201'),
  ('HUTANG', 'LELANG', 6, 'KELEBIHAN_LELANG', 'Kelebihan Lelang Pelanggan (Kredit)', 'K', '2-1302');

-- The WhatsApp reminders of loans falling due (a step of the day's close, server/documents/kinds/hutang-pengingat.ts):
-- one per loan and due date, so a renewed loan is reminded of its new due date and no loan twice of one.
CREATE TABLE hutang_pengingat (
  no_dokumen text NOT NULL REFERENCES dokumen_hutang(no_dokumen),
  tgl_jatuh_tempo date NOT NULL,
  outbox_id bigint NOT NULL,
  tgl_system date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, tgl_jatuh_tempo)
);
