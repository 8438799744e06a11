-- Open balances per document (issue 20 item 3): what a customer still owes the shop on a document that runs for
-- weeks (an order's rest, a loan, an instalment: PIUTANG), or what the shop holds for a customer (a deposit's down
-- payment: TITIPAN). Written by the document kernel (server/documents/balances.ts) in the transaction of every post,
-- payment, pay-off, forfeit and cancel: one saldo_mutasi row each, never edited; saldo_dokumen holds their sums.
--
-- A balance's kinds are rows, not a CHECK: a new one is an INSERT. kode_akun is the journal role whose account
-- carries the kinds' open balances (para_akun_transaksi_detail.kode_akun); the integrity report proves the two agree:
-- sisi K (the shop holds the money: a liability) carries what was paid on the open documents, sisi D (the customer
-- owes it: a receivable) what remains.
CREATE TABLE jenis_saldo (
  kode text PRIMARY KEY,
  nama text NOT NULL,
  kode_akun text NOT NULL,
  sisi text NOT NULL CHECK (sisi IN ('D', 'K'))
);
INSERT INTO jenis_saldo (kode, nama, kode_akun, sisi) VALUES
  ('TITIPAN', 'Titipan Uang Pelanggan', 'TITIPAN', 'K'),
  ('PIUTANG', 'Piutang Pelanggan', 'PIUTANG', 'D');

CREATE TABLE saldo_dokumen (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  jenis_saldo text NOT NULL REFERENCES jenis_saldo(kode),
  -- What the document is worth (a deposit: its pieces at the day's prices), and what was paid towards it.
  pokok bigint NOT NULL DEFAULT 0,
  terbayar bigint NOT NULL DEFAULT 0
);

CREATE TABLE saldo_mutasi (
  id bigserial PRIMARY KEY,
  no_dokumen text NOT NULL REFERENCES saldo_dokumen(no_dokumen),
  -- What happened: TITIP (taken), LUNAS (paid off), BATAL (cancelled, or the document that moved it cancelled),
  -- HANGUS (a deposit cancelled with its down payment forfeited).
  kejadian text NOT NULL,
  pokok bigint NOT NULL,
  terbayar bigint NOT NULL,
  -- The document whose post or cancel wrote the row: the deposit itself, or the sale that paid it off.
  no_ref text NOT NULL REFERENCES dokumen(no_dokumen),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saldo_mutasi_no_dokumen ON saldo_mutasi (no_dokumen, id);
CREATE INDEX saldo_mutasi_no_ref ON saldo_mutasi (no_ref);

-- The deposits written before this migration, as the kernel would have written them: taken (its total, its down
-- payment), then paid off by the sale that still stands, or cancelled (refunded or forfeited).
INSERT INTO saldo_dokumen (no_dokumen, jenis_saldo) SELECT no_dokumen, 'TITIPAN' FROM dokumen WHERE jenis = 'TITIP';

INSERT INTO saldo_mutasi (no_dokumen, kejadian, pokok, terbayar, no_ref, tgl_system, oleh, created_at)
SELECT d.no_dokumen, 'TITIP', d.grand_total, d.total_bayar, d.no_dokumen, d.tgl_system, d.input_by, d.created_at
  FROM dokumen d WHERE d.jenis = 'TITIP';

INSERT INTO saldo_mutasi (no_dokumen, kejadian, pokok, terbayar, no_ref, tgl_system, oleh, created_at)
SELECT d.no_dokumen, 'LUNAS', 0, d.grand_total - d.total_bayar, s.no_dokumen, s.tgl_system, s.input_by, s.created_at
  FROM dokumen d
  JOIN dokumen_bayar b ON b.jenis = 'TITIP' AND b.no_reff = d.no_dokumen
  JOIN dokumen_terkini s ON s.no_dokumen = b.no_dokumen AND s.status <> 'BATAL'
 WHERE d.jenis = 'TITIP';

INSERT INTO saldo_mutasi (no_dokumen, kejadian, pokok, terbayar, no_ref, tgl_system, oleh, created_at)
SELECT d.no_dokumen, CASE WHEN h.aturan = 'HANGUS' THEN 'HANGUS' ELSE 'BATAL' END, -d.grand_total, -d.total_bayar, d.no_dokumen,
       st.tgl_system, st.oleh, st.created_at
  FROM dokumen d
  JOIN dokumen_terkini t ON t.no_dokumen = d.no_dokumen AND t.status = 'BATAL'
  JOIN LATERAL (SELECT tgl_system, oleh, created_at FROM dokumen_status WHERE no_dokumen = d.no_dokumen AND status = 'BATAL' ORDER BY id DESC LIMIT 1) st ON true
  LEFT JOIN dokumen_batal_titip h ON h.no_dokumen = d.no_dokumen
 WHERE d.jenis = 'TITIP';

UPDATE saldo_dokumen s SET pokok = m.pokok, terbayar = m.terbayar
  FROM (SELECT no_dokumen, sum(pokok) AS pokok, sum(terbayar) AS terbayar FROM saldo_mutasi GROUP BY no_dokumen) m
 WHERE m.no_dokumen = s.no_dokumen;
