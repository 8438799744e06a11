-- Inventory: items, the stock ledger, and the numbering of documents.
--
-- - barang: one tagged piece (or, for accessories, one stock line counted in pieces) and its current state.
--   status READY means it is on its tray (kode_gudang, kode_baki) and counts as that tray's stock; any other
--   status (HANCUR melted, CONTOH taken out as a sample, KIRIM in transit to another shop, BATAL receipt
--   cancelled, TERJUAL sold) means it is on no tray. versi grows with every change.
-- - barang_mutasi: the stock ledger. Every change of place, weight, quantity or status writes rows here in
--   the same transaction as the change to barang: signed deltas of pieces (qty) and grams (berat) on one tray.
--   A move is two rows (out of the source tray, into the target). The stock of a tray on a date D is the sum
--   of its rows with tgl_system <= D; today it equals the READY items on that tray (a property test holds it).
--   Rows that change no stock (a new price, a new profit) are written with qty 0 and berat 0, for history.
-- - nomor_dokumen: the last number given per document prefix and business date (PB-20261121-0001 ...).

CREATE TABLE barang (
  kode_barcode text PRIMARY KEY,
  kode_toko text NOT NULL,
  nama_barang text NOT NULL,
  kode_dept text NOT NULL,
  kode_group text NOT NULL,
  kode_intern text NOT NULL DEFAULT '',
  kode_gudang text NOT NULL,
  kode_baki text NOT NULL,
  aksesoris boolean NOT NULL DEFAULT false,
  qty integer NOT NULL DEFAULT 1 CHECK (qty >= 0),
  berat numeric(12,3) NOT NULL CHECK (berat >= 0),
  berat_kotor numeric(12,3) NOT NULL DEFAULT 0,
  berat_plastik numeric(12,3) NOT NULL DEFAULT 0,
  berat_estimasi numeric(12,3) NOT NULL DEFAULT 0,
  berat_asli numeric(12,3) NOT NULL DEFAULT 0,
  berat_jadi numeric(12,3) NOT NULL DEFAULT 0,
  kadar numeric(6,2) NOT NULL,
  kadar_modal numeric(6,2) NOT NULL DEFAULT 0,
  ukuran text NOT NULL DEFAULT '',
  finishing text NOT NULL DEFAULT '',
  hpp bigint NOT NULL DEFAULT 0,
  total_hpp bigint NOT NULL DEFAULT 0,
  harga_estimasi bigint NOT NULL DEFAULT 0,
  harga_total bigint NOT NULL DEFAULT 0,
  biaya_berlian bigint NOT NULL DEFAULT 0,
  profit bigint NOT NULL DEFAULT 0,
  karat_batu numeric(8,3) NOT NULL DEFAULT 0,
  bentuk_batu text NOT NULL DEFAULT '',
  no_po text NOT NULL DEFAULT '',
  no_pesanan text NOT NULL DEFAULT '',
  kode_supplier text NOT NULL DEFAULT '',
  no_terima text NOT NULL DEFAULT '',
  foto text,
  status text NOT NULL DEFAULT 'READY',
  versi integer NOT NULL DEFAULT 1,
  tgl_input date NOT NULL,
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The list screen sorts by barcode, name or tray and filters by status: each sort has its index so a page
-- of 200,000 items is an index walk, not a sort.
CREATE INDEX barang_status_barcode ON barang (status, kode_barcode);

CREATE INDEX barang_status_nama ON barang (status, nama_barang, kode_barcode);

CREATE INDEX barang_status_baki ON barang (status, kode_baki, kode_barcode);

CREATE INDEX barang_no_terima ON barang (no_terima) WHERE no_terima <> '';

CREATE TABLE barang_mutasi (
  id bigserial PRIMARY KEY,
  kode_barcode text NOT NULL REFERENCES barang(kode_barcode),
  tgl_system date NOT NULL,
  waktu timestamptz NOT NULL DEFAULT now(),
  jenis text NOT NULL,
  kode_toko text NOT NULL,
  kode_gudang text NOT NULL,
  kode_baki text NOT NULL,
  qty integer NOT NULL,
  berat numeric(12,3) NOT NULL,
  no_ref text NOT NULL DEFAULT '',
  keterangan text NOT NULL DEFAULT '',
  input_by text NOT NULL
);

CREATE INDEX barang_mutasi_baki ON barang_mutasi (kode_baki, tgl_system);

CREATE INDEX barang_mutasi_barcode ON barang_mutasi (kode_barcode, id);

CREATE INDEX barang_mutasi_tgl ON barang_mutasi (tgl_system, jenis);

CREATE TABLE nomor_dokumen (
  prefix text NOT NULL,
  tanggal date NOT NULL,
  nomor integer NOT NULL,
  PRIMARY KEY (prefix, tanggal)
);
