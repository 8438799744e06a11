-- Money deposits (titip uang, issue 9 item 3) and coupons paid with, on the document kernel of 019.
--
-- A deposit is a document of jenis TITIP: its lines are the reserved pieces at the prices of that day, its payments
-- the down payment. Paid off, it gets a DONE status row and a sale (jenis PENJUALAN) is written whose payment line
-- jenis TITIP has no_reff = the deposit's number: that line is the link both ways. Cancelled, it gets a BATAL status
-- row and a row here saying what the shop's rule (setting batal_titip) did with the down payment.
CREATE TABLE dokumen_batal_titip (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  -- KEMBALI: refunded (the money rows reversed); HANGUS: forfeited (money stays, the liability becomes income).
  aturan text NOT NULL CHECK (aturan IN ('KEMBALI', 'HANGUS')),
  dp_rp bigint NOT NULL CHECK (dp_rp >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A pay-off sale cancelled on its day: the pieces are the deposit's again (TERJUAL -> TITIP, no tray changes).
INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES
  ('BATAL_TITIP_JUAL', 'none', 0, 'the pay-off sale was cancelled: the piece is reserved by its deposit again');

-- The deposit's journals: the down payment is the customer's money the shop holds (a liability) until the sale.
INSERT INTO para_akun_transaksi (trx, type) VALUES ('TITIP', 'DP'), ('TITIP', 'HANGUS');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('TITIP', 'DP', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('TITIP', 'DP', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('TITIP', 'DP', 3, 'TITIPAN', 'Titipan Uang Pelanggan (Kredit)', 'K', '2-1102'),
  ('TITIP', 'DP', 4, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('TITIP', 'HANGUS', 1, 'TITIPAN', 'Titipan Uang Pelanggan (Debet)', 'D', '2-1102'),
  ('TITIP', 'HANGUS', 2, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901');

-- Coupons of /parameter-kupon paid with: one PAKAI row per sale that used one, one BEBAS row when that sale was
-- cancelled (never a delete). A coupon's uses in force (PAKAI minus BEBAS) never pass its kuota; the sale locks
-- the coupon's master row while it counts.
CREATE TABLE kupon_pakai (
  id bigserial PRIMARY KEY,
  kode_kupon text NOT NULL,
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  status text NOT NULL CHECK (status IN ('PAKAI', 'BEBAS')),
  jumlah_rp bigint NOT NULL CHECK (jumlah_rp >= 0),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kode_kupon, no_dokumen, status)
);

CREATE INDEX kupon_pakai_kupon ON kupon_pakai (kode_kupon);
