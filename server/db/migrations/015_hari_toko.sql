-- The business date per shop (issue 7): one database may hold a head office and branches, and each shop opens,
-- closes and advances its own day. hari_toko holds, per shop, its business date and whether the day is open
-- (BUKA) or closed (TUTUP); only the shop's closing changes it. A shop added later (master toko) starts on the
-- date of the database's own shop, so a new branch never starts in the past or the future of its head office.
-- The former global key para_system.tgl_system is carried over to every existing shop and removed.

CREATE TABLE hari_toko (
  kode_toko text PRIMARY KEY REFERENCES toko(kode_toko),
  tgl_system date NOT NULL,
  status text NOT NULL DEFAULT 'BUKA' CHECK (status IN ('BUKA', 'TUTUP')),
  ditutup_by text,
  ditutup_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO hari_toko (kode_toko, tgl_system)
  SELECT kode_toko, COALESCE((SELECT value::date FROM para_system WHERE key = 'tgl_system'), CURRENT_DATE) FROM toko;

DELETE FROM para_system WHERE key = 'tgl_system';

CREATE FUNCTION hari_toko_baru() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO hari_toko (kode_toko, tgl_system)
         VALUES (NEW.kode_toko, COALESCE((SELECT h.tgl_system FROM hari_toko h JOIN toko t ON t.kode_toko = h.kode_toko WHERE t.is_own), CURRENT_DATE))
         ON CONFLICT (kode_toko) DO NOTHING;
       RETURN NEW;
     END $$;

CREATE TRIGGER toko_hari AFTER INSERT ON toko FOR EACH ROW EXECUTE FUNCTION hari_toko_baru();
