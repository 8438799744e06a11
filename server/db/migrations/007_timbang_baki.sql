-- Tray weighing (/timbang-baki). Sessions are never deleted, so the history of every weighing stays:
-- - timbang_baki: one weighing session of one warehouse. OPEN while it is being weighed (at most one per
--   warehouse); SELESAI when a new session of the warehouse started after it; RESET when it was discarded.
-- - timbang_baki_detail: one row per tray of the warehouse, with what it should weigh when the session started
--   (empty tray + the stock on the business date, from barang_mutasi) and, once weighed, the weight read and the
--   difference. Trays and stock are copied, so later changes to master_baki or the ledger leave history alone.

CREATE TABLE timbang_baki (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL,
  kode_gudang text NOT NULL,
  tgl_system date NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SELESAI', 'RESET')),
  mulai_by text NOT NULL,
  mulai_at timestamptz NOT NULL DEFAULT now(),
  selesai_by text,
  selesai_at timestamptz
);

CREATE UNIQUE INDEX timbang_baki_open ON timbang_baki (kode_toko, kode_gudang) WHERE status = 'OPEN';

CREATE INDEX timbang_baki_tgl ON timbang_baki (kode_gudang, tgl_system);

CREATE TABLE timbang_baki_detail (
  id_timbang bigint NOT NULL REFERENCES timbang_baki(id),
  kode_baki text NOT NULL,
  nama_baki text NOT NULL,
  berat_baki numeric(12,3) NOT NULL,
  qty_stock integer NOT NULL,
  berat_stock numeric(12,3) NOT NULL,
  berat_seharusnya numeric(12,3) NOT NULL,
  berat_timbang numeric(12,3),
  selisih numeric(12,3),
  timbang_by text,
  timbang_at timestamptz,
  PRIMARY KEY (id_timbang, kode_baki)
);
