-- Item search at scale: the list matches barcodes from their start, names anywhere and intern codes exactly. A
-- trigram index (pg_trgm, bundled with PGlite and part of PostgreSQL's contrib) serves the names; pattern indexes
-- serve the barcode prefix and the intern code, so the three conditions combine as a bitmap instead of reading every
-- item. Where pg_trgm cannot be installed (a server without contrib), the name search still works by reading the
-- items; the notice says so and the rest of the migration stands.

CREATE INDEX barang_barcode_prefix ON barang (kode_barcode text_pattern_ops);

CREATE INDEX barang_intern ON barang (kode_intern) WHERE kode_intern <> '';

DO $$
     BEGIN
       CREATE EXTENSION IF NOT EXISTS pg_trgm;
       CREATE INDEX barang_nama_trgm ON barang USING gin (nama_barang gin_trgm_ops);
     EXCEPTION WHEN OTHERS THEN
       RAISE NOTICE 'pg_trgm is not available (%): item names are searched without an index', SQLERRM;
     END $$;
