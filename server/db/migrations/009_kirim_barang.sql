-- Transfers between shops and the external web catalogue.
--
-- - kirim_barang: one transfer (surat jalan) from one shop to another. no_kirim is the document number of the
--   send (KB-{shop}-{date}-{n}); status KIRIM while in transit, TERIMA once the receiving shop confirmed it
--   (with the tray the items went to). A receipt is made once: items not scanned at that moment stay KIRIM
--   (off every tray) and are the difference shown on the receipt.
-- - kirim_barang_detail: the items sent with their weight at sending; berat_terima and diterima are filled by
--   the receipt (a re-weighed item enters the receiver's stock with berat_terima).
-- - barang_external: items published to the shop's online store, with the web price and description.
-- - barang_external_outbox: one row per change (PUBLISH, UPDATE, WITHDRAW) with the whole payload; the store
--   integration reads the unprocessed rows in id order and sets processed_at. Nothing here calls the network.

CREATE TABLE kirim_barang (
  no_kirim text PRIMARY KEY,
  kode_toko_asal text NOT NULL,
  kode_toko_tujuan text NOT NULL,
  tgl_kirim date NOT NULL,
  kirim_by text NOT NULL,
  kirim_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'KIRIM' CHECK (status IN ('KIRIM', 'TERIMA')),
  tgl_terima date,
  terima_by text,
  terima_at timestamptz,
  kode_gudang text NOT NULL DEFAULT '',
  kode_baki text NOT NULL DEFAULT '',
  keterangan text NOT NULL DEFAULT ''
);

CREATE INDEX kirim_barang_tujuan ON kirim_barang (kode_toko_tujuan, status);

CREATE TABLE kirim_barang_detail (
  no_kirim text NOT NULL REFERENCES kirim_barang(no_kirim),
  kode_barcode text NOT NULL REFERENCES barang(kode_barcode),
  nama_barang text NOT NULL,
  berat_kirim numeric(12,3) NOT NULL,
  qty integer NOT NULL,
  berat_terima numeric(12,3),
  diterima boolean NOT NULL DEFAULT false,
  PRIMARY KEY (no_kirim, kode_barcode)
);

CREATE INDEX kirim_barang_detail_barcode ON kirim_barang_detail (kode_barcode);

CREATE TABLE barang_external (
  kode_barcode text PRIMARY KEY REFERENCES barang(kode_barcode),
  kode_toko text NOT NULL,
  harga_web bigint NOT NULL CHECK (harga_web > 0),
  deskripsi text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('PUBLISHED', 'WITHDRAWN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);

CREATE TABLE barang_external_outbox (
  id bigserial PRIMARY KEY,
  kode_barcode text NOT NULL,
  kode_toko text NOT NULL,
  aksi text NOT NULL CHECK (aksi IN ('PUBLISH', 'UPDATE', 'WITHDRAW')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  processed_at timestamptz
);

CREATE INDEX barang_external_outbox_pending ON barang_external_outbox (id) WHERE processed_at IS NULL;
