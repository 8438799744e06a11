-- A pawn loan's customer on record (issue 22 item 1: name, address, phone, KTP, photo): the customer's photo and the
-- photo of the KTP, each a JPEG the browser resized, stored in the file store (server/documents/kinds/hutang-foto.ts)
-- and named here so a read says which the loan has. Put again, a photo replaces the last.
CREATE TABLE hutang_foto (
  no_dokumen text NOT NULL REFERENCES dokumen_hutang(no_dokumen),
  jenis text NOT NULL CHECK (jenis IN ('customer', 'ktp')),
  foto text NOT NULL,
  oleh text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, jenis)
);
