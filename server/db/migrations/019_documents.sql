-- The document kernel (issue 9, DESIGN.md section 10). Every transaction of the trade (sale, deposit, buy-back,
-- order, service, loan, instalment) is a document: a header, lines and payments, numbered per shop and kind and dated
-- on the shop's business date. Its later life (cancelled, validated, paid off) is a row of dokumen_status, never an
-- update of the header. The ledgers it moves point at it by foreign key and are written in the same transaction:
-- stock (barang_mutasi.no_ref), money (kas_mutasi) and journal (jurnal). A cancellation writes reversing rows dated
-- on the business date of the cancelling day. Nothing here is updated in place or deleted.

CREATE TABLE dokumen (
  no_dokumen text PRIMARY KEY,
  jenis text NOT NULL,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  kode_sales text NOT NULL DEFAULT '',
  nama_sales text NOT NULL DEFAULT '',
  nama_customer text NOT NULL DEFAULT '',
  alamat_customer text NOT NULL DEFAULT '',
  no_hp text NOT NULL DEFAULT '',
  -- The sum of the lines' totals, the discount on that sum, PPN, the rounding to the shop's pembulatan, and what is due.
  subtotal bigint NOT NULL,
  diskon_rp bigint NOT NULL DEFAULT 0 CHECK (diskon_rp >= 0),
  ppn_rp bigint NOT NULL DEFAULT 0 CHECK (ppn_rp >= 0),
  pembulatan_rp bigint NOT NULL DEFAULT 0,
  grand_total bigint NOT NULL CHECK (grand_total >= 0),
  -- What was paid with the document (fees excluded) and the cash given back.
  total_bayar bigint NOT NULL DEFAULT 0 CHECK (total_bayar >= 0),
  kembalian bigint NOT NULL DEFAULT 0 CHECK (kembalian >= 0),
  keterangan text NOT NULL DEFAULT '',
  -- A retried create with the same key answers this document (one key per user and kind).
  idempotency_key text,
  input_by text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (input_by, jenis, idempotency_key)
);

CREATE INDEX dokumen_hari ON dokumen (kode_toko, jenis, tgl_system);
CREATE INDEX dokumen_no_hp ON dokumen (no_hp) WHERE no_hp <> '';

-- One row per piece (or per line of a kind without pieces). Prices are those the document used: harga_per_gram is the
-- group's sell price at that moment, so a later repricing never changes an old nota.
CREATE TABLE dokumen_baris (
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  baris integer NOT NULL,
  kode_barcode text NOT NULL DEFAULT '',
  nama_barang text NOT NULL,
  kode_group text NOT NULL DEFAULT '',
  kode_dept text NOT NULL DEFAULT '',
  kode_gudang text NOT NULL DEFAULT '',
  kode_baki text NOT NULL DEFAULT '',
  kadar numeric(6,2) NOT NULL DEFAULT 0,
  qty integer NOT NULL DEFAULT 1,
  berat numeric(12,3) NOT NULL DEFAULT 0,
  berat_jual numeric(12,3) NOT NULL DEFAULT 0,
  harga_per_gram bigint NOT NULL DEFAULT 0,
  harga bigint NOT NULL DEFAULT 0,
  ongkos bigint NOT NULL DEFAULT 0,
  diskon_rp bigint NOT NULL DEFAULT 0 CHECK (diskon_rp >= 0),
  total bigint NOT NULL,
  -- The piece's cost (barang.total_hpp, else hpp) when it left stock: margin reports and the journal's cost of sales.
  harga_modal bigint NOT NULL DEFAULT 0,
  berlian boolean NOT NULL DEFAULT false,
  PRIMARY KEY (no_dokumen, baris)
);

CREATE INDEX dokumen_baris_barcode ON dokumen_baris (kode_barcode) WHERE kode_barcode <> '';

-- Payments, several per document, the same kind more than once allowed. fee_rp: the card fee charged on top.
CREATE TABLE dokumen_bayar (
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  baris integer NOT NULL,
  jenis text NOT NULL CHECK (jenis IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'POIN', 'KUPON', 'TITIP')),
  jumlah_rp bigint NOT NULL CHECK (jumlah_rp > 0),
  fee_rp bigint NOT NULL DEFAULT 0 CHECK (fee_rp >= 0),
  kode_bank text NOT NULL DEFAULT '',
  no_rekening text NOT NULL DEFAULT '',
  no_reff text NOT NULL DEFAULT '',
  PRIMARY KEY (no_dokumen, baris)
);

