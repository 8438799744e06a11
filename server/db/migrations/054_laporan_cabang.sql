-- The head office's copy of its branches' reports for closed days (issue 24 item 3, server/federation/closed-days.ts):
-- a branch's figures of a business day it has closed never change (the close locks the day: nothing is posted or
-- cancelled on it again), so a report whose definition says its figures are fixed once a day is closed
-- (`fixedOnceClosed`) is kept here, keyed by shop, report and the exact query, once every day it covers is before the
-- branch's business date. A later ask reads it here instead of calling the branch; an owner may force a new read.
CREATE TABLE laporan_cabang (
  kode_toko text NOT NULL REFERENCES toko (kode_toko),
  laporan text NOT NULL,
  kueri text NOT NULL,
  rows jsonb NOT NULL,
  tgl_system_cabang date NOT NULL,
  dibaca_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kode_toko, laporan, kueri)
);
