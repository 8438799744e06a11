-- Goods receipts: the document that brings new items in from a supplier. Its items are ordinary barang rows carrying
-- no_terima, entered with ledger rows of kind TERIMA; a cancelled receipt takes them out again with BATAL_TERIMA rows
-- and keeps the document, marked BATAL with who, when and why.

CREATE TABLE penerimaan_barang (
  no_terima text PRIMARY KEY,
  kode_toko text NOT NULL,
  tgl_system date NOT NULL,
  kode_supplier text NOT NULL DEFAULT '',
  no_po text NOT NULL DEFAULT '',
  keterangan text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'AKTIF' CHECK (status IN ('AKTIF', 'BATAL')),
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  batal_by text,
  batal_at timestamptz,
  alasan_batal text
);

CREATE INDEX penerimaan_barang_tgl ON penerimaan_barang (tgl_system);
