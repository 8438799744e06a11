-- Per-kind views for report SQL (issue 20 item 6): a report of one kind reads its kind's view instead of the kernel's
-- tables with the kind's name spelled in its WHERE, as the buy-back's reports read baris_pembelian (migration 039).
-- Each row carries what a report filters and groups by: its document's shop, business date, current status (BATAL
-- once cancelled), sales person, who wrote it and when.

-- The lines of the sales (PENJUALAN).
CREATE VIEW baris_penjualan AS
SELECT b.*, d.kode_toko, d.tgl_system, d.status, d.kode_sales, d.nama_sales, d.input_by, d.created_at
  FROM dokumen_baris b JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen
 WHERE d.jenis = 'PENJUALAN';

-- The money documents of the books (a mutation, a manual income or expense, a card-cash swipe, a balance move) with
-- what moved where (kas_dokumen, migration 029).
CREATE VIEW dokumen_kas AS
SELECT d.*, k.kategori, k.akun_asal, k.akun_tujuan, k.jumlah, k.fee_rp
  FROM dokumen_terkini d JOIN kas_dokumen k ON k.no_dokumen = d.no_dokumen;
