-- A kind's document list pages by key (issue 25 item 7: GET {kind}?limit&after, server/documents/read.ts): ordered by
-- date and number, the page after a cursor starts at (tgl_system, no_dokumen) in this index instead of reading and
-- sorting every document of the range first. It serves what dokumen_hari served (its first three columns), so that
-- one goes.
CREATE INDEX dokumen_hari_nomor ON dokumen (kode_toko, jenis, tgl_system, no_dokumen);
DROP INDEX dokumen_hari;
