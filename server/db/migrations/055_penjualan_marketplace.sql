-- The marketplace a sale was made through (issue 24 item 8): a shop selling on Tokopedia, Shopee ... records which on
-- the sale (the kode_marketplace of /master-marketplace, behind MARKETPLACE_INTEGRATION_MODULE), so Laporan Penjualan
-- Marketplace reads one column. NULL for a sale in the shop. No foreign key: master tables follow their definitions
-- (server/db/master-tables.ts), and a document keeps the codes it was written with, as kode_sales and kode_member.
ALTER TABLE dokumen ADD COLUMN kode_marketplace text;
CREATE INDEX dokumen_marketplace ON dokumen (kode_toko, tgl_system) WHERE kode_marketplace IS NOT NULL;
