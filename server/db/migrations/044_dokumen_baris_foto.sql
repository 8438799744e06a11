-- The photo of a document's line (issue 21: an order's design, a piece left for repair), for the kinds that keep
-- them (server/documents/line-photos.ts): the file-store key, so a read knows which lines have one without asking the
-- store. Put again, a photo replaces the last: the row keeps the key and the time it was stored.
CREATE TABLE dokumen_baris_foto (
  no_dokumen text NOT NULL,
  baris integer NOT NULL,
  foto text NOT NULL,
  oleh text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, baris),
  FOREIGN KEY (no_dokumen, baris) REFERENCES dokumen_baris (no_dokumen, baris)
);
