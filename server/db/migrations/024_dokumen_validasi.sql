-- A supervisor's validation of a document (/validasi-penjualan, /validasi-titipan): a fact of its own beside the
-- status rows, so a validated deposit stays OPEN (payable, cancellable by its rule) and a sale's lifecycle rows stay
-- what happened to it. Lists show a validated DONE document as VALID. Never updated or removed.
CREATE TABLE dokumen_validasi (
  no_dokumen text PRIMARY KEY REFERENCES dokumen(no_dokumen),
  tgl_system date NOT NULL,
  oleh text NOT NULL REFERENCES users(user_id),
  created_at timestamptz NOT NULL DEFAULT now()
);
