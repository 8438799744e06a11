-- Manual items (barang manual). Stock without tags, as shops that do not tag every piece keep it:
-- - barang_manual: one stock line per shop, warehouse, tray, group and type (kode_dept), in pieces and grams.
--   versi grows with every change. A line that reached 0 pieces and 0 grams stays (its versi keeps counting).
-- - barang_manual_mutasi: its own ledger. Every change of a line writes signed rows here in the same
--   transaction (a move is two rows: out of the source line, into the target line), so the stock of a line on
--   a date D is the sum of its rows with tgl_system <= D, and today it equals the line.

CREATE TABLE barang_manual (
  kode_toko text NOT NULL,
  kode_gudang text NOT NULL,
  kode_baki text NOT NULL,
  kode_group text NOT NULL,
  kode_dept text NOT NULL,
  qty integer NOT NULL DEFAULT 0 CHECK (qty >= 0),
  berat numeric(12,3) NOT NULL DEFAULT 0 CHECK (berat >= 0),
  versi integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept)
);

CREATE INDEX barang_manual_group ON barang_manual (kode_group, kode_dept);

CREATE TABLE barang_manual_mutasi (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL,
  kode_gudang text NOT NULL,
  kode_baki text NOT NULL,
  kode_group text NOT NULL,
  kode_dept text NOT NULL,
  jenis text NOT NULL CHECK (jenis IN ('TAMBAH', 'PINDAH_KELUAR', 'PINDAH_MASUK', 'HANCUR', 'KOREKSI')),
  qty integer NOT NULL,
  berat numeric(12,3) NOT NULL,
  no_ref text NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  tgl_system date NOT NULL,
  waktu timestamptz NOT NULL DEFAULT now(),
  input_by text NOT NULL
);

CREATE INDEX barang_manual_mutasi_line ON barang_manual_mutasi (kode_toko, kode_gudang, kode_baki, kode_group, kode_dept, tgl_system);

CREATE INDEX barang_manual_mutasi_ref ON barang_manual_mutasi (no_ref);

CREATE INDEX barang_manual_mutasi_tgl ON barang_manual_mutasi (tgl_system, jenis);
