-- Accounting parameters for /parameter-akun: the chart of accounts (akun) and, per journal (trx, type), the account
-- each of its lines posts to. The accounting module builds its journals from these; the shop only changes which
-- account number a line uses, never the lines themselves.
--
-- The seed is a chart a gold shop starts from, numbered the Indonesian way (1 aset, 2 kewajiban, 3 modal,
-- 4 pendapatan, 5 harga pokok, 6 beban), and one journal per document of the trade:
-- - a sale credits gold sales and making charge (ongkos) and moves the item's cost from stock to cost of sales;
--   paid in cash it debits Kas, by card or transfer the card/transfer clearing account; a cancellation reverses it;
-- - a buy-back (pembelian) puts the gold into scrap stock (rongsok), paid from Kas or the bank;
-- - a custom order's down payment is a customer advance (a liability) until the order is settled or cancelled;
-- - a loan (hutang) is a receivable: disbursed from Kas, redeemed with the rent (sewa modal) as income, renewed
--   by paying the rent only, or auctioned with the collateral taken into scrap stock at a profit or a loss;
-- - cash in and out (kas masuk/keluar) and transfers between the till and the bank.

CREATE TABLE akun (
  nomor_akun text PRIMARY KEY,
  nama_akun text NOT NULL,
  kelompok text NOT NULL CHECK (kelompok IN ('ASET', 'KEWAJIBAN', 'MODAL', 'PENDAPATAN', 'BEBAN')),
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE para_akun_transaksi (
  trx text NOT NULL,
  type text NOT NULL,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (trx, type)
);

-- A child table rather than jsonb: an account in use by a journal line cannot disappear from the chart.
CREATE TABLE para_akun_transaksi_detail (
  trx text NOT NULL,
  type text NOT NULL,
  urutan integer NOT NULL,
  kode_akun text NOT NULL,
  jenis_akun text NOT NULL,
  posisi text NOT NULL CHECK (posisi IN ('D', 'K')),
  nomor_akun text NOT NULL REFERENCES akun(nomor_akun),
  PRIMARY KEY (trx, type, kode_akun),
  FOREIGN KEY (trx, type) REFERENCES para_akun_transaksi(trx, type)
);

INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('1-1101', 'Kas Toko', 'ASET'),
  ('1-1102', 'Kas Kecil', 'ASET'),
  ('1-1201', 'Bank Rekening Toko', 'ASET'),
  ('1-1202', 'Dana EDC Dan Transfer Dalam Penyelesaian', 'ASET'),
  ('1-1301', 'Piutang Pinjaman Pelanggan', 'ASET'),
  ('1-1302', 'Piutang Cicilan Pelanggan', 'ASET'),
  ('1-1401', 'Persediaan Emas Siap Jual', 'ASET'),
  ('1-1402', 'Persediaan Emas Rongsok', 'ASET'),
  ('1-1403', 'Persediaan Barang Pesanan', 'ASET'),
  ('1-1404', 'Persediaan Berlian', 'ASET'),
  ('2-1101', 'Uang Muka Pesanan Pelanggan', 'KEWAJIBAN'),
  ('2-1102', 'Titipan Uang Pelanggan', 'KEWAJIBAN'),
  ('2-1201', 'Hutang Supplier', 'KEWAJIBAN'),
  ('2-1301', 'Hutang Pajak', 'KEWAJIBAN'),
  ('3-1101', 'Modal Pemilik', 'MODAL'),
  ('3-1201', 'Laba Ditahan', 'MODAL'),
  ('4-1101', 'Penjualan Emas', 'PENDAPATAN'),
  ('4-1102', 'Pendapatan Ongkos Pembuatan', 'PENDAPATAN'),
  ('4-1201', 'Pendapatan Sewa Modal', 'PENDAPATAN'),
  ('4-1301', 'Pendapatan Jasa Service', 'PENDAPATAN'),
  ('4-1401', 'Laba Lelang Barang Jaminan', 'PENDAPATAN'),
  ('4-1901', 'Pendapatan Lain-lain', 'PENDAPATAN'),
  ('5-1101', 'Harga Pokok Penjualan', 'BEBAN'),
  ('5-1102', 'Harga Pokok Pesanan', 'BEBAN'),
  ('6-1101', 'Beban Operasional Toko', 'BEBAN'),
  ('6-1102', 'Beban Gaji Dan Bonus Sales', 'BEBAN'),
  ('6-1103', 'Beban Administrasi Bank', 'BEBAN'),
  ('6-1201', 'Beban Susut Emas', 'BEBAN'),
  ('6-1301', 'Rugi Lelang Barang Jaminan', 'BEBAN');

INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('PENJUALAN', 'TUNAI'),
  ('PENJUALAN', 'NON_TUNAI'),
  ('PENJUALAN', 'BATAL'),
  ('PEMBELIAN', 'TUNAI'),
  ('PEMBELIAN', 'NON_TUNAI'),
  ('PEMBELIAN', 'BATAL'),
  ('PESANAN', 'DP'),
  ('PESANAN', 'PELUNASAN'),
  ('PESANAN', 'BATAL'),
  ('HUTANG', 'PENCAIRAN'),
  ('HUTANG', 'PELUNASAN'),
  ('HUTANG', 'PEREMAJAAN'),
  ('HUTANG', 'LELANG'),
  ('KAS', 'MASUK'),
  ('KAS', 'KELUAR'),
  ('KAS', 'SETOR_BANK'),
  ('KAS', 'TARIK_BANK');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('PENJUALAN', 'TUNAI', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('PENJUALAN', 'TUNAI', 2, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('PENJUALAN', 'TUNAI', 3, 'ONGKOS', 'Pendapatan Ongkos (Kredit)', 'K', '4-1102'),
  ('PENJUALAN', 'TUNAI', 4, 'HPP', 'Harga Pokok Penjualan (Debet)', 'D', '5-1101'),
  ('PENJUALAN', 'TUNAI', 5, 'PERSEDIAAN', 'Persediaan Emas (Kredit)', 'K', '1-1401'),
  ('PENJUALAN', 'NON_TUNAI', 1, 'EDC', 'EDC / Transfer (Debet)', 'D', '1-1202'),
  ('PENJUALAN', 'NON_TUNAI', 2, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('PENJUALAN', 'NON_TUNAI', 3, 'ONGKOS', 'Pendapatan Ongkos (Kredit)', 'K', '4-1102'),
  ('PENJUALAN', 'NON_TUNAI', 4, 'HPP', 'Harga Pokok Penjualan (Debet)', 'D', '5-1101'),
  ('PENJUALAN', 'NON_TUNAI', 5, 'PERSEDIAAN', 'Persediaan Emas (Kredit)', 'K', '1-1401'),
  ('PENJUALAN', 'BATAL', 1, 'PENJUALAN', 'Penjualan Emas (Debet)', 'D', '4-1101'),
  ('PENJUALAN', 'BATAL', 2, 'ONGKOS', 'Pendapatan Ongkos (Debet)', 'D', '4-1102'),
  ('PENJUALAN', 'BATAL', 3, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('PENJUALAN', 'BATAL', 4, 'HPP', 'Harga Pokok Penjualan (Kredit)', 'K', '5-1101'),
  ('PENJUALAN', 'BATAL', 5, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('PEMBELIAN', 'TUNAI', 1, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Debet)', 'D', '1-1402'),
  ('PEMBELIAN', 'TUNAI', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('PEMBELIAN', 'NON_TUNAI', 1, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Debet)', 'D', '1-1402'),
  ('PEMBELIAN', 'NON_TUNAI', 2, 'BANK', 'Bank (Kredit)', 'K', '1-1201'),
  ('PEMBELIAN', 'BATAL', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('PEMBELIAN', 'BATAL', 2, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Kredit)', 'K', '1-1402'),
  ('PESANAN', 'DP', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('PESANAN', 'DP', 2, 'UANG_MUKA', 'Uang Muka Pesanan (Kredit)', 'K', '2-1101'),
  ('PESANAN', 'PELUNASAN', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('PESANAN', 'PELUNASAN', 2, 'UANG_MUKA', 'Uang Muka Pesanan (Debet)', 'D', '2-1101'),
  ('PESANAN', 'PELUNASAN', 3, 'PENJUALAN', 'Penjualan Emas (Kredit)', 'K', '4-1101'),
  ('PESANAN', 'PELUNASAN', 4, 'ONGKOS', 'Pendapatan Ongkos (Kredit)', 'K', '4-1102'),
  ('PESANAN', 'PELUNASAN', 5, 'HPP', 'Harga Pokok Pesanan (Debet)', 'D', '5-1102'),
  ('PESANAN', 'PELUNASAN', 6, 'PERSEDIAAN', 'Persediaan Barang Pesanan (Kredit)', 'K', '1-1403'),
  ('PESANAN', 'BATAL', 1, 'UANG_MUKA', 'Uang Muka Pesanan (Debet)', 'D', '2-1101'),
  ('PESANAN', 'BATAL', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('HUTANG', 'PENCAIRAN', 1, 'PIUTANG', 'Piutang Pinjaman (Debet)', 'D', '1-1301'),
  ('HUTANG', 'PENCAIRAN', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('HUTANG', 'PELUNASAN', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('HUTANG', 'PELUNASAN', 2, 'PIUTANG', 'Piutang Pinjaman (Kredit)', 'K', '1-1301'),
  ('HUTANG', 'PELUNASAN', 3, 'SEWA_MODAL', 'Pendapatan Sewa Modal (Kredit)', 'K', '4-1201'),
  ('HUTANG', 'PEREMAJAAN', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('HUTANG', 'PEREMAJAAN', 2, 'SEWA_MODAL', 'Pendapatan Sewa Modal (Kredit)', 'K', '4-1201'),
  ('HUTANG', 'LELANG', 1, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Debet)', 'D', '1-1402'),
  ('HUTANG', 'LELANG', 2, 'PIUTANG', 'Piutang Pinjaman (Kredit)', 'K', '1-1301'),
  ('HUTANG', 'LELANG', 3, 'LABA_LELANG', 'Laba Lelang (Kredit)', 'K', '4-1401'),
  ('HUTANG', 'LELANG', 4, 'RUGI_LELANG', 'Rugi Lelang (Debet)', 'D', '6-1301'),
  ('KAS', 'MASUK', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('KAS', 'MASUK', 2, 'PENDAPATAN_LAIN', 'Pendapatan Lain-lain (Kredit)', 'K', '4-1901'),
  ('KAS', 'KELUAR', 1, 'BEBAN', 'Beban Operasional (Debet)', 'D', '6-1101'),
  ('KAS', 'KELUAR', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('KAS', 'SETOR_BANK', 1, 'BANK', 'Bank (Debet)', 'D', '1-1201'),
  ('KAS', 'SETOR_BANK', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('KAS', 'TARIK_BANK', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('KAS', 'TARIK_BANK', 2, 'BANK', 'Bank (Kredit)', 'K', '1-1201');
