-- The kinds of stock-ledger rows as rows (issue 8): ledger_kind holds every kind barang_mutasi.jenis may take, the
-- direction of its pieces and grams on the row's tray (arah: in, out, both, none) and how it changes the number of
-- items on that tray (item_delta: +1 when a whole piece arrives, -1 when it leaves, 0 when only pieces or grams
-- change). The per-tray stock trigger reads item_delta from here instead of listing kinds in a CASE, so a new kind
-- (the sale's JUAL, BATAL_JUAL ...) is one INSERT in a later migration, plus its entry in domain/inventory.ts
-- (LEDGER_KINDS, ITEM_COUNT_DELTA); tests/api/migrations.test.ts fails while the two disagree.

CREATE TABLE ledger_kind (
  jenis text PRIMARY KEY,
  arah text NOT NULL CHECK (arah IN ('in', 'out', 'both', 'none')),
  item_delta integer NOT NULL CHECK (item_delta IN (-1, 0, 1)),
  description text NOT NULL
);

INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES
  ('TAMBAH', 'in', 1, 'a new item entered by hand, in bulk or by import'),
  ('TERIMA', 'in', 1, 'a new item received with a receipt (penerimaan barang)'),
  ('BATAL_TERIMA', 'out', -1, 'the receipt it came with was cancelled'),
  ('PINDAH_KELUAR', 'out', -1, 'moved: out of the source tray'),
  ('PINDAH_MASUK', 'in', 1, 'moved: onto the target tray'),
  ('HANCUR', 'out', -1, 'melted (hancur): leaves stock for good'),
  ('STOCK_TAMBAH', 'in', 0, 'accessories: pieces and grams added to a stock line'),
  ('STOCK_AMBIL', 'out', 0, 'accessories: pieces and grams taken out'),
  ('CONTOH_AMBIL', 'out', -1, 'taken out as a sample (ambil barang contoh)'),
  ('CONTOH_KEMBALI', 'in', 1, 'the sample came back to its tray'),
  ('KIRIM', 'out', -1, 'sent to another shop: in transit'),
  ('TERIMA_KIRIM', 'in', 1, 'received from another shop'),
  ('KEMBALI_KIRIM', 'in', 1, 'sent but never received: back on the sender''s tray'),
  ('KOREKSI', 'both', 0, 'weight corrected on the item''s record'),
  ('UBAH_DATA', 'none', 0, 'price, profit or description changed: no stock change, kept for history');

-- A kind written to the ledger outside the item service (by hand, by an import script) was counted as 0 items by the
-- trigger before this migration: it is kept, with that meaning, so the foreign key below holds on every database.
INSERT INTO ledger_kind (jenis, arah, item_delta, description)
  SELECT DISTINCT jenis, 'both', 0, 'found in the ledger when migration 017 ran' FROM barang_mutasi
  ON CONFLICT (jenis) DO NOTHING;

ALTER TABLE barang_mutasi ADD CONSTRAINT barang_mutasi_jenis_fkey FOREIGN KEY (jenis) REFERENCES ledger_kind (jenis);

CREATE OR REPLACE FUNCTION stock_baki_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_baki (kode_toko, kode_baki, kode_gudang, items, qty, berat)
  SELECT r.kode_toko, r.kode_baki, max(r.kode_gudang), sum(k.item_delta), sum(r.qty), sum(r.berat)
    FROM new_rows r JOIN ledger_kind k ON k.jenis = r.jenis
   GROUP BY r.kode_toko, r.kode_baki
  ON CONFLICT (kode_toko, kode_baki) DO UPDATE
    SET items = stock_baki.items + EXCLUDED.items, qty = stock_baki.qty + EXCLUDED.qty, berat = stock_baki.berat + EXCLUDED.berat,
        kode_gudang = EXCLUDED.kode_gudang;
  RETURN NULL;
END $$;
