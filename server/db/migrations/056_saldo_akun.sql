-- Balances that do not read all history (issue 25 item 5). The close locks a day: nothing is journalled on it again
-- (server/documents/business-day.ts), so what each account held at the end of a closed day never changes.
-- - saldo_akun: per shop, closed business day and account of its journal, debit - credit of every journal row of that
--   shop dated on or before the day, written by the close in its own transaction (server/tutup-toko/steps.ts). Every
--   account the journal ever touched has a row, a zero balance too, as the trial balance lists it. The balance
--   reports start from the last stored day on or before the date they need and add the journal after it; a day with
--   no stored balances before it falls back to summing the journal. The journal stays the truth: the integrity
--   report checks each stored balance against the sum.
-- - jurnal_akun: one account's rows of a shop by date, for the general ledger and the rows after a stored day.
CREATE TABLE saldo_akun (
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  nomor_akun text NOT NULL REFERENCES akun(nomor_akun),
  saldo bigint NOT NULL,
  PRIMARY KEY (kode_toko, tgl_system, nomor_akun)
);

CREATE INDEX jurnal_akun ON jurnal (kode_toko, nomor_akun, tgl_system);

-- A shop closed before this migration starts from its last closed day at once.
INSERT INTO saldo_akun (kode_toko, tgl_system, nomor_akun, saldo)
SELECT j.kode_toko, t.tgl, j.nomor_akun, sum(j.debet - j.kredit)
  FROM (SELECT kode_toko, max(tgl_system) AS tgl FROM tutup_toko GROUP BY kode_toko) t
  JOIN jurnal j ON j.kode_toko = t.kode_toko AND j.tgl_system <= t.tgl
 GROUP BY j.kode_toko, t.tgl, j.nomor_akun;
