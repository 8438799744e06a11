-- The end-of-day close (issue 11). A close is once per shop and business day, by one account, and advances that
-- shop's business date (hari_toko) by one day. What it records:
-- - tutup_toko: the close itself (who, when, the authorization, the cash counted against the cash expected). Its
--   primary key makes a second close of the same day impossible, whatever raced.
-- - saldo_kas: the balances carried forward, per shop, account (the till KAS or a bank account number, as kas_mutasi
--   names it) and the day they open. The money ledger stays the truth: a carried balance equals the sum of every
--   kas_mutasi row of that shop and account dated before that day, which the integrity report checks.
-- - harga_emas_harian: the day's gold prices per group, as they stood at the close.

CREATE TABLE tutup_toko (
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  tgl_system_baru date NOT NULL,
  ditutup_by text NOT NULL REFERENCES users(user_id),
  ditutup_at timestamptz NOT NULL DEFAULT now(),
  authorization_id text NOT NULL,
  kas_sistem bigint NOT NULL,
  kas_fisik bigint,
  PRIMARY KEY (kode_toko, tgl_system),
  CHECK (tgl_system_baru = tgl_system + 1)
);

CREATE TABLE saldo_kas (
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  akun text NOT NULL,
  saldo_awal bigint NOT NULL,
  PRIMARY KEY (kode_toko, tgl_system, akun)
);

CREATE TABLE harga_emas_harian (
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  kode_group text NOT NULL,
  harga_per_gram bigint NOT NULL,
  PRIMARY KEY (kode_toko, tgl_system, kode_group)
);
