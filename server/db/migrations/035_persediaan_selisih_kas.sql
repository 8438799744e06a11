-- The books of issue 19: the stock account at cost, and the cash a close counts against what the ledger expects.
--
-- Stock at cost (server/inventory/stock-cost.ts): the journal STOK of /parameter-akun books what comes into the stock
-- for sale or leaves it other than by a sale, a document of the kernel each (NILAI_STOK, NS-...). Every type debits
-- Persediaan Emas (role PERSEDIAAN, the account a sale credits the cost to) and credits its own counter account; a
-- fall of the stock's value posts the other way:
--   TAMBAH  pieces added by hand, in bulk or by import  against Modal Persediaan Awal (the owner's stock brought in)
--   TERIMA  pieces received from a supplier             against Hutang Supplier
--   KOREKSI a piece's cost or weight corrected          against Modal Persediaan Awal
--   HANCUR  pieces melted                               into Persediaan Emas Rongsok
--   SORTIR  bought-back pieces sorted for resale        out of Persediaan Emas Rongsok
--   KIRIM   pieces received by another shop             through Persediaan Antar Toko (out at the sender, in at the
--                                                       receiver)
--
-- The counted cash (server/closing/service.ts): a close whose cash counted differs from the till's balance books the
-- difference on the day it closes, a document SELISIH_KAS (SK-...) with the reason typed: a shortage out of the till
-- against Beban Selisih Kurang Kas, a surplus into it against Pendapatan Selisih Lebih Kas. tutup_toko keeps the
-- reason and the document.

INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('1-1191', 'Persediaan Antar Toko', 'ASET'),
  ('1-1405', 'Persediaan Emas Tanpa Label', 'ASET'),
  ('3-1301', 'Modal Persediaan Awal', 'MODAL'),
  ('4-1902', 'Pendapatan Selisih Lebih Kas', 'PENDAPATAN'),
  ('6-1105', 'Beban Selisih Kurang Kas', 'BEBAN')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi (trx, type) VALUES
  ('STOK', 'TAMBAH'),
  ('STOK', 'TERIMA'),
  ('STOK', 'KOREKSI'),
  ('STOK', 'HANCUR'),
  ('STOK', 'SORTIR'),
  ('STOK', 'KIRIM'),
  ('SELISIH_KAS', 'KURANG'),
  ('SELISIH_KAS', 'LEBIH');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('STOK', 'TAMBAH', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'TAMBAH', 2, 'MODAL_STOK', 'Modal Persediaan Awal (Kredit)', 'K', '3-1301'),
  ('STOK', 'TERIMA', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'TERIMA', 2, 'SUPPLIER', 'Hutang Supplier (Kredit)', 'K', '2-1201'),
  ('STOK', 'KOREKSI', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'KOREKSI', 2, 'MODAL_STOK', 'Modal Persediaan Awal (Kredit)', 'K', '3-1301'),
  ('STOK', 'HANCUR', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'HANCUR', 2, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Kredit)', 'K', '1-1402'),
  ('STOK', 'SORTIR', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'SORTIR', 2, 'PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok (Kredit)', 'K', '1-1402'),
  ('STOK', 'KIRIM', 1, 'PERSEDIAAN', 'Persediaan Emas (Debet)', 'D', '1-1401'),
  ('STOK', 'KIRIM', 2, 'ANTAR_TOKO', 'Persediaan Antar Toko (Kredit)', 'K', '1-1191'),
  ('SELISIH_KAS', 'KURANG', 1, 'SELISIH', 'Selisih Kurang Kas (Debet)', 'D', '6-1105'),
  ('SELISIH_KAS', 'KURANG', 2, 'KAS', 'Kas (Kredit)', 'K', '1-1101'),
  ('SELISIH_KAS', 'LEBIH', 1, 'KAS', 'Kas (Debet)', 'D', '1-1101'),
  ('SELISIH_KAS', 'LEBIH', 2, 'SELISIH', 'Selisih Lebih Kas (Kredit)', 'K', '4-1902');

-- Stock without tags (manual lines of barang_manual, valued at their group's harga_modal per gram when sold) is not
-- the tagged pieces' stock: a manual sale credits an account of its own, so the stock account holds exactly what the
-- tagged pieces cost (a shop that pointed it elsewhere on /parameter-akun keeps its choice).
UPDATE para_akun_transaksi_detail SET nomor_akun = '1-1405', jenis_akun = 'Persediaan Emas Tanpa Label (Kredit)'
 WHERE trx = 'JUAL_MANUAL' AND kode_akun = 'PERSEDIAAN' AND nomor_akun = '1-1401';

ALTER TABLE tutup_toko
  ADD COLUMN alasan_selisih text NOT NULL DEFAULT '',
  ADD COLUMN no_selisih text REFERENCES dokumen(no_dokumen);

-- A database made before this migration holds pieces whose cost never reached the stock account, while its sales
-- credited theirs. One entry per shop (journal STOK/KOREKSI, dated on the shop's business date, by its first owner)
-- brings the account to the cost of the pieces held for sale now (pieceCost: total_hpp, else hpp x grams rounded to
-- the rupiah; statuses of domain/inventory.ts COST_IN_STOCK_STATUSES), so the integrity report starts clean.
CREATE TEMP TABLE saldo_awal_persediaan ON COMMIT DROP AS
  SELECT h.kode_toko, h.tgl_system,
         (SELECT user_id FROM users WHERE level = 'OWN' ORDER BY created_at, user_id LIMIT 1) AS oleh,
         coalesce((SELECT sum(CASE WHEN b.total_hpp > 0 THEN b.total_hpp WHEN b.hpp > 0 THEN round(b.berat * b.hpp) ELSE 0 END)
                     FROM barang b WHERE b.kode_toko = h.kode_toko AND b.status IN ('READY', 'TITIP', 'CONTOH', 'KIRIM')), 0)
         - coalesce((SELECT sum(j.debet - j.kredit) FROM jurnal j WHERE j.kode_toko = h.kode_toko AND j.nomor_akun = '1-1401'), 0) AS jumlah,
         'NS-' || h.kode_toko || '-' || to_char(h.tgl_system, 'YYYYMMDD') || '-0001' AS no_dokumen
    FROM hari_toko h;
DELETE FROM saldo_awal_persediaan WHERE jumlah = 0 OR oleh IS NULL;

INSERT INTO nomor_dokumen (prefix, tanggal, nomor) SELECT 'NS-' || kode_toko, tgl_system, 1 FROM saldo_awal_persediaan;
INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, keterangan, input_by)
  SELECT no_dokumen, 'NILAI_STOK', kode_toko, tgl_system, abs(jumlah), abs(jumlah), 'KOREKSI Saldo awal persediaan', oleh FROM saldo_awal_persediaan;
INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) SELECT no_dokumen, 'DONE', tgl_system, oleh FROM saldo_awal_persediaan;
INSERT INTO jurnal (kode_toko, tgl_system, no_dokumen, trx, type, kode_akun, nomor_akun, debet, kredit)
  SELECT kode_toko, tgl_system, no_dokumen, 'STOK', 'KOREKSI', 'PERSEDIAAN', '1-1401', greatest(jumlah, 0), greatest(-jumlah, 0) FROM saldo_awal_persediaan
  UNION ALL
  SELECT kode_toko, tgl_system, no_dokumen, 'STOK', 'KOREKSI', 'MODAL_STOK', '3-1301', greatest(-jumlah, 0), greatest(jumlah, 0) FROM saldo_awal_persediaan;
