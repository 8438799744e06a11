-- A buy-back line's own facts in their own table, keyed by the document line (issue 20 item 2): migration 026 had put
-- its 9 columns on every line of dokumen_baris, a sale's as well. The kinds that buy back (PEMBELIAN, its trade-in
-- half, PEMBELIAN_MANUAL) write them here with the line (server/documents/kinds/pembelian.ts writeBuybackFacts);
-- reports and reads take a buy-back's lines from the view baris_pembelian, every line column with its facts.
CREATE TABLE dokumen_baris_beli (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  berat_kotor numeric(12,3) NOT NULL,
  kondisi text NOT NULL,
  ada_nota boolean NOT NULL,
  harga_nota bigint NOT NULL,
  berat_nota numeric(12,3) NOT NULL,
  no_faktur_jual text NOT NULL,
  kode_harga text NOT NULL,
  harga_sistem bigint NOT NULL,
  rosok boolean NOT NULL,
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);

INSERT INTO dokumen_baris_beli (no_dokumen, baris, berat_kotor, kondisi, ada_nota, harga_nota, berat_nota, no_faktur_jual, kode_harga, harga_sistem, rosok)
SELECT b.no_dokumen, b.baris, b.berat_kotor, b.kondisi, b.ada_nota, b.harga_nota, b.berat_nota, b.no_faktur_jual, b.kode_harga, b.harga_sistem, b.rosok
  FROM dokumen_baris b JOIN dokumen d ON d.no_dokumen = b.no_dokumen
 WHERE d.jenis IN ('PEMBELIAN', 'PEMBELIAN_MANUAL');

ALTER TABLE dokumen_baris
  DROP COLUMN berat_kotor,
  DROP COLUMN kondisi,
  DROP COLUMN ada_nota,
  DROP COLUMN harga_nota,
  DROP COLUMN berat_nota,
  DROP COLUMN no_faktur_jual,
  DROP COLUMN kode_harga,
  DROP COLUMN harga_sistem,
  DROP COLUMN rosok;

CREATE VIEW baris_pembelian AS
SELECT b.*, p.berat_kotor, p.kondisi, p.ada_nota, p.harga_nota, p.berat_nota, p.no_faktur_jual, p.kode_harga, p.harga_sistem, p.rosok
  FROM dokumen_baris b JOIN dokumen_baris_beli p ON p.no_dokumen = b.no_dokumen AND p.baris = b.baris;
