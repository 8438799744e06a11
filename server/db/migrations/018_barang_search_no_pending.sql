-- The name search's trigram index (013) without a pending list (issue 8). A GIN index collects new entries in an
-- unsorted pending list (up to 4 MB) that every search reads through until a VACUUM merges it; PGlite runs no
-- autovacuum, so after items were added the list stayed, and it was about half of what a name search cost. Without
-- fastupdate each new item goes straight into the index (an insert costs a little more, a search never reads a
-- list); the list there is now is merged once. Nothing to do where pg_trgm was not available (013 made no index).

DO $$
BEGIN
  IF to_regclass('barang_nama_trgm') IS NOT NULL THEN
    ALTER INDEX barang_nama_trgm SET (fastupdate = off);
    PERFORM gin_clean_pending_list('barang_nama_trgm'::regclass);
  END IF;
END $$;
