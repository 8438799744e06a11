-- A document's statuses and payment kinds as rows (issue 20 item 2), as the stock ledger's kinds (ledger_kind) and the
-- balance kinds (jenis_saldo) are: a new kind of document with a status or payment of its own is an INSERT, not a
-- new CHECK. The rows agree with domain/codes.ts DOCUMENT_STATUS and domain/payments.ts PAYMENT_KIND_LABELS
-- (tests/api/migrations.test.ts), whose labels every screen shows.
CREATE TABLE status_dokumen (
  kode text PRIMARY KEY,
  nama text NOT NULL
);
INSERT INTO status_dokumen (kode, nama) VALUES
  ('OPEN', 'Belum Selesai'),
  ('DONE', 'Selesai'),
  ('VALID', 'Valid'),
  ('BATAL', 'Batal');
ALTER TABLE dokumen_status DROP CONSTRAINT dokumen_status_status_check;
ALTER TABLE dokumen_status ADD CONSTRAINT dokumen_status_status_fkey FOREIGN KEY (status) REFERENCES status_dokumen (kode);

CREATE TABLE jenis_bayar (
  kode text PRIMARY KEY,
  nama text NOT NULL
);
INSERT INTO jenis_bayar (kode, nama) VALUES
  ('TUNAI', 'Tunai'),
  ('TRANSFER', 'Transfer'),
  ('DEBIT', 'Kartu Debit'),
  ('KREDIT', 'Kartu Kredit'),
  ('QRIS', 'QRIS'),
  ('POIN', 'Poin Member'),
  ('KUPON', 'Kupon'),
  ('TITIP', 'Titipan'),
  ('TUKAR', 'Tukar Tambah');
ALTER TABLE dokumen_bayar DROP CONSTRAINT dokumen_bayar_jenis_check;
ALTER TABLE dokumen_bayar ADD CONSTRAINT dokumen_bayar_jenis_fkey FOREIGN KEY (jenis) REFERENCES jenis_bayar (kode);
