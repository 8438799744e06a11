-- Refining bought-back gold (issue 10, spec section 2 "Refining"): what happens to a piece of the buy-back stock
-- (026) after sorting. The item and its ledger rows say where each piece is; these tables are the documents behind
-- them: the batches sent to a cleaner (CUCI) or a plater (SEPUH) and their receipt, the melts, the plating losses,
-- the gold entered by hand, and a supervisor's validation of each shrinkage. Sorting (SORTIR, SR-...) and sorting
-- onto a sales tray (SORTIR_KELUAR/SORTIR_MASUK, PS-...) are ledger rows only.
--
-- Insert-only: a receipt or a validation is a row of its own, never an UPDATE of what it receives or validates, so
-- every step keeps who did it and on which business date; a second receipt or validation hits a primary key.

-- A batch sent out (KC-... cleaning, KS-... re-plating): the pieces leave the buy-back tray (status CUCI, ledger
-- KIRIM_CUCI) at the weight recorded per line.
CREATE TABLE sepuhan_kirim (
  no_kirim text PRIMARY KEY,
  jenis text NOT NULL CHECK (jenis IN ('CUCI', 'SEPUH')),
  kode_toko text NOT NULL,
  tgl_system date NOT NULL,
  tujuan text NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sepuhan_kirim_toko ON sepuhan_kirim (kode_toko, jenis, tgl_system);

CREATE TABLE sepuhan_kirim_barang (
  no_kirim text NOT NULL REFERENCES sepuhan_kirim (no_kirim),
  kode_barcode text NOT NULL REFERENCES barang (kode_barcode),
  nama_barang text NOT NULL,
  kadar numeric(6,2) NOT NULL,
  berat_kirim numeric(12,3) NOT NULL CHECK (berat_kirim > 0),
  PRIMARY KEY (no_kirim, kode_barcode)
);

-- Its receipt, once, with every piece of the batch: back on the buy-back tray at berat_terima (ledger TERIMA_CUCI at
-- the weight sent, then SUSUT for the grams lost).
CREATE TABLE sepuhan_terima (
  no_kirim text PRIMARY KEY REFERENCES sepuhan_kirim (no_kirim),
  tgl_system date NOT NULL,
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sepuhan_terima_barang (
  no_kirim text NOT NULL REFERENCES sepuhan_terima (no_kirim),
  kode_barcode text NOT NULL,
  berat_terima numeric(12,3) NOT NULL CHECK (berat_terima > 0),
  PRIMARY KEY (no_kirim, kode_barcode),
  FOREIGN KEY (no_kirim, kode_barcode) REFERENCES sepuhan_kirim_barang (no_kirim, kode_barcode)
);

-- A melt of bought-back pieces (HB-..., /hancur-pembelian): they leave stock for good (status HANCUR, ledger
-- HANCUR_BELI at their weight); berat_hasil is the bar weighed after, the difference its shrinkage.
CREATE TABLE sepuhan_hancur (
  no_hancur text PRIMARY KEY,
  kode_toko text NOT NULL,
  tgl_system date NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  berat_hasil numeric(12,3) NOT NULL CHECK (berat_hasil > 0),
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sepuhan_hancur_toko ON sepuhan_hancur (kode_toko, tgl_system);

CREATE TABLE sepuhan_hancur_barang (
  no_hancur text NOT NULL REFERENCES sepuhan_hancur (no_hancur),
  kode_barcode text NOT NULL REFERENCES barang (kode_barcode),
  nama_barang text NOT NULL,
  kadar numeric(6,2) NOT NULL,
  berat numeric(12,3) NOT NULL,
  PRIMARY KEY (no_hancur, kode_barcode)
);

-- Plating loss on pieces in the buy-back stock (WS-..., /wasting-sepuhan): each line's grams leave the piece and its
-- tray (ledger WASTING, qty 0).
CREATE TABLE sepuhan_wasting (
  no_wasting text PRIMARY KEY,
  kode_toko text NOT NULL,
  tgl_system date NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sepuhan_wasting_barang (
  no_wasting text NOT NULL REFERENCES sepuhan_wasting (no_wasting),
  kode_barcode text NOT NULL REFERENCES barang (kode_barcode),
  berat_awal numeric(12,3) NOT NULL,
  berat_susut numeric(12,3) NOT NULL CHECK (berat_susut > 0 AND berat_susut < berat_awal),
  PRIMARY KEY (no_wasting, kode_barcode)
);

-- Gold entered into the buy-back stock by hand (SC-..., /stock-cuci-manual): one new item (ledger STOCK_CUCI).
CREATE TABLE sepuhan_stock_manual (
  no_ref text PRIMARY KEY,
  kode_toko text NOT NULL,
  kode_barcode text NOT NULL REFERENCES barang (kode_barcode),
  tgl_system date NOT NULL,
  keterangan text NOT NULL DEFAULT '',
  input_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A supervisor's validation of one shrinkage record (/validasi-susut): a received batch or a melt, once.
CREATE TABLE sepuhan_susut_validasi (
  no_ref text PRIMARY KEY,
  kode_toko text NOT NULL,
  validated_by text NOT NULL,
  tgl_system date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The shrinkage records: every received batch (weight sent -> weight back) and every melt (pieces -> bar), with its
-- validation. The validation screen and the refining report read this one view.
CREATE VIEW sepuhan_susut AS
  SELECT r.no_ref, r.jenis, r.kode_toko, r.tgl_system, r.qty, r.berat_awal, r.berat_akhir, r.berat_awal - r.berat_akhir AS susut,
         v.no_ref IS NOT NULL AS valid, COALESCE(v.validated_by, '') AS valid_by, v.tgl_system AS tgl_valid
    FROM (
      SELECT k.no_kirim AS no_ref, k.jenis, k.kode_toko, t.tgl_system, count(*)::int AS qty,
             sum(kb.berat_kirim) AS berat_awal, sum(tb.berat_terima) AS berat_akhir
        FROM sepuhan_terima t
        JOIN sepuhan_kirim k ON k.no_kirim = t.no_kirim
        JOIN sepuhan_kirim_barang kb ON kb.no_kirim = t.no_kirim
        JOIN sepuhan_terima_barang tb ON tb.no_kirim = kb.no_kirim AND tb.kode_barcode = kb.kode_barcode
       GROUP BY k.no_kirim, k.jenis, k.kode_toko, t.tgl_system
      UNION ALL
      SELECT h.no_hancur, 'LEBUR', h.kode_toko, h.tgl_system, count(*)::int, sum(hb.berat), h.berat_hasil
        FROM sepuhan_hancur h
        JOIN sepuhan_hancur_barang hb ON hb.no_hancur = h.no_hancur
       GROUP BY h.no_hancur, h.kode_toko, h.tgl_system, h.berat_hasil
    ) r
    LEFT JOIN sepuhan_susut_validasi v ON v.no_ref = r.no_ref;
