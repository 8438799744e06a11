-- Deposits (titip uang) and custom orders (pesanan): the reports of this issue read them; their
-- transaction flows come in later issues and will add columns, never change these.

CREATE TABLE titip (
  no_titip text PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_titip date NOT NULL,
  nama_customer text NOT NULL DEFAULT '',
  kode_barcode text NOT NULL DEFAULT '',
  nama_barang text NOT NULL,
  berat numeric(12,3) NOT NULL,
  harga_jual bigint NOT NULL,
  ongkos bigint NOT NULL DEFAULT 0,
  harga_total bigint NOT NULL,
  dp_rp bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'BATAL', 'SELESAI')),
  tgl_batal date,
  batal_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX titip_batal ON titip (kode_toko, tgl_batal) WHERE status = 'BATAL';

CREATE TABLE pesanan (
  no_pesanan text PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  kode_sales text NOT NULL,
  tanggal date NOT NULL,
  nama_customer text NOT NULL DEFAULT '',
  total_berat numeric(12,3) NOT NULL DEFAULT 0,
  total_qty integer NOT NULL DEFAULT 0,
  ongkos bigint NOT NULL DEFAULT 0,
  total_harga bigint NOT NULL,
  jumlah_bayar bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'BATAL', 'SELESAI')),
  tgl_batal date,
  batal_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX pesanan_batal ON pesanan (kode_toko, tgl_batal) WHERE status = 'BATAL';
