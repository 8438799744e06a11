-- Buy-back (pembelian) and trade-in (tukar tambah) on the document kernel of 019 (issue 10), and the stock of
-- bought-back gold until it is back on a tray or melted.
--
-- A buy-back is a document of jenis PEMBELIAN: its lines are the pieces bought from a customer, its payments the money
-- paid out (cash, a transfer to the customer's account) or, in a trade-in, the TUKAR line that pays the sale. A
-- trade-in is a sale and a buy-back written in one transaction under one no_faktur_group (TT-...), cancelled together.

ALTER TABLE dokumen ADD COLUMN no_faktur_group text NOT NULL DEFAULT '';
CREATE INDEX dokumen_group ON dokumen (no_faktur_group) WHERE no_faktur_group <> '';

-- The view froze dokumen's columns when 019 made it: made again so it shows the group too.
DROP VIEW dokumen_terkini;
CREATE VIEW dokumen_terkini AS
  SELECT d.*, s.status, s.tgl_system AS tgl_status, s.oleh AS status_oleh, s.alasan AS status_alasan
    FROM dokumen d
    JOIN LATERAL (SELECT status, tgl_system, oleh, alasan FROM dokumen_status WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) s ON true;

-- A trade-in's buy-back pays its sale: payment kind TUKAR on both documents, each naming the other (no_reff).
ALTER TABLE dokumen_bayar DROP CONSTRAINT dokumen_bayar_jenis_check;
ALTER TABLE dokumen_bayar ADD CONSTRAINT dokumen_bayar_jenis_check
  CHECK (jenis IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'POIN', 'KUPON', 'TITIP', 'TUKAR'));

-- What a buy-back line knows beyond a sale line: the gross weight (berat_kotor; berat is the net gold weight), the
-- condition, whether the customer brought the receipt, the original receipt's price and weight for the shop's own
-- piece (harga_nota, berat_nota, no_faktur_jual), the price code used, the system price and whether it was paid as
-- scrap (rosok, by kadar). harga is the price paid. Zero and empty on every other kind's lines.
ALTER TABLE dokumen_baris
  ADD COLUMN berat_kotor numeric(12,3) NOT NULL DEFAULT 0,
  ADD COLUMN kondisi text NOT NULL DEFAULT '',
  ADD COLUMN ada_nota boolean NOT NULL DEFAULT false,
  ADD COLUMN harga_nota bigint NOT NULL DEFAULT 0,
  ADD COLUMN berat_nota numeric(12,3) NOT NULL DEFAULT 0,
  ADD COLUMN no_faktur_jual text NOT NULL DEFAULT '',
  ADD COLUMN kode_harga text NOT NULL DEFAULT '',
  ADD COLUMN harga_sistem bigint NOT NULL DEFAULT 0,
  ADD COLUMN rosok boolean NOT NULL DEFAULT false;

-- A bought-back piece is an item (barang) of status BELI on a tray of the shop's buy-back warehouse (gudang of jenis
-- BELI): counted on that tray, never sold from it. status_sortir is where sorting sent it: '' not sorted yet, JUAL
-- resell (to a tray, /pindah-sortir), CUCI clean, SEPUH re-plate, LEBUR melt. Out at the cleaner or plater its status
-- is CUCI (off every tray, like a piece in transit).
ALTER TABLE barang ADD COLUMN status_sortir text NOT NULL DEFAULT '';

-- The shop's own piece bought back: where it stood and what it weighed and cost before, so that cancelling the
-- buy-back puts its record back as it was (the piece is the customer's again, as sold) instead of editing it by guess.
CREATE TABLE barang_sebelum_beli (
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  kode_barcode text NOT NULL REFERENCES barang(kode_barcode),
  kode_gudang text NOT NULL,
  kode_baki text NOT NULL,
  qty integer NOT NULL,
  berat numeric(12,3) NOT NULL,
  berat_kotor numeric(12,3) NOT NULL,
  hpp bigint NOT NULL,
  total_hpp bigint NOT NULL,
  PRIMARY KEY (no_dokumen, kode_barcode)
);

-- Every step of bought-back gold is a ledger kind, so its fine-gold weight per kadar is traceable from the buy-back to
-- a tray or the melt; SUSUT and WASTING carry the grams lost (qty 0), the rest move whole pieces.
INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES
  ('BELI', 'in', 1, 'bought back from a customer: into the buy-back stock'),
  ('BATAL_BELI', 'out', -1, 'the buy-back was cancelled: out of the buy-back stock'),
  ('SORTIR', 'none', 0, 'sorted (resell, clean, re-plate, melt): no stock change'),
  ('SORTIR_KELUAR', 'out', -1, 'sorted for resale: out of the buy-back stock'),
  ('SORTIR_MASUK', 'in', 1, 'sorted for resale: onto a sales tray'),
  ('KIRIM_CUCI', 'out', -1, 'sent to cleaning or re-plating: off its tray'),
  ('TERIMA_CUCI', 'in', 1, 'back from cleaning or re-plating, at the weight sent'),
  ('SUSUT', 'out', 0, 'grams lost in cleaning or re-plating'),
  ('WASTING', 'out', 0, 'grams lost to plating (wasting sepuhan) on a piece in the buy-back stock'),
  ('STOCK_CUCI', 'in', 1, 'gold entered into the buy-back stock by hand (stock cuci manual)'),
  ('HANCUR_BELI', 'out', -1, 'bought-back piece melted: leaves stock for good');

-- The journals of a buy-back: the gold bought is scrap stock (PERSEDIAAN_RONGSOK) paid from the till, a bank account
-- or, in a trade-in, the sale's TUKAR payment. The clearing account 1-1990 takes the TUKAR amount from the buy-back
-- (credit) and gives it to the sale (debit), so each document balances on its own and the pair nets to zero.
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('1-1990', 'Kliring Tukar Tambah', 'ASET')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('PEMBELIAN', 'TUNAI', 3, 'TUKAR', 'Kliring Tukar Tambah (Kredit)', 'K', '1-1990'),
  ('PENJUALAN', 'TUNAI', 9, 'TUKAR', 'Kliring Tukar Tambah (Debet)', 'D', '1-1990');
