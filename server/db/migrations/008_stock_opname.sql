-- Stocktaking (/stock-opname, -penerimaan, -global, -rfid). A stocktake never moves stock: barang and the ledger stay
-- as they are; these tables record what was found.
-- - stock_opname: one stocktake (no_opname SO-{shop}-{date}-{n} from nomor_dokumen). jenis TRAY (one tray),
--   PENERIMAAN (the items of one goods receipt, no_terima), GLOBAL (every tray of the shop, once per business
--   date), RFID (one tray or a whole warehouse, read by RFID). OPEN while scanning (one open per target), DONE when
--   saved, BATAL when discarded. jumlah_baca counts the RFID reads received, repeats included.
-- - stock_opname_detail: the expected items, frozen at the start (expected, result MISSING until scanned, then
--   FOUND), and the items scanned that were not expected (result FOREIGN, with alasan: another tray, another status,
--   another receipt, put on the tray after the start, or an unknown code). kode_baki is where the item was expected
--   (for a foreign item: where its record says it is).
-- - stock_opname_tag: the distinct RFID tags read for a stocktake and the item each one named (null: unknown tag).
-- - barang.kode_rfid: the EPC of a pre-programmed tag linked to the item (see domain/stock-opname.ts).

CREATE TABLE stock_opname (
  no_opname text PRIMARY KEY,
  kode_toko text NOT NULL,
  jenis text NOT NULL CHECK (jenis IN ('TRAY', 'GLOBAL', 'PENERIMAAN', 'RFID')),
  kode_gudang text NOT NULL DEFAULT '',
  kode_baki text NOT NULL DEFAULT '',
  no_terima text NOT NULL DEFAULT '',
  tgl_system date NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DONE', 'BATAL')),
  mulai_by text NOT NULL,
  mulai_at timestamptz NOT NULL DEFAULT now(),
  selesai_by text,
  selesai_at timestamptz,
  jumlah_baca integer NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX stock_opname_open ON stock_opname (kode_toko, jenis, kode_gudang, kode_baki, no_terima) WHERE status = 'OPEN';

CREATE UNIQUE INDEX stock_opname_global_daily ON stock_opname (kode_toko, tgl_system) WHERE jenis = 'GLOBAL' AND status = 'DONE';

CREATE INDEX stock_opname_tgl ON stock_opname (kode_toko, tgl_system);

CREATE TABLE stock_opname_detail (
  no_opname text NOT NULL REFERENCES stock_opname(no_opname),
  kode_barcode text NOT NULL,
  nama_barang text NOT NULL DEFAULT '',
  berat numeric(12,3) NOT NULL DEFAULT 0,
  kode_gudang text NOT NULL DEFAULT '',
  kode_baki text NOT NULL DEFAULT '',
  status_barang text NOT NULL DEFAULT '',
  expected boolean NOT NULL,
  result text NOT NULL CHECK (result IN ('FOUND', 'MISSING', 'FOREIGN')),
  alasan text,
  epc text,
  scanned_at timestamptz,
  scanned_by text,
  PRIMARY KEY (no_opname, kode_barcode)
);

CREATE TABLE stock_opname_tag (
  no_opname text NOT NULL REFERENCES stock_opname(no_opname),
  epc text NOT NULL,
  kode_barcode text,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_opname, epc)
);

ALTER TABLE barang ADD COLUMN IF NOT EXISTS kode_rfid text;

CREATE UNIQUE INDEX IF NOT EXISTS barang_kode_rfid ON barang (kode_rfid) WHERE kode_rfid IS NOT NULL;