-- The life of a document: its first status when written (OPEN or DONE), then BATAL, VALID or DONE (a deposit paid
-- off), each with who, when (business date too) and why. The current status is the latest row.
CREATE TABLE dokumen_status (
  id bigserial PRIMARY KEY,
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  status text NOT NULL CHECK (status IN ('OPEN', 'DONE', 'BATAL', 'VALID')),
  tgl_system date NOT NULL,
  alasan text NOT NULL DEFAULT '',
  authorization_id text REFERENCES authorizations(id),
  oleh text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dokumen_status_latest ON dokumen_status (no_dokumen, id DESC);

CREATE VIEW dokumen_terkini AS
  SELECT d.*, s.status, s.tgl_system AS tgl_status, s.oleh AS status_oleh, s.alasan AS status_alasan
    FROM dokumen d
    JOIN LATERAL (SELECT status, tgl_system, oleh, alasan FROM dokumen_status WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) s ON true;

-- The supervisor authorizations a document used when it was written (below cost, above the limit ...).
CREATE TABLE dokumen_otorisasi (
  authorization_id text PRIMARY KEY REFERENCES authorizations(id),
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  kategori text NOT NULL
);

CREATE INDEX dokumen_otorisasi_dokumen ON dokumen_otorisasi (no_dokumen);

-- The money ledger: the shop's cash (akun 'KAS') and each bank account (its no_rekening), one row per movement.
CREATE TABLE kas_mutasi (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  akun text NOT NULL,
  jenis_bayar text NOT NULL,
  kategori text NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  jumlah_in bigint NOT NULL DEFAULT 0 CHECK (jumlah_in >= 0),
  jumlah_out bigint NOT NULL DEFAULT 0 CHECK (jumlah_out >= 0),
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (jumlah_in = 0 OR jumlah_out = 0)
);

CREATE INDEX kas_mutasi_hari ON kas_mutasi (kode_toko, tgl_system, akun);
CREATE INDEX kas_mutasi_dokumen ON kas_mutasi (no_dokumen);

-- The journal, from the journal parameters of /parameter-akun: each line names its journal (trx, type), its role
-- (kode_akun) and the account number that role posted to at that moment. Written whatever the accounting module says.
CREATE TABLE jurnal (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  trx text NOT NULL,
  type text NOT NULL,
  kode_akun text NOT NULL,
  nomor_akun text NOT NULL REFERENCES akun(nomor_akun),
  debet bigint NOT NULL DEFAULT 0 CHECK (debet >= 0),
  kredit bigint NOT NULL DEFAULT 0 CHECK (kredit >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debet = 0 OR kredit = 0)
);

CREATE INDEX jurnal_dokumen ON jurnal (no_dokumen);
CREATE INDEX jurnal_hari ON jurnal (kode_toko, tgl_system);

-- The last word on balance: at commit, every document a transaction journalled must have debit = credit. The engine
-- checks before writing; this catches any other writer.
CREATE FUNCTION jurnal_seimbang() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  selisih bigint;
BEGIN
  SELECT coalesce(sum(debet - kredit), 0) INTO selisih FROM jurnal WHERE no_dokumen = NEW.no_dokumen;
  IF selisih <> 0 THEN
    RAISE EXCEPTION 'journal of % does not balance (debit - credit = %)', NEW.no_dokumen, selisih;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER jurnal_seimbang AFTER INSERT ON jurnal DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION jurnal_seimbang();

-- The sale's and the deposit's stock movements.
INSERT INTO ledger_kind (jenis, arah, item_delta, description) VALUES
  ('JUAL', 'out', -1, 'sold: leaves its tray'),
  ('BATAL_JUAL', 'in', 1, 'the sale was cancelled: back on its tray'),
  ('TITIP', 'out', -1, 'reserved by a money deposit: off its tray, sold to no one else'),
  ('BATAL_TITIP', 'in', 1, 'the deposit was cancelled: back on its tray'),
  ('TITIP_JUAL', 'none', 0, 'the deposit was paid off: the reserved piece is sold');

-- Journal lines the sale needs beyond the seed of 005: PPN collected, the card fee charged on top, points and
-- coupons the shop gives as payment, and a deposit used to pay. A cancellation posts the mirror of the document's
-- own journal lines (same accounts, debit and credit swapped), so it always nets to zero, whatever the parameters
-- say by then.
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('6-1104', 'Beban Promosi Poin Dan Kupon', 'BEBAN')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('PENJUALAN', 'TUNAI', 6, 'PPN', 'PPN Keluaran (Kredit)', 'K', '2-1301'),
  ('PENJUALAN', 'TUNAI', 7, 'PROMOSI', 'Poin Dan Kupon (Debet)', 'D', '6-1104'),
  ('PENJUALAN', 'TUNAI', 8, 'TITIPAN', 'Titipan Uang Pelanggan (Debet)', 'D', '2-1102'),
  ('PENJUALAN', 'NON_TUNAI', 6, 'PPN', 'PPN Keluaran (Kredit)', 'K', '2-1301'),
  ('PENJUALAN', 'NON_TUNAI', 7, 'FEE_KARTU', 'Biaya Kartu (Kredit)', 'K', '4-1901');
