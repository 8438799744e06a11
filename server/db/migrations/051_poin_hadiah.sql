-- Points beyond the sale (issue 23): gifts traded for points, corrections by hand, points reset or expired at the
-- day's close (server/documents/member-points.ts, kinds/tukar-poin.ts, kinds/koreksi-poin.ts, server/members/).
--
-- New kinds of the points ledger, each with its sign: TUKAR (a gift taken: out) and its mirror BATAL_TUKAR (in);
-- KOREKSI (a correction by hand, either way, never 0) and its mirror BATAL_KOREKSI; HANGUS (a balance reset by
-- /parameter-reset-poin-member or expired by the setting poin_hangus_bulan: out). HANGUS is written by the close, not
-- by a document: the only rows without no_dokumen. keterangan: why (a correction's reason, the reset rule).
ALTER TABLE poin_mutasi DROP CONSTRAINT poin_mutasi_jenis_check;
ALTER TABLE poin_mutasi DROP CONSTRAINT poin_mutasi_check;
ALTER TABLE poin_mutasi ALTER COLUMN no_dokumen DROP NOT NULL;
ALTER TABLE poin_mutasi ADD COLUMN keterangan text NOT NULL DEFAULT '';
ALTER TABLE poin_mutasi ADD CONSTRAINT poin_mutasi_jenis_check CHECK (jenis IN (
  'EARN', 'SPEND', 'TUKAR', 'KOREKSI', 'HANGUS', 'BATAL_EARN', 'BATAL_SPEND', 'BATAL_TUKAR', 'BATAL_KOREKSI'));
ALTER TABLE poin_mutasi ADD CONSTRAINT poin_mutasi_arah_check CHECK (
  (jenis IN ('EARN', 'BATAL_SPEND', 'BATAL_TUKAR') AND poin > 0)
  OR (jenis IN ('SPEND', 'BATAL_EARN', 'TUKAR', 'HANGUS') AND poin < 0)
  OR (jenis IN ('KOREKSI', 'BATAL_KOREKSI') AND poin <> 0));
ALTER TABLE poin_mutasi ADD CONSTRAINT poin_mutasi_dokumen_check CHECK ((jenis = 'HANGUS') = (no_dokumen IS NULL));
CREATE INDEX poin_mutasi_member_tgl ON poin_mutasi (kode_member, tgl_system, id);

-- The gifts' ledger: every piece of a gift of /master-data-hadiah that a trade took out (TUKAR, qty < 0) or its
-- cancellation put back (BATAL_TUKAR, qty > 0), written in the document's transaction beside the change of the
-- master's stock. The master keeps the count on hand (its screen may correct it); this keeps what moved it by trade.
CREATE TABLE hadiah_mutasi (
  id bigserial PRIMARY KEY,
  kode_hadiah text NOT NULL,
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  jenis text NOT NULL CHECK (jenis IN ('TUKAR', 'BATAL_TUKAR')),
  qty integer NOT NULL,
  poin bigint NOT NULL,
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((jenis = 'TUKAR' AND qty < 0) OR (jenis = 'BATAL_TUKAR' AND qty > 0)),
  UNIQUE (no_dokumen, jenis)
);
CREATE INDEX hadiah_mutasi_hadiah ON hadiah_mutasi (kode_hadiah, tgl_system);

-- dokumen_terkini (migration 026) was made from dokumen's columns of that time: made again, it shows the columns added
-- since, kode_member (migration 049) among them, so whoever lists documents reads their member there. The two views on
-- it are made again as they were (migration 042).
DROP VIEW dokumen_kas;
DROP VIEW baris_penjualan;
DROP VIEW dokumen_terkini;
CREATE VIEW dokumen_terkini AS
  SELECT d.*, s.status, s.tgl_system AS tgl_status, s.oleh AS status_oleh, s.alasan AS status_alasan
    FROM dokumen d
    JOIN LATERAL (SELECT status, tgl_system, oleh, alasan FROM dokumen_status WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) s ON true;
CREATE VIEW baris_penjualan AS
SELECT b.*, d.kode_toko, d.tgl_system, d.status, d.kode_sales, d.nama_sales, d.input_by, d.created_at
  FROM dokumen_baris b JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen
 WHERE d.jenis = 'PENJUALAN';
CREATE VIEW dokumen_kas AS
SELECT d.*, k.kategori, k.akun_asal, k.akun_tujuan, k.jumlah, k.fee_rp
  FROM dokumen_terkini d JOIN kas_dokumen k ON k.no_dokumen = d.no_dokumen;
