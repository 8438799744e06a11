-- Orders (pesanan) and services (issue 21): documents of the kernel that stay open for weeks, with a down payment the
-- shop holds until the customer collects (jenis_saldo UANG_MUKA, on the journal role UANG_MUKA: 2-1101).
--
-- - An order (jenis PESANAN, PN-...): lines without a piece (dokumen_baris.kode_barcode ''), each at its estimated
--   weight and its group's price per gram locked that day; its own facts (goldsmith, note, sample) in
--   dokumen_baris_pesanan, its promised date in dokumen_pesanan. Collected by a sale (PENJUALAN) of its finished
--   pieces (barang.no_pesanan), paid first by the down payment (payment kind PESANAN, no_reff the order): link
--   AMBIL_PESANAN closes the order, its cancellation opens it again. Cancelled, the down payment is refunded or
--   forfeited by the setting batal_pesanan (dokumen_batal_dp, as a deposit's).
-- - A service (jenis SERVICE, SV-...): the customer's pieces in custody (lines without a piece), the ongkos owed, an
--   optional down payment. Done (status SELESAI, dokumen_service_selesai: each line's weight out, added gold charged
--   at the group price), collected by a document of its own (jenis AMBIL_SERVICE, SA-...), paid first by the down
--   payment (payment kind SERVICE): link AMBIL_SERVICE closes the service.
-- The legacy pesanan table of migration 002 (from before the kernel) goes: the cancelled-order report reads documents.
DROP TABLE pesanan;
-- The legacy titip table went out of use with issue 20 (deposits are documents): it goes too.
DROP TABLE titip;

INSERT INTO status_dokumen (kode, nama) VALUES ('SELESAI', 'Selesai Dikerjakan');
INSERT INTO jenis_bayar (kode, nama) VALUES ('PESANAN', 'DP Pesanan'), ('SERVICE', 'DP Service');
INSERT INTO jenis_tautan (kode, nama) VALUES ('AMBIL_PESANAN', 'Ambil Pesanan'), ('AMBIL_SERVICE', 'Ambil Service');
INSERT INTO jenis_saldo (kode, nama, kode_akun, sisi) VALUES ('UANG_MUKA', 'Uang Muka Pelanggan', 'UANG_MUKA', 'K');

-- A deposit's refund-or-forfeit record serves every kind whose down payment a cancellation refunds or forfeits.
ALTER TABLE dokumen_batal_titip RENAME TO dokumen_batal_dp;

CREATE TABLE dokumen_pesanan (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  -- The date promised to the customer; an open order past it is overdue.
  tgl_janji date,
  -- A pre-order (PRE_ORDER_MODULE): filled by a supplier, with the shop's PO number.
  kode_supplier text NOT NULL DEFAULT '',
  no_po text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX dokumen_pesanan_no_po ON dokumen_pesanan (no_po) WHERE no_po <> '';

-- The finished pieces of an order (barang.no_pesanan): read by the order, its collection and its lists.
CREATE INDEX barang_no_pesanan ON barang (no_pesanan) WHERE no_pesanan <> '';

CREATE TABLE dokumen_baris_pesanan (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  kode_tukang text NOT NULL DEFAULT '',
  catatan text NOT NULL DEFAULT '',
  -- The sample: a shop piece (status CONTOH while the order runs), or the customer's own (described, weighed).
  contoh_barcode text NOT NULL DEFAULT '',
  contoh_keterangan text NOT NULL DEFAULT '',
  contoh_berat numeric(12,3) NOT NULL DEFAULT 0,
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);

CREATE TABLE dokumen_baris_service (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  deskripsi text NOT NULL DEFAULT '',
  kode_tukang text NOT NULL DEFAULT '',
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);

CREATE TABLE dokumen_service_selesai (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  berat_keluar numeric(12,3) NOT NULL CHECK (berat_keluar > 0),
  kode_group text NOT NULL DEFAULT '',
  harga_per_gram bigint NOT NULL DEFAULT 0,
  -- ceil((weight out - weight in) x price / 500) x 500 when the repair added gold, else 0.
  biaya_emas bigint NOT NULL DEFAULT 0 CHECK (biaya_emas >= 0),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);

-- The journals: an order's and a service's down payment (held as UANG_MUKA), a forfeited one (other income), a
-- collected service (its ongkos and added gold), and a sale paid by an order's down payment.
INSERT INTO para_akun_transaksi (trx, type) VALUES ('PESANAN', 'HANGUS'), ('SERVICE', 'DP'), ('SERVICE', 'AMBIL');
INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('PESANAN', 'DP', 3, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('PESANAN', 'DP', 4, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('PESANAN', 'HANGUS', 1, 'UANG_MUKA', 'Uang Muka Pesanan (Debet)', 'D', '2-1101'),
  ('PESANAN', 'HANGUS', 2, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901'),
  ('SERVICE', 'DP', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('SERVICE', 'DP', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('SERVICE', 'DP', 3, 'UANG_MUKA', 'Uang Muka Service (Kredit)', 'K', '2-1101'),
  ('SERVICE', 'DP', 4, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('SERVICE', 'AMBIL', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('SERVICE', 'AMBIL', 2, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('SERVICE', 'AMBIL', 3, 'UANG_MUKA', 'Uang Muka Service (Debet)', 'D', '2-1101'),
  ('SERVICE', 'AMBIL', 4, 'JASA_SERVICE', 'Pendapatan Jasa Service (Kredit)', 'K', '4-1301'),
  ('SERVICE', 'AMBIL', 5, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('SERVICE', 'AMBIL', 6, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('PENJUALAN', 'TUNAI', 10, 'UANG_MUKA', 'Uang Muka Pesanan (Debet)', 'D', '2-1101');
