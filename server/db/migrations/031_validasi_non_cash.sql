-- Non-cash payments matched against the bank statement (/validasi-non-cash, issue 11). A payment is a dokumen_bayar
-- row (card, transfer, QRIS); its validation is a fact of its own beside it, once per payment (the primary key), never
-- updated or removed. Who validated it and on which business day; with VALIDASI_NON_CASH_MODULE on, also what the
-- bank statement showed (its date, reference and amount, which matched the payment); validated by a tick (the module
-- off), the statement's three columns stay empty together.
CREATE TABLE dokumen_bayar_validasi (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  -- The account the payment moved, copied so that one statement line (account and reference) validates one payment.
  no_rekening text NOT NULL,
  tgl_system date NOT NULL,
  tgl_mutasi date,
  no_reff_mutasi text,
  jumlah_mutasi bigint,
  oleh text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_bayar(no_dokumen, baris),
  CHECK ((tgl_mutasi IS NULL) = (no_reff_mutasi IS NULL) AND (tgl_mutasi IS NULL) = (jumlah_mutasi IS NULL))
);

CREATE UNIQUE INDEX dokumen_bayar_validasi_mutasi ON dokumen_bayar_validasi (no_rekening, no_reff_mutasi) WHERE no_reff_mutasi IS NOT NULL;
CREATE INDEX dokumen_bayar_validasi_hari ON dokumen_bayar_validasi (kode_toko, tgl_system);
