-- Links between documents (issue 20 item 2): a deposit paid off by a sale (PELUNASAN), and next an order collected,
-- a loan renewed by another. Written by the kernel (server/documents/links.ts) in the transaction of the document
-- that makes the link; never edited: the link of a cancelled document is ended by a row of arah -1, so a link is
-- in force while its rows sum above zero. A trade-in's two halves stay linked by dokumen.no_faktur_group.
CREATE TABLE jenis_tautan (
  kode text PRIMARY KEY,
  nama text NOT NULL
);
INSERT INTO jenis_tautan (kode, nama) VALUES ('PELUNASAN', 'Pelunasan');

CREATE TABLE dokumen_tautan (
  id bigserial PRIMARY KEY,
  -- The document acted on (the deposit), and the one acting (the sale that paid it off).
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  no_tautan text NOT NULL REFERENCES dokumen(no_dokumen),
  jenis text NOT NULL REFERENCES jenis_tautan(kode),
  arah smallint NOT NULL CHECK (arah IN (1, -1)),
  tgl_system date NOT NULL,
  oleh text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dokumen_tautan_no_dokumen ON dokumen_tautan (no_dokumen);
CREATE INDEX dokumen_tautan_no_tautan ON dokumen_tautan (no_tautan);

-- The pay-offs written before: a sale's TITIP payment names its deposit (no_reff); one cancelled since ended it.
INSERT INTO dokumen_tautan (no_dokumen, no_tautan, jenis, arah, tgl_system, oleh, created_at)
SELECT b.no_reff, s.no_dokumen, 'PELUNASAN', 1, s.tgl_system, s.input_by, s.created_at
  FROM dokumen_bayar b JOIN dokumen s ON s.no_dokumen = b.no_dokumen
 WHERE b.jenis = 'TITIP' AND b.no_reff <> '';

INSERT INTO dokumen_tautan (no_dokumen, no_tautan, jenis, arah, tgl_system, oleh, created_at)
SELECT b.no_reff, s.no_dokumen, 'PELUNASAN', -1, st.tgl_system, st.oleh, st.created_at
  FROM dokumen_bayar b
  JOIN dokumen s ON s.no_dokumen = b.no_dokumen
  JOIN dokumen_status st ON st.no_dokumen = s.no_dokumen AND st.status = 'BATAL'
 WHERE b.jenis = 'TITIP' AND b.no_reff <> '';
