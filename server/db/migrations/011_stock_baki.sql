-- The per-tray stock table: items, pieces and grams on each tray now, kept by a trigger on the stock ledger so every
-- way rows reach barang_mutasi (the item service, the demo generator, a test's SQL) keeps it exact. The item list
-- reads its count and balance summary here instead of summing 200,000 items per page.

-- Per shop and tray: trays are master data of the whole database, and after a transfer two shops may hold
-- items on trays of the same code.
CREATE TABLE stock_baki (
  kode_toko text NOT NULL,
  kode_baki text NOT NULL,
  kode_gudang text NOT NULL,
  items integer NOT NULL DEFAULT 0,
  qty integer NOT NULL DEFAULT 0,
  berat numeric(14,3) NOT NULL DEFAULT 0,
  PRIMARY KEY (kode_toko, kode_baki)
);

-- The kind lists of ITEM_COUNT_DELTA (domain/inventory.ts) as this file was frozen into plain SQL; 014 runs the same
-- again for databases made before KEMBALI_KIRIM, and 017 replaces the lists by the table ledger_kind.
CREATE OR REPLACE FUNCTION stock_baki_apply() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO stock_baki (kode_toko, kode_baki, kode_gudang, items, qty, berat)
       SELECT kode_toko, kode_baki, max(kode_gudang),
              sum(CASE WHEN jenis IN ('TAMBAH', 'TERIMA', 'PINDAH_MASUK', 'CONTOH_KEMBALI', 'TERIMA_KIRIM', 'KEMBALI_KIRIM') THEN 1 WHEN jenis IN ('BATAL_TERIMA', 'PINDAH_KELUAR', 'HANCUR', 'CONTOH_AMBIL', 'KIRIM') THEN -1 ELSE 0 END),
              sum(qty), sum(berat)
         FROM new_rows GROUP BY kode_toko, kode_baki
       ON CONFLICT (kode_toko, kode_baki) DO UPDATE
         SET items = stock_baki.items + EXCLUDED.items, qty = stock_baki.qty + EXCLUDED.qty, berat = stock_baki.berat + EXCLUDED.berat,
             kode_gudang = EXCLUDED.kode_gudang;
       RETURN NULL;
     END $$;

CREATE TRIGGER barang_mutasi_stock_baki AFTER INSERT ON barang_mutasi
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_baki_apply();

-- Ledgers written before this table existed: the invariant says the READY items are the ledger's sum.
INSERT INTO stock_baki (kode_toko, kode_baki, kode_gudang, items, qty, berat)
  SELECT kode_toko, kode_baki, max(kode_gudang), count(*), sum(qty), sum(berat) FROM barang WHERE status = 'READY' GROUP BY kode_toko, kode_baki;
