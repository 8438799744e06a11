-- Every print of a document's receipt (issue 9 item 5): the first print is cetak_ke 1, each later one a reprint
-- ('CETAK ULANG ke-N' on the receipt). Appended only, never updated, so the history says who reprinted what and when.
CREATE TABLE dokumen_cetak (
  no_dokumen text NOT NULL REFERENCES dokumen(no_dokumen),
  cetak_ke integer NOT NULL CHECK (cetak_ke >= 1),
  oleh text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (no_dokumen, cetak_ke)
);
