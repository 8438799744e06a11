-- Gold instalments (cicilan emas, issue 22 items 6-8; CICILAN_MODULE): pieces sold by monthly instalments. The sums,
-- schedule, late fee and pay-off are domain/cicilan.ts's; the documents are server/documents/kinds/cicilan*.ts's.
--
-- - The contract (jenis CICILAN, CC-...): the pieces priced as a sale that day, price locked, off their trays as status
--   CICILAN (ledger CICILAN), still the shop's stock (their cost stays in PERSEDIAAN) until sold; the parameter row's
--   terms copied into dokumen_cicilan (a later change of /parameter-cicilan leaves a running contract alone); the DP
--   paid in (kategori CICILAN). Open balance PIUTANG: what the customer owes in all (price + fee), the DP paid.
--   Journal CICILAN/DP: Kas / EDC debited by the DP, the receivable (PIUTANG, 1-1302) by price + fee - DP, against the
--   deferred instalment sale (role CICILAN, 2-1105: price + fee, a liability until the pieces are handed over).
-- - A payment (jenis BAYAR_CICILAN, BC-...): exactly the next instalment plus its late fee (dokumen_bayar_cicilan: which
--   instalment, its late fee). Journal CICILAN/BAYAR: Kas / EDC debited, PIUTANG credited by the instalment, the late fee
--   to other income. Balance: the instalment paid (BAYAR).
-- - The pay-off (POST cicilan/{no}/lunas), or the last instalment: a BAYAR_CICILAN document of journal CICILAN/LUNAS
--   (the receivable closed: what is paid plus the fee waived; the deferred sale debited by the whole fee, the fee
--   earned to instalment income SEWA, 4-1501), balance LUNAS (the fee waived off its pokok), the contract DONE; in the
--   same transaction a sale (PENJUALAN) of the contract's lines at their locked prices, paid by one payment of kind
--   CICILAN (no_reff the contract, the price): the sale's journal debits the deferred sale (PENJUALAN/TUNAI/CICILAN)
--   instead of cash; the pieces CICILAN -> TERJUAL (ledger CICILAN_JUAL, already off their trays). That sale cannot be
--   cancelled (the contract is closed).
-- - Cancelled (BATAL_CICILAN, any business day, open only): pieces back on their trays (BATAL_CICILAN). Setting
--   batal_cicilan: KEMBALI refunds everything paid (the contract's and every payment's money and journal mirrored, each
--   payment BATAL too, out of the till or account checked as any payout); HANGUS keeps it (journal CICILAN/HANGUS: the
--   deferred sale debited, the receivable left closed, what was paid to other income; dokumen_batal_dp HANGUS).
-- - Auctioned (jenis LELANG_CICILAN, LC-..., after tunggakan_lelang_cicilan missed instalments): pieces back on their
--   trays (LELANG_CICILAN), the contract LELANG; setting lelang_cicilan: KEMBALI refunds the DP and instalments (late
--   fees apart) less biaya_lelang_cicilan percent, out of the till; HANGUS keeps them. Journal CICILAN/LELANG.
INSERT INTO status_dokumen (kode, nama) VALUES ('LELANG', 'Dilelang') ON CONFLICT (kode) DO NOTHING;
INSERT INTO jenis_bayar (kode, nama) VALUES ('CICILAN', 'Cicilan Emas');

INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES
  ('CICILAN', 'out', -1, 'sold by instalments: off its tray until paid off'),
  ('BATAL_CICILAN', 'in', 1, 'the instalment contract was cancelled: back on its tray'),
  ('CICILAN_JUAL', 'none', 0, 'the instalment contract was paid off: the piece is sold'),
  ('LELANG_CICILAN', 'in', 1, 'the instalment contract was auctioned: back on its tray');

-- The contract's terms as they were agreed (the parameter row's, and the sums they gave).
CREATE TABLE dokumen_cicilan (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  kode_cicilan text NOT NULL,
  lama_cicilan integer NOT NULL CHECK (lama_cicilan > 0),
  sewa_persen numeric(7,2) NOT NULL,
  dp_persen numeric(7,2) NOT NULL,
  harga_jual bigint NOT NULL,
  dp_rp bigint NOT NULL,
  pokok bigint NOT NULL CHECK (pokok > 0),
  sewa_rp bigint NOT NULL CHECK (sewa_rp >= 0),
  nilai_angsuran bigint NOT NULL CHECK (nilai_angsuran > 0),
  angsuran_terakhir bigint NOT NULL CHECK (angsuran_terakhir > 0)
);

