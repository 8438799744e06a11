-- Members on every counter document (issue 23): a document names the member it was made for, found by the member's
-- code or its phone (server/documents/member-points.ts), so a member's history, the member reports and the points read
-- one column instead of matching phone numbers that may have changed since. '' for a customer who is not a member.
ALTER TABLE dokumen ADD COLUMN kode_member text NOT NULL DEFAULT '';
CREATE INDEX dokumen_member ON dokumen (kode_member, tgl_system) WHERE kode_member <> '';
