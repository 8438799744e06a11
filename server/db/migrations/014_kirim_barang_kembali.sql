-- Returning what a transfer left in transit (/kirim-barang-kembali): the sender takes the items not received back
-- onto the trays they left (ledger KEMBALI_KIRIM). Before any receipt the transfer becomes BATAL and the receiver
-- can no longer receive it; after a partial receipt it stays TERIMA and its missing items are marked dikembalikan.

ALTER TABLE kirim_barang DROP CONSTRAINT kirim_barang_status_check;

ALTER TABLE kirim_barang ADD CONSTRAINT kirim_barang_status_check CHECK (status IN ('KIRIM', 'TERIMA', 'BATAL'));

ALTER TABLE kirim_barang ADD COLUMN no_kembali text, ADD COLUMN kembali_by text, ADD COLUMN kembali_at timestamptz,
  ADD COLUMN alasan_kembali text NOT NULL DEFAULT '';

ALTER TABLE kirim_barang_detail ADD COLUMN dikembalikan boolean NOT NULL DEFAULT false;

CREATE INDEX kirim_barang_asal ON kirim_barang (kode_toko_asal, status);

-- The new ledger kind KEMBALI_KIRIM puts an item back on its tray: the per-tray stock counts it.
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