-- Each payment document: the contract, the instalment it paid (ke; 0 for an early pay-off), what of it was the
-- instalment (or pay-off) and what the late fee; a pay-off's fee earned and waived.
CREATE TABLE dokumen_bayar_cicilan (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  no_cicilan text NOT NULL REFERENCES dokumen(no_dokumen),
  ke integer NOT NULL CHECK (ke >= 0),
  jumlah_rp bigint NOT NULL CHECK (jumlah_rp >= 0),
  denda_rp bigint NOT NULL DEFAULT 0 CHECK (denda_rp >= 0),
  sewa_berjalan bigint NOT NULL DEFAULT 0,
  sewa_dihapus bigint NOT NULL DEFAULT 0,
  no_faktur_jual text NOT NULL DEFAULT ''
);
CREATE INDEX dokumen_bayar_cicilan_kontrak ON dokumen_bayar_cicilan (no_cicilan);
-- One payment per instalment of a contract: the backstop of the contract's lock.
CREATE UNIQUE INDEX dokumen_bayar_cicilan_ke ON dokumen_bayar_cicilan (no_cicilan, ke) WHERE ke > 0;

-- An auction's settlement: what was paid, the fee kept and what went back.
CREATE TABLE dokumen_lelang_cicilan (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  no_cicilan text NOT NULL UNIQUE REFERENCES dokumen(no_dokumen),
  aturan text NOT NULL CHECK (aturan IN ('KEMBALI', 'HANGUS')),
  terbayar bigint NOT NULL,
  biaya_rp bigint NOT NULL,
  kembali_rp bigint NOT NULL,
  tunggakan integer NOT NULL
);

INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('2-1105', 'Penjualan Cicilan Ditangguhkan', 'KEWAJIBAN'),
  ('4-1501', 'Pendapatan Sewa Cicilan', 'PENDAPATAN')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('CICILAN', 'DP'), ('CICILAN', 'BAYAR'), ('CICILAN', 'LUNAS'), ('CICILAN', 'HANGUS'), ('CICILAN', 'LELANG');
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('CICILAN', 'DP', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('CICILAN', 'DP', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('CICILAN', 'DP', 3, 'PIUTANG', 'Piutang Cicilan (Debet)', 'D', '1-1302'),
  ('CICILAN', 'DP', 4, 'CICILAN', 'Penjualan Cicilan Ditangguhkan (Kredit)', 'K', '2-1105'),
  ('CICILAN', 'DP', 5, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'BAYAR', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('CICILAN', 'BAYAR', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('CICILAN', 'BAYAR', 3, 'PIUTANG', 'Piutang Cicilan (Kredit)', 'K', '1-1302'),
  ('CICILAN', 'BAYAR', 4, 'DENDA', 'Denda Cicilan (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'BAYAR', 5, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'LUNAS', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('CICILAN', 'LUNAS', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('CICILAN', 'LUNAS', 3, 'CICILAN', 'Penjualan Cicilan Ditangguhkan (Debet)', 'D', '2-1105'),
  ('CICILAN', 'LUNAS', 4, 'PIUTANG', 'Piutang Cicilan (Kredit)', 'K', '1-1302'),
  ('CICILAN', 'LUNAS', 5, 'SEWA', 'Pendapatan Sewa Cicilan (Kredit)', 'K', '4-1501'),
  ('CICILAN', 'LUNAS', 6, 'DENDA', 'Denda Cicilan (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'LUNAS', 7, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'HANGUS', 1, 'CICILAN', 'Penjualan Cicilan Ditangguhkan (Debet)', 'D', '2-1105'),
  ('CICILAN', 'HANGUS', 2, 'PIUTANG', 'Piutang Cicilan (Kredit)', 'K', '1-1302'),
  ('CICILAN', 'HANGUS', 3, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901'),
  ('CICILAN', 'LELANG', 1, 'CICILAN', 'Penjualan Cicilan Ditangguhkan (Debet)', 'D', '2-1105'),
  ('CICILAN', 'LELANG', 2, 'PIUTANG', 'Piutang Cicilan (Kredit)', 'K', '1-1302'),
  ('CICILAN', 'LELANG', 3, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('CICILAN', 'LELANG', 4, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901'),
  ('PENJUALAN', 'TUNAI', 11, 'CICILAN', 'Penjualan Cicilan Ditangguhkan (Debet)', 'D', '2-1105');
