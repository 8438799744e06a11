-- Manual sales and buy-backs (issue 11 section 6: /transaksi-jual-beli-manual), on the document kernel of 019.
-- A manual sale (dokumen.jenis PENJUALAN_MANUAL, numbers JM-...) takes grams and pieces out of a manual stock line
-- (barang_manual of 010); a manual buy-back (PEMBELIAN_MANUAL, BM-...) puts them into a manual line of the shop's
-- buy-back warehouse. Their lines are dokumen_baris rows without a barcode, naming the manual line (warehouse, tray,
-- group, kode_dept); the manual ledger rows name the document (no_ref), and a cancellation writes the mirror rows.

-- The manual ledger's kinds of a document: sold out of a line, bought into one, and their cancellations.
ALTER TABLE barang_manual_mutasi DROP CONSTRAINT barang_manual_mutasi_jenis_check;
ALTER TABLE barang_manual_mutasi ADD CONSTRAINT barang_manual_mutasi_jenis_check
  CHECK (jenis IN ('TAMBAH', 'PINDAH_KELUAR', 'PINDAH_MASUK', 'HANCUR', 'KOREKSI', 'JUAL', 'BATAL_JUAL', 'BELI', 'BATAL_BELI'));

-- Their journals JUAL_MANUAL and BELI_MANUAL, apart from the tagged sale's and buy-back's so that a shop can post
-- manual stock to accounts of its own on /parameter-akun. The seed posts them as the tagged ones do: a manual sale
-- credits gold sales and ongkos and moves the group's cost (harga_modal per gram) from stock to cost of sales; a
-- manual buy-back is scrap stock paid from the till or the bank. A cancellation posts the mirror of the document's
-- own lines (type BATAL), which needs no parameters.
INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('JUAL_MANUAL', 'TUNAI'),
  ('JUAL_MANUAL', 'NON_TUNAI'),
  ('BELI_MANUAL', 'TUNAI'),
  ('BELI_MANUAL', 'NON_TUNAI');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('JUAL_MANUAL', 'TUNAI', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('JUAL_MANUAL', 'TUNAI', 2, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('JUAL_MANUAL', 'TUNAI', 3, 'ONGKOS', 'Pendapatan Ongkos (Kredit)', 'K', '4-1102'),
  ('JUAL_MANUAL', 'TUNAI', 4, 'HPP', 'Harga Pokok Penjualan (Debet)', 'D', '5-1101'),
  ('JUAL_MANUAL', 'TUNAI', 5, 'PERSEDIAAN', 'Persediaan Emas (Kredit)', 'K', '1-1401'),
  ('JUAL_MANUAL', 'TUNAI', 6, 'PPN', 'PPN Keluaran (Kredit)', 'K', '2-1301'),
  ('JUAL_MANUAL', 'NON_TUNAI', 1, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('JUAL_MANUAL', 'NON_TUNAI', 2, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('JUAL_MANUAL', 'NON_TUNAI', 3, 'ONGKOS', 'Pendapatan Ongkos (Kredit)', 'K', '4-1102'),
  ('JUAL_MANUAL', 'NON_TUNAI', 4, 'HPP', 'Harga Pokok Penjualan (Debet)', 'D', '5-1101'),
  ('JUAL_MANUAL', 'NON_TUNAI', 5, 'PERSEDIAAN', 'Persediaan Emas (Kredit)', 'K', '1-1401'),
  ('JUAL_MANUAL', 'NON_TUNAI', 6, 'PPN', 'PPN Keluaran (Kredit)', 'K', '2-1301'),
  ('JUAL_MANUAL', 'NON_TUNAI', 7, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901'),
  ('BELI_MANUAL', 'TUNAI', 1, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Debet)', 'D', '1-1402'),
  ('BELI_MANUAL', 'TUNAI', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('BELI_MANUAL', 'NON_TUNAI', 1, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Debet)', 'D', '1-1402'),
  ('BELI_MANUAL', 'NON_TUNAI', 2, 'BANK', 'Bank (Kredit)', 'K', '1-1201');
