-- The audit log (issue 24 item 11): every write to a master, a setting, a user or a user's access tree, one row each,
-- written by server/audit/log.ts in the same transaction as the write it records (a refused write leaves none).
-- who (user_id), when (waktu), from which address (alamat: the request's IP as the server sees it, null for the
-- server's own writes such as the demo fill), which table and record (tabel, kunci), the action (aksi) and the values
-- before and after (null on a new record, and after a delete), secrets already masked by the writer.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  waktu timestamptz NOT NULL DEFAULT now(),
  user_id text NOT NULL,
  alamat text,
  tabel text NOT NULL,
  kunci text NOT NULL,
  aksi text NOT NULL CHECK (aksi IN ('TAMBAH', 'UBAH', 'HAPUS', 'AKTIFKAN', 'RESET_PASSWORD')),
  sebelum jsonb,
  sesudah jsonb
);
CREATE INDEX audit_log_waktu ON audit_log (waktu);

-- A record of what happened is never rewritten: no row is updated or deleted, the table is never emptied.
CREATE FUNCTION audit_log_tetap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log tidak dapat diubah atau dihapus';
END
$$;
CREATE TRIGGER audit_log_tetap BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_tetap();
CREATE TRIGGER audit_log_tetap_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_tetap();
